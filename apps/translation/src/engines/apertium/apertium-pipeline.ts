import { Logger } from '@nestjs/common';
import { basename } from 'node:path';
import { programOf } from './apertium-modes';
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
 * One warm Apertium pipeline for one mode. Every stage runs with `-z` and stays loaded from text
 * to text; the one stage that keeps memory between texts, `apertium-tagger`, runs as its own
 * process so it can be swapped for a fresh one (see FreshStateTagger). The stages before and
 * after it are shell pipelines of their own; each text is handed from one part to the next as
 * soon as it comes out, so consecutive texts still flow through the stages in parallel.
 */
export class ApertiumPipeline {
  private readonly logger: Logger;
  private readonly stations: Station[];
  private readonly tagger: FreshStateTagger | null;

  constructor(
    readonly mode: string,
    stages: string[],
    private readonly timeoutMs: (input: string) => number,
  ) {
    this.logger = new Logger(`Apertium:${mode}`);
    const at = stages.findIndex((stage) => basename(programOf(stage)) === 'apertium-tagger');
    this.tagger = at === -1 ? null : new FreshStateTagger(reportingTaggerCommand(stages[at]), mode, this.logger);
    const parts: (Station | null)[] =
      at === -1
        ? [this.shell(stages)]
        : [this.shell(stages.slice(0, at)), this.tagger, this.shell(stages.slice(at + 1))];
    this.stations = parts.filter((part): part is Station => part !== null);
  }

  /** How many times the tagger was replaced by a fresh one. */
  get taggerRecycles(): number {
    return this.tagger?.recycles ?? 0;
  }

  /** Starts every process now rather than on the first text. */
  start(): void {
    this.logger.log(`starting pipeline ${this.mode}`);
    for (const station of this.stations) station.start();
  }

  /** Sends one text already in stream format; resolves with the stream the pipeline answers. */
  async translate(stream: string): Promise<string> {
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
      return await Promise.race([this.run(stream), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  stop(error: Error = new PipelineUnavailableError(`Apertium ${this.mode} stopped`)): void {
    for (const station of this.stations) station.stop(error);
  }

  private async run(stream: string): Promise<string> {
    let data: Buffer = Buffer.from(stream.replace(/\0/g, ''));
    try {
      for (const station of this.stations) data = await station.send(data);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw error instanceof PipelineUnavailableError
        ? error
        : new PipelineUnavailableError(`Apertium ${this.mode}: ${message}`);
    }
    return data.toString('utf8');
  }

  private shell(stages: string[]): Station | null {
    return stages.length === 0 ? null : new NulProcess(stages.join(' | '), this.mode, this.logger);
  }
}
