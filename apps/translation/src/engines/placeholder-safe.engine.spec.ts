import { EngineItem, EngineItemResult, EngineJob, TranslationEngine } from './translation-engine';
import { PlaceholderSafeEngine } from './placeholder-safe.engine';

/** An engine that upper-cases words and, when `breaks` says so, damages what it was sent. */
function fakeEngine(breaks: (text: string) => string | null) {
  const calls: string[][] = [];
  const engine: TranslationEngine = {
    name: 'llm',
    model: 'fake',
    hasLanguageModel: true,
    pairs: () => [],
    supports: () => true,
    translate: (_job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> => {
      calls.push(items.map((i) => i.text));
      return Promise.resolve(items.map((i) => ({ ok: true, text: breaks(i.text) ?? i.text.toUpperCase() })));
    },
  };
  return { engine, calls };
}
const job = { source: 'en', target: 'es' };
const item = (text: string): EngineItem => ({ text, glossary: [] });

describe('PlaceholderSafeEngine', () => {
  it('passes answers that kept every placeholder through untouched', async () => {
    const { engine, calls } = fakeEngine((t) => t.replace('Hello', 'Hola'));
    const [r] = await new PlaceholderSafeEngine(engine).translate(job, [item('Hello {name}, %d new')]);
    expect(r).toEqual({ ok: true, text: 'Hola {name}, %d new' });
    expect(calls).toHaveLength(1);
  });

  it('repairs a renamed placeholder with numbered tokens', async () => {
    const { engine, calls } = fakeEngine((t) => (t.includes('⟦') ? null : t.replace('{name}', '{nombre}')));
    const [r] = await new PlaceholderSafeEngine(engine).translate(job, [item('Hello {name}, %d new')]);
    expect(calls[1]).toEqual(['Hello ⟦0⟧, ⟦1⟧ new']);
    expect(r).toEqual({ ok: true, text: 'HELLO {name}, %d NEW' });
  });

  it('translates piece by piece when the tokens are lost too', async () => {
    const { engine, calls } = fakeEngine((t) => (/[{⟦<]/.test(t) ? 'Hola' : null));
    const [r] = await new PlaceholderSafeEngine(engine).translate(job, [item('Click <b>Save</b> for {name} now')]);
    expect(calls[2].sort()).toEqual(['Click', 'Save', 'for', 'now']);
    expect(r).toEqual({ ok: true, text: 'CLICK <b>SAVE</b> FOR {name} NOW' });
  });

  it('translates the units of markup with tagHandling and writes the rest as it was', async () => {
    const { engine, calls } = fakeEngine(() => null);
    const [r] = await new PlaceholderSafeEngine(engine).translate({ ...job, tagHandling: 'html' }, [
      item('<div id="a"><p>Hello <b>you</b></p><pre>keep me</pre></div>'),
    ]);
    expect(calls[0]).toEqual(['Hello <b>you</b>']);
    expect(r).toEqual({ ok: true, text: '<div id="a"><p>HELLO <b>YOU</b></p><pre>keep me</pre></div>' });
  });

  it('does not apply glossary terms found inside a placeholder', async () => {
    const { engine } = fakeEngine(() => null);
    const seen: EngineItem[] = [];
    const spy = {
      ...engine,
      translate: (j: EngineJob, items: EngineItem[]) => (seen.push(...items), engine.translate(j, items)),
    };
    const term = { termId: 't', sourceTerm: 'name', rendering: 'nombre', verbatim: false };
    await new PlaceholderSafeEngine(spy).translate(job, [
      {
        text: 'Your name is {name}',
        glossary: [
          { ...term, sourceText: 'name', start: 5, end: 9 },
          { ...term, sourceText: 'name', start: 14, end: 18 },
        ],
      },
    ]);
    expect(seen[0].glossary.map((g) => g.start)).toEqual([5]);
  });
});
