import type { ValidationPipe } from '@nestjs/common';
import { IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, validate, ValidateIf, ValidateNested } from 'class-validator';
import type { ValidatorOptions } from 'class-validator';
import { TermInput, TranslateRequest, TranslationOptions } from '@app/contracts';
import {
  acceptsWithoutErrors,
  checkValidationCompiled,
  copyMessagesPlainly,
  validatedQuickly,
} from './compiled-validation';
import { ValidationPipe as NestValidationPipe } from '@nestjs/common';
import { createRpcValidationPipe } from '../errors/rpc-validation.pipe';

// What the apps run (installHotPath): the pipes' compiled check and plain copy.
checkValidationCompiled();
copyMessagesPlainly();

/** What a pipe made of a value: the value it passes on, or the message and details of its 400. */
type Outcome = { value: unknown } | { error: { message: string; details: unknown } };

async function outcomeOf(pipe: ValidationPipe, metatype: new () => object, plain: unknown): Promise<Outcome> {
  try {
    return { value: await pipe.transform(structuredClone(plain), { type: 'body', metatype }) };
  } catch (error) {
    const { message, details } = error as { message: string; details: unknown };
    return { error: { message, details } };
  }
}

/**
 * Runs `plain` through the pipe, and through the same pipe with class-validator alone (its
 * compiled fast path taken out): the two outcomes must be equal.
 */
async function bothPaths(pipe: ValidationPipe, metatype: new () => object, plain: unknown) {
  const classValidatorOnly = Object.create(pipe) as { validate: (o: object, options?: ValidatorOptions) => unknown };
  classValidatorOnly.validate = (object, options) => validate(object, options);
  return {
    compiled: await outcomeOf(pipe, metatype, plain),
    classValidator: await outcomeOf(classValidatorOnly as unknown as ValidationPipe, metatype, plain),
  };
}

const caller = { organizationId: 'org-1', keyId: 'key-1' };
const valid = { caller, sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' };

const translateCases: [string, unknown][] = [
  ['a text', valid],
  ['unknown fields (stripped, also in the caller)', { ...valid, extra: 1, caller: { ...caller, admin: true } }],
  ['every option', { ...valid, glossaryId: 'g', prompt: 'p', flag: true, ignoreCache: false, fluency: true }],
  ['files', { ...valid, text: undefined, files: [{ filename: 'a.csv', content: 'x,y', extra: 1 }] }],
  ['null optional fields', { ...valid, glossaryId: null, text: null }],
  ['no caller', { ...valid, caller: undefined }],
  ['a caller that is a string', { ...valid, caller: 'org-1' }],
  ['an empty organization id', { ...valid, caller: { ...caller, organizationId: '' } }],
  ['a bad source language', { ...valid, sourceLanguage: 'english!' }],
  ['a numeric target language', { ...valid, targetLanguage: 42 }],
  ['an empty text', { ...valid, text: '' }],
  ['a numeric text', { ...valid, text: 7 }],
  ['a language over 35 characters', { ...valid, sourceLanguage: 'a'.repeat(36) }],
  ['a string flag', { ...valid, flag: 'true' }],
  ['files that are not an array', { ...valid, files: 'a.csv' }],
  ['a file without a name', { ...valid, files: [{ content: 'x' }] }],
  ['a file that is a string', { ...valid, files: ['a.csv'] }],
  ['too many files', { ...valid, files: Array.from({ length: 50 }, () => ({ filename: 'a.csv', content: 'x' })) }],
];

class Item {
  @IsInt()
  n: number;
}

class Rules {
  @IsDefined()
  @IsString({ each: true })
  tags: string[];

  @ValidateIf((o: Rules) => Array.isArray(o.tags) && o.tags.length > 0)
  @IsInt()
  count?: number;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Item)
  items?: Item[];
}

const ruleCases: [string, unknown][] = [
  ['every rule met', { tags: ['a'], count: 1, items: [{ n: 1 }] }],
  ['a condition that skips a rule', { tags: [], count: 'x' }],
  ['an item of the wrong type in an each rule', { tags: ['a', 1], count: 1 }],
  ['a missing defined field', { count: 1 }],
  ['a nested item failing', { tags: ['a'], count: 1, items: [{ n: 'x' }] }],
  ['a tag set that is not an array', { tags: 'a', count: 1 }],
];

/** A gateway body's shape: a message's fields picked by Nest's mapped types, one with a transform of its own. */
class MappedBody extends IntersectionType(
  OmitType(TranslationOptions, ['caller'] as const),
  PickType(TranslateRequest, ['text'] as const),
) {}
Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value))(MappedBody.prototype, 'flag');

const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' };
const mappedCases: [string, unknown][] = [
  ['a text', body],
  ['a caller (not a field: stripped)', valid],
  ['a flag sent as text', { ...body, flag: 'true' }],
  ['a flag that is not one', { ...body, flag: 'yes' }],
  ['an empty text', { ...body, text: '' }],
  ['no languages', { text: 'x' }],
];

describe('checkValidationCompiled', () => {
  const pipe = createRpcValidationPipe();

  it.each(translateCases)('TranslateRequest with %s: the fast path and class-validator agree', async (_, plain) => {
    const { compiled, classValidator } = await bothPaths(pipe, TranslateRequest, plain);
    expect(compiled).toEqual(classValidator);
  });

  it.each(ruleCases)('each, ValidateIf, IsDefined, nested arrays, %s: both agree', async (_, plain) => {
    const { compiled, classValidator } = await bothPaths(pipe, Rules, plain);
    expect(compiled).toEqual(classValidator);
  });

  it.each(mappedCases)('a class made with mapped types, %s: both agree', async (_, plain) => {
    const { compiled, classValidator } = await bothPaths(pipe, MappedBody, plain);
    expect(compiled).toEqual(classValidator);
  });

  it('accepts valid translate requests without class-validator, and leaves invalid ones to it', () => {
    for (const [, plain] of translateCases.slice(0, 5))
      expect(acceptsWithoutErrors(plainToInstance(TranslateRequest, structuredClone(plain)))).toBe(true);
    const request = (plain: object) => Object.assign(new TranslateRequest(), plain);
    expect(acceptsWithoutErrors(request({ ...valid, caller: Object.assign(Object.create(null), caller) }))).toBe(false);
    expect(acceptsWithoutErrors(request({ ...valid, text: '' }))).toBe(false);
  });
});

const definition = { language: 'en', term: 'key', definition: 'secret' };
/** Bulk term items: answered at once when valid and plain, else left to the pipe. */
const itemCases: [string, unknown, 'answered' | 'left to the pipe'][] = [
  ['a valid item', { definitions: [definition, { ...definition, language: 'es' }] }, 'answered'],
  ['unknown fields (stripped)', { extra: 1, definitions: [{ ...definition, note: { a: [1] } }] }, 'answered'],
  ['a prototype key (stripped)', { prototype: 'x', definitions: [definition] }, 'answered'],
  ['a missing term', { definitions: [{ language: 'en', definition: 'x' }] }, 'left to the pipe'],
  ['an unknown caseSensitivity', { definitions: [{ ...definition, caseSensitivity: 'AUTO' }] }, 'left to the pipe'],
  ['no definitions', {}, 'left to the pipe'],
  ['a hole among the definitions', { definitions: [, definition] }, 'left to the pipe'], // eslint-disable-line no-sparse-arrays
  [
    'a __proto__ key',
    JSON.parse('{"__proto__": {"x": 1}, "definitions": [{"language": "en", "term": "k", "definition": ""}]}'),
    'left to the pipe',
  ],
  ['a constructor key', { constructor: 'x', definitions: [definition] }, 'left to the pipe'],
  ['a Buffer for a definition', { definitions: [Buffer.from('x')] }, 'left to the pipe'],
  ['not an object', 'text', 'left to the pipe'],
];

describe('validatedQuickly', () => {
  const pipe = createRpcValidationPipe();

  it.each(itemCases)("%s (%j): %s; an answer is the pipe's own", async (_, item, expected) => {
    const quick = validatedQuickly(pipe, TermInput, structuredCloneKeepingHoles(item));
    expect(quick === undefined ? 'left to the pipe' : 'answered').toBe(expected);
    if (quick) {
      const piped = await pipe.transform(structuredCloneKeepingHoles(item), { type: 'body', metatype: TermInput });
      expect(quick).toStrictEqual(piped);
      expect(quick).toBeInstanceOf(TermInput);
    }
  });

  it('answers nothing for a pipe whose options it does not know, or that does not transform', () => {
    const item = { definitions: [definition] };
    expect(validatedQuickly(new NestValidationPipe({ transform: true }), TermInput, item)).toBeUndefined();
    expect(validatedQuickly(new NestValidationPipe({ whitelist: true }), TermInput, item)).toBeUndefined();
  });
});

/** structuredClone fills holes with undefined, and a JSON `__proto__` key must stay an own key. */
function structuredCloneKeepingHoles(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    value.forEach((item, i) => (copy[i] = structuredCloneKeepingHoles(item)));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    Object.defineProperty(copy, key, {
      value: structuredCloneKeepingHoles((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}
