import { LlmClient } from '@app/llm';
import { FakeLlm, jsonSchemaOf, promptText } from '../../../../../test/support/fake-llm';
import { GlossaryRendering } from '../translation-engine';
import { exampleLine, glossaryLines, lengthBounds, LlmEngine, withinLength } from './llm.engine';

const widget: GlossaryRendering = {
  termId: 't',
  sourceText: 'widgets',
  start: 4,
  end: 11,
  sourceTerm: 'widget',
  rendering: 'Bauteil',
  verbatim: false,
};

describe('LlmEngine', () => {
  let fake: FakeLlm;
  let engine: LlmEngine;

  beforeAll(async () => {
    fake = await FakeLlm.start({ model: 'listed-model' });
    engine = new LlmEngine(
      new LlmClient({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'my-model', LLM_MAX_RETRIES: 0, LLM_TIMEOUT_MS: 5_000 }),
    );
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('sends one text with its glossary renderings, context and instructions to the configured model', async () => {
    fake.responder = () => 'Die Bauteile';
    const [result] = await engine.translate({ source: 'en', target: 'de', prompt: 'Be brief' }, [
      { text: 'The widgets', context: 'a shop', glossary: [widget] },
    ]);
    expect(result).toEqual({ ok: true, text: 'Die Bauteile' });
    const [body] = fake.chatBodies;
    expect(body.model).toBe('my-model');
    expect(body.response_format).toBeUndefined();
    const prompt = promptText(body);
    expect(prompt).toContain('"widget" must be translated as "Bauteil"');
    expect(prompt).toContain('Context of the text (do not translate it): a shop');
    expect(prompt).toContain('Instructions from the client, to follow: Be brief');
  });

  it('strips a code fence and keeps the source edges', async () => {
    fake.responder = () => '```\nHallo\n```';
    expect(await engine.translate({ source: 'en', target: 'de' }, [{ text: ' Hello\n', glossary: [] }])).toEqual([
      { ok: true, text: ' Hallo\n' },
    ]);
  });

  it('translates a batch in one structured call and the items it left out one by one', async () => {
    fake.responder = (request) =>
      jsonSchemaOf(request.body) ? { json: { translations: [{ index: 1, translation: 'Zwei' }] } } : 'Eins';
    const results = await engine.translate({ source: 'en', target: 'de' }, [
      { text: 'One', glossary: [] },
      { text: 'Two', glossary: [] },
    ]);
    expect(results).toEqual(
      [
        { ok: true, text: 'Eins', fluency: undefined },
        { ok: true, text: 'Zwei', fluency: undefined },
      ].map((r, i) => (i === 0 ? { ok: true, text: 'Eins' } : r)),
    );
    expect(fake.chatBodies).toHaveLength(2);
    expect(jsonSchemaOf(fake.chatBodies[0])).toMatchObject({ name: 'batch_translation', strict: true });
  });

  it('falls back to one call per item after two malformed batch answers', async () => {
    fake.responder = (request) => (jsonSchemaOf(request.body) ? 'not json' : 'ok');
    const results = await engine.translate({ source: 'en', target: 'de' }, [
      { text: 'a', glossary: [] },
      { text: 'b', glossary: [] },
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(fake.chatBodies).toHaveLength(4);
  });

  it('fails every item with ENGINE_UNAVAILABLE when the server is down', async () => {
    fake.responder = () => ({ status: 500, error: 'down' });
    const results = await engine.translate({ source: 'en', target: 'de' }, [{ text: 'a', glossary: [] }]);
    expect(results[0]).toMatchObject({ ok: false, error: { code: 'ENGINE_UNAVAILABLE' } });
  });

  it('retries once when flag is set and the length is off, keeping the closer answer', async () => {
    const answers = ['far far far far far far too long', 'also much too long'];
    fake.responder = () => answers.shift() ?? 'x';
    const [result] = await engine.translate({ source: 'en', target: 'de', flag: true }, [
      { text: 'Hello there', glossary: [] },
    ]);
    expect(result).toEqual({ ok: true, text: 'also much too long' });
    expect(fake.chatBodies).toHaveLength(2);
  });

  describe('glossary renderings the answer leaves out (issue 12)', () => {
    const invoice: GlossaryRendering = {
      ...widget,
      sourceText: 'invoices',
      sourceTerm: 'invoice',
      rendering: 'factura',
    };
    const lastMessage = (body: any) => body.messages[body.messages.length - 1].content as string;

    it('takes an inflected rendering as present and asks nothing more', async () => {
      fake.responder = () => 'Pague las facturas.';
      const [result] = await engine.translate({ source: 'en', target: 'es' }, [
        { text: 'Pay the invoices.', glossary: [invoice] },
      ]);
      expect(result).toEqual({ ok: true, text: 'Pague las facturas.' });
      expect(fake.chatBodies).toHaveLength(1);
    });

    it('asks once more for the renderings left out, naming only those, and keeps the rewrite', async () => {
      const answers = ['Pague los recibos del artilugio.', 'Pague las facturas del artilugio.'];
      fake.responder = () => answers.shift() ?? 'x';
      const gadget: GlossaryRendering = { ...widget, termId: 'g', sourceTerm: 'gadget', rendering: 'artilugio' };
      const [result] = await engine.translate({ source: 'en', target: 'es' }, [
        { text: "Pay the gadget's invoices.", glossary: [invoice, gadget] },
      ]);
      expect(result).toEqual({ ok: true, text: 'Pague las facturas del artilugio.' });
      expect(fake.chatBodies).toHaveLength(2);
      const followUp = fake.chatBodies[1];
      expect(followUp.messages.at(-2)).toEqual({ role: 'assistant', content: 'Pague los recibos del artilugio.' });
      expect(lastMessage(followUp)).toContain('"invoice" must be translated as "factura"');
      expect(lastMessage(followUp)).not.toContain('artilugio');
    });

    it('asks only once, and keeps the first answer when the rewrite is no better', async () => {
      const answers = ['Pague los recibos.', 'Pague las cuentas.'];
      fake.responder = () => answers.shift() ?? 'Pague las facturas.';
      const [result] = await engine.translate({ source: 'en', target: 'es' }, [
        { text: 'Pay the invoices.', glossary: [invoice] },
      ]);
      expect(result).toEqual({ ok: true, text: 'Pague los recibos.' });
      expect(fake.chatBodies).toHaveLength(2);
    });

    it('checks each text of a batch answer the same way', async () => {
      fake.responder = (request) =>
        jsonSchemaOf(request.body)
          ? {
              json: {
                translations: [
                  { index: 0, translation: 'Pague los recibos.' },
                  { index: 1, translation: 'Hola.' },
                ],
              },
            }
          : 'Pague las facturas.';
      const results = await engine.translate({ source: 'en', target: 'es' }, [
        { text: 'Pay the invoices.', glossary: [invoice] },
        { text: 'Hello.', glossary: [] },
      ]);
      expect(results.map((r) => r.ok && r.text)).toEqual(['Pague las facturas.', 'Hola.']);
      expect(fake.chatBodies).toHaveLength(2);
      expect(lastMessage(fake.chatBodies[1])).toContain('"invoice" must be translated as "factura"');
    });

    it('keeps the first answer when the follow-up call fails', async () => {
      let calls = 0;
      fake.responder = () => (++calls === 1 ? 'Pague los recibos.' : { status: 500, error: 'down' });
      const [result] = await engine.translate({ source: 'en', target: 'es' }, [
        { text: 'Pay the invoices.', glossary: [invoice] },
      ]);
      expect(result).toEqual({ ok: true, text: 'Pague los recibos.' });
    });
  });

  it.each([
    ['Hello there', 'Hallo dort!', true],
    ['Hello there', 'Hallo', false],
    ['Hello there', 'Hallo zusammen, wie geht es', false],
  ])('length of %j vs %j within ±15 %%: %s', (source, translation, expected) => {
    expect(withinLength(source, translation)).toBe(expected);
  });

  it('gives length bounds of ±15 %', () => {
    expect(lengthBounds('x'.repeat(100))).toEqual({ min: 85, max: 115 });
  });

  it('lists glossary lines once each, do-not-translate terms kept as written', () => {
    const keep: GlossaryRendering = {
      ...widget,
      sourceText: 'Acme',
      sourceTerm: 'Acme',
      rendering: 'Acme',
      verbatim: true,
    };
    expect(glossaryLines([widget, widget, keep])).toBe(
      'These renderings are required:\n- "widget" must be translated as "Bauteil"\n- "Acme": keep exactly as written, do not translate',
    );
    expect(glossaryLines([])).toBe('No glossary terms apply to this text.');
  });

  it("words a translation memory's close match as an example to follow", () => {
    const line = exampleLine({ source: 'Save all', target: 'Guardar todo', score: 88 });
    expect(line).toContain('88% match');
    expect(line).toContain('"Save all" -> "Guardar todo"');
    expect(exampleLine(undefined)).toBe('');
  });
});
