import { Injectable, Logger } from '@nestjs/common';
import {
  changedTerms,
  CompiledGlossaryCache,
  GlossarySnapshotReader,
  termSignatures,
  termSignaturesInBackground,
  worthPatching,
} from '@app/common';
import { CallerContext, GlossaryChangedEvent, GlossarySnapshotContent, GlossarySnapshotResponse } from '@app/contracts';
import { CompiledGlossary, countTerms, GlossaryEntry } from '@app/term-matcher';
import { TranslationConfig } from '../config/translation.config';
import { parseLanguageTag } from '../engines/language-codes';
import { GlossaryRendering } from '../engines/translation-engine';

/** What a term stands for in one target language. */
interface PairTerm {
  /** Do-not-translate term (`translationFlag: false`): the source occurrence stays. */
  verbatim: boolean;
  /** The target entry; absent when the term has none in the target language. */
  target?: string;
}

/** A glossary compiled for one language pair: the source matcher and each term's rendering. */
interface PairGlossary {
  /** The matcher's language key (the source's base language). */
  readonly language: string;
  readonly matcher: CompiledGlossary;
  terms: Map<string, PairTerm>;
  /**
   * What the pair was compiled from, to patch it for the next version; null until computed (a
   * first compile computes them after answering).
   */
  signatures: Map<string, string> | null;
}

/** A glossary requirement a translation does not meet (agentic translation's own check). */
export interface TermIssue {
  kind: 'missing' | 'case';
  sourceTerm: string;
  targetTerm: string;
  /** For `case`: the spellings found in the translation. */
  found: string[];
}

export interface AppliedGlossary {
  glossaryId: string;
  version: number;
  /** Renderings per text, in the order of the texts given. */
  renderings: GlossaryRendering[][];
}

/** Code-point offsets (the matcher's) to UTF-16 offsets (JavaScript strings'). */
function utf16Offsets(text: string): number[] {
  const offsets: number[] = [];
  let i = 0;
  for (const ch of text) {
    offsets.push(i);
    i += ch.length;
  }
  offsets.push(i);
  return offsets;
}

/** The object read for a language of the request (the glossary's same language, or same base). */
function contentOf(
  answer: GlossarySnapshotResponse,
  contents: GlossarySnapshotContent[],
  language: string,
): GlossarySnapshotContent | undefined {
  const name = answer.objects.find((o) => o.requested.includes(language))?.name;
  return contents.find((_, i) => answer.objects[i].name === name);
}

/** A term in the map costs its id and target text besides the matcher's own share. */
const PAIR_TERM_BYTES = 200;

/**
 * What a glossary requires of a translation: the terms that occur in each source text (found by
 * the term matcher's index, so a sentence costs the same with 10 or 100,000 terms) and what must
 * stand for each in the target. Each use asks the glossary service for the current version,
 * sending the one held, so a translation never uses a stale glossary; a new version is read from
 * the object store and compiled once per language pair, shared by concurrent requests.
 */
@Injectable()
export class GlossaryRenderingsService {
  private readonly logger = new Logger(GlossaryRenderingsService.name);
  private readonly cache: CompiledGlossaryCache<PairGlossary>;
  /** Source-and-target matchers with each definition's own caseSensitivity (the term counter's rules). */
  private readonly checkers: CompiledGlossaryCache<CompiledGlossary>;

  constructor(
    private readonly snapshots: GlossarySnapshotReader,
    private readonly config: TranslationConfig,
  ) {
    this.cache = new CompiledGlossaryCache({
      maxBytes: config.TRANSLATION_GLOSSARY_CACHE_BYTES,
      sizeOf: (pair) => pair.matcher.estimatedBytes + pair.terms.size * PAIR_TERM_BYTES,
    });
    this.checkers = new CompiledGlossaryCache({
      maxBytes: config.TRANSLATION_GLOSSARY_CACHE_BYTES,
      sizeOf: (checker) => checker.estimatedBytes,
    });
  }

  async apply(
    caller: CallerContext,
    glossaryId: string,
    source: string,
    target: string,
    texts: string[],
  ): Promise<AppliedGlossary> {
    const variant = `${source.toLowerCase()}>${target.toLowerCase()}`;
    const query = { caller, glossaryId, languages: [...new Set([source, target])] };
    const options = { timeoutMs: this.config.TRANSLATION_GLOSSARY_TIMEOUT_MS };
    let answer = await this.snapshots.current(
      { ...query, knownVersion: this.cache.heldVersion(glossaryId, variant) },
      options,
    );
    // Evicted since: ask for the objects after all.
    if (answer.notModified && !this.cache.has(glossaryId, variant, answer.version))
      answer = await this.snapshots.current(query, options);
    const current = answer;
    const pair = await this.cache.get(glossaryId, variant, current.version, () =>
      this.compile(current, source, target, variant),
    );
    const renderings = await Promise.all(texts.map((text) => this.find(pair, text)));
    return { glossaryId, version: current.version, renderings };
  }

  /** The glossary's current version (and a 404 for another organization's), reading no entries. */
  async version(caller: CallerContext, glossaryId: string): Promise<number> {
    // `und` (undetermined) is no glossary's language: no object is written or named.
    const answer = await this.snapshots.current(
      { caller, glossaryId, languages: ['und'] },
      { timeoutMs: this.config.TRANSLATION_GLOSSARY_TIMEOUT_MS },
    );
    return answer.version;
  }

  /**
   * Checks a translation against the glossary with the term counter's rules (`/terms/count`):
   * terms found in the source whose target entry the translation lacks, and target entries
   * written in the wrong letter case.
   */
  async termIssues(
    caller: CallerContext,
    glossaryId: string,
    source: string,
    target: string,
    sourceText: string,
    translation: string,
  ): Promise<TermIssue[]> {
    const variant = `${source.toLowerCase()}>${target.toLowerCase()}`;
    const query = { caller, glossaryId, languages: [...new Set([source, target])] };
    const options = { timeoutMs: this.config.TRANSLATION_GLOSSARY_TIMEOUT_MS };
    let answer = await this.snapshots.current(
      { ...query, knownVersion: this.checkers.heldVersion(glossaryId, variant) },
      options,
    );
    if (answer.notModified && !this.checkers.has(glossaryId, variant, answer.version))
      answer = await this.snapshots.current(query, options);
    const current = answer;
    const sourceBase = parseLanguageTag(source)?.base ?? source;
    const targetBase = parseLanguageTag(target)?.base ?? target;
    const checker = await this.checkers.get(glossaryId, variant, current.version, async () => {
      const contents = await this.snapshots.read(current);
      const entries = [
        [source, sourceBase],
        [target, targetBase],
      ].flatMap(([language, base]) =>
        (contentOf(current, contents, language)?.rows ?? [])
          .filter(([, , term]) => term.trim())
          .map(([termId, , term, caseSensitivity]) => ({ termId, language: base, term, caseSensitivity })),
      );
      // The source side compiled whole by the first check, a large target side term by term.
      return CompiledGlossary.onDemand(entries);
    });
    const { terms } = await countTerms(checker, {
      sourceLanguage: sourceBase,
      sourceText,
      targetLanguage: targetBase,
      targetText: translation,
    });
    return (terms ?? []).flatMap((t): TermIssue[] => {
      if (!t.targetTerm || t.sourceCount === 0) return [];
      const base = { sourceTerm: t.sourceTerm, targetTerm: t.targetTerm };
      if (t.targetCount === 0 && t.targetCaseMismatches.length === 0) return [{ ...base, kind: 'missing', found: [] }];
      if (t.targetCaseMismatches.length > 0)
        return [{ ...base, kind: 'case', found: [...new Set(t.targetCaseMismatches.map((m) => m.text))] }];
      return [];
    });
  }

  onGlossaryChanged(event: GlossaryChangedEvent): void {
    const version = event.kind === 'glossary.deleted' ? undefined : event.version;
    this.cache.invalidate(event.glossaryId, version);
    this.checkers.invalidate(event.glossaryId, version);
  }

  /** A new version: the held older one patched when only a few terms changed, else compiled anew. */
  private async compile(
    answer: GlossarySnapshotResponse,
    source: string,
    target: string,
    variant: string,
  ): Promise<PairGlossary> {
    const started = performance.now();
    const contents = await this.snapshots.read(answer);
    const loaded = performance.now();
    const contentFor = (language: string) => contentOf(answer, contents, language);
    const language = parseLanguageTag(source)?.base ?? source;
    const sourceRows = contentFor(source)?.rows ?? [];
    const targetTerms = new Map((contentFor(target)?.rows ?? []).map(([termId, , term]) => [termId, term]));
    const older = this.cache.newest(answer.glossaryId, variant);
    const olderSignatures = older && older.version < answer.version ? older.value.signatures : null;
    // Only a patch needs them now: a first compile signs its terms in the background, after answering.
    const signatures = olderSignatures ? termSignatures(contents) : null;
    const changed = olderSignatures && signatures ? changedTerms(olderSignatures, signatures) : null;
    const patching = older && changed && signatures && worthPatching(changed.size, signatures.size) ? changed : null;
    const base = older && patching ? older.value : null;
    if (older && base) this.cache.forget(answer.glossaryId, variant, older.version);
    const terms = base?.terms ?? new Map<string, PairTerm>();
    for (const termId of patching ?? []) terms.delete(termId);
    const rows = patching ? sourceRows.filter(([termId]) => patching.has(termId)) : sourceRows;
    const entries: GlossaryEntry[] = [];
    for (const [termId, flag, term] of rows) {
      const rendering = targetTerms.get(termId);
      // A term to translate without a target entry has nothing to require of the translation.
      if (flag === 0) terms.set(termId, { verbatim: true });
      else if (rendering?.trim()) terms.set(termId, { verbatim: false, target: rendering });
      else continue;
      // SPEC: caseSensitivity is for the term counter only and "does not change how translations
      // are generated", so translation matches every entry regardless of letter case.
      if (term.trim()) entries.push({ termId, language, term, caseSensitivity: 'ignore' });
    }
    let pair: PairGlossary;
    if (base && patching) {
      await base.matcher.patch(patching, entries);
      pair = Object.assign(base, { signatures });
    } else pair = { language, matcher: await CompiledGlossary.compile(entries), terms, signatures };
    if (!pair.signatures) {
      const compiled = pair;
      void termSignaturesInBackground(contents).then((signatures) => (compiled.signatures = signatures));
    }
    this.logger.log(
      {
        glossaryId: answer.glossaryId,
        version: answer.version,
        source,
        target,
        terms: pair.terms.size,
        patchedTerms: patching?.size ?? null,
        loadMs: Math.round(loaded - started),
        compileMs: Math.round(performance.now() - loaded),
      },
      'glossary compiled',
    );
    return pair;
  }

  private async find(pair: PairGlossary, text: string): Promise<GlossaryRendering[]> {
    if (pair.terms.size === 0 || text.trim() === '') return [];
    const { source: found } = await countTerms(pair.matcher, { sourceLanguage: pair.language, sourceText: text });
    const offsets = utf16Offsets(text);
    return found.matches.flatMap((match) => {
      const term = pair.terms.get(match.termId);
      if (!term) return [];
      return [
        {
          termId: match.termId,
          sourceText: match.text,
          start: offsets[match.start],
          end: offsets[match.end],
          sourceTerm: match.glossaryTerm,
          rendering: term.target ?? match.text,
          verbatim: term.verbatim,
        },
      ];
    });
  }
}
