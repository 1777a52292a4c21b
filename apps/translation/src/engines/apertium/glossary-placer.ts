import { Logger } from '@nestjs/common';
import { EngineItem } from '../translation-engine';
import { ApertiumMode } from './apertium-modes';
import { ApertiumPipeline } from './apertium-pipeline';
import { PipelineTerm, placeInBilingual, placeInGeneration, sourceLemmas, splitStream } from './apertium-glossary';
import { toApertiumStream } from './apertium-stream';
import { NulProcess } from './nul-process';
import { inflectUnknown } from './plural-rules';

// Languages whose multi-word nouns end in their head ("merge request"); the others start with it.
export const HEAD_LAST = new Set(['en', 'de', 'nl', 'af', 'sv', 'da', 'nb', 'nn', 'is']);
const CACHE_LIMIT = 5_000;

type TargetWord = Pick<PipelineTerm, 'knownAs' | 'gender'>;

/**
 * Translates a text whose glossary terms are placed inside the pipeline (apertium-glossary.ts).
 * Answers null when that cannot be done faithfully (a do-not-translate term, a pipeline without
 * the cuts, an occurrence not found on Apertium's own words); the caller then protects the terms.
 */
export class GlossaryPlacer {
  private readonly analysers = new Map<string, NulProcess>();
  private readonly sourceCache = new Map<string, string[]>();
  private readonly targetCache = new Map<string, TargetWord>();

  constructor(
    private readonly modes: ApertiumMode[],
    private readonly logger: Logger,
  ) {}

  async translate(pipeline: ApertiumPipeline, mode: ApertiumMode, item: EngineItem): Promise<string | null> {
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
    const output = await pipeline.translate(toApertiumStream(item.text), {
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

  stop(): void {
    for (const analyser of this.analysers.values()) analyser.stop(new Error('stopped'), true);
  }

  private async term(
    pipeline: ApertiumPipeline,
    mode: ApertiumMode,
    sourceForms: string[],
    rendering: string,
    index: number,
  ): Promise<PipelineTerm | null> {
    const variants = await Promise.all(sourceForms.map((form) => this.sourceLemmasOf(pipeline, mode, form)));
    const words = rendering.trim().split(/\s+/);
    if (variants.some((v) => v.length === 0) || words[0] === '') return null;
    const at = HEAD_LAST.has(mode.target) ? words.length - 1 : 0;
    const head = words[at];
    const target = await this.targetWord(mode, head);
    return {
      sourceLemmas: variants.map((lemmas) => lemmas.map((l) => l.toLowerCase())),
      head,
      before: words
        .slice(0, at)
        .map((w) => `${w} `)
        .join(''),
      after: words
        .slice(at + 1)
        .map((w) => ` ${w}`)
        .join(''),
      knownAs: target.knownAs,
      gender: target.gender,
      marker: `zzgq${index}`,
    };
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

  /** The parts of speech the target dictionary knows the word as, and its gender there. */
  private async targetWord(mode: ApertiumMode, word: string): Promise<TargetWord> {
    const key = `${mode.target}\0${word}`;
    const cached = this.targetCache.get(key);
    if (cached) return cached;
    const analyser = this.analyser(mode);
    if (!analyser) return { knownAs: [], gender: null };
    const stream = (await analyser.send(toApertiumStream(word))).toString('utf8');
    const unit = splitStream(stream).find((p) => 'lu' in p);
    const readings = unit && 'lu' in unit ? unit.lu.split('/').slice(1) : [];
    const known = readings.filter((r) => !r.startsWith('*') && !r.startsWith('#'));
    const knownAs = [...new Set(known.map((r) => /<([^>]+)>/.exec(r)?.[1]).filter((t) => t !== undefined))];
    const reading = known.find((r) => r.includes('<n>')) ?? known.find((r) => r.includes('<sg>')) ?? '';
    const gender = /<(m|f|mf|nt|ut)>/.exec(reading)?.[1] ?? null;
    const result = { knownAs, gender };
    remember(this.targetCache, key, result);
    return result;
  }

  /**
   * The target language's morphological analyser: the first stage of the pair's reverse mode
   * (same package, same dictionaries as the generator), else of another mode from that language.
   */
  private analyser(mode: ApertiumMode): NulProcess | null {
    let analyser = this.analysers.get(mode.name);
    if (!analyser) {
      const fromTarget = this.modes.filter((m) => m.source === mode.target && !m.targetVariant);
      const reverse = fromTarget.find((m) => m.target === mode.source) ?? fromTarget.at(0);
      const stage = reverse?.stages[0];
      if (!stage) return null;
      analyser = new NulProcess(stage, `${mode.target} analyser`, this.logger);
      this.analysers.set(mode.name, analyser);
    }
    return analyser;
  }
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}
