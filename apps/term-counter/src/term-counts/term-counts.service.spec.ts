import { CompiledGlossaryCache, DomainException } from '@app/common';
import {
  CallerContext,
  CountTermsRequest,
  CountTermsResponse,
  ErrorCode,
  GlossaryEntriesResponse,
  TermMatch,
} from '@app/contracts';
import { EntriesQuery, GlossaryEntriesClient, GlossaryVersion } from './glossary-entries.client';
import { MatcherCountRequest, MatcherEntry, TermMatcherEngine } from './term-matcher.engine';
import { HeldMatcher, TermCountsService } from './term-counts.service';

const GLOSSARY = '6f1c1b2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
const caller: CallerContext = { organizationId: 'org-1', keyId: 'key-1' };

interface FakeCompiled {
  serial: number;
  entries: MatcherEntry[];
}

/** Finds each entry's term by plain substring search: enough to see which compiled glossary answered. */
class FakeEngine extends TermMatcherEngine<FakeCompiled> {
  compilations = 0;
  failNext = false;
  counted: MatcherCountRequest[] = [];

  compiledEntries: MatcherEntry[][] = [];

  async compile(entries: MatcherEntry[]): Promise<FakeCompiled> {
    this.compilations++;
    this.compiledEntries.push(entries);
    await new Promise((resolve) => setImmediate(resolve));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('dictionary failed to load');
    }
    return { serial: this.compilations, entries };
  }

  async count(compiled: FakeCompiled, request: MatcherCountRequest): Promise<CountTermsResponse> {
    this.counted.push(request);
    const side = (language: string, text: string) => {
      const matches: TermMatch[] = [];
      for (const e of compiled.entries.filter((x) => x.language === language)) {
        for (let at = text.indexOf(e.term); at >= 0; at = text.indexOf(e.term, at + 1)) {
          matches.push({
            termId: e.termId,
            glossaryTerm: e.term,
            caseSensitivity: e.caseSensitivity,
            form: 'exact',
            text: e.term,
            start: at,
            end: at + e.term.length,
          });
        }
      }
      return {
        language,
        count: matches.length,
        uniqueTerms: new Set(matches.map((m) => m.termId)).size,
        matches,
        ambiguousCount: 0,
        ambiguousMatches: [],
      };
    };
    const target = request.targetLanguage ? side(request.targetLanguage, request.targetText!) : null;
    return { source: side(request.sourceLanguage, request.sourceText), target, terms: target ? [] : null };
  }

  patches: { termIds: string[]; entries: MatcherEntry[] }[] = [];

  async patch(compiled: FakeCompiled, termIds: ReadonlySet<string>, entries: MatcherEntry[]): Promise<void> {
    this.patches.push({ termIds: [...termIds], entries });
    await new Promise((resolve) => setImmediate(resolve));
    compiled.entries = [...compiled.entries.filter((e) => !termIds.has(e.termId)), ...entries];
  }

  sizeOf(compiled: FakeCompiled): number {
    return compiled.entries.length;
  }
}

/** The glossary service as the term counter sees it: a versioned set of entries, honouring knownVersion. */
class FakeGlossaries {
  version = 1;
  languages = ['en', 'de', 'pt-BR'];
  terms: GlossaryEntriesResponse['terms'] = [term('t1', { en: 'API key', de: 'API-Schlüssel' })];
  honoursKnownVersion = true;
  owner = caller.organizationId;
  calls: EntriesQuery[] = [];

  loads = 0;
  /** Background signings held back until released, as a slow one would be. */
  heldSignings: (() => void)[] | null = null;

  fetch = jest.fn(async (query: EntriesQuery): Promise<GlossaryVersion> => {
    const { caller: who, glossaryId, knownVersion } = query;
    this.calls.push(query);
    if (glossaryId !== GLOSSARY || who.organizationId !== this.owner)
      throw DomainException.notFound(`Glossary ${glossaryId} not found`);
    const base = { glossaryId, version: this.version, languages: this.languages };
    if (this.honoursKnownVersion && knownVersion === this.version)
      return { ...base, notModified: true, load: () => Promise.reject(new Error('not modified')) };
    const terms = structuredClone(this.terms);
    const wanted = query.languages.map((l) => l.toLowerCase());
    return {
      ...base,
      load: async () => {
        this.loads++;
        const entries = terms.flatMap((t) =>
          t.definitions
            .filter((d) => wanted.includes(d.language.toLowerCase()) && d.term.trim() !== '')
            .map((d) => ({ termId: t.termId, language: d.language, term: d.term, caseSensitivity: d.caseSensitivity })),
        );
        const signatures = new Map<string, string>();
        for (const e of entries) signatures.set(e.termId, `${signatures.get(e.termId) ?? ''}|${e.language}:${e.term}`);
        const held = this.heldSignings;
        return {
          entries,
          signatures: () => signatures,
          signaturesInBackground: () =>
            held ? new Promise((resolve) => held.push(() => resolve(signatures))) : Promise.resolve(signatures),
        };
      },
    };
  });

  change(terms: GlossaryEntriesResponse['terms']) {
    this.terms = terms;
    this.version++;
  }
}

function term(termId: string, byLanguage: Record<string, string>): GlossaryEntriesResponse['terms'][number] {
  return {
    termId,
    translationFlag: false,
    definitions: Object.entries(byLanguage).map(([language, text]) => ({
      language,
      term: text,
      definition: '',
      caseSensitivity: 'auto' as const,
    })),
  };
}

function request(overrides: Partial<CountTermsRequest> = {}): CountTermsRequest {
  return {
    caller,
    glossaryId: GLOSSARY,
    sourceLanguage: 'en',
    sourceText: 'Rotate the API key. The API key is secret.',
    ...overrides,
  };
}

async function expectError(promise: Promise<unknown>, code: ErrorCode): Promise<DomainException> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainException);
  expect((error as DomainException).code).toBe(code);
  return error as DomainException;
}

describe('TermCountsService', () => {
  let glossaries: FakeGlossaries;
  let engine: FakeEngine;
  let cache: CompiledGlossaryCache<HeldMatcher>;
  let service: TermCountsService;

  beforeEach(() => {
    glossaries = new FakeGlossaries();
    engine = new FakeEngine();
    cache = new CompiledGlossaryCache<HeldMatcher>({
      maxBytes: 1_000,
      sizeOf: (held) => engine.sizeOf(held.compiled as FakeCompiled),
    });
    service = new TermCountsService(glossaries as unknown as GlossaryEntriesClient, engine, cache);
  });

  describe('errors', () => {
    it('answers 404 for an id that is not a UUID without asking the glossary service', async () => {
      const error = await expectError(service.count(request({ glossaryId: 'no-such-glossary' })), ErrorCode.NOT_FOUND);
      expect(error.message).toContain('no-such-glossary');
      expect(glossaries.fetch).not.toHaveBeenCalled();
    });

    it("passes on the glossary service's 404 for another organization's glossary", async () => {
      glossaries.owner = 'someone-else';
      await expectError(service.count(request()), ErrorCode.NOT_FOUND);
      expect(engine.compilations).toBe(0);
    });

    it('answers 400 naming a source language the glossary lacks and listing its languages', async () => {
      const error = await expectError(service.count(request({ sourceLanguage: 'fr' })), ErrorCode.BAD_REQUEST);
      expect(error.message).toBe(
        'sourceLanguage "fr" is not a language of this glossary; its languages are: en, de, pt-BR',
      );
      expect(error.details).toEqual([
        { field: 'sourceLanguage', language: 'fr', availableLanguages: ['en', 'de', 'pt-BR'] },
      ]);
      expect(engine.compilations).toBe(0);
    });

    it('answers 400 for a target language the glossary lacks', async () => {
      const error = await expectError(
        service.count(request({ targetLanguage: 'ja', targetText: 'APIキー' })),
        ErrorCode.BAD_REQUEST,
      );
      expect(error.message).toContain('targetLanguage "ja"');
      expect(error.message).toContain('en, de, pt-BR');
    });

    it('compares language codes without case and with _ as -', async () => {
      await expect(
        service.count(request({ sourceLanguage: 'EN', targetLanguage: 'pt_br', targetText: 'chave de API' })),
      ).resolves.toBeDefined();
    });

    it('tries again after a failed compilation instead of caching the failure', async () => {
      engine.failNext = true;
      await expect(service.count(request())).rejects.toThrow('dictionary failed to load');
      const result = await service.count(request());
      expect(result.source.count).toBe(2);
      expect(engine.compilations).toBe(2);
    });
  });

  describe('target', () => {
    it('counts the source alone when no target is sent', async () => {
      const result = await service.count(request());
      expect(result.target).toBeNull();
      expect(result.terms).toBeNull();
      expect(engine.counted[0]).toEqual({ sourceLanguage: 'en', sourceText: request().sourceText });
    });

    it('passes the target through when both target fields are sent', async () => {
      const result = await service.count(request({ targetLanguage: 'de', targetText: 'Der API-Schlüssel' }));
      expect(result.target?.count).toBe(1);
      expect(engine.counted[0]).toMatchObject({ targetLanguage: 'de', targetText: 'Der API-Schlüssel' });
    });
  });

  describe('compiled glossary cache', () => {
    it('compiles once and then only asks whether the version changed', async () => {
      await service.count(request());
      await service.count(request());
      await service.count(request());
      expect(engine.compilations).toBe(1);
      expect(glossaries.calls.map((c) => c.knownVersion)).toEqual([undefined, 1, 1]);
      expect(glossaries.calls[0]).toMatchObject({ glossaryId: GLOSSARY, languages: ['en'], caller });
    });

    it('uses a new version as soon as the glossary reports it, even without an event, patching the changed term only', async () => {
      glossaries.change([term('t1', { en: 'API key' }), term('t2', { en: 'token' })]);
      expect((await service.count(request())).source.count).toBe(2);
      glossaries.change([term('t1', { en: 'secret', de: 'geheim' }), term('t2', { en: 'token' })]);
      const after = await service.count(request());
      expect(after.source.matches.map((m) => m.text)).toEqual(['secret']);
      expect(engine.compilations).toBe(1);
      expect(engine.patches).toEqual([
        { termIds: ['t1'], entries: [{ termId: 't1', language: 'en', term: 'secret', caseSensitivity: 'auto' }] },
      ]);
      expect(cache.size).toBe(1);
      expect(cache.heldVersion(GLOSSARY, 'en')).toBe(glossaries.version);
    });

    it('compiles a new version anew, counting it right, when it comes before the older one is signed', async () => {
      glossaries.heldSignings = [];
      glossaries.change([term('t1', { en: 'API key' }), term('t2', { en: 'token' })]);
      expect((await service.count(request())).source.count).toBe(2);
      glossaries.change([term('t1', { en: 'secret' }), term('t2', { en: 'token' })]);
      const after = await service.count(request());
      expect(after.source.matches.map((m) => m.text)).toEqual(['secret']);
      expect(engine.compilations).toBe(2);
      expect(engine.patches).toEqual([]);
      glossaries.heldSignings.forEach((release) => release());
    });

    it('compiles anew when most of the glossary changed', async () => {
      glossaries.change(Array.from({ length: 5 }, (_, i) => term(`t${i}`, { en: `word${i}` })));
      await service.count(request());
      glossaries.change(Array.from({ length: 1_500 }, (_, i) => term(`n${i}`, { en: `new${i}` })));
      await service.count(request());
      expect(engine.compilations).toBe(2);
      expect(engine.patches).toEqual([]);
    });

    it('reuses the compiled glossary when the glossary service ignores knownVersion but the version is the same', async () => {
      glossaries.honoursKnownVersion = false;
      await service.count(request());
      await service.count(request());
      expect(engine.compilations).toBe(1);
    });

    it('shares one load and one compilation between concurrent first requests', async () => {
      await Promise.all([service.count(request()), service.count(request()), service.count(request())]);
      expect(engine.compilations).toBe(1);
      expect(glossaries.loads).toBe(1);
    });

    it('loads the entries again when the version held was evicted meanwhile', async () => {
      await service.count(request());
      cache.invalidate(GLOSSARY);
      const result = await service.count(request());
      expect(result.source.count).toBe(2);
      expect(glossaries.calls.map((c) => c.knownVersion)).toEqual([undefined, undefined]);
      expect(engine.compilations).toBe(2);
    });

    it('keeps the newest compiled version past a change event, to patch it on the next count', async () => {
      await service.count(request());
      service.onGlossaryChanged({
        glossaryId: GLOSSARY,
        organizationId: caller.organizationId,
        version: 2,
        kind: 'term.updated',
      });
      expect(cache.heldVersion(GLOSSARY, 'en')).toBe(1);
      glossaries.change([term('t1', { en: 'secret' })]);
      expect((await service.count(request({ sourceText: 'a secret' }))).source.count).toBe(1);
      expect(engine.compilations).toBe(1);
      expect(engine.patches).toHaveLength(1);
    });

    it('keeps a compiled glossary that is as new as the event', async () => {
      glossaries.version = 4;
      await service.count(request());
      service.onGlossaryChanged({
        glossaryId: GLOSSARY,
        organizationId: caller.organizationId,
        version: 4,
        kind: 'term.created',
      });
      expect(cache.heldVersion(GLOSSARY, 'en')).toBe(4);
    });

    it('drops every version when the glossary is deleted', async () => {
      glossaries.version = 4;
      await service.count(request());
      service.onGlossaryChanged({
        glossaryId: GLOSSARY,
        organizationId: caller.organizationId,
        version: 4,
        kind: 'glossary.deleted',
      });
      expect(cache.size).toBe(0);
    });

    it('ignores a malformed event', () => {
      expect(() => service.onGlossaryChanged(undefined as never)).not.toThrow();
      expect(() => service.onGlossaryChanged({} as never)).not.toThrow();
    });

    it('checks ownership on every count, even with the glossary cached', async () => {
      await service.count(request());
      await expectError(
        service.count(request({ caller: { organizationId: 'other-org', keyId: 'k' } })),
        ErrorCode.NOT_FOUND,
      );
    });

    it('leaves out empty definitions and compiles only the languages of the count', async () => {
      glossaries.change([
        term('t1', { en: 'API key', de: '  ', 'pt-BR': 'chave de API' }),
        term('t2', { de: 'Schlüssel' }),
      ]);
      await service.count(request());
      expect(engine.compiledEntries).toEqual([
        [{ termId: 't1', language: 'en', term: 'API key', caseSensitivity: 'auto' }],
      ]);
    });

    it('asks for the languages of the count only, and compiles a new pair apart', async () => {
      await service.count(request());
      await service.count(request({ targetLanguage: 'de', targetText: 'Der API-Schlüssel' }));
      expect(glossaries.calls.map((c) => [c.languages, c.knownVersion])).toEqual([
        [['en'], undefined],
        [['en', 'de'], undefined],
      ]);
      expect(engine.compiledEntries.map((list) => list.map((e) => e.language))).toEqual([['en'], ['en', 'de']]);
    });
  });
});
