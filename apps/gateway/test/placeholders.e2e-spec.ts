import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { testEnv } from '../../../test/support/test-env';
import { lostTokens, markupKept, placeholderCorpus as corpus } from '../../../test/support/placeholder-corpus';

/**
 * Issue 37 through the gateway with the real Apertium engine: placeholders and markup survive
 * translate and translate-batch, on real English UI strings from Debian's gettext catalogues and
 * real HTML paragraphs from Debian's HTML manuals (test/support/placeholder-corpus.ts).
 */
describe('placeholders and markup (issue 37) with Apertium', () => {
  let api: Api;
  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  const translate = (body: object) =>
    api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'es', ignoreCache: true, ...body });
  const batch = (texts: string[], body: object = {}) =>
    api.post('/v1/translation/translate-batch', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      ignoreCache: true,
      texts,
      ...body,
    });
  /** DeepL's and LibreTranslate's own routes, as their clients call them, with markup. */
  const deeplHtml = (text: string) =>
    fetch(`${testEnv().gatewayUrl}/deepl/v2/translate`, {
      method: 'POST',
      headers: { Authorization: `DeepL-Auth-Key ${api.key!}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: [text], source_lang: 'EN', target_lang: 'ES', tag_handling: 'html' }),
    });
  const libreHtml = (q: string) =>
    fetch(`${testEnv().gatewayUrl}/libretranslate/translate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ q, source: 'en', target: 'es', format: 'html', api_key: api.key }),
    });

  it.each([
    ['Hello {name}, you have %d new messages in {{inbox}}.', ['{name}', '%d', '{{inbox}}'], 'Hola'],
    [
      '<p>Click <b>Save</b> to keep your <a href="/docs">changes</a>.</p>',
      ['<p>', '<b>', '</b>', '<a href="/docs">', '</a>', '</p>'],
      'cambios',
    ],
    [
      'Open <code>settings.json</code> and press <kbd>Ctrl</kbd>+<kbd>S</kbd>.',
      ['<code>settings.json</code>', '<kbd>Ctrl</kbd>+<kbd>S</kbd>'],
      'prensa',
    ],
  ])("the issue's example %s comes back with every placeholder", async (text, kept, translatedWord) => {
    const data = expectOk(await translate({ text })) as string;
    for (const token of kept) expect(data).toContain(token);
    expect(data).toContain(translatedWord);
  });

  it('moves a tag with its word when the sentence is reordered', async () => {
    expect(expectOk(await translate({ text: 'The <b>red</b> car is here.' }))).toMatch(/coche <b>rojo<\/b>/);
  });

  it(`keeps 100 % of the placeholders of ${corpus.strings.length} real UI strings in translate-batch, and translates them`, async () => {
    const failures: string[] = [];
    const unchanged: string[] = [];
    for (let i = 0; i < corpus.strings.length; i += 20) {
      const items = corpus.strings.slice(i, i + 20);
      const data = expectOk(await batch(items.map((s) => s.text))) as { translations: { content: string }[] };
      data.translations.forEach(({ content }, n) => {
        const lost = lostTokens(items[n], content);
        if (lost.length) failures.push(`${items[n].text} -> ${content} (lost ${lost.join(' ')})`);
        if (content === items[n].text) unchanged.push(content);
      });
    }
    expect(failures).toEqual([]);
    // A string Apertium answers unchanged has no word it knows (`%lu reinstalled`): the same
    // words without their placeholders come back unchanged too, so protection is not the cause.
    const bare = unchanged.map((text) => text.replace(/%\S+|\{[^}]*\}|\$\w+/g, ' ').trim());
    for (const text of bare) expect(expectOk(await translate({ text }))).toBe(text);
    expect(unchanged.length).toBeLessThan(corpus.strings.length * 0.02);
  });

  it('keeps the placeholders of the same strings in translate (one text a request)', async () => {
    const sample = corpus.strings.filter((_, i) => i % 6 === 0);
    const failures: string[] = [];
    for (const item of sample) {
      const data = expectOk(await translate({ text: item.text })) as string;
      if (lostTokens(item, data).length) failures.push(`${item.text} -> ${data}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([undefined, 'html'])(
    `keeps every tag, attribute and code text of ${corpus.paragraphs.length} real HTML paragraphs (tagHandling %s)`,
    async (tagHandling) => {
      const failures: string[] = [];
      for (let i = 0; i < corpus.paragraphs.length; i += 20) {
        const items = corpus.paragraphs.slice(i, i + 20);
        const data = expectOk(
          await batch(
            items.map((p) => p.html),
            tagHandling ? { tagHandling } : {},
          ),
        ) as { translations: { content: string }[] };
        data.translations.forEach(({ content }, n) => {
          const source = items[n].html;
          if (!markupKept(source, content) || content === source) failures.push(`${source}\n  -> ${content}`);
        });
      }
      expect(failures).toEqual([]);
    },
  );

  it('keeps them in the asynchronous batch too, with tagHandling', async () => {
    const texts = [
      'Hello {name}, you have %d new messages in {{inbox}}.',
      '<p>The <b>red</b> car, <code>car.json</code>.</p>',
    ];
    const started = expectOk(
      await api.post('/v1/translation/translate-batch-async', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        texts,
        tagHandling: 'html',
      }),
    ) as { job_id: string };
    let job: { status: string; result?: { translations: { content: string }[] } };
    const deadline = Date.now() + 60_000;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = expectOk(await api.get(`/v1/translation/translate-batch-async/${started.job_id}`));
    } while (job.status === 'PENDING' && Date.now() < deadline);
    expect(job.status).toBe('READY');
    const [first, second] = (job.result?.translations ?? []).map((t) => t.content);
    expect(first).toMatch(/^Hola \{name\}, [^%]*%d [^{]*\{\{inbox\}\}\.$/);
    expect(second).toMatch(/^<p>El coche <b>rojo<\/b>, <code>car\.json<\/code>\.<\/p>$/);
  });

  it('keeps them through the DeepL (tag_handling) and LibreTranslate (format html) front doors', async () => {
    const html =
      '<p>Open <code>settings.json</code> and <a href="/docs" title="Docs">read the changes</a> of {name}.</p>';
    const [deepl, libre] = [await deeplHtml(html), await libreHtml(html)];
    const answers = [
      ((await deepl.json()) as { translations: { text: string }[] }).translations[0].text,
      ((await libre.json()) as { translatedText: string }).translatedText,
    ];
    for (const text of answers) {
      expect(markupKept(html, text)).toBe(true);
      expect(text).toContain('{name}');
      expect(text).not.toBe(html);
    }
  });

  describe('tagHandling', () => {
    it('html: block elements are sentences of their own; translate="no", code and script are left alone', async () => {
      const text =
        '<h1>Good morning</h1><p>The <b>red</b> house.</p><p translate="no">Good morning</p><pre>make all</pre><script>var hello = "world";</script>';
      const data = expectOk(await translate({ text, tagHandling: 'html' })) as string;
      expect(data).toMatch(/^<h1>[^<]*Buenos[^<]*<\/h1><p>[^<]*<b>[^<]+<\/b>[^<]*<\/p>/);
      expect(data).toContain(
        '<p translate="no">Good morning</p><pre>make all</pre><script>var hello = "world";</script>',
      );
    });

    it('xml: only text is translated, element and attribute names and values stay', async () => {
      const text = '<note id="n1" lang="en"><title>Good morning</title><body>The <b>red</b> house.</body></note>';
      const data = expectOk(await translate({ text, tagHandling: 'xml' })) as string;
      expect(data).toMatch(
        /^<note id="n1" lang="en"><title>[^<]*Buenos[^<]*<\/title><body>[^<]*<b>[^<]+<\/b>[^<]*<\/body><\/note>$/,
      );
    });

    it.each([
      ['translate', () => translate({ text: 'Hello', tagHandling: 'markdown' })],
      ['translate-batch', () => batch(['Hello'], { tagHandling: 'HTML5' })],
    ])('an unknown value is a 400 (%s)', async (_, call) => {
      const answer = await call();
      expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
      expect(JSON.stringify(answer.body)).toContain('tagHandling');
    });

    /**
     * Markup nested past the limit (1,000 levels) is a 400 naming the limit on every text route,
     * in each front door's own error shape, before anything is translated (5,000 levels used to
     * overflow the stack: a 500); a text nested just under it still translates.
     */
    describe('nesting limit', () => {
      const LIMIT_MESSAGE = /nested more than 1,000 levels deep.*at most 1,000 levels/;
      const nested = (depth: number, inner = 'The red car is here.') =>
        `${'<b>'.repeat(depth)}${inner}${'</b>'.repeat(depth)}`;
      const tooDeep = nested(5_000);

      const expectLimit = (answer: ApiAnswer) => {
        const error = expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
        expect(error.message).toMatch(LIMIT_MESSAGE);
        return error;
      };

      it.each(['html', 'xml'])('translate refuses 5,000 nested elements with tagHandling %s', async (tagHandling) => {
        expectLimit(await translate({ text: `<p>${tooDeep}</p>`, tagHandling }));
      });

      it('translate-batch refuses the whole batch and says which text', async () => {
        const error = expectLimit(await batch(['<p>Hello</p>', tooDeep], { tagHandling: 'html' }));
        expect(error.details).toEqual([{ index: 1, limit: 1000 }]);
      });

      it('the asynchronous batch refuses it when started, not as a failed job later', async () => {
        expectLimit(
          await api.post('/v1/translation/translate-batch-async', {
            sourceLanguage: 'en',
            targetLanguage: 'es',
            texts: [tooDeep],
            tagHandling: 'xml',
          }),
        );
      });

      it('elements HTML leaves open (<b/>, <p><b>) count as nested too', async () => {
        expectLimit(await translate({ text: `${'<b/>'.repeat(5_000)}Hello`, tagHandling: 'html' }));
        expectLimit(await translate({ text: '<p><b>Hello '.repeat(5_000), tagHandling: 'html' }));
      });

      it('DeepL (tag_handling) answers 400 in its own shape', async () => {
        const answer = await deeplHtml(tooDeep);
        const body = (await answer.json()) as { message: string };
        expect({ status: answer.status, keys: Object.keys(body) }).toEqual({ status: 400, keys: ['message'] });
        expect(body.message).toMatch(LIMIT_MESSAGE);
      });

      it('LibreTranslate (format html) answers 400 in its own shape', async () => {
        const answer = await libreHtml(tooDeep);
        const body = (await answer.json()) as { error: string };
        expect({ status: answer.status, keys: Object.keys(body) }).toEqual({ status: 400, keys: ['error'] });
        expect(body.error).toMatch(LIMIT_MESSAGE);
      });

      it('translates a text nested to the limit (1,000 levels with its <p>), its tags kept', async () => {
        const text = `<p>${nested(999)}</p>`;
        const data = expectOk(await translate({ text, tagHandling: 'html' })) as string;
        expect(data).toMatch(/^<p>(<b>){999}El coche rojo/);
        expect(data.endsWith(`${'</b>'.repeat(999)}</p>`)).toBe(true);
        const batched = expectOk(await batch([text, 'Hello'], { tagHandling: 'html' })) as {
          translations: { content: string }[];
        };
        expect(batched.translations[0].content).toBe(data);
      });

      it('without tagHandling the text is not parsed as markup, so deep nesting is no error', async () => {
        const data = expectOk(await translate({ text: nested(2_000) })) as string;
        expect(data).toContain('El coche rojo');
      });
    });
  });
});
