import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { FakeGlossaryDatabase, RecordingEvents } from '../../test/support/fake-database';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossariesService } from '../glossaries/glossaries.service';
import { TermsService } from './terms.service';

const caller = { organizationId: '11111111-1111-4111-8111-111111111111', keyId: 'k1' };
const stranger = { organizationId: '22222222-2222-4222-8222-222222222222', keyId: 'k2' };

async function rejection(promise: Promise<unknown>): Promise<DomainException> {
  try {
    await promise;
  } catch (error) {
    return error as DomainException;
  }
  throw new Error('expected a rejection');
}

const def = (language: string, term: string, extra: object = {}) => ({
  language,
  term,
  definition: `${term} means ${term}`,
  ...extra,
});

describe('TermsService', () => {
  let db: FakeGlossaryDatabase;
  let events: RecordingEvents;
  let service: TermsService;
  let glossaryId: string;

  beforeEach(async () => {
    db = new FakeGlossaryDatabase();
    events = new RecordingEvents();
    service = new TermsService(db.asDatabase(), events.asEvents(), new GlossaryConfig(), db.asStatistics());
    ({ id: glossaryId } = await new GlossariesService(db.asDatabase(), events.asEvents()).create({
      caller,
      name: 'g',
      languages: ['en', 'de', 'fr'],
    }));
    events.published.length = 0;
  });

  describe('the maximum glossary size', () => {
    it('refuses an import that would pass it with a 413 naming the maximum, writing nothing', async () => {
      const small = new TermsService(
        db.asDatabase(),
        events.asEvents(),
        Object.assign(new GlossaryConfig(), { GLOSSARY_MAX_TERMS: 3 }),
        db.asStatistics(),
      );
      await small.bulkCreate({
        caller,
        glossaryId,
        terms: [{ definitions: [def('en', 'a')] }, { definitions: [def('en', 'b')] }],
      });
      const error = await rejection(
        small.bulkCreate({
          caller,
          glossaryId,
          terms: [{ definitions: [def('en', 'c')] }, { definitions: [def('en', 'd')] }],
        }),
      );
      expect(error.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
      expect(error.message).toMatch(/holds 2 terms; adding 2 would pass the maximum of 3 terms per glossary/);
      expect(db.terms.size).toBe(2);
      await small.create({ caller, glossaryId, definitions: [def('en', 'c')] });
      expect((await rejection(small.create({ caller, glossaryId, definitions: [def('en', 'd')] }))).code).toBe(
        ErrorCode.PAYLOAD_TOO_LARGE,
      );
    });

    it('refuses a request split in batches at its first batch when the whole request would not fit (totalTerms)', async () => {
      const small = new TermsService(
        db.asDatabase(),
        events.asEvents(),
        Object.assign(new GlossaryConfig(), { GLOSSARY_MAX_TERMS: 3 }),
        db.asStatistics(),
      );
      const first = { caller, glossaryId, terms: [{ definitions: [def('en', 'a')] }], offset: 0, totalTerms: 4 };
      const error = await rejection(small.bulkCreate(first));
      expect(error.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
      expect(error.message).toMatch(/adding 4 would pass the maximum of 3/);
      expect(db.terms.size).toBe(0);
    });
  });

  describe('create', () => {
    it('defaults caseSensitivity to auto and translationFlag to true, counts the term, bumps the version', async () => {
      const term = await service.create({
        caller,
        glossaryId,
        definitions: [def('EN', 'API key'), def('de', 'API-Schlüssel', { caseSensitivity: 'exact' })],
      });
      expect(term).toMatchObject({ glossaryId, translationFlag: true });
      expect(term.definitions.map((d) => [d.language, d.caseSensitivity])).toEqual([
        ['en', 'auto'],
        ['de', 'exact'],
      ]);
      expect(db.glossaries.get(glossaryId)).toMatchObject({ termCount: 1, version: 2 });
      expect(events.published).toEqual([
        { glossaryId, organizationId: caller.organizationId, version: 2, kind: 'term.created' },
      ]);
    });

    it("refuses a language outside the glossary, naming it and listing the glossary's", async () => {
      const error = await rejection(service.create({ caller, glossaryId, definitions: [def('es', 'clave')] }));
      expect(error.code).toBe(ErrorCode.BAD_REQUEST);
      expect(error.message).toMatch(/"es".*en, de, fr/);
      expect(db.terms.size).toBe(0);
      expect(events.published).toEqual([]);
    });

    it('refuses two definitions in one language', async () => {
      const error = await rejection(
        service.create({ caller, glossaryId, definitions: [def('en', 'a'), def('EN', 'b')] }),
      );
      expect(error.code).toBe(ErrorCode.BAD_REQUEST);
      expect(error.message).toContain('more than once');
    });

    it("is a 404 in another organization's glossary", async () => {
      const error = await rejection(service.create({ caller: stranger, glossaryId, definitions: [def('en', 'a')] }));
      expect(error.code).toBe(ErrorCode.NOT_FOUND);
    });
  });

  describe('bulk', () => {
    it('stores the good items in one transaction and reports each bad one at its index', async () => {
      const result = await service.bulkCreate({
        caller,
        glossaryId,
        offset: 10,
        terms: [
          { definitions: [def('en', 'one')] },
          { definitions: [{ language: 'en', definition: 'no term' }] },
          { definitions: [def('en', 'three', { caseSensitivity: 'loud' })] },
          { definitions: [def('es', 'cuatro')] },
          'not an object',
          { definitions: [def('de', 'sechs')], translationFlag: false },
        ],
      });
      expect(result.successCount).toBe(2);
      expect(result.successful.map((t) => [t.definitions[0].term, t.translationFlag])).toEqual([
        ['one', true],
        ['sechs', false],
      ]);
      expect(result.failed.map((f) => f.index)).toEqual([11, 12, 13, 14]);
      expect(JSON.stringify(result.failed[0].details)).toContain('term');
      expect(result.failed[1].error).toContain('auto, capitals, exact, ignore');
      expect(result.failed[2].error).toContain('"es"');
      expect(db.transactions).toBe(1);
      expect(db.glossaries.get(glossaryId)).toMatchObject({ termCount: 2, version: 2 });
      expect(events.published).toHaveLength(1);
    });

    it("announces a large import's terms by language, for the services to analyse ahead; not a small one's", async () => {
      const terms = Array.from({ length: 150 }, (_, i) => ({
        definitions: [def('en', `term ${i}`), def('de', `Wort ${i}`)],
      }));
      await service.bulkCreate({ caller, glossaryId, terms });
      await service.bulkCreate({ caller, glossaryId, terms: [{ definitions: [def('en', 'small')] }] });
      const [large, small] = events.published as { addedTerms?: Record<string, string[]> }[];
      expect(large.addedTerms?.en).toHaveLength(150);
      expect(large.addedTerms?.de[149]).toBe('Wort 149');
      expect(small.addedTerms).toBeUndefined();
    });

    it('changes nothing and announces nothing when every item fails', async () => {
      const result = await service.bulkCreate({ caller, glossaryId, terms: [{ definitions: [] }, {}] });
      expect(result).toMatchObject({ successCount: 0, failedCount: 2 });
      expect(db.glossaries.get(glossaryId)!.version).toBe(1);
      expect(events.published).toEqual([]);
    });
  });

  describe('update', () => {
    async function created() {
      return service.create({
        caller,
        glossaryId,
        definitions: [def('en', 'key', { caseSensitivity: 'exact' }), def('de', 'Schlüssel')],
      });
    }

    it('writes nothing and keeps every timestamp when nothing changes', async () => {
      const term = await created();
      events.published.length = 0;
      const same = await service.update({
        caller,
        glossaryId,
        termId: term.id,
        translationFlag: true,
        definitions: [{ language: 'en', term: ' key ', caseSensitivity: 'exact' }],
      });
      expect(same).toEqual(term);
      expect(events.published).toEqual([]);
    });

    it('keeps omitted fields and languages not listed, resets with auto, and moves only what changed', async () => {
      const term = await created();
      await new Promise((r) => setTimeout(r, 2));
      const updated = await service.update({
        caller,
        glossaryId,
        termId: term.id,
        definitions: [{ language: 'en', caseSensitivity: 'auto' }],
      });
      const [en, de] = updated.definitions;
      expect(en).toMatchObject({
        language: 'en',
        term: 'key',
        definition: term.definitions[0].definition,
        caseSensitivity: 'auto',
        createdAt: term.createdAt,
      });
      expect(en.updatedAt > term.updatedAt).toBe(true);
      expect(de).toEqual(term.definitions[1]);
      expect(updated.updatedAt).toBe(en.updatedAt);
      expect(events.published.at(-1)).toMatchObject({ kind: 'term.updated', version: 3 });
    });

    it('adds a language new to the term only with term and definition', async () => {
      const term = await created();
      const error = await rejection(
        service.update({ caller, glossaryId, termId: term.id, definitions: [{ language: 'fr', term: 'clé' }] }),
      );
      expect(error.code).toBe(ErrorCode.BAD_REQUEST);
      expect(error.message).toContain('definition');
      const updated = await service.update({
        caller,
        glossaryId,
        termId: term.id,
        definitions: [{ language: 'fr', term: 'clé', definition: '' }],
      });
      expect(updated.definitions.map((d) => d.language)).toEqual(['en', 'de', 'fr']);
      expect(updated.definitions[2].caseSensitivity).toBe('auto');
    });

    it('sets the translation flag', async () => {
      const term = await created();
      expect(
        (await service.update({ caller, glossaryId, termId: term.id, translationFlag: false })).translationFlag,
      ).toBe(false);
    });

    it('is a 404 for an unknown or malformed term id', async () => {
      expect((await rejection(service.update({ caller, glossaryId, termId: 'nope' }))).code).toBe(ErrorCode.NOT_FOUND);
      expect(
        (await rejection(service.update({ caller, glossaryId, termId: '33333333-3333-4333-8333-333333333333' }))).code,
      ).toBe(ErrorCode.NOT_FOUND);
    });
  });

  it('deletes a term with its definitions and lowers the count', async () => {
    const term = await service.create({ caller, glossaryId, definitions: [def('en', 'a'), def('de', 'b')] });
    expect(await service.delete({ caller, glossaryId, termId: term.id })).toEqual({ id: term.id });
    expect(db.definitions).toEqual([]);
    expect(db.glossaries.get(glossaryId)!.termCount).toBe(0);
    expect((await rejection(service.get({ caller, glossaryId, termId: term.id }))).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists a page with the total from the glossary', async () => {
    for (let i = 0; i < 5; i++) await service.create({ caller, glossaryId, definitions: [def('en', `t${i}`)] });
    const page = await service.list({ caller, glossaryId, page: 2, limit: 2 });
    expect(page.items.map((t) => t.definitions[0].term)).toEqual(['t2', 't3']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect((await service.list({ caller, glossaryId, page: 9 })).items).toEqual([]);
  });
});
