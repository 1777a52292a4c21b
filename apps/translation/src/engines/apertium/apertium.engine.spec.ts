import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApertiumEngine } from './apertium.engine';

/** Engine failures with stand-in pipelines (the real pairs run in the e2e tests). */
describe('ApertiumEngine failures', () => {
  /** A one-stage mode whose program ignores the `-z` it is given and runs `script`. */
  function engineWith(script: string, timeoutMs = 300) {
    const dir = mkdtempSync(join(tmpdir(), 'modes-'));
    const stage = join(dir, 'stage');
    writeFileSync(stage, `#!/bin/sh\n${script}\n`);
    chmodSync(stage, 0o755);
    writeFileSync(join(dir, 'eng-spa.mode'), `${stage} $1`);
    return new ApertiumEngine({ modesDir: dir, timeoutMs, timeoutMsPer1000Chars: 0 });
  }

  it('answers a pipeline that never answers with ENGINE_UNAVAILABLE after the deadline', async () => {
    const engine = engineWith('exec sleep 30');
    const [result] = await engine.translate({ source: 'en', target: 'es' }, [{ text: 'Hello', glossary: [] }]);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'ENGINE_UNAVAILABLE', message: expect.stringContaining('timed out') },
    });
    engine.stop();
  });

  it('answers a pipeline that exits with ENGINE_UNAVAILABLE', async () => {
    const engine = engineWith('exit 3', 5_000);
    const [result] = await engine.translate({ source: 'en', target: 'es' }, [{ text: 'Hello', glossary: [] }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ENGINE_UNAVAILABLE' } });
  });

  it('keys its cache entries apart from those written while answers drifted (v1) or held a tagger trace (v2)', () => {
    const engine = engineWith('exec cat');
    expect(engine.model).toBe('apertium/v4');
  });

  it('has no pairs when no mode is installed', () => {
    const engine = new ApertiumEngine({
      modesDir: join(tmpdir(), `missing-${process.pid}`),
      timeoutMs: 100,
      timeoutMsPer1000Chars: 0,
    });
    expect(engine.pairs()).toEqual([]);
  });

  it('answers a pair it has no mode for with BAD_REQUEST naming the pair', async () => {
    const engine = engineWith('exec cat');
    const [result] = await engine.translate({ source: 'en', target: 'de' }, [{ text: 'Hello', glossary: [] }]);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST', message: expect.stringContaining('en-de') },
    });
  });

  it('streams texts through a null-flushing pipeline in order', async () => {
    // `cat` echoes the stream: the round trip gives back each text.
    const engine = engineWith('exec cat', 5_000);
    const texts = ['one', 'two [x]', 'three\nfour'];
    const results = await engine.translate(
      { source: 'en', target: 'es' },
      texts.map((text) => ({ text, glossary: [] })),
    );
    expect(results).toEqual(texts.map((text) => ({ ok: true, text })));
    engine.stop();
  });
});

const DEBIAN_MODES = '/usr/share/apertium/modes';

/**
 * Command lines of the shells NulProcess starts, children of this process, each naming its whole
 * pipeline (spawn returns once the shell runs; what the shell starts comes later). Analysers other
 * suites of this worker started are run directly, not through a shell.
 */
function pipelineShells(): string[] {
  const pid = process.pid;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .flatMap((child) => {
      try {
        return [readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()];
      } catch {
        return []; // Gone meanwhile.
      }
    })
    .filter((command) => command.startsWith('sh -c '));
}

/**
 * A bulk import readies the processes glossary terms need (issue 41: the first translation with
 * a new glossary waited about a second for them), but only for pipelines already running. Debian's
 * eng-spa and spa-eng modes (installed for the tests).
 */
describe('ApertiumEngine.readyForGlossary', () => {
  let apertium: ApertiumEngine;
  beforeEach(() => {
    apertium = new ApertiumEngine({ modesDir: DEBIAN_MODES, timeoutMs: 5_000, timeoutMsPer1000Chars: 0 });
  });
  afterEach(async () => {
    apertium.stop();
    // Stopped groups die asynchronously: the next test counts only its own processes.
    for (let waited = 0; waited < 5_000 && pipelineShells().some((c) => c.includes('eng-spa')); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });

  const hasGeneratorMarkingUnknowns = (commands: string[]) =>
    commands.some((c) => c.startsWith('sh -c lt-proc -z -g') && c.includes('eng-spa.autogen.bin'));
  const hasSpanishAnalyser = (commands: string[]) =>
    commands.some((c) => c.startsWith('sh -c lt-proc') && c.includes('spa-eng.automorf.bin') && !c.includes('|'));
  const bilingualLookups = (commands: string[]) => commands.filter((c) => c.includes('eng-spa.autobil.bin')).length;

  it("starts the target dictionaries and the pipeline's cut stages of a running pair between the glossary's languages", () => {
    apertium.warm(['eng-spa']);
    const before = pipelineShells();
    expect(hasGeneratorMarkingUnknowns(before)).toBe(false);
    apertium.readyForGlossary(['en', 'es-ES']);
    const after = pipelineShells();
    expect(hasGeneratorMarkingUnknowns(after)).toBe(true);
    expect(hasSpanishAnalyser(after)).toBe(true);
    // The cut copy's own bilingual lookup, besides the whole pipeline's.
    expect(bilingualLookups(after)).toBe(bilingualLookups(before) + 1);
  });

  it('starts nothing for a pair no one has translated, nor for languages the glossary lacks', () => {
    const before = pipelineShells();
    apertium.readyForGlossary(['en', 'es']);
    expect(pipelineShells()).toEqual(before);
    apertium.warm(['eng-spa']);
    const running = pipelineShells();
    apertium.readyForGlossary(['en', 'de']);
    expect(pipelineShells()).toEqual(running);
  });
});
