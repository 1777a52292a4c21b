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
 * soon as it comes out, so consecutive texts still flow through the stages in parallel. A text
 * with glossary terms takes a second copy of the stages after the tagger, cut where its stream is
 * edited (more hand-overs, so only such texts pay for them).
 */
export class ApertiumPipeline {
  private readonly logger: Logger;
  /** Up to the tagger, then the rest as one shell pipeline: the way of a text without glossary. */
  private readonly stations: Named[] = [];
  /** The rest cut at the bilingual lookup and before the generator, started on first use. */
  private cutTail: Named[] | null = null;
  private readonly tail: { stages: string[]; bilingual: number; generator: number };
  private readonly tagger: FreshStateTagger | null = null;
  private startedOnce = false;

  constructor(
    readonly mode: string,
    stages: string[],
    private readonly timeoutMs: (input: string) => number,
  ) {
    this.logger = new Logger(`Apertium:${mode}`);
    const at = stages.findIndex((stage) => basename(programOf(stage)) === 'apertium-tagger');
    if (at !== -1) {
      this.tagger = new FreshStateTagger(reportingTaggerCommand(stages[at]), mode, this.logger);
      this.add(this.stations, 'analysis', stages.slice(0, at));
      this.stations.push({ name: 'tagger', station: this.tagger });
    }
    const rest = stages.slice(at + 1);
    this.add(this.stations, 'transfer', rest);
    const bilingual = rest.findIndex(isBilingualStage);
    this.tail = {
      stages: rest,
      bilingual,
      generator: rest.findIndex((stage, i) => i > bilingual && isGeneratorStage(stage)),
    };
  }

  /** Whether glossary terms can be placed inside this pipeline (it has both cuts they need). */
  get editable(): boolean {
    return this.tail.bilingual !== -1 && this.tail.generator !== -1;
  }

  /** How many times the tagger was replaced by a fresh one. */
  get taggerRecycles(): number {
    return this.tagger?.recycles ?? 0;
  }

  /** Whether start() ran or a text was sent: its processes are loaded or loading. */
  get started(): boolean {
    return this.startedOnce;
  }

  /** Starts every process now rather than on the first text. */
  start(): void {
    this.logger.log(`starting pipeline ${this.mode}`);
    this.startedOnce = true;
    for (const { station } of this.stations) station.start();
  }

  /** Starts the cut copy of the stages that texts with glossary terms take (no-op if not editable). */
  startGlossaryWay(): void {
    if (!this.editable) return;
    // Every chunk of an import asks: said once.
    if (!this.cutTail) this.logger.log(`starting the glossary way of pipeline ${this.mode}`);
    for (const { station } of this.cut()) station.start();
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
    for (const { station } of [...this.stations, ...(this.cutTail ?? [])]) station.stop(error);
  }

  private async run(stream: string, route: PipelineRoute): Promise<string> {
    this.startedOnce = true;
    let data: Buffer = Buffer.from(stream.replace(/\0/g, ''));
    try {
      const cut = route.edit !== undefined || route.until !== undefined;
      const stations = cut && this.editable ? [...this.stations.slice(0, -1), ...this.cut()] : this.stations;
      for (const { name, station } of stations) {
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

  private cut(): Named[] {
    if (!this.cutTail) {
      const { stages, bilingual, generator } = this.tail;
      this.cutTail = [];
      this.add(this.cutTail, 'bilingual', stages.slice(0, bilingual + 1));
      this.add(this.cutTail, 'transfer', stages.slice(bilingual + 1, generator));
      this.add(this.cutTail, 'generation', stages.slice(generator));
    }
    return this.cutTail;
  }

  private add(to: Named[], name: StationName, stages: string[]): void {
    if (stages.length > 0) to.push({ name, station: new NulProcess(stages.join(' | '), this.mode, this.logger) });
  }
}

interface Named {
  name: StationName;
  station: Station;
}
