import { Logger } from '@nestjs/common';
import { EngineItem } from '../translation-engine';
import { ApertiumMode } from './apertium-modes';
import { ApertiumPipeline } from './apertium-pipeline';
import { PipelineTerm, placeInBilingual, placeInGeneration, sourceLemmas } from './apertium-glossary';
import { toApertiumStream } from './apertium-stream';
import { inflectUnknown } from './plural-rules';
import { agreeingForm, RenderingShape, shapeRendering } from './rendering-shape';
import { TargetMorphology } from './target-morphology';

// Languages whose multi-word nouns end in their head ("merge request"); the others start with it.
export const HEAD_LAST = new Set(['en', 'de', 'nl', 'af', 'sv', 'da', 'nb', 'nn', 'is']);
const CACHE_LIMIT = 5_000;

/**
 * Translates a text whose glossary terms are placed inside the pipeline (apertium-glossary.ts).
 * Answers null when that cannot be done faithfully (a do-not-translate term, a pipeline without
 * the cuts, an occurrence not found on Apertium's own words); the caller then protects the terms.
 */
export class GlossaryPlacer {
  private readonly sourceCache = new Map<string, string[]>();
  private readonly morphology: TargetMorphology;

  constructor(modes: ApertiumMode[], logger: Logger) {
    this.morphology = new TargetMorphology(modes, logger);
  }

  /** `stream` is the item's text in stream format, placeholders and markup marked (apertium-markup.ts). */
  async translate(
    pipeline: ApertiumPipeline,
    mode: ApertiumMode,
    item: EngineItem,
    stream: string,
  ): Promise<string | null> {
    if (!pipeline.editable || item.glossary.some((g) => g.verbatim)) return null;
    const wanted = new Map<string, { forms: Set<string>; rendering: string; count: number }>();
    for (const g of item.glossary) {
      const key = `${g.sourceTerm.toLowerCase()}\0${g.rendering}`;
      const entry = wanted.get(key) ?? { forms: new Set([g.sourceTerm]), rendering: g.rendering, count: 0 };
      entry.forms.add(g.sourceText);
      entry.count++;
      wanted.set(key, entry);
    }
    const entries = [...wanted.values()];
    const terms = await Promise.all(entries.map((e, i) => this.term(pipeline, mode, [...e.forms], e.rendering, i)));
    if (terms.some((t) => t === null)) return null;
    const ready = terms as PipelineTerm[];
    let placed = new Map<PipelineTerm, number>();
    const output = await pipeline.translate(stream, {
      edit: {
        bilingual: (stream) => {
          const result = placeInBilingual(stream, ready, HEAD_LAST.has(mode.source));
          placed = result.placed;
          return result.stream;
        },
        transfer: (stream) =>
          placeInGeneration(stream, ready, (lemma, tags) => inflectUnknown(mode.target, lemma, tags)),
      },
    });
    const missing = ready.some((t, i) => (placed.get(t) ?? 0) < entries[i].count);
    // A generator mark (`#word`) in the answer means a placed word went wrong: never show it.
    if (missing || (output.includes('#') && !item.text.includes('#'))) return null;
    return output;
  }

  /** Starts the target dictionaries this mode's glossary terms are read with (TargetMorphology.start). */
  start(mode: ApertiumMode): void {
    this.morphology.start(mode);
  }

  stop(): void {
    this.morphology.stop();
  }

  private async term(
    pipeline: ApertiumPipeline,
    mode: ApertiumMode,
    sourceForms: string[],
    rendering: string,
    index: number,
  ): Promise<PipelineTerm | null> {
    const variants = await Promise.all(sourceForms.map((form) => this.sourceLemmasOf(pipeline, mode, form)));
    if (variants.some((v) => v.length === 0) || rendering.trim() === '') return null;
    return {
      ...(await this.shape(mode, rendering)),
      sourceLemmas: variants.map((lemmas) => lemmas.map((l) => l.toLowerCase())),
      marker: `zzgq${index}`,
    };
  }

  /**
   * The rendering in the plural, the words that agree with its head too ("ensayos clínicos"):
   * for pivot pairs, whose pipelines never see the term (apertium.engine.ts).
   */
  async plural(mode: ApertiumMode, rendering: string): Promise<string> {
    const shape = await this.shape(mode, rendering);
    const tags = ['pl', ...(shape.gender ? [shape.gender] : [])];
    const [generated] = shape.noun
      ? await this.morphology
          .of(mode)
          .generate([{ lemma: shape.head, tags: shape.noun.tags.map((t) => (t === 'sg' ? 'pl' : t)) }])
      : [null];
    const head = generated ?? inflectUnknown(mode.target, shape.headText, ['pl']);
    const words = [...shape.before, { text: head, forms: null }, ...shape.after];
    return words.map((w) => agreeingForm(w, tags, shape.gender)).join(' ');
  }

  /** The rendering read with the target dictionary: its head and the words that agree with it. */
  shape(mode: ApertiumMode, rendering: string): Promise<RenderingShape> {
    return shapeRendering(rendering, HEAD_LAST.has(mode.target), {
      own: this.morphology.of(mode),
      words: this.morphology.largest(mode.target),
      plural: (word) => inflectUnknown(mode.target, word, ['pl']),
    });
  }

  /** The term's words as Apertium's own analysis and tagger see them, up to the bilingual lookup. */
  private async sourceLemmasOf(pipeline: ApertiumPipeline, mode: ApertiumMode, term: string): Promise<string[]> {
    const key = `${mode.name}\0${term}`;
    const cached = this.sourceCache.get(key);
    if (cached) return cached;
    const stream = await pipeline.translate(toApertiumStream(term), { until: 'bilingual' });
    const lemmas = sourceLemmas(stream);
    remember(this.sourceCache, key, lemmas);
    return lemmas;
  }
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}
