import { Logger } from '@nestjs/common';
import {
  joinSegments,
  keepWhitespaceShape,
  markupUnits,
  needsTranslation,
  placeholdersKept,
  protect,
  ProtectedText,
  restore,
} from '@app/placeholders';
import {
  EngineItem,
  EngineItemResult,
  EngineJob,
  EnginePair,
  GlossaryRendering,
  TranslationEngine,
} from './translation-engine';

/**
 * The one place every translation goes through on its way to an engine (translate Forms A and B,
 * both batches, the asynchronous batch, CSV files, localization tables, agentic results): issue
 * 37's guarantee that placeholders and markup come back untouched.
 *
 * Each engine is told about the placeholders in its own way (Apertium: superblanks and
 * word-bound blanks; the language model: its prompt). This checks every answer with
 * `placeholdersKept` and repairs the ones that fail: first the text again with the placeholders
 * as numbered tokens (`⟦0⟧`), then, if that fails too, the text between the placeholders piece by
 * piece, joined around the placeholders as written, which cannot lose one. With `tagHandling`,
 * the text is parsed as markup first and each block's run of text and inline tags is one item.
 */
export class PlaceholderSafeEngine implements TranslationEngine {
  private readonly logger = new Logger(PlaceholderSafeEngine.name);

  constructor(readonly inner: TranslationEngine) {}

  get name() {
    return this.inner.name;
  }

  get model(): string {
    return this.inner.model;
  }

  get hasLanguageModel(): boolean {
    return this.inner.hasLanguageModel;
  }

  pairs(): readonly EnginePair[] {
    return this.inner.pairs();
  }

  supports(source: string, target: string): boolean {
    return this.inner.supports(source, target);
  }

  async translate(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> {
    const mode = job.tagHandling;
    if (!mode) return this.translateGuarded(job, items);
    // Markup: each item's units go to the engine together, then each item is put back together.
    const split = items.map((item) => markupUnits(item.text, mode));
    const flat = split.flatMap((s, i) =>
      s.units.map((text) => ({ text, context: items[i].context, glossary: [] as GlossaryRendering[] })),
    );
    const done = await this.translateGuarded(job, flat);
    let at = 0;
    return split.map((s) => {
      const results = done.slice(at, (at += s.units.length));
      const failed = results.find((r) => !r.ok);
      if (failed) return failed;
      return { ok: true as const, text: s.join(results.map((r) => (r.ok ? r.text : ''))) };
    });
  }

  /**
   * A translation that lost a placeholder, repaired as {@link translate} does (agentic results
   * come from the model directly, not through an engine call).
   */
  async keepPlaceholders(job: EngineJob, source: string, translation: string): Promise<string> {
    const p = protect(source);
    if (p.placeholders.length === 0 || placeholdersKept(p, translation)) return translation;
    const [repaired] = await this.repair(job, [{ text: source, glossary: [] }], [p]);
    return repaired.ok ? repaired.text : translation;
  }

  private async translateGuarded(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> {
    const guarded = items.map((item) => protect(item.text));
    const results = await this.inner.translate(
      job,
      items.map((item, i) => ({ ...item, glossary: outsidePlaceholders(item.glossary, guarded[i]) })),
    );
    const broken = results
      .map((r, i) => (r.ok && guarded[i].placeholders.length > 0 && !placeholdersKept(guarded[i], r.text) ? i : -1))
      .filter((i) => i >= 0);
    if (broken.length === 0) return results;
    this.logger.warn({ engine: this.inner.name, items: broken.length }, 'placeholders lost; repairing');
    const repaired = await this.repair(
      job,
      broken.map((i) => items[i]),
      broken.map((i) => guarded[i]),
    );
    broken.forEach((i, n) => (results[i] = repaired[n]));
    return results;
  }

  /** Tokens first (the sentence stays whole), then the pieces between placeholders. */
  private async repair(job: EngineJob, items: EngineItem[], guarded: ProtectedText[]): Promise<EngineItemResult[]> {
    const masked = await this.inner.translate(
      job,
      guarded.map((p, i) => ({ text: p.masked, context: items[i].context, glossary: [] })),
    );
    const pieceworkIndexes: number[] = [];
    const out: EngineItemResult[] = masked.map((r, i) => {
      const restored = r.ok ? restore(r.text, guarded[i].placeholders) : null;
      if (restored !== null && placeholdersKept(guarded[i], restored))
        return { ok: true, text: keepWhitespaceShape(items[i].text, restored) };
      pieceworkIndexes.push(i);
      return r;
    });
    if (pieceworkIndexes.length === 0) return out;
    const pieces = pieceworkIndexes.flatMap((i) => guarded[i].segments.filter(needsTranslation).map((s) => s.trim()));
    const distinct = [...new Set(pieces)];
    const translated = await this.inner.translate(
      job,
      distinct.map((text) => ({ text, glossary: [] })),
    );
    const byPiece = new Map(distinct.map((text, i) => [text, translated[i]]));
    for (const i of pieceworkIndexes) {
      const failed = guarded[i].segments.map((s) => byPiece.get(s.trim())).find((r) => r && !r.ok);
      if (failed) {
        out[i] = failed;
        continue;
      }
      const done = guarded[i].segments.map((s) => {
        const r = needsTranslation(s) ? byPiece.get(s.trim()) : undefined;
        return r?.ok ? keepWhitespaceShape(s, r.text) : s;
      });
      out[i] = { ok: true, text: joinSegments(done, guarded[i].placeholders) };
    }
    return out;
  }
}

/** Glossary terms found inside a placeholder (`name` in `{name}`, a word of a URL) are not terms there. */
function outsidePlaceholders(glossary: GlossaryRendering[], p: ProtectedText): GlossaryRendering[] {
  if (glossary.length === 0 || p.placeholders.length === 0) return glossary;
  const spans: [number, number][] = [];
  let at = 0;
  p.segments.forEach((segment, i) => {
    at += segment.length;
    if (i < p.placeholders.length) {
      spans.push([at, at + p.placeholders[i].length]);
      at += p.placeholders[i].length;
    }
  });
  return glossary.filter((g) => !spans.some(([start, end]) => g.start < end && g.end > start));
}
