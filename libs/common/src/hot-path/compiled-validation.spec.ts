import { plainToInstance, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import { TranslateRequest } from '@app/contracts';
import { bothPaths } from '../../../../test/support/validation-agreement';
import { acceptsWithoutErrors } from './compiled-validation';
import { createRpcValidationPipe } from '../errors/rpc-validation.pipe';

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

  it('accepts valid translate requests without class-validator, and leaves invalid ones to it', () => {
    for (const [, plain] of translateCases.slice(0, 5))
      expect(acceptsWithoutErrors(plainToInstance(TranslateRequest, structuredClone(plain)))).toBe(true);
    const request = (plain: object) => Object.assign(new TranslateRequest(), plain);
    expect(acceptsWithoutErrors(request({ ...valid, caller: Object.assign(Object.create(null), caller) }))).toBe(false);
    expect(acceptsWithoutErrors(request({ ...valid, text: '' }))).toBe(false);
  });
});
