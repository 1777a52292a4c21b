import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApertiumPipeline } from './apertium-pipeline';
import { readTaggerOutput, reportingTaggerCommand } from './fresh-state-tagger';

const NEW_CLASS = (word: string) =>
  `Error: A new ambiguity class was found. \nRetraining the tagger is necessary so as to take it into account.\nWord '${word}'.\nNew ambiguity class: {ADJ,VLEXPP}\n`;

/**
 * A stand-in `apertium-tagger` with the real one's flaw: a text containing NEW changes its state
 * (and it says so on stderr, as `-d` makes the real one do); every answer shows the state the
 * tagger was in when the text arrived.
 */
function standInTagger(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tagger-'));
  const program = join(dir, 'apertium-tagger');
  writeFileSync(
    program,
    `#!/usr/bin/env node
let state = 0;
let pending = '';
process.stdin.on('data', (data) => {
  pending += data;
  for (let nul = pending.indexOf('\\0'); nul !== -1; nul = pending.indexOf('\\0')) {
    const text = pending.slice(0, nul);
    pending = pending.slice(nul + 1);
    const answer = text + ' [state ' + state + ']';
    if (text.includes('NEW')) {
      process.stderr.write(${JSON.stringify(NEW_CLASS('known'))});
      state++;
    }
    process.stdout.write(answer + '\\0');
  }
});
`,
  );
  chmodSync(program, 0o755);
  return program;
}

describe('ApertiumPipeline with a tagger that keeps state', () => {
  const tagger = standInTagger();

  it('answers every text in flight from a fresh tagger when one of them changed its state', async () => {
    const pipeline = new ApertiumPipeline('test', ['cat', `${tagger} -z -g model.prob`, 'cat'], () => 20_000);
    try {
      const texts = Array.from({ length: 30 }, (_, i) => (i % 3 === 1 ? `text ${i} NEW` : `text ${i}`));
      // Written at once: many texts are in the old tagger when it is swapped out.
      const answers = await Promise.all(texts.map((text) => pipeline.translate(text)));
      expect(answers).toEqual(texts.map((text) => `${text} [state 0]`));
      expect(pipeline.taggerRecycles).toBe(10);
      // And later texts too.
      expect(await pipeline.translate('later')).toBe('later [state 0]');
    } finally {
      pipeline.stop();
    }
  });

  it('answers every text in flight when the pipeline is stopped and started again', async () => {
    const pipeline = new ApertiumPipeline('test', ['cat', `${tagger} -z -g model.prob`], () => 20_000);
    try {
      const first = Array.from({ length: 10 }, (_, i) => pipeline.translate(`before ${i}`));
      pipeline.stop();
      const settled = await Promise.allSettled(first);
      // Stopped texts fail clearly rather than hang; the pipeline answers the next ones.
      expect(settled.every((s) => s.status === 'fulfilled' || s.reason instanceof Error)).toBe(true);
      const after = await Promise.all(Array.from({ length: 10 }, (_, i) => pipeline.translate(`after ${i}`)));
      expect(after).toEqual(Array.from({ length: 10 }, (_, i) => `after ${i} [state 0]`));
    } finally {
      pipeline.stop();
    }
  });
});

describe('reportingTaggerCommand', () => {
  it.each([
    ["apertium-tagger -z -g '/m/eng-spa.prob'", "exec apertium-tagger -d -z -g '/m/eng-spa.prob' 2>&1"],
    // The perceptron prints its beam search with -d: it would land in the translation.
    ["apertium-tagger -z -gx '/m/eng-cat.prob'", "exec apertium-tagger -z -gx '/m/eng-cat.prob'"],
    ["apertium-tagger -z --perceptron -g '/m/x-y.prob'", "exec apertium-tagger -z --perceptron -g '/m/x-y.prob'"],
  ])('runs %s as %s', (stage, command) => {
    expect(reportingTaggerCommand(stage)).toBe(command);
  });
});

describe('readTaggerOutput', () => {
  it('takes out the messages and tells whether the state changed', () => {
    const raw = Buffer.from(`${NEW_CLASS('known')}^known<adj>$ ^risk<n><sg>$`);
    expect(readTaggerOutput(raw)).toEqual({ output: Buffer.from('^known<adj>$ ^risk<n><sg>$'), stateChanged: true });
    const plain = Buffer.from('^risk<n><sg>$');
    expect(readTaggerOutput(plain)).toEqual({ output: plain, stateChanged: false });
  });

  it('keeps a character whose bytes a message landed between', () => {
    const word = Buffer.from('^camión<n>$');
    const split = word.indexOf(0xc3) + 1; // inside "ó"
    const raw = Buffer.concat([
      word.subarray(0, split),
      Buffer.from(
        "Warning: There is not coarse tag for the fine tag '$' of '$'\n         This is because of an incomplete tagset definition or a dictionary error\n",
      ),
      word.subarray(split),
    ]);
    expect(readTaggerOutput(raw)).toEqual({ output: word, stateChanged: false });
  });
});
