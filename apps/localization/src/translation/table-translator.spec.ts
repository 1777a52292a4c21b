import { parse } from '@formatjs/icu-messageformat-parser';
import { DomainException } from '@app/common';
import { joinSegments, protect } from '@app/placeholders';
import { LocalizationConfig } from '../config/localization.config';
import { TableTranslator } from './table-translator';
import { BatchItem, TranslateBatchClient } from './translate-batch.client';

type Engine = (text: string) => BatchItem;

/** A translate-batch client that records its calls and answers with `engine`. */
function fakeClient(engine: Engine) {
  const calls: string[][] = [];
  const client = {
    translate: async (texts: string[]) => {
      calls.push(texts);
      return texts.map(engine);
    },
  } as unknown as TranslateBatchClient;
  return { client, calls };
}

const config = { TRANSLATION_CONCURRENCY: 2 } as LocalizationConfig;
const target = { sourceLanguage: 'en', targetLanguage: 'es', caller: { organizationId: 'o', keyId: 'k' } };
/** The translation service as this sees it: words changed, placeholders kept (its PlaceholderSafeEngine). */
const shout: Engine = (text) => {
  const { segments, placeholders } = protect(text);
  return {
    content: joinSegments(
      segments.map((s) => s.toUpperCase()),
      placeholders,
    ),
  };
};

describe('TableTranslator', () => {
  it('sends each distinct string once, in calls of at most 20', async () => {
    const { client, calls } = fakeClient(shout);
    const texts = Array.from({ length: 45 }, (_, i) => `text ${i % 41}`);
    const result = await new TableTranslator(client, config).translateAll(texts, target);
    expect(result).toEqual(texts.map((t) => t.toUpperCase()));
    expect(calls.map((c) => c.length).sort()).toEqual([1, 20, 20]);
  });

  it('sends strings with placeholders as they are: the translation service keeps them', async () => {
    const { client, calls } = fakeClient(shout);
    const result = await new TableTranslator(client, config).translateAll(
      ['Hello {name}, you have %d <b>new</b> items'],
      target,
    );
    expect(calls).toEqual([['Hello {name}, you have %d <b>new</b> items']]);
    expect(result).toEqual(['HELLO {name}, YOU HAVE %d <b>NEW</b> ITEMS']);
  });

  it('leaves strings with nothing to translate alone', async () => {
    const { client, calls } = fakeClient(shout);
    const texts = ['{name}', '{count, plural, one {#} many {#} other {#}}', '42', ''];
    expect(await new TableTranslator(client, config).translateAll(texts, target)).toEqual(texts);
    expect(calls).toEqual([]);
  });

  it('translates the branches of an ICU plural and writes the target language categories', async () => {
    const { client, calls } = fakeClient(shout);
    const message = 'You have {count, plural, one {# new item} other {# new items from {sender}}}.';
    const [result] = await new TableTranslator(client, config).translateAll([message], {
      ...target,
      targetLanguage: 'pl',
    });
    expect(calls.flat().sort()).toEqual(['You have {#icu0}.', '{#} new item', '{#} new items from {#arg0}']);
    expect(result).toBe(
      'YOU HAVE {count, plural, one {# NEW ITEM} few {# NEW ITEMS FROM {sender}} many {# NEW ITEMS FROM {sender}} other {# NEW ITEMS FROM {sender}}}.',
    );
    expect(() => parse(result)).not.toThrow();
  });

  it('copies the source for a target that is the source language', async () => {
    const { client, calls } = fakeClient(shout);
    expect(
      await new TableTranslator(client, config).translateAll(['Hello'], { ...target, targetLanguage: 'EN' }),
    ).toEqual(['Hello']);
    expect(calls).toEqual([]);
  });

  it('gives a passing failure one immediate second chance', async () => {
    let failures = 1;
    const { client, calls } = fakeClient((text) =>
      text === 'Hello' && failures-- > 0
        ? { error: { code: 'ENGINE_UNAVAILABLE', message: 'busy' } }
        : { content: text.toUpperCase() },
    );
    expect(await new TableTranslator(client, config).translateAll(['Hello', 'Bye'], target)).toEqual(['HELLO', 'BYE']);
    expect(calls).toEqual([['Hello', 'Bye'], ['Hello']]);
  });

  it('fails with the item error when a string cannot be translated', async () => {
    const { client } = fakeClient(() => ({ error: { code: 'BAD_REQUEST', message: 'pair en-xx is not supported' } }));
    const failure = new TableTranslator(client, config).translateAll(['Hello'], target);
    await expect(failure).rejects.toBeInstanceOf(DomainException);
    await expect(failure).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('pair en-xx is not supported'),
    });
  });
});
