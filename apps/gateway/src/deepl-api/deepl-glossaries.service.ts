import { Injectable } from '@nestjs/common';
import { deeplGlossaryNotFound, invalidGlossaryEntries } from './deepl.errors';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  GlossaryEntriesResponse,
  GlossaryResponse,
  PackedGlossaryEntries,
  PAGE_LIMIT_MAX,
  Paginated,
  Subjects,
  unpackGlossaryEntries,
} from '@app/contracts';
import { isUUID } from 'class-validator';
import { Enveloped } from '../envelope/enveloped';
import { BulkTermsForwarder } from '../glossary/bulk-terms.forwarder';
import { GlossaryEntryPair } from './glossary-entries-text';

/** One direction of a glossary with its entries, as DeepL's dictionaries are given. */
export interface DictionaryInput {
  sourceLang: string;
  targetLang: string;
  entries: GlossaryEntryPair[];
}

export interface DictionaryInfo {
  sourceLang: string;
  targetLang: string;
  entryCount: number;
}

/** A glossary of ours with the directions DeepL's answers show. */
export interface DescribedGlossary {
  glossary: GlossaryResponse;
  /** Every ordered pair of its languages that has entries (the first pair when it has none). */
  dictionaries: DictionaryInfo[];
}

/**
 * DeepL's glossaries onto ours. A DeepL dictionary `en -> de` becomes a glossary with the
 * languages `en` and `de` whose terms define both; ours apply in every direction, so every
 * ordered pair of languages that shares terms is one of its dictionaries (README "DeepL API").
 */
@Injectable()
export class DeeplGlossaries {
  constructor(
    private readonly rpc: RpcClient,
    private readonly bulk: BulkTermsForwarder,
  ) {}

  async create(name: string, dictionaries: DictionaryInput[], caller: CallerContext): Promise<DescribedGlossary> {
    const languages = [...new Set(dictionaries.flatMap((d) => [d.sourceLang, d.targetLang]))];
    const glossary = await this.rpc.send<GlossaryResponse>(Subjects.glossary.createGlossary, {
      name,
      languages,
      caller,
    });
    const terms = termsOf(dictionaries);
    try {
      const created = terms.length > 0 ? await this.bulk.create(glossary.id, terms, caller) : [];
      if (created instanceof Enveloped) throw invalidGlossaryEntries(created.data.failed[0]?.error ?? 'refused');
    } catch (error) {
      // DeepL creates a glossary with all its entries or not at all.
      await this.delete(glossary.id, caller).catch(() => undefined);
      throw error;
    }
    return this.get(glossary.id, caller);
  }

  async list(caller: CallerContext): Promise<DescribedGlossary[]> {
    const glossaries: GlossaryResponse[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.rpc.send<Paginated<GlossaryResponse>>(Subjects.glossary.listGlossaries, {
        page,
        limit: PAGE_LIMIT_MAX,
        caller,
      });
      glossaries.push(...answer.items);
      if (page >= answer.pagination.totalPages) break;
    }
    return Promise.all(glossaries.map((g) => this.describe(g, caller)));
  }

  async get(glossaryId: string, caller: CallerContext): Promise<DescribedGlossary> {
    assertGlossaryId(glossaryId);
    const glossary = await this.rpc.send<GlossaryResponse>(Subjects.glossary.getGlossary, { glossaryId, caller });
    return this.describe(glossary, caller);
  }

  /** The entries of one direction: terms that define both languages. */
  async entries(
    glossaryId: string,
    sourceLang: string,
    targetLang: string,
    caller: CallerContext,
  ): Promise<GlossaryEntryPair[]> {
    assertGlossaryId(glossaryId);
    const answer = await this.entriesOf(glossaryId, [sourceLang, targetLang], caller);
    return pairEntries(answer, sourceLang, targetLang);
  }

  async delete(glossaryId: string, caller: CallerContext): Promise<void> {
    assertGlossaryId(glossaryId);
    await this.rpc.send(Subjects.glossary.deleteGlossary, { glossaryId, caller });
  }

  /** Packed: a glossary of tens of thousands of terms passes NATS's 1 MiB message limit as plain JSON. */
  private async entriesOf(
    glossaryId: string,
    languages: string[] | undefined,
    caller: CallerContext,
  ): Promise<GlossaryEntriesResponse> {
    const packed = await this.rpc.send<PackedGlossaryEntries>(Subjects.glossary.getEntriesPacked, {
      glossaryId,
      caller,
      ...(languages ? { languages } : {}),
    });
    return unpackGlossaryEntries(packed);
  }

  private async describe(glossary: GlossaryResponse, caller: CallerContext): Promise<DescribedGlossary> {
    const answer = await this.entriesOf(glossary.id, undefined, caller);
    const { languages } = glossary;
    const dictionaries = languages
      .flatMap((sourceLang) =>
        languages.filter((l) => l !== sourceLang).map((targetLang) => ({ sourceLang, targetLang })),
      )
      .map((pair) => ({ ...pair, entryCount: pairEntries(answer, pair.sourceLang, pair.targetLang).length }))
      .filter((d) => d.entryCount > 0);
    if (dictionaries.length === 0)
      dictionaries.push({ sourceLang: languages[0], targetLang: languages[1] ?? languages[0], entryCount: 0 });
    return { glossary, dictionaries };
  }
}

/** A malformed id is unknown, as for every other resource. */
function assertGlossaryId(glossaryId: string): void {
  if (!isUUID(glossaryId)) throw deeplGlossaryNotFound(glossaryId);
}

function pairEntries(answer: GlossaryEntriesResponse, sourceLang: string, targetLang: string): GlossaryEntryPair[] {
  return answer.terms.flatMap((term) => {
    const source = term.definitions.find((d) => d.language === sourceLang);
    const target = term.definitions.find((d) => d.language === targetLang);
    return source && target ? [{ source: source.term, target: target.term }] : [];
  });
}

/**
 * Our terms from DeepL's entries: an entry whose source (or target) is already a term's text in
 * that language joins that term when the term has no text yet in the other language, so
 * `en -> de` and `en -> fr` dictionaries give one term per English word with all three languages.
 */
export function termsOf(dictionaries: DictionaryInput[]) {
  const terms: Map<string, string>[] = [];
  const byText = new Map<string, Map<string, string>>();
  const key = (language: string, text: string) => `${language}\u0000${text}`;
  for (const { sourceLang, targetLang, entries } of dictionaries) {
    for (const { source, target } of entries) {
      const found = byText.get(key(sourceLang, source)) ?? byText.get(key(targetLang, target));
      if (found?.get(sourceLang) === source && found.get(targetLang) === target) continue;
      const joins = found && !found.has(targetLang) && found.get(sourceLang) === source;
      const term = joins ? found : new Map<string, string>([[sourceLang, source]]);
      if (!joins) terms.push(term);
      term.set(targetLang, target);
      if (!byText.has(key(sourceLang, source))) byText.set(key(sourceLang, source), term);
      if (!byText.has(key(targetLang, target))) byText.set(key(targetLang, target), term);
    }
  }
  return terms.map((term) => ({
    definitions: [...term].map(([language, text]) => ({ language, term: text, definition: '' })),
  }));
}
