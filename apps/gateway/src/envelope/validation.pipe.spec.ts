import { TranslateBody } from '../translation/dto/translate.body';
import { bothPaths } from '../../../../test/support/validation-agreement';
import { createHttpValidationPipe } from './validation.pipe';

const formB = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' };

const cases: [string, unknown][] = [
  ['Form B', formB],
  ['Form A', { sourceLanguage: 'auto', targetLanguage: 'pt-BR', textContent: 'Hello' }],
  ['unknown fields (stripped)', { ...formB, caller: { organizationId: 'forged' }, extra: [1] }],
  ['multipart booleans as strings', { ...formB, flag: 'true', ignoreCache: '0', fluency: 'false' }],
  ['every option', { ...formB, glossaryId: 'g', prompt: 'p', flag: true }],
  ['null optional fields', { ...formB, glossaryId: null, textContent: null }],
  ['no languages', { text: 'Hello' }],
  ['a bad source language', { ...formB, sourceLanguage: 'en_US!' }],
  ['an empty text', { ...formB, text: '' }],
  ['an empty textContent', { ...formB, text: undefined, textContent: '' }],
  ['a boolean that is not one', { ...formB, flag: 'yes' }],
  ['a numeric text', { ...formB, text: 12 }],
  ['an array body', [formB]],
  ['a prompt that is an object', { ...formB, prompt: { a: 1 } }],
];

describe('createHttpValidationPipe', () => {
  const pipe = createHttpValidationPipe();

  it.each(cases)('TranslateBody, %s: the compiled fast path and class-validator agree', async (_, plain) => {
    const { compiled, classValidator } = await bothPaths(pipe, TranslateBody, plain);
    expect(compiled).toEqual(classValidator);
  });
});
