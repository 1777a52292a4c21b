import { Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { protectTerms } from '../glossary-placeholders';
import { parseLanguageTag } from '../language-codes';
import { EngineItem, EngineItemResult, EngineJob, EnginePair, TranslationEngine } from '../translation-engine';
import { ApertiumMode, discoverModes } from './apertium-modes';
import { ApertiumPipeline, PipelineUnavailableError } from './apertium-pipeline';
import { fromApertiumStream, keepEdges, toApertiumStream } from './apertium-stream';
import { GlossaryPlacer } from './glossary-placer';

export interface ApertiumEngineOptions {
  modesDir: string;
  /** Deadline for one text: a base plus a share per character. */
  timeoutMs: number;
  timeoutMsPer1000Chars: number;
}

/** Apertium through warm null-flushing pipelines, one per mode, started on first use. */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium' as const;
  /**
   * Cache identity of what this engine writes. `v2`: answers no longer depend on earlier texts
   * (FreshStateTagger); entries written before that may hold drifted answers and are not read.
   */
  readonly model = 'apertium/v2';
  readonly hasLanguageModel = false;
  private readonly logger = new Logger(ApertiumEngine.name);
  private readonly modes: ApertiumMode[];
  private readonly basePairs: EnginePair[];
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly glossary: GlossaryPlacer;

  constructor(private readonly options: ApertiumEngineOptions) {
    this.modes = discoverModes(options.modesDir);
    const seen = new Set<string>();
    this.basePairs = this.modes
      .map((m) => ({ source: m.source, target: m.target }))
      .filter((p) => !seen.has(`${p.source}>${p.target}`) && !!seen.add(`${p.source}>${p.target}`));
    this.glossary = new GlossaryPlacer(this.modes, this.logger);
    this.logger.log(
      `${this.modes.length} Apertium modes in ${options.modesDir}: ${this.modes.map((m) => m.name).join(', ')}`,
    );
  }

  pairs(): EnginePair[] {
    return this.basePairs;
  }

  supports(source: string, target: string): boolean {
    return this.modeFor(source, target) !== null;
  }

  async translate(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> {
    const mode = this.modeFor(job.source, job.target);
    if (!mode) {
      const error = DomainException.badRequest(
        `The apertium engine cannot translate ${job.source} to ${job.target} (pair ${job.source}-${job.target})`,
      );
      return items.map(() => ({ ok: false, error }));
    }
    const pipeline = this.pipeline(mode);
    // Written all at once: the pipeline's stages work on consecutive texts in parallel.
    return Promise.all(items.map((item) => this.translateOne(pipeline, mode, item)));
  }

  /** The mode for a pair; a target region or variant (`pt-BR`) prefers its own mode. */
  modeFor(source: string, target: string): ApertiumMode | null {
    const src = parseLanguageTag(source);
    const tgt = parseLanguageTag(target);
    if (!src || !tgt) return null;
    const candidates = this.modes.filter((m) => m.source === src.base && m.target === tgt.base);
    const wanted = tgt.region ?? tgt.variant;
    return (
      candidates.find((m) => wanted && m.targetVariant === wanted) ?? candidates.find((m) => !m.targetVariant) ?? null
    );
  }

  /** Starts the pipelines of these modes now rather than on first use. */
  warm(modeNames: string[]): void {
    for (const mode of this.modes.filter((m) => modeNames.includes(m.name))) {
      const pipeline = this.pipeline(mode);
      pipeline.start();
      void pipeline.translate(toApertiumStream('warm')).catch(() => undefined);
    }
  }

  stop(): void {
    for (const pipeline of this.pipelines.values()) pipeline.stop();
    this.glossary.stop();
  }

  /** How many times a tagger was swapped for a fresh one (benchmarks and logs). */
  get taggerRecycles(): number {
    return [...this.pipelines.values()].reduce((sum, pipeline) => sum + pipeline.taggerRecycles, 0);
  }

  private async translateOne(
    pipeline: ApertiumPipeline,
    mode: ApertiumMode,
    item: EngineItem,
  ): Promise<EngineItemResult> {
    if (item.text.trim() === '') return { ok: true, text: item.text };
    try {
      // Glossary terms inside the pipeline, inflected and agreeing; else protected around it.
      const placed = item.glossary.length > 0 ? await this.glossary.translate(pipeline, mode, item) : null;
      if (placed !== null) return { ok: true, text: keepEdges(item.text, fromApertiumStream(placed)) };
      const prepared = protectTerms(item.text, item.glossary);
      const output = await pipeline.translate(toApertiumStream(prepared.text));
      return { ok: true, text: keepEdges(item.text, prepared.restore(fromApertiumStream(output))) };
    } catch (error) {
      if (error instanceof PipelineUnavailableError)
        return { ok: false, error: DomainException.unavailable(error.message) };
      throw error;
    }
  }

  private pipeline(mode: ApertiumMode): ApertiumPipeline {
    let pipeline = this.pipelines.get(mode.name);
    if (!pipeline) {
      const { timeoutMs, timeoutMsPer1000Chars } = this.options;
      pipeline = new ApertiumPipeline(
        mode.name,
        mode.stages,
        (input) => timeoutMs + Math.ceil(input.length / 1000) * timeoutMsPer1000Chars,
      );
      this.pipelines.set(mode.name, pipeline);
    }
    return pipeline;
  }
}
