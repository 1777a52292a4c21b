import { Logger } from '@nestjs/common';
import { basename } from 'node:path';
import { isBilingualStage, isGeneratorStage, programOf } from './apertium-modes';
import { FreshStateTagger, reportingTaggerCommand } from './fresh-state-tagger';
import { NulProcess, PipelineUnavailableError } from './nul-process';

export { PipelineUnavailableError } from './nul-process';

/** A part of the pipeline: texts in, answers out, in order. */
interface Station {
  send(input: Buffer): Promise<Buffer>;
  start(): void;
  stop(error: Error): void;
}

/**
 * Where the pipeline is cut: before and after the tagger (its state, issue 21), after the
 * bilingual lookup and before the generator (glossary terms placed inside the translation).
 */
export type StationName = 'analysis' | 'tagger' | 'bilingual' | 'transfer' | 'generation';

/** Changes a text's stream on its way, after the named station; or stops it there. */
export interface PipelineRoute {
  edit?: Partial<Record<StationName, (stream: string) => string>>;
  until?: StationName;
}

/**
 * One warm Apertium pipeline for one mode. Every stage runs with `-z` and stays loaded from text
 * to text; the one stage that keeps memory between texts, `apertium-tagger`, runs as its own
 * process so it can be swapped for a fresh one (see FreshStateTagger). The stages before and
 * after it are shell pipelines of their own; each text is handed from one part to the next as
 * soon as it comes out, so consecutive texts still flow through the stages in parallel.
 */
export class ApertiumPipeline {
  private readonly logger: Logger;
  private readonly stations: { name: StationName; station: Station }[] = [];
  private readonly tagger: FreshStateTagger | null = null;

  constructor(
    readonly mode: string,
    stages: string[],
    private readonly timeoutMs: (input: string) => number,
  ) {
    this.logger = new Logger(`Apertium:${mode}`);
    const at = stages.findIndex((stage) => basename(programOf(stage)) === 'apertium-tagger');
    const bilingual = stages.findIndex((stage, i) => i > at && isBilingualStage(stage));
    const generator = stages.findIndex((stage, i) => i > Math.max(at, bilingual) && isGeneratorStage(stage));
    if (at !== -1) {
      this.tagger = new FreshStateTagger(reportingTaggerCommand(stages[at]), mode, this.logger);
      this.add('analysis', stages.slice(0, at));
      this.stations.push({ name: 'tagger', station: this.tagger });
    }
    let from = at + 1;
    if (bilingual !== -1) {
      this.add('bilingual', stages.slice(from, bilingual + 1));
      from = bilingual + 1;
    }
    if (generator !== -1) {
      this.add('transfer', stages.slice(from, generator));
      from = generator;
    }
    this.add(generator === -1 ? 'transfer' : 'generation', stages.slice(from));
  }

  /** Whether glossary terms can be placed inside this pipeline (it has both cuts they need). */
  get editable(): boolean {
    return this.has('bilingual') && this.has('generation');
  }

  has(name: StationName): boolean {
    return this.stations.some((s) => s.name === name);
  }

  /** How many times the tagger was replaced by a fresh one. */
  get taggerRecycles(): number {
    return this.tagger?.recycles ?? 0;
  }

  /** Starts every process now rather than on the first text. */
  start(): void {
    this.logger.log(`starting pipeline ${this.mode}`);
    for (const { station } of this.stations) station.start();
  }

  /** Sends one text already in stream format; resolves with the stream the pipeline answers. */
  async translate(stream: string, route: PipelineRoute = {}): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Which stage is stuck is unknown: start every one afresh.
        const error = new PipelineUnavailableError(`Apertium ${this.mode} timed out`);
        this.stop(error);
        reject(error);
      }, this.timeoutMs(stream));
    });
    try {
      return await Promise.race([this.run(stream, route), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  stop(error: Error = new PipelineUnavailableError(`Apertium ${this.mode} stopped`)): void {
    for (const { station } of this.stations) station.stop(error);
  }

  private async run(stream: string, route: PipelineRoute): Promise<string> {
    let data: Buffer = Buffer.from(stream.replace(/\0/g, ''));
    try {
      for (const { name, station } of this.stations) {
        data = await station.send(data);
        const edit = route.edit?.[name];
        if (edit) data = Buffer.from(edit(data.toString('utf8')).replace(/\0/g, ''));
        if (route.until === name) break;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw error instanceof PipelineUnavailableError
        ? error
        : new PipelineUnavailableError(`Apertium ${this.mode}: ${message}`);
    }
    return data.toString('utf8');
  }

  private add(name: StationName, stages: string[]): void {
    if (stages.length > 0)
      this.stations.push({ name, station: new NulProcess(stages.join(' | '), this.mode, this.logger) });
  }
}
