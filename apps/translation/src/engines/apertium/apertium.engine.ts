import { Logger } from '@nestjs/common';
import { engineCannotTranslate, engineUnavailable } from '../engines.errors';
import { protectTerms } from '../glossary-placeholders';
import { parseLanguageTag } from '../language-codes';
import {
  EngineItem,
  EngineItemResult,
  EngineJob,
  EnginePair,
  GlossaryRendering,
  TranslationEngine,
} from '../translation-engine';
import { ApertiumMode, discoverModes } from './apertium-modes';
import { ApertiumPipeline, PipelineUnavailableError } from './apertium-pipeline';
import { markedStream } from './apertium-markup';
import { finishOutput, toApertiumStream } from './apertium-stream';
import { GlossaryPlacer } from './glossary-placer';
import { inflectUnknown } from './plural-rules';

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
   * `v3`: v2 ran eng-cat's perceptron tagger with `-d`, whose trace became the Catalan answer,
   * and marked unknown words with `*` in the modes that write `-g` for `$1` (afr-nld, hbs-mkd).
   * `v4`: placeholders and markup as superblanks and word-bound blanks (issue 37); v3 translated them.
   */
  readonly model = 'apertium/v4';
  readonly hasLanguageModel = false;
  private readonly logger = new Logger(ApertiumEngine.name);
  private readonly modes: ApertiumMode[];
  private readonly basePairs: EnginePair[];
  private allPairs: readonly EnginePair[] | undefined;
  /** Bridge candidates, the language with the most direct pairs first (Spanish with Debian's pairs). */
  private readonly bridges: string[];
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly glossary: GlossaryPlacer;

  constructor(private readonly options: ApertiumEngineOptions) {
    this.modes = discoverModes(options.modesDir);
    const seen = new Set<string>();
    this.basePairs = this.modes
      .map((m) => ({ source: m.source, target: m.target }))
      .filter((p) => !seen.has(`${p.source}>${p.target}`) && !!seen.add(`${p.source}>${p.target}`));
    const degree = new Map<string, number>();
    for (const { source, target } of this.basePairs)
      for (const language of [source, target]) degree.set(language, (degree.get(language) ?? 0) + 1);
    this.bridges = [...degree.keys()].sort((a, b) => (degree.get(b) ?? 0) - (degree.get(a) ?? 0) || a.localeCompare(b));
    this.glossary = new GlossaryPlacer(this.modes, this.logger);
    this.logger.log(
      `${this.modes.length} Apertium modes in ${options.modesDir}: ${this.modes.map((m) => m.name).join(', ')}`,
    );
  }

  /** Direct pairs, then the pairs reached through one bridge language (marked with `via`). */
  pairs(): readonly EnginePair[] {
    this.allPairs ??= [...this.basePairs, ...this.pivots()];
    return this.allPairs;
  }

  supports(source: string, target: string): boolean {
    return this.routeFor(source, target) !== null;
  }

  async translate(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> {
    const route = this.routeFor(job.source, job.target);
    if (!route) {
      const error = engineCannotTranslate('apertium', job.source, job.target);
      return items.map(() => ({ ok: false, error }));
    }
    // Written all at once: the pipeline's stages work on consecutive texts in parallel.
    if (route.length === 1) {
      const [mode] = route;
      const pipeline = this.pipeline(mode);
      return Promise.all(items.map((item) => this.translateOne(pipeline, mode, item)));
    }
    return Promise.all(items.map((item) => this.translatePivoted(route, item)));
  }

  /**
   * The mode to translate with, or two through a bridge language when no mode does it directly
   * (a direct mode is always preferred); null when neither exists.
   */
  routeFor(source: string, target: string): [ApertiumMode] | [ApertiumMode, ApertiumMode] | null {
    const direct = this.modeFor(source, target);
    if (direct) return [direct];
    const src = parseLanguageTag(source);
    const tgt = parseLanguageTag(target);
    if (!src || !tgt || src.base === tgt.base) return null;
    for (const bridge of this.bridges) {
      if (bridge === src.base || bridge === tgt.base) continue;
      const first = this.modeFor(source, bridge);
      const second = first && this.modeFor(bridge, target);
      if (first && second) return [first, second];
    }
    return null;
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

  /**
   * A glossary in these languages is being filled (a bulk import): the running pipelines between
   * two of them start the processes glossary terms need, so its first use does not wait for them.
   * Pipelines not running stay so: a pair nobody translates costs no processes.
   */
  readyForGlossary(languages: readonly string[]): void {
    const bases = new Set(languages.map((l) => parseLanguageTag(l)?.base).filter(Boolean));
    for (const mode of this.modes) {
      const pipeline = this.pipelines.get(mode.name);
      if (!pipeline?.started || !bases.has(mode.source) || !bases.has(mode.target)) continue;
      pipeline.startGlossaryWay();
      this.glossary.start(mode);
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

  /** Pairs with no direct mode that one bridge language connects (made once, by pairs()). */
  private pivots(): EnginePair[] {
    const direct = new Set(this.basePairs.map((p) => `${p.source}>${p.target}`));
    const sources = [...new Set(this.basePairs.map((p) => p.source))];
    const targets = [...new Set(this.basePairs.map((p) => p.target))];
    return sources.flatMap((source) =>
      targets
        .filter((target) => target !== source && !direct.has(`${source}>${target}`))
        .flatMap((target) => {
          const route = this.routeFor(source, target);
          return route?.length === 2 ? [{ source, target, via: route[0].target }] : [];
        }),
    );
  }

  /**
   * Two legs through the bridge language. Glossary terms cannot be placed inside either
   * pipeline (the first leg's target is not the glossary's language): they are protected from
   * the source on, through both legs, and their renderings put in at the end.
   */
  private async translatePivoted(route: [ApertiumMode, ApertiumMode], item: EngineItem): Promise<EngineItemResult> {
    if (item.text.trim() === '') return { ok: true, text: item.text };
    try {
      const glossary = await Promise.all(item.glossary.map((g) => this.pluralLike(g, route)));
      const prepared = protectTerms(item.text, glossary);
      const [first, second] = route.map((mode) => this.pipeline(mode));
      const toBridge = markedStream(prepared.text, route[0].wordbound);
      const bridged = toBridge.read(await first.translate(toBridge.stream));
      const fromBridge = markedStream(bridged, route[1].wordbound);
      const output = fromBridge.read(await second.translate(fromBridge.stream));
      const text = finishOutput(item.text, prepared.restore(output), route[0].source, route[1].target, item.glossary);
      return { ok: true, text };
    } catch (error) {
      if (error instanceof PipelineUnavailableError) return { ok: false, error: engineUnavailable(error.message) };
      throw error;
    }
  }

  private async translateOne(
    pipeline: ApertiumPipeline,
    mode: ApertiumMode,
    item: EngineItem,
  ): Promise<EngineItemResult> {
    if (item.text.trim() === '') return { ok: true, text: item.text };
    try {
      // Glossary terms inside the pipeline, inflected and agreeing; else protected around it.
      const marked = markedStream(item.text, mode.wordbound);
      const placed =
        item.glossary.length > 0 ? await this.glossary.translate(pipeline, mode, item, marked.stream) : null;
      const finish = (translated: string) =>
        finishOutput(item.text, translated, mode.source, mode.target, item.glossary);
      if (placed !== null) return { ok: true, text: finish(marked.read(placed)) };
      const prepared = protectTerms(item.text, item.glossary);
      const protectedMarked = markedStream(prepared.text, mode.wordbound);
      const output = await pipeline.translate(protectedMarked.stream);
      return { ok: true, text: finish(prepared.restore(protectedMarked.read(output))) };
    } catch (error) {
      if (error instanceof PipelineUnavailableError) return { ok: false, error: engineUnavailable(error.message) };
      throw error;
    }
  }

  /**
   * A protected term loses the number Apertium would have given it: a source occurrence that is
   * the entry's regular plural (`contracts` for `contract`) gets its rendering's plural, the words
   * that agree with the head inflected with it (GlossaryPlacer.plural).
   */
  private async pluralLike(g: GlossaryRendering, route: [ApertiumMode, ApertiumMode]): Promise<GlossaryRendering> {
    const entry = g.sourceTerm.toLowerCase();
    const occurrence = g.sourceText.toLowerCase();
    if (g.verbatim || occurrence === entry || inflectUnknown(route[0].source, entry, ['pl']) !== occurrence) return g;
    return { ...g, rendering: await this.glossary.plural(route[1], g.rendering) };
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
