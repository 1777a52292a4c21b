import { Logger } from '@nestjs/common';
import { NulProcess } from './nul-process';

/**
 * `apertium-tagger -g` remembers one thing from text to text: when a word's set of readings is
 * not among the model's ambiguity classes, `find_similar_ambiguity_class` (tagger_utils.cc)
 * overwrites the model's open class (the readings every unknown word gets) with the class it
 * found. A fresh process starts with the trained open class; a warm one with whatever the last
 * such word left, so unknown and unusual words are tagged differently after some texts.
 *
 * Run with `-d`, the tagger says so on stderr ("A new ambiguity class was found") at the moment
 * it happens; with stderr on the same pipe as stdout, that message arrives after the previous
 * text's NUL and before this text's, so it is known which text changed the state. That text's own
 * answer is right (the tagger was fresh when it started); the tagger is then swapped for a fresh
 * one kept ready, and the texts already written to the old one are written again to the new.
 */
export class FreshStateTagger {
  private current: NulProcess;
  private standby: NulProcess | null = null;
  private readonly queue: Job[] = [];
  private recycled = 0;

  constructor(
    private readonly command: string,
    private readonly label: string,
    private readonly logger: Logger,
  ) {
    this.current = this.fresh();
  }

  /** How many times the tagger was replaced because a text changed its state. */
  get recycles(): number {
    return this.recycled;
  }

  start(): void {
    this.current.start();
    this.standby ??= this.fresh().start();
  }

  send(input: Buffer): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const job = { input, resolve, reject };
      this.queue.push(job);
      this.dispatch(job, this.current);
    });
  }

  stop(error: Error): void {
    this.standby?.stop(error);
    this.standby = null;
    this.current.stop(error);
  }

  private dispatch(job: Job, tagger: NulProcess): void {
    tagger.send(job.input).then(
      (raw) => {
        // Answered by a tagger already swapped out: the job was written again to its successor.
        if (tagger !== this.current) return;
        this.remove(job);
        const { output, stateChanged } = readTaggerOutput(raw);
        job.resolve(output);
        if (stateChanged) this.recycle();
      },
      (error: unknown) => {
        if (tagger !== this.current) return;
        this.remove(job);
        job.reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  private recycle(): void {
    const old = this.current;
    this.current = this.standby ?? this.fresh();
    this.standby = this.fresh().start();
    this.recycled++;
    old.stop(new Error('tagger recycled'), true);
    for (const job of this.queue) this.dispatch(job, this.current);
  }

  private remove(job: Job): void {
    const at = this.queue.indexOf(job);
    if (at !== -1) this.queue.splice(at, 1);
  }

  private fresh(): NulProcess {
    return new NulProcess(this.command, this.label, this.logger);
  }
}

interface Job {
  input: Buffer;
  resolve(output: Buffer): void;
  reject(error: Error): void;
}

// The messages `apertium-tagger -d` writes while tagging (tagger_utils.cc, hmm.cc,
// file_morpho_stream.cc, 3.8); only the first means the tagger's state changed. What they quote
// (surface forms, tags) never spans lines.
const NEW_CLASS =
  /Error: A new ambiguity class was found\. \nRetraining the tagger is necessary so as to take it into account\.\nWord '[^\n]*'\.\nNew ambiguity class: [^\n]*\n/g;
const HARMLESS = [
  /Problem with word '[^\n]*' [^\n]*\n/g,
  /Warning: There is not coarse tag for the fine tag '[^\n]*' of '[^\n]*'\n {9}This is because of an incomplete tagset definition or a dictionary error\n/g,
  /Warning \(internal\): kIGNORE was returned while reading a word\nWord being read: [^\n]*\nDebug: [^\n]*\n/g,
];

/**
 * Separates the tagger's debug messages from its stream. Done on bytes read as latin1: a
 * message can land between two bytes of one character when the tagger flushes a long text
 * in parts, and the messages themselves are ASCII.
 */
export function readTaggerOutput(raw: Buffer): { output: Buffer; stateChanged: boolean } {
  const text = raw.toString('latin1');
  const withoutNewClass = text.replace(NEW_CLASS, '');
  const stateChanged = withoutNewClass.length !== text.length;
  const clean = HARMLESS.reduce((rest, message) => rest.replace(message, ''), withoutNewClass);
  return { output: clean.length === text.length ? raw : Buffer.from(clean, 'latin1'), stateChanged };
}

/**
 * The tagger stage run so that it reports state changes on its standard output. Not the averaged
 * perceptron (`-x`, eng-cat): it has no ambiguity classes to overwrite (its answers after 300
 * other texts equal `apertium -u`'s), and `-d` makes it trace its beam search into the stream.
 */
export function reportingTaggerCommand(stage: string): string {
  if (isPerceptronTagger(stage)) return `exec ${stage}`;
  return `exec ${stage.replace(/^(\S+)/, '$1 -d')} 2>&1`;
}

function isPerceptronTagger(stage: string): boolean {
  return stage.split(/\s+/).some((arg) => arg === '--perceptron' || /^-[a-z]*x[a-z]*$/.test(arg));
}
