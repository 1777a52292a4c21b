import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const base = '/v1/translation/glossaries';
const pause = () => new Promise((r) => setTimeout(r, 5));

describe('glossary terms (SPEC "Glossary terms")', () => {
  let api: Api;
  let glossaryId: string;
  let terms: string;

  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  beforeEach(async () => {
    glossaryId = expectOk(await api.post(base, { name: 'Terms', languages: ['en', 'de', 'fr'] })).id;
    terms = `${base}/${glossaryId}/terms`;
  });

  const definitions = () => [
    { language: 'en', term: 'API key', definition: 'Secret that identifies the caller' },
    { language: 'de', term: 'API-Schlüssel', definition: 'Geheimnis', caseSensitivity: 'exact' },
  ];
  const createTerm = async (body: object = { definitions: definitions() }) => expectOk(await api.post(terms, body));

  describe('create', () => {
    it('answers the Term with a definition per language, defaults auto and translationFlag true, and timestamps', async () => {
      const term = await createTerm();
      expect(term).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        glossaryId,
        translationFlag: true,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        definitions: [
          {
            language: 'en',
            term: 'API key',
            definition: 'Secret that identifies the caller',
            caseSensitivity: 'auto',
            createdAt: term.createdAt,
            updatedAt: term.createdAt,
          },
          {
            language: 'de',
            term: 'API-Schlüssel',
            definition: 'Geheimnis',
            caseSensitivity: 'exact',
            createdAt: term.createdAt,
            updatedAt: term.createdAt,
          },
        ],
      });
      expect(expectOk(await api.get(`${terms}/${term.id}`))).toEqual(term);
    });

    it('accepts translationFlag false (do not translate)', async () => {
      const term = await createTerm({
        translationFlag: false,
        definitions: [{ language: 'en', term: 'Acme', definition: 'Brand' }],
      });
      expect(term.translationFlag).toBe(false);
    });

    it('normalises language codes', async () => {
      const term = await createTerm({ definitions: [{ language: 'FR', term: 'clé', definition: '' }] });
      expect(term.definitions[0].language).toBe('fr');
    });

    it('is a 400 listing the four values for an unknown caseSensitivity', async () => {
      const body = { definitions: [{ language: 'en', term: 'key', definition: 'd', caseSensitivity: 'sometimes' }] };
      const error = expectErrorEnvelope(await api.post(terms, body), 400, 'BAD_REQUEST');
      for (const value of ['auto', 'capitals', 'exact', 'ignore']) expect(error.message).toContain(value);
    });

    it("is a 400 naming a language outside the glossary and listing the glossary's languages", async () => {
      const error = expectErrorEnvelope(
        await api.post(terms, { definitions: [{ language: 'es', term: 'clave', definition: 'd' }] }),
        400,
        'BAD_REQUEST',
      );
      expect(error.message).toContain('"es"');
      expect(error.message).toContain('en, de, fr');
    });

    it('is a 400 for two definitions in one language', async () => {
      const body = {
        definitions: [
          { language: 'en', term: 'a', definition: '' },
          { language: 'EN', term: 'b', definition: '' },
        ],
      };
      expect(expectErrorEnvelope(await api.post(terms, body), 400, 'BAD_REQUEST').message).toContain('"en"');
    });

    it.each([
      ['no definitions', {}],
      ['empty definitions', { definitions: [] }],
      ['a definition without term', { definitions: [{ language: 'en', definition: 'd' }] }],
      ['a definition without definition', { definitions: [{ language: 'en', term: 't' }] }],
      ['a definition without language', { definitions: [{ term: 't', definition: 'd' }] }],
      ['an empty term', { definitions: [{ language: 'en', term: ' ', definition: 'd' }] }],
      ['an unknown language code', { definitions: [{ language: 'xx', term: 't', definition: 'd' }] }],
      [
        'a translationFlag that is not a boolean',
        { translationFlag: 'no', definitions: [{ language: 'en', term: 't', definition: 'd' }] },
      ],
    ])('is a 400 for %s', async (_case, body) => {
      expectErrorEnvelope(await api.post(terms, body), 400, 'BAD_REQUEST');
    });

    it('is a 404 for an unknown or malformed glossary id', async () => {
      const body = { definitions: definitions() };
      expectErrorEnvelope(await api.post(`${base}/${randomUUID()}/terms`, body), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.post(`${base}/nope/terms`, body), 404, 'NOT_FOUND');
    });
  });

  describe('get and delete', () => {
    it('is a 404 for an unknown, malformed or other-glossary term id', async () => {
      const term = await createTerm();
      const otherGlossary = expectOk(await api.post(base, { name: 'Other', languages: ['en'] })).id;
      for (const path of [
        `${terms}/${randomUUID()}`,
        `${terms}/not-a-uuid`,
        `${base}/${otherGlossary}/terms/${term.id}`,
      ]) {
        expectErrorEnvelope(await api.get(path), 404, 'NOT_FOUND');
        expectErrorEnvelope(await api.put(path, { translationFlag: false }), 404, 'NOT_FOUND');
        expectErrorEnvelope(await api.delete(path), 404, 'NOT_FOUND');
      }
    });

    it('deletes the term and all its definitions', async () => {
      const term = await createTerm();
      expect(expectOk(await api.delete(`${terms}/${term.id}`))).toEqual({ id: term.id });
      expectErrorEnvelope(await api.get(`${terms}/${term.id}`), 404, 'NOT_FOUND');
      expect(expectOk(await api.get(`${base}/${glossaryId}`)).termCount).toBe(0);
      // No definition is left behind: the languages can be removed now.
      expectOk(await api.put(`${base}/${glossaryId}`, { languages: ['fr'] }));
    });
  });

  describe('update', () => {
    it('keeps omitted caseSensitivity, term and definition, and languages not listed', async () => {
      const term = await createTerm();
      await pause();
      const updated = expectOk(
        await api.put(`${terms}/${term.id}`, { definitions: [{ language: 'de', definition: 'Neu' }] }),
      );
      const [en, de] = updated.definitions;
      expect(en).toEqual(term.definitions[0]);
      expect(de).toMatchObject({
        language: 'de',
        term: 'API-Schlüssel',
        definition: 'Neu',
        caseSensitivity: 'exact',
        createdAt: term.createdAt,
      });
      expect(Date.parse(de.updatedAt)).toBeGreaterThan(Date.parse(term.updatedAt));
      expect(updated.updatedAt).toBe(de.updatedAt);
      expect(updated.createdAt).toBe(term.createdAt);
      expect(expectOk(await api.get(`${terms}/${term.id}`))).toEqual(updated);
    });

    it('resets caseSensitivity with auto and changes it with another value', async () => {
      const term = await createTerm();
      const reset = expectOk(
        await api.put(`${terms}/${term.id}`, { definitions: [{ language: 'de', caseSensitivity: 'auto' }] }),
      );
      expect(reset.definitions[1].caseSensitivity).toBe('auto');
      const changed = expectOk(
        await api.put(`${terms}/${term.id}`, { definitions: [{ language: 'en', caseSensitivity: 'ignore' }] }),
      );
      expect(changed.definitions.map((d: { caseSensitivity: string }) => d.caseSensitivity)).toEqual([
        'ignore',
        'auto',
      ]);
    });

    it('changes nothing, not even updatedAt, when every sent value is the current one', async () => {
      const term = await createTerm();
      await pause();
      const same = {
        translationFlag: true,
        definitions: [{ language: 'de', term: 'API-Schlüssel', definition: 'Geheimnis', caseSensitivity: 'exact' }],
      };
      expect(expectOk(await api.put(`${terms}/${term.id}`, same))).toEqual(term);
      expect(expectOk(await api.put(`${terms}/${term.id}`, {}))).toEqual(term);
    });

    it('adds a language new to the term when term and definition are given', async () => {
      const term = await createTerm();
      expectErrorEnvelope(
        await api.put(`${terms}/${term.id}`, { definitions: [{ language: 'fr', term: 'clé' }] }),
        400,
        'BAD_REQUEST',
      );
      const updated = expectOk(
        await api.put(`${terms}/${term.id}`, {
          definitions: [{ language: 'fr', term: 'clé API', definition: 'secret' }],
        }),
      );
      expect(updated.definitions.map((d: { language: string }) => d.language)).toEqual(['en', 'de', 'fr']);
      expect(updated.definitions[2]).toMatchObject({ term: 'clé API', caseSensitivity: 'auto' });
    });

    it('sets translationFlag', async () => {
      const term = await createTerm();
      await pause();
      const updated = expectOk(await api.put(`${terms}/${term.id}`, { translationFlag: false }));
      expect(updated.translationFlag).toBe(false);
      expect(updated.definitions).toEqual(term.definitions);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(term.updatedAt));
    });

    it.each([
      [
        'an unknown caseSensitivity',
        { definitions: [{ language: 'en', caseSensitivity: 'LOUD' }] },
        'auto, capitals, exact, ignore',
      ],
      [
        'a language outside the glossary',
        { definitions: [{ language: 'it', term: 'chiave', definition: '' }] },
        '"it"',
      ],
      [
        'a language twice',
        {
          definitions: [
            { language: 'en', term: 'a' },
            { language: 'en', term: 'b' },
          ],
        },
        '"en"',
      ],
      ['an empty term', { definitions: [{ language: 'en', term: '' }] }, 'term'],
    ])('is a 400 for %s', async (_case, body, text) => {
      const term = await createTerm();
      expect(expectErrorEnvelope(await api.put(`${terms}/${term.id}`, body), 400, 'BAD_REQUEST').message).toContain(
        text,
      );
      expect(expectOk(await api.get(`${terms}/${term.id}`))).toEqual(term);
    });
  });

  describe('list', () => {
    it('pages in creation order with pagination {page, limit, total, totalPages}', async () => {
      const created = [];
      for (let i = 0; i < 5; i++)
        created.push(await createTerm({ definitions: [{ language: 'en', term: `t${i}`, definition: '' }] }));
      const answer = await api.get(`${terms}?page=2&limit=2`);
      expect(expectOk(answer)).toEqual([created[2], created[3]]);
      expect(answer.body.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
      const all = await api.get(terms);
      expect(expectOk(all)).toEqual(created);
      expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 5, totalPages: 1 });
    });

    it('answers an empty glossary with no pages', async () => {
      const answer = await api.get(terms);
      expect(expectOk(answer)).toEqual([]);
      expect(answer.body.pagination).toEqual({ page: 1, limit: 50, total: 0, totalPages: 0 });
    });

    it.each(['limit=0', 'limit=101', 'page=0', 'page=-1', 'limit=x'])('is a 400 for %s', async (query) => {
      expectErrorEnvelope(await api.get(`${terms}?${query}`), 400, 'BAD_REQUEST');
    });

    it('is a 404 for an unknown or malformed glossary id', async () => {
      expectErrorEnvelope(await api.get(`${base}/${randomUUID()}/terms`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.get(`${base}/123/terms`), 404, 'NOT_FOUND');
    });
  });

  describe('bulk', () => {
    const item = (i: number) => ({
      definitions: [
        { language: 'en', term: `term ${i}`, definition: `definition ${i}` },
        { language: 'de', term: `Begriff ${i}`, definition: `Definition ${i}` },
        { language: 'fr', term: `terme ${i}`, definition: `définition ${i}` },
      ],
    });

    it('answers 200 with every created Term when all items are good', async () => {
      const answer = await api.post(`${terms}/bulk`, { terms: [item(0), { ...item(1), translationFlag: false }] });
      const created = expectOk(answer);
      expect(answer.status).toBe(200);
      expect(created).toHaveLength(2);
      expect(created[0]).toMatchObject({
        glossaryId,
        translationFlag: true,
        definitions: [{ language: 'en', term: 'term 0', caseSensitivity: 'auto' }, {}, {}],
      });
      expect(created[1].translationFlag).toBe(false);
      expect(expectOk(await api.get(terms))).toEqual(created);
    });

    it('answers 207 partial_success with successful, failed[{index, error, details}] and counts', async () => {
      const body = {
        terms: [
          item(0),
          { definitions: [{ language: 'en', definition: 'no term here' }] },
          item(2),
          { definitions: [{ language: 'en', term: 'x', definition: 'y', caseSensitivity: 'maybe' }] },
          { definitions: [{ language: 'es', term: 'x', definition: 'y' }] },
          {
            definitions: [
              { language: 'en', term: 'a', definition: '' },
              { language: 'en', term: 'b', definition: '' },
            ],
          },
        ],
      };
      const answer = await api.post(`${terms}/bulk`, body);
      expect(answer.status).toBe(207);
      expect(answer.body).toMatchObject({ status: 'partial_success', timestamp: expect.stringMatching(ISO) });
      const data = answer.body.data;
      expect(Object.keys(data).sort()).toEqual(['failed', 'failedCount', 'successCount', 'successful']);
      expect(data.successCount).toBe(2);
      expect(data.failedCount).toBe(4);
      expect(data.successful.map((t: { definitions: { term: string }[] }) => t.definitions[0].term)).toEqual([
        'term 0',
        'term 2',
      ]);
      expect(data.failed.map((f: { index: number }) => f.index)).toEqual([1, 3, 4, 5]);
      for (const failure of data.failed) {
        expect(failure).toEqual({ index: expect.any(Number), error: expect.any(String), details: expect.any(Array) });
      }
      expect(JSON.stringify(data.failed[0].details)).toContain('term');
      expect(data.failed[1].error).toContain('auto, capitals, exact, ignore');
      expect(data.failed[2].error).toContain('"es"');
      expect(expectOk(await api.get(`${base}/${glossaryId}`)).termCount).toBe(2);
    });

    it('answers 400 with the failed list in error.details when every item fails', async () => {
      const answer = await api.post(`${terms}/bulk`, {
        terms: [{ definitions: [{ language: 'en' }] }, { nothing: true }, 7],
      });
      const error = expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
      expect(error.details).toEqual([
        { index: 0, error: expect.any(String), details: expect.any(Array) },
        { index: 1, error: expect.any(String), details: expect.any(Array) },
        { index: 2, error: expect.any(String), details: expect.any(Array) },
      ]);
      expect(expectOk(await api.get(`${base}/${glossaryId}`)).termCount).toBe(0);
    });

    it.each([
      ['no terms', {}],
      ['an empty list', { terms: [] }],
      ['terms that is not a list', { terms: 'many' }],
    ])('is a 400 for %s', async (_case, body) => {
      expectErrorEnvelope(await api.post(`${terms}/bulk`, body), 400, 'BAD_REQUEST');
    });

    it('is a 400 over 5,000 terms, naming the limit', async () => {
      const tiny = { definitions: [{ language: 'en', term: 't', definition: '' }] };
      const error = expectErrorEnvelope(
        await api.post(`${terms}/bulk`, { terms: Array.from({ length: 5_001 }, () => tiny) }),
        400,
        'BAD_REQUEST',
      );
      expect(error.message).toContain('5000');
    });

    it('creates 5,000 terms in one request, in order, batch boundaries invisible', async () => {
      const many = Array.from({ length: 5_000 }, (_, i) => ({
        definitions: [{ language: 'en', term: `t${i}`, definition: '' }],
      }));
      many[3_333] = { definitions: [{ language: 'en', definition: 'missing term' }] } as never;
      const answer = await api.post(`${terms}/bulk`, { terms: many });
      expect(answer.status).toBe(207);
      expect(answer.body.data).toMatchObject({ successCount: 4_999, failedCount: 1, failed: [{ index: 3_333 }] });
      const page = await api.get(`${terms}?page=34&limit=100`);
      expect(
        expectOk(page)
          .map((t: { definitions: { term: string }[] }) => t.definitions[0].term)
          .slice(30, 36),
      ).toEqual(['t3330', 't3331', 't3332', 't3334', 't3335', 't3336']);
      expect(page.body.pagination).toEqual({ page: 34, limit: 100, total: 4_999, totalPages: 50 });
    });
  });
});
