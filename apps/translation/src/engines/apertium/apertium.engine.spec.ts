import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
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
