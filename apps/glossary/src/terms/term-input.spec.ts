import { TermInput } from '@app/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { checkBulkItem, isFailure, quickTermInput } from './term-input';

const languages = ['en', 'de', 'pt-BR'];
const now = new Date('2026-01-01T00:00:00.000Z');
const d = (extra: object = {}) => ({ language: 'en', term: 'key', definition: 'secret', ...extra });

/** Items around every rule of TermInput: the quick path must never accept one that class-validator refuses. */
const items: [string, unknown][] = [
  ['ordinary', { definitions: [d(), d({ language: 'de', term: 'Schlüssel' })] }],
  ['with flag and case', { translationFlag: false, definitions: [d({ caseSensitivity: 'exact' })] }],
  ['null optionals', { translationFlag: null, definitions: [d({ caseSensitivity: null })] }],
  ['extra fields', { id: 'x', definitions: [d({ extra: 1 })] }],
  ['uppercase language', { definitions: [d({ language: 'PT_br' })] }],
  ['empty definition text', { definitions: [d({ definition: '' })] }],
  ['term at the limit', { definitions: [d({ term: 'x'.repeat(1000) })] }],
  ['term over the limit', { definitions: [d({ term: 'x'.repeat(1001) })] }],
  ['definition over the limit', { definitions: [d({ definition: 'x'.repeat(10_001) })] }],
  ['blank term', { definitions: [d({ term: ' \n' })] }],
  ['missing term', { definitions: [{ language: 'en', definition: 'x' }] }],
  ['numeric term', { definitions: [d({ term: 5 })] }],
  ['missing definition', { definitions: [{ language: 'en', term: 'x' }] }],
  ['missing language', { definitions: [{ term: 'x', definition: 'y' }] }],
  ['unknown language', { definitions: [d({ language: 'xx' })] }],
  ['empty language', { definitions: [d({ language: '' })] }],
  ['unknown case', { definitions: [d({ caseSensitivity: 'AUTO' })] }],
  ['string flag', { translationFlag: 'false', definitions: [d()] }],
  ['no definitions', {}],
  ['empty definitions', { definitions: [] }],
  ['definitions not a list', { definitions: d() }],
  ['definition not an object', { definitions: ['en'] }],
  ['null definition', { definitions: [null] }],
  ['too many definitions', { definitions: Array.from({ length: 101 }, () => d()) }],
];

describe('bulk item checks', () => {
  it.each(items)('quick path agrees with class-validator: %s', (_name, item) => {
    const quick = quickTermInput(item as Record<string, unknown>);
    const errors = validateSync(plainToInstance(TermInput, item), { whitelist: true, forbidUnknownValues: false });
    if (quick) expect(errors).toEqual([]);
    const checked = checkBulkItem(item, 7, 'g', languages, now);
    if (errors.length > 0) expect(isFailure(checked) && checked.index).toBe(7);
  });

  it('accepts the ordinary items through the quick path', () => {
    for (const [name, item] of items.slice(0, 7))
      expect([name, quickTermInput(item as Record<string, unknown>) !== null]).toEqual([name, true]);
  });

  it('stores the same term whichever path checked it', () => {
    const item = {
      extra: true,
      translationFlag: false,
      definitions: [d({ language: 'PT-br', term: ' chave ', caseSensitivity: 'ignore', note: 'x' })],
    };
    const quick = checkBulkItem(item, 0, 'g', languages, now);
    const slow = checkBulkItem(
      { ...item, definitions: [...item.definitions, 'force the slow path'] },
      0,
      'g',
      languages,
      now,
    );
    expect(isFailure(slow)).toBe(true);
    expect(quick).toMatchObject({
      glossaryId: 'g',
      translationFlag: false,
      definitions: [{ language: 'pt-BR', term: 'chave', definition: 'secret', caseSensitivity: 'ignore', position: 0 }],
    });
    expect(Object.keys((quick as { definitions: object[] }).definitions[0]).sort()).toEqual(
      ['caseSensitivity', 'createdAt', 'definition', 'language', 'position', 'term', 'updatedAt'].sort(),
    );
  });

  it('reports a missing term in details with the item index', () => {
    const failure = checkBulkItem({ definitions: [{ language: 'en', definition: 'x' }] }, 3, 'g', languages, now);
    expect(failure).toMatchObject({
      index: 3,
      error: expect.stringContaining('term'),
      details: [{ field: 'definitions.0.term' }],
    });
  });

  it('reports a language outside the glossary by name, with the glossary languages', () => {
    const failure = checkBulkItem({ definitions: [d({ language: 'fr' })] }, 0, 'g', languages, now);
    expect(failure).toMatchObject({ index: 0, error: expect.stringMatching(/"fr".*en, de, pt-BR/) });
  });
});
