import { Injectable, Logger } from '@nestjs/common';
import { DomainException, RpcClient } from '@app/common';
import {
  CallerContext,
  GetGlossaryEntriesRequest,
  GlossaryChangedEvent,
  GlossaryEntriesResponse,
  GlossaryEntryTerm,
  Subjects,
} from '@app/contracts';
import { CompiledGlossary, countTerms } from '@app/term-matcher';
import { TranslationConfig } from '../config/translation.config';
import { parseLanguageTag } from '../engines/language-codes';
import { GlossaryRendering } from '../engines/translation-engine';
import { Lru } from '../cache/lru';

interface HeldGlossary {
  version: number;
  terms: Map<string, GlossaryEntryTerm>;
  /** Source-language matchers, compiled on first use. */
  matchers: Map<string, Promise<CompiledGlossary>>;
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

function definitionIn(term: GlossaryEntryTerm, language: string) {
  const tag = parseLanguageTag(language);
  const same = (code: string) => code.toLowerCase() === language.toLowerCase();
  return (
    term.definitions.find((d) => same(d.language)) ??
    term.definitions.find((d) => parseLanguageTag(d.language)?.base === tag?.base)
  );
}

/**
 * What a glossary requires of a translation: the terms that occur in each source text (found by
 * the term matcher, not by substring search) and what must stand for each in the target.
 * Each use asks the glossary service with the version held (`knownVersion`), so a translation
 * never uses a stale glossary; change events only free memory early.
 */
@Injectable()
export class GlossaryRenderingsService {
  private readonly logger = new Logger(GlossaryRenderingsService.name);
  private readonly held: Lru<HeldGlossary>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly config: TranslationConfig,
  ) {
    this.held = new Lru(config.TRANSLATION_GLOSSARY_CACHE_SIZE, Number.MAX_SAFE_INTEGER);
  }

  async apply(
    caller: CallerContext,
    glossaryId: string,
    source: string,
    target: string,
    texts: string[],
    requestId?: string,
  ): Promise<AppliedGlossary> {
    const glossary = await this.current(caller, glossaryId, requestId);
    const matcher = await this.matcher(glossary, source);
    const renderings = await Promise.all(texts.map((text) => this.find(glossary, matcher, source, target, text)));
    return { glossaryId, version: glossary.version, renderings };
  }

  /** The glossary's version as the cache key needs it, without matching anything. */
  async version(caller: CallerContext, glossaryId: string, requestId?: string): Promise<number> {
    return (await this.current(caller, glossaryId, requestId)).version;
  }

  onGlossaryChanged(event: GlossaryChangedEvent): void {
    const held = this.held.get(event.glossaryId);
    if (held && (event.kind === 'glossary.deleted' || held.version < event.version)) this.held.delete(event.glossaryId);
  }

  private async current(caller: CallerContext, glossaryId: string, requestId?: string): Promise<HeldGlossary> {
    const held = this.held.get(glossaryId);
    const request: GetGlossaryEntriesRequest = { caller, glossaryId, ...(held ? { knownVersion: held.version } : {}) };
    const answer = await this.rpc.send<GlossaryEntriesResponse>(Subjects.glossary.getEntries, request, {
      requestId,
      timeoutMs: this.config.TRANSLATION_GLOSSARY_TIMEOUT_MS,
    });
    if (held && (answer.notModified || answer.version === held.version)) return held;
    if (answer.notModified)
      throw DomainException.unavailable(
        `Glossary ${glossaryId}: the glossary service answered "not modified" to a version not held`,
      );
    const fresh: HeldGlossary = {
      version: answer.version,
      terms: new Map(answer.terms.map((t) => [t.termId, t])),
      matchers: new Map(),
    };
    this.held.set(glossaryId, fresh);
    return fresh;
  }

  private matcher(glossary: HeldGlossary, source: string): Promise<CompiledGlossary> {
    const base = parseLanguageTag(source)?.base ?? source;
    let compiled = glossary.matchers.get(base);
    if (!compiled) {
      // SPEC: caseSensitivity is for the term counter only and "does not change how translations
      // are generated", so translation matches every entry regardless of letter case.
      const entries = [...glossary.terms.values()].flatMap((term) => {
        const def = definitionIn(term, source);
        return def?.term.trim()
          ? [{ termId: term.termId, language: base, term: def.term, caseSensitivity: 'ignore' as const }]
          : [];
      });
      const started = performance.now();
      compiled = CompiledGlossary.compile(entries);
      void compiled.then(() =>
        this.logger.log(
          { language: base, entries: entries.length, ms: Math.round(performance.now() - started) },
          'glossary matcher compiled',
        ),
      );
      glossary.matchers.set(base, compiled);
    }
    return compiled;
  }

  private async find(
    glossary: HeldGlossary,
    matcher: CompiledGlossary,
    source: string,
    target: string,
    text: string,
  ): Promise<GlossaryRendering[]> {
    if (glossary.terms.size === 0 || text.trim() === '') return [];
    const base = parseLanguageTag(source)?.base ?? source;
    const { source: found } = await countTerms(matcher, { sourceLanguage: base, sourceText: text });
    const offsets = utf16Offsets(text);
    const renderings: GlossaryRendering[] = [];
    for (const match of found.matches) {
      const term = glossary.terms.get(match.termId);
      if (!term) continue;
      const verbatim = !term.translationFlag;
      const rendering = verbatim ? match.text : definitionIn(term, target)?.term;
      if (rendering === undefined || (!verbatim && !rendering.trim())) continue;
      renderings.push({
        termId: match.termId,
        sourceText: match.text,
        start: offsets[match.start],
        end: offsets[match.end],
        sourceTerm: match.glossaryTerm,
        rendering,
        verbatim,
      });
    }
    return renderings;
  }
}
