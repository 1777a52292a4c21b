import { Exclude, plainToInstance, Transform, Type } from 'class-transformer';
import { CallerContext, CsvFilePayload, TranslateRequest } from '@app/contracts';
import { plainCopy, plainCopyTransformer } from './plain-copy-transformer';

class Item {
  n: number;
}

class Order {
  id: string;
  tags?: string[];
  @Type(() => Item)
  items?: Item[];
  @Type(() => Item)
  main?: Item;
}

class WithConversion {
  @Type(() => Number)
  count: number;
}

class WithTransform {
  @Transform(({ value }: { value: string }) => value.trim())
  name: string;
}

class WithDefault {
  limit = 10;
  name?: string;
}

class WithGetter {
  name: string;
  get label(): string {
    return `label ${this.name}`;
  }
}

class WithExclude {
  name: string;
  @Exclude()
  secret?: string;
}

const caller = { organizationId: 'org-1', keyId: 'key-1' };
const cases: [string, new () => object, unknown][] = [
  ['a translate message', TranslateRequest, { caller, sourceLanguage: 'en', targetLanguage: 'es', text: 'Hi' }],
  ['a translate message with files', TranslateRequest, { caller, files: [{ filename: 'a.csv', content: 'x' }] }],
  [
    'nested objects of @Type classes, arrays of strings, null',
    Order,
    { id: 'o', tags: ['a'], items: [{ n: 1 }], main: null },
  ],
  ['a nested object without @Type', Order, { id: 'o', extra: { a: 1 } }],
  [
    'JSON objects and arrays without @Type, with keys class-transformer leaves out',
    Order,
    {
      id: 'o',
      extra: [
        { definitions: [{ language: 'en', term: 'key', toString: 'x', valueOf: 1, hasOwnProperty: null }] },
        [[1, { a: [] }], 'b', null],
        { nested: { deeper: { tags: ['x', 'y'], __defineGetter__: 'y', isPrototypeOf: {} } } },
      ],
    },
  ],
  ['a Date where a property has no @Type', Order, { id: 'o', extra: [{ at: new Date(0) }] }],
  ['a string where a class is expected', Order, { id: 'o', main: 'x', items: ['y'] }],
  ['@Type(() => Number), which converts', WithConversion, { count: '5' }],
  ['@Transform', WithTransform, { name: '  padded  ' }],
  ['a default', WithDefault, { name: 'n' }],
  ['a property named as a getter', WithGetter, { name: 'n', label: 'forged' }],
  ['@Exclude', WithExclude, { name: 'n', secret: 's' }],
  ['a property named as an Object method', WithGetter, { name: 'n', toString: 'x' }],
];

describe('plainCopyTransformer', () => {
  it.each(cases)('makes the instance class-transformer makes: %s', (_name, metatype, plain) => {
    const expected = plainToInstance(metatype, structuredClone(plain));
    const copy = plainCopyTransformer.plainToInstance(metatype, structuredClone(plain));
    expect(copy).toStrictEqual(expected);
    expect(Object.getPrototypeOf(copy)).toBe(metatype.prototype);
  });

  it('leaves the object it was given unchanged', () => {
    const plain = { id: 'o', tags: ['a'], items: [{ n: 1 }] };
    const copy = plainCopyTransformer.plainToInstance(Order, plain);
    copy.tags?.push('b');
    expect(plain).toEqual({ id: 'o', tags: ['a'], items: [{ n: 1 }] });
    expect(copy.items?.[0]).toBeInstanceOf(Item);
  });

  it('follows transform options other than the defaults, as class-transformer does', () => {
    const options = { enableImplicitConversion: true };
    expect(plainCopyTransformer.plainToInstance(WithConversion, { count: '5' }, options)).toStrictEqual(
      plainToInstance(WithConversion, { count: '5' }, options),
    );
  });
});

describe('plainCopy', () => {
  it('copies the translate messages of both ends itself, and leaves what it cannot to class-transformer', () => {
    const file = { filename: 'a.csv', content: 'x' };
    const message = { caller, sourceLanguage: 'en', targetLanguage: 'es', text: 'Hi', files: [file] };
    const copy = plainCopy(TranslateRequest, message) as TranslateRequest;
    expect(copy).toBeInstanceOf(TranslateRequest);
    expect(copy.caller).toBeInstanceOf(CallerContext);
    expect(copy.files?.[0]).toBeInstanceOf(CsvFilePayload);
    expect(plainCopy(Order, { id: 'o', tags: ['a', 'b'] })).toBeInstanceOf(Order);
    expect(plainCopy(WithTransform, { name: 'x' })).toBeUndefined();
    expect(plainCopy(Order, { id: 'o', extra: [{ a: 1 }] })).toBeInstanceOf(Order);
    expect(plainCopy(Order, { id: 'o', extra: [{ at: new Date(0) }] })).toBeUndefined();
    expect(plainCopy(Order, { id: 'o', extra: { constructor: 'x' } })).toBeUndefined();
  });
});
