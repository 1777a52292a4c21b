import * as deepl from 'deepl-node';
import { Api, expectOk, newOrganization } from '../../../test/support/api';
import { setPlan } from '../../../test/support/admin-cli';
import { testEnv } from '../../../test/support/test-env';
import { documentFixture } from '../../../test/support/documents';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * CONTRACT "Compatible APIs": DeepL's official Node client (deepl-node 1.28, unchanged), given
 * `serverUrl: <gateway>/deepl` and one of our keys. No retries, so a refusal is seen at once.
 */
const client = (key: string) =>
  new deepl.DeepLClient(key, { serverUrl: `${testEnv().gatewayUrl}/deepl`, maxRetries: 0, minTimeout: 20_000 });

describe('DeepL API (/deepl) with deepl-node', () => {
  let deeplClient: deepl.DeepLClient;
  let api: Api;

  beforeAll(async () => {
    const org = await newOrganization();
    deeplClient = client(org.key);
    api = org.api;
  });

  it('translates one text with the source given, and several with the source detected', async () => {
    const one = await deeplClient.translateText('Hello world', 'en', 'es');
    expect(one.text.toLowerCase()).toContain('hola');
    expect(one.detectedSourceLang).toBe('en');

    const several = await deeplClient.translateText(
      ['The house is very big and the garden is beautiful.', 'Where is the train station?'],
      null,
      'es',
    );
    expect(several).toHaveLength(2);
    expect(several.map((r) => r.detectedSourceLang)).toEqual(['en', 'en']);
    expect(several[0].text).toMatch(/casa/i);
    expect(several[1].text).toMatch(/tren/i);
  });

  it('maps DeepL target codes with a variant (EN-US, PT-BR) and answers the detected language in upper case', async () => {
    const answer = await fetch(`${testEnv().gatewayUrl}/deepl/v2/translate`, {
      method: 'POST',
      headers: { Authorization: `DeepL-Auth-Key ${api.key!}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: ['Hola mundo'], source_lang: 'ES', target_lang: 'EN-US' }),
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { translations: { detected_source_language: string; text: string }[] };
    expect(body.translations).toEqual([{ detected_source_language: 'ES', text: expect.stringMatching(/world/i) }]);

    const toBrazil = await deeplClient.translateText('Hola mundo', 'es', 'pt-BR');
    expect(toBrazil.text).toMatch(/mundo/i);
  });

  it("accepts DeepL's options it does not apply (formality, split_sentences) and a context", async () => {
    const result = await deeplClient.translateText('Hello world', 'en', 'es', {
      formality: 'prefer_more',
      splitSentences: 'nonewlines',
      context: 'A greeting on a web page',
      preserveFormatting: true,
    });
    expect(result.text.toLowerCase()).toContain('hola');
  });

  it('reads JSON bodies as DeepL documents them: text as a string, a v3 glossary with dictionaries', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${testEnv().gatewayUrl}/deepl${path}`, {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${api.key!}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const translated = await post('/v2/translate', { text: 'Good morning', target_lang: 'ES' });
    expect(await translated.json()).toEqual({
      translations: [{ detected_source_language: 'EN', text: expect.stringMatching(/buenos/i) }],
    });
    const created = await post('/v3/glossaries', {
      name: 'From JSON',
      dictionaries: [{ source_lang: 'en', target_lang: 'es', entries: 'cat,minino\n', entries_format: 'csv' }],
    });
    expect(created.status).toBe(201);
    const glossary = (await created.json()) as { glossary_id: string; dictionaries: unknown[] };
    expect(glossary.dictionaries).toContainEqual({ source_lang: 'en', target_lang: 'es', entry_count: 1 });
    await deeplClient.deleteMultilingualGlossary(glossary.glossary_id);
  });

  it('reads CSV entries with quoting as DeepL documents it, and refuses a source given twice or a line without a target', async () => {
    const post = (entries: string) =>
      fetch(`${testEnv().gatewayUrl}/deepl/v2/glossaries`, {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${api.key!}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'CSV', source_lang: 'en', target_lang: 'es', entries, entries_format: 'csv' }),
      });
    const created = await post('"hello, world","hola, mundo"\n"5"" screen",pantalla de 5 pulgadas,en,es\n');
    expect(created.status).toBe(201);
    const glossary = (await created.json()) as { glossary_id: string; entry_count: number };
    expect(glossary.entry_count).toBe(2);
    expect((await deeplClient.getGlossaryEntries(glossary.glossary_id)).entries()).toEqual({
      'hello, world': 'hola, mundo',
      '5" screen': 'pantalla de 5 pulgadas',
    });
    await deeplClient.deleteGlossary(glossary.glossary_id);

    const twice = await post('cat,gato\ncat,minino\n');
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ message: expect.stringMatching(/"cat" is given twice/) });
    const noTarget = await post('cat,gato\n\ndog\n');
    expect(noTarget.status).toBe(400);
    expect(await noTarget.json()).toMatchObject({ message: expect.stringMatching(/line 3 must be "source,target"/) });
  });

  it('keeps the markup of tag_handling html', async () => {
    const result = await deeplClient.translateText('<p>Hello <b>world</b></p>', 'en', 'es', { tagHandling: 'html' });
    expect(result.text).toMatch(/^<p>.*<b>.*<\/b>.*<\/p>$/);
    expect(result.text.toLowerCase()).toContain('hola');
  });

  it('lists source and target languages, the target variants among them, and glossary pairs', async () => {
    const sources = await deeplClient.getSourceLanguages();
    expect(sources.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'es']));
    expect(sources.find((l) => l.code === 'en')?.name).toBe('English');
    const targets = await deeplClient.getTargetLanguages();
    expect(targets.map((l) => l.code)).toEqual(expect.arrayContaining(['en-GB', 'en-US', 'es']));
    expect(targets.every((l) => l.supportsFormality === false)).toBe(true);
    const pairs = await deeplClient.getGlossaryLanguagePairs();
    expect(pairs).toEqual(expect.arrayContaining([{ sourceLang: 'en', targetLang: 'es' }]));
  });

  it("reports the month's credits as usage, the same figures as GET /v1/usage", async () => {
    const org = await newOrganization();
    await setPlan(org.name, 'free');
    const own = client(org.key);
    await own.translateText('Hello big world', 'en', 'es');
    const usage = await own.getUsage();
    expect(usage.character?.count).toBe(3);
    expect(usage.character?.limit).toBe(10_000);

    const data = expectOk(await org.api.get('/v1/usage'));
    expect(data).toEqual({
      plan: 'free',
      monthlyCredits: 10_000,
      usedCredits: 3,
      remainingCredits: 9_997,
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00Z$/),
      requestsPerMinute: 60,
    });
    expect(Date.parse(data.resetsAt)).toBeGreaterThan(Date.now());

    // The test cluster's default plan is unlimited: DeepL's clients read a limit all the same.
    expect((await deeplClient.getUsage()).character?.limit).toBe(1_000_000_000_000);
  });

  it('creates a glossary with entries, lists, reads, exports and translates with it, then deletes it', async () => {
    const entries = new deepl.GlossaryEntries({ entries: { cat: 'minino', 'train station': 'apeadero' } });
    const created = await deeplClient.createGlossary('Pets', 'en', 'es', entries);
    expect(created).toMatchObject({ name: 'Pets', ready: true, sourceLang: 'en', targetLang: 'es', entryCount: 2 });

    expect((await deeplClient.listGlossaries()).map((g) => g.glossaryId)).toContain(created.glossaryId);
    expect(await deeplClient.getGlossary(created.glossaryId)).toMatchObject({ name: 'Pets', entryCount: 2 });
    expect((await deeplClient.getGlossaryEntries(created)).entries()).toEqual({
      cat: 'minino',
      'train station': 'apeadero',
    });

    const translated = await deeplClient.translateText('The cat sleeps.', 'en', 'es', { glossary: created });
    expect(translated.text).toMatch(/minino/);

    // The same glossary is one of the organization's glossaries on /v1.
    const ours = expectOk(await api.get(`/v1/translation/glossaries/${created.glossaryId}`));
    expect(ours).toMatchObject({ name: 'Pets', languages: ['en', 'es'], termCount: 2 });

    await deeplClient.deleteGlossary(created);
    await expect(deeplClient.getGlossary(created.glossaryId)).rejects.toBeInstanceOf(deepl.GlossaryNotFoundError);
  });

  it('creates a multilingual (v3) glossary from several dictionaries and reads each direction', async () => {
    const glossary = await deeplClient.createMultilingualGlossary('Shop', [
      {
        sourceLangCode: 'en',
        targetLangCode: 'es',
        entries: new deepl.GlossaryEntries({ entries: { cart: 'carrito' } }),
      },
      {
        sourceLangCode: 'en',
        targetLangCode: 'ca',
        entries: new deepl.GlossaryEntries({ entries: { cart: 'cistella' } }),
      },
    ]);
    expect(glossary.name).toBe('Shop');
    expect(glossary.dictionaries).toEqual(
      expect.arrayContaining([
        { sourceLangCode: 'en', targetLangCode: 'es', entryCount: 1 },
        { sourceLangCode: 'en', targetLangCode: 'ca', entryCount: 1 },
      ]),
    );
    const read = await deeplClient.getMultilingualGlossary(glossary.glossaryId);
    expect(read.dictionaries).toEqual(glossary.dictionaries);
    expect((await deeplClient.listMultilingualGlossaries()).map((g) => g.glossaryId)).toContain(glossary.glossaryId);
    const toCatalan = await deeplClient.getMultilingualGlossaryDictionaryEntries(glossary, 'en', 'ca');
    expect(toCatalan.entries.entries()).toEqual({ cart: 'cistella' });

    // One term per English word, defined in the three languages.
    const terms = expectOk(await api.get(`/v1/translation/glossaries/${glossary.glossaryId}/terms`));
    expect(terms).toHaveLength(1);

    // Editing dictionaries in place is refused with a message, not read as "glossary not found".
    const edit = await deeplClient.updateMultilingualGlossaryName(glossary, 'Renamed').then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(edit).not.toBeInstanceOf(deepl.GlossaryNotFoundError);
    expect(String(edit?.message)).toMatch(/not available here/);

    await deeplClient.deleteMultilingualGlossary(glossary);
    await expect(deeplClient.getMultilingualGlossary(glossary.glossaryId)).rejects.toBeInstanceOf(
      deepl.GlossaryNotFoundError,
    );
  });

  it("does not show another organization's glossary", async () => {
    const glossary = await deeplClient.createGlossary(
      'Private',
      'en',
      'es',
      new deepl.GlossaryEntries({ entries: { secret: 'secreto' } }),
    );
    const other = client((await newOrganization()).key);
    await expect(other.getGlossary(glossary.glossaryId)).rejects.toBeInstanceOf(deepl.GlossaryNotFoundError);
    await expect(other.getGlossaryEntries(glossary.glossaryId)).rejects.toBeInstanceOf(deepl.GlossaryNotFoundError);
    await expect(other.deleteGlossary(glossary.glossaryId)).rejects.toBeInstanceOf(deepl.GlossaryNotFoundError);
    expect((await other.listGlossaries()).map((g) => g.glossaryId)).not.toContain(glossary.glossaryId);
    await expect(other.translateText('A secret', 'en', 'es', { glossary: glossary.glossaryId })).rejects.toBeInstanceOf(
      deepl.DeepLError,
    );
  });

  it("maps errors to the client's own: bad key, unknown language", async () => {
    await expect(client('not-a-key').translateText('Hello', 'en', 'es')).rejects.toBeInstanceOf(
      deepl.AuthorizationError,
    );
    await expect(client('not-a-key').getUsage()).rejects.toBeInstanceOf(deepl.AuthorizationError);
    const keyless = await fetch(`${testEnv().gatewayUrl}/deepl/v2/usage`);
    expect({ status: keyless.status, body: await keyless.json() }).toEqual({
      status: 403,
      body: { message: 'Missing API key: send Authorization: DeepL-Auth-Key <key>' },
    });

    const unknown = await deeplClient.translateText('Hello', 'en', 'xx' as deepl.TargetLanguageCode).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(unknown).toBeInstanceOf(deepl.DeepLError);
    expect(String(unknown?.message)).toMatch(/Bad request.*xx/);
  });

  describe('documents', () => {
    const readme = documentFixture('base-passwd-README.txt');

    it('translates a document end to end (translateDocument: upload, status, result)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'deepl-doc-'));
      try {
        const output = join(dir, 'README.es.txt');
        const status = await deeplClient.translateDocument(readme, output, 'en', 'es', { filename: 'README.txt' });
        expect(status.done()).toBe(true);
        expect(status.billedCharacters).toBeGreaterThan(400);
        const text = readFileSync(output, 'utf8');
        expect(text).toMatch(/\b(el|los|las|de|que)\b/);
        expect(text).not.toContain('This package supplies');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('uploads with the source detected, answers a status DeepL clients know, and the file once done', async () => {
      const handle = await deeplClient.uploadDocument(readme, null, 'es', { filename: 'README.txt' });
      expect(handle).toEqual({ documentId: expect.any(String), documentKey: expect.any(String) });
      const { status } = await deeplClient.isDocumentTranslationComplete(handle);
      expect(['done']).toContain(status.status);
      const dir = mkdtempSync(join(tmpdir(), 'deepl-doc-'));
      try {
        await deeplClient.downloadDocument(handle, join(dir, 'out.txt'));
        expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toMatch(/\b(el|los|las|de|que)\b/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("maps refusals to the client's errors: wrong key, another organization, unsupported type", async () => {
      const handle = await deeplClient.uploadDocument(readme, 'en', 'es', { filename: 'README.txt' });
      await deeplClient.isDocumentTranslationComplete(handle);
      await expect(
        deeplClient.getDocumentStatus({ documentId: handle.documentId, documentKey: 'wrong' }),
      ).rejects.toBeInstanceOf(deepl.DeepLError);
      const other = client((await newOrganization()).key);
      await expect(other.getDocumentStatus(handle)).rejects.toBeInstanceOf(deepl.DeepLError);
      const unsupported = await deeplClient
        .uploadDocument(Buffer.from('MZ'), 'en', 'es', { filename: 'tool.exe' })
        .then(
          () => null,
          (e: unknown) => e as Error,
        );
      expect(unsupported).toBeInstanceOf(deepl.DeepLError);
      expect(String(unsupported?.message)).toMatch(/Bad request.*not supported/);
    });
  });

  it('answers a spent quota with 456 (QuotaExceededError) and a spent rate with 429 (TooManyRequestsError)', async () => {
    const org = await newOrganization();
    await setPlan(org.name, 'free');
    const own = client(org.key);
    // 5 texts of 2,000 words: the free plan's 10,000 credits.
    const text = 'Hello world. '.repeat(1_000);
    await own.translateText(
      Array.from({ length: 5 }, () => text),
      'en',
      'es',
    );
    await expect(own.translateText('Hello', 'en', 'es')).rejects.toBeInstanceOf(deepl.QuotaExceededError);
    const usage = await own.getUsage();
    expect(usage.character?.limitReached()).toBe(true);

    // 60 requests a minute on the free plan: the rest of the minute is refused.
    const answers = await Promise.all(
      Array.from({ length: 70 }, () =>
        own.getUsage().then(
          () => 'ok',
          (e: unknown) => e,
        ),
      ),
    );
    const refused = answers.filter((a) => a instanceof deepl.TooManyRequestsError);
    expect(refused.length).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
