import { referencedSchemas, toJsonSchema } from './json-schema';

describe('toJsonSchema (OpenAPI 3.0 -> JSON Schema for AsyncAPI)', () => {
  it.each([
    ['a nullable type', { type: 'string', nullable: true }, { type: ['string', 'null'] }],
    [
      'a nullable reference',
      { allOf: [{ $ref: '#/components/schemas/A' }], nullable: true },
      { anyOf: [{ allOf: [{ $ref: '#/components/schemas/A' }] }, { type: 'null' }] },
    ],
    ['nullable: false', { type: 'integer', nullable: false }, { type: 'integer' }],
    [
      'nested properties and items',
      { type: 'object', properties: { a: { type: 'array', items: { type: 'number', nullable: true } } } },
      { type: 'object', properties: { a: { type: 'array', items: { type: ['number', 'null'] } } } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(toJsonSchema(input)).toEqual(expected);
  });
});

describe('referencedSchemas', () => {
  const components = {
    A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
    B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
    Unused: { type: 'string' },
  };

  it('follows references through components, cycles included, and leaves the rest out', () => {
    expect(Object.keys(referencedSchemas([{ payload: { $ref: '#/components/schemas/A' } }], components))).toEqual([
      'A',
      'B',
    ]);
  });
});
