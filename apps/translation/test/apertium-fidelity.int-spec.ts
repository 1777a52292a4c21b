import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApertiumEngine } from '../src/engines/apertium/apertium.engine';
import { finishOutput } from '../src/engines/apertium/apertium-stream';

/**
 * The warm engine gives Apertium's own answer (one `apertium -u` process per text), whatever it
 * translated before. Real Debian pairs, no cluster needed.
 */
const CORPUS = join(__dirname, 'fixtures/apertium-corpus');
const lines = (file: string) => readFileSync(join(CORPUS, file), 'utf8').split('\n').slice(0, -1);
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

function newEngine() {
  return new ApertiumEngine({ modesDir: '/usr/share/apertium/modes', timeoutMs: 60_000, timeoutMsPer1000Chars: 0 });
}

async function translateAll(engine: ApertiumEngine, source: string, target: string, texts: string[]) {
  const results = await engine.translate(
    { source, target },
    texts.map((text) => ({ text, glossary: [] })),
  );
  return results.map((r) => {
    if (!r.ok) throw r.error;
    return r.text;
  });
}

/** Texts unlike the corpus's own: its sentences backwards and run together, full of odd readings. */
function otherTexts(sentences: string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const a = sentences[i % sentences.length].split(' ').reverse().join(' ');
    const b = sentences[(i * 7 + 3) % sentences.length];
    return i % 2 === 0 ? `${a} ${b}` : `${b.toLowerCase()} ${a}`;
  });
}

function cli(mode: string, text: string): string {
  // Through `cat`, as PITFALLS advises: `apertium` reads /dev/stdin, a socket when spawned from Node.
  return execFileSync('sh', ['-c', `cat | apertium -u ${mode}`], { input: text }).toString();
}

describe('Apertium engine answers without memory of earlier texts', () => {
  const engine = newEngine();
  afterAll(() => engine.stop());

  it('translates "Doctors of WHO examine the data." the same after "The known risk is high."', async () => {
    const fresh = newEngine();
    try {
      const [alone] = await translateAll(fresh, 'en', 'es', ['Doctors of WHO examine the data.']);
      expect(alone).toBe('Los doctores de OMS examinan el dato.');
      await translateAll(engine, 'en', 'es', ['The known risk is high.']);
      const [after] = await translateAll(engine, 'en', 'es', ['Doctors of WHO examine the data.']);
      expect(after).toBe(alone);
      // Also when both are in one batch, one after the other through the pipeline.
      const both = await translateAll(engine, 'en', 'es', [
        'The known risk is high.',
        'Doctors of WHO examine the data.',
      ]);
      expect(both).toEqual(['El riesgo sabido es alto.', alone]);
    } finally {
      fresh.stop();
    }
  });

  it.each([
    ['en', 'es', 'The defendant pleaded not guilty to all charges.', 'a todos los  cargos.', 'a todos los cargos.'],
    ['fr', 'es', "Pouvez-vous m'indiquer le chemin de la gare ?", 'estación ?', 'estación?'],
  ])('%s -> %s: tidies the stray blanks of %j', async (source, target, text, apertium, tidied) => {
    expect(cli(source === 'en' ? 'eng-spa' : 'fr-es', text)).toContain(apertium);
    const [answer] = await translateAll(engine, source, target, [text]);
    expect(answer).toContain(tidied);
  });

  it.each([
    ['af', 'nl', 'Die huis is groot, xyzzq.', 'Het huis is groot, xyzzq.'],
    ['mk', 'sr', 'Куќата е голема, xyzzq.', 'Kuća biti velik, xyzzq.'],
  ])('%s -> %s: leaves unknown words unmarked, though the mode writes -g for $1', async (source, target, text, out) => {
    expect(await translateAll(engine, source, target, [text])).toEqual([out]);
  });

  it.each([
    ['en', 'es', 'en', 'eng-spa'],
    ['es', 'pt', 'es', 'es-pt'],
    ['fr', 'es', 'fr', 'fr-es'],
    // The averaged-perceptron tagger (-x): once answered with its beam-search trace.
    ['en', 'ca', 'en', 'eng-cat'],
  ])(
    '%s -> %s: the corpus after 1,000 other texts equals `apertium -u` per text',
    async (source, target, corpus, mode) => {
      const reference = lines(`${corpus}.${mode}.txt`);
      // A slow mode's reference may cover only the first sentences (make-reference.sh).
      const sentences = lines(`${corpus}.txt`).slice(0, reference.length);
      // The stored reference must still be what the installed packages answer.
      for (const i of [0, 1, Math.floor(sentences.length / 2), sentences.length - 1]) {
        expect({ sentence: sentences[i], cli: tidy(cli(mode, sentences[i])) }).toEqual({
          sentence: sentences[i],
          cli: tidy(reference[i]),
        });
      }
      for (let i = 0; i < 1000; i += 100)
        await translateAll(engine, source, target, otherTexts(sentences, 1000).slice(i, i + 100));
      const warm = await translateAll(engine, source, target, sentences);
      const differing = sentences
        // The engine tidies Apertium's stray blanks ("semana .") and gives back the capitals of
        // sentence starts and names it dropped; the reference gets the same.
        .map((sentence, i) => ({
          sentence,
          warm: tidy(warm[i]),
          cli: tidy(finishOutput(sentence, reference[i], source, target)),
        }))
        .filter((d) => d.warm !== d.cli);
      if (differing.length > 0) console.warn(`${mode}: ${differing.length} differ`, differing);
      expect(differing.length / sentences.length).toBeLessThanOrEqual(0.01);
    },
    300_000,
  );
});
