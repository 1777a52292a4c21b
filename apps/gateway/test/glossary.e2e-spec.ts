import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const base = '/v1/translation/glossaries';

describe('glossary records (CONTRACT "Glossary records")', () => {
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: other } = await newOrganization());
  });

  const create = async (body: object = { name: 'Product', languages: ['en', 'de'] }, client = api) =>
    expectOk(await client.post(base, body));

  describe('create', () => {
    it('answers the Glossary record with normalised languages and no terms', async () => {
      const glossary = await create({
        name: '  Product terms ',
        description: 'UI words',
        languages: ['EN', 'pt_br', 'de'],
      });
      expect(glossary).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Product terms',
        description: 'UI words',
        languages: ['en', 'pt-BR', 'de'],
        termCount: 0,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(glossary.updatedAt).toBe(glossary.createdAt);
    });

    it('makes description null when it is not sent', async () => {
      expect((await create()).description).toBeNull();
    });

    it.each([
      ['no name', { languages: ['en'] }],
      ['an empty name', { name: '  ', languages: ['en'] }],
      ['a name over 200 characters', { name: 'x'.repeat(201), languages: ['en'] }],
      ['no languages', { name: 'x' }],
      ['an empty language list', { name: 'x', languages: [] }],
      ['an unknown language code', { name: 'x', languages: ['en', 'xx'] }],
      ['a malformed language code', { name: 'x', languages: ['english'] }],
      ['a language twice', { name: 'x', languages: ['en', 'EN'] }],
      ['a description that is not text', { name: 'x', languages: ['en'], description: 5 }],
    ])('is a 400 for %s', async (_case, body) => {
      expectErrorEnvelope(await api.post(base, body), 400, 'BAD_REQUEST');
    });

    it('needs an API key', async () => {
      expectErrorEnvelope(await new Api(null).post(base, { name: 'x', languages: ['en'] }), 401, 'UNAUTHORIZED');
    });
  });

  describe('list', () => {
    let client: Api;
    let ids: string[];

    beforeAll(async () => {
      ({ api: client } = await newOrganization());
      ids = [];
      for (let i = 0; i < 3; i++) ids.push((await create({ name: `g${i}`, languages: ['en'] }, client)).id);
    });

    it('pages with `pagination` beside `data`, oldest first', async () => {
      const answer = await client.get(`${base}?page=2&limit=2`);
      expect(expectOk(answer).map((g: { id: string }) => g.id)).toEqual([ids[2]]);
      expect(answer.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    });

    it('defaults to page 1 and limit 50', async () => {
      const answer = await client.get(base);
      expect(expectOk(answer).map((g: { id: string }) => g.id)).toEqual(ids);
      expect(answer.body.pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    });

    it('answers an empty page past the end', async () => {
      const answer = await client.get(`${base}?page=5`);
      expect(expectOk(answer)).toEqual([]);
      expect(answer.body.pagination).toMatchObject({ page: 5, total: 3 });
    });

    it.each(['limit=0', 'limit=101', 'page=0', 'page=abc', 'limit=2.5'])('is a 400 for %s', async (query) => {
      expectErrorEnvelope(await client.get(`${base}?${query}`), 400, 'BAD_REQUEST');
    });

    it("never shows another organization's glossaries", async () => {
      const theirs = expectOk(await api.get(`${base}?limit=100`)).map((g: { id: string }) => g.id);
      expect(theirs).not.toEqual(expect.arrayContaining([ids[0]]));
    });
  });

  describe('read, update and delete', () => {
    it('reads a glossary', async () => {
      const glossary = await create();
      expect(expectOk(await api.get(`${base}/${glossary.id}`))).toEqual(glossary);
    });

    it.each([
      ['unknown', () => randomUUID()],
      ['malformed', () => 'not-a-uuid'],
    ])('is a 404 for an %s id on every route', async (_case, id) => {
      const glossaryId = id();
      expectErrorEnvelope(await api.get(`${base}/${glossaryId}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.put(`${base}/${glossaryId}`, { name: 'y' }), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.delete(`${base}/${glossaryId}`), 404, 'NOT_FOUND');
    });

    it('keeps omitted fields, and changes nothing (not even updatedAt) when nothing differs', async () => {
      const glossary = await create({ name: 'Same', description: 'd', languages: ['en', 'de'] });
      await new Promise((r) => setTimeout(r, 5));
      expect(expectOk(await api.put(`${base}/${glossary.id}`, {}))).toEqual(glossary);
      expect(expectOk(await api.put(`${base}/${glossary.id}`, { name: 'Same', languages: ['EN', 'de'] }))).toEqual(
        glossary,
      );
    });

    it('moves updatedAt on a real change, and null clears the description', async () => {
      const glossary = await create({ name: 'Old', description: 'd', languages: ['en'] });
      await new Promise((r) => setTimeout(r, 5));
      const updated = expectOk(
        await api.put(`${base}/${glossary.id}`, { name: 'New', description: null, languages: ['en', 'fr'] }),
      );
      expect(updated).toMatchObject({
        id: glossary.id,
        name: 'New',
        description: null,
        languages: ['en', 'fr'],
        createdAt: glossary.createdAt,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(glossary.updatedAt));
      expect(expectOk(await api.get(`${base}/${glossary.id}`))).toEqual(updated);
    });

    it.each([
      ['an empty name', { name: '' }],
      ['empty languages', { languages: [] }],
      ['an unknown language', { languages: ['en', 'qq'] }],
      ['a language twice', { languages: ['de', 'de'] }],
    ])('is a 400 for %s', async (_case, body) => {
      const glossary = await create();
      expectErrorEnvelope(await api.put(`${base}/${glossary.id}`, body), 400, 'BAD_REQUEST');
    });

    it('refuses with 409 to remove a language that still has definitions, naming it', async () => {
      const glossary = await create({ name: 'g', languages: ['en', 'de', 'fr'] });
      expectOk(
        await api.post(`${base}/${glossary.id}/terms`, {
          definitions: [{ language: 'de', term: 'Schlüssel', definition: 'x' }],
        }),
      );
      const error = expectErrorEnvelope(
        await api.put(`${base}/${glossary.id}`, { languages: ['en'] }),
        409,
        'CONFLICT',
      );
      expect(error.message).toContain('"de"');
      expect(error.message).not.toContain('"fr"');
      expect(expectOk(await api.get(`${base}/${glossary.id}`)).languages).toEqual(['en', 'de', 'fr']);
      expect(expectOk(await api.put(`${base}/${glossary.id}`, { languages: ['de', 'es'] })).languages).toEqual([
        'de',
        'es',
      ]);
    });

    it('counts terms in termCount', async () => {
      const glossary = await create();
      const body = {
        terms: [1, 2, 3].map((i) => ({ definitions: [{ language: 'en', term: `t${i}`, definition: '' }] })),
      };
      expectOk(await api.post(`${base}/${glossary.id}/terms/bulk`, body));
      expect(expectOk(await api.get(`${base}/${glossary.id}`)).termCount).toBe(3);
    });

    it('deletes a glossary with its terms', async () => {
      const glossary = await create();
      const term = expectOk(
        await api.post(`${base}/${glossary.id}/terms`, {
          definitions: [{ language: 'en', term: 'key', definition: '' }],
        }),
      );
      expect(expectOk(await api.delete(`${base}/${glossary.id}`))).toEqual({ id: glossary.id });
      expectErrorEnvelope(await api.get(`${base}/${glossary.id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.get(`${base}/${glossary.id}/terms/${term.id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.delete(`${base}/${glossary.id}`), 404, 'NOT_FOUND');
    });
  });

  describe('another organization', () => {
    it('sees 404 on every glossary and term route', async () => {
      const glossary = await create({ name: 'Private', languages: ['en', 'de'] });
      const term = expectOk(
        await api.post(`${base}/${glossary.id}/terms`, {
          definitions: [{ language: 'en', term: 'secret', definition: '' }],
        }),
      );
      const id = glossary.id;
      const definitions = [{ language: 'en', term: 'x', definition: 'y' }];
      const answers = [
        await other.get(`${base}/${id}`),
        await other.put(`${base}/${id}`, { name: 'Stolen' }),
        await other.delete(`${base}/${id}`),
        await other.get(`${base}/${id}/terms`),
        await other.post(`${base}/${id}/terms`, { definitions }),
        await other.post(`${base}/${id}/terms/bulk`, { terms: [{ definitions }] }),
        await other.get(`${base}/${id}/terms/${term.id}`),
        await other.put(`${base}/${id}/terms/${term.id}`, { definitions: [{ language: 'en', term: 'changed' }] }),
        await other.delete(`${base}/${id}/terms/${term.id}`),
      ];
      for (const answer of answers) expectErrorEnvelope(answer, 404, 'NOT_FOUND');
      const own = await other.post(base, { name: 'Theirs', languages: ['en'] });
      expectErrorEnvelope(await other.get(`${base}/${expectOk(own).id}/terms/${term.id}`), 404, 'NOT_FOUND');
      // Nothing moved for the owner.
      expect(expectOk(await api.get(`${base}/${id}`))).toEqual({ ...glossary, termCount: 1 });
      expect(expectOk(await api.get(`${base}/${id}/terms/${term.id}`))).toEqual(term);
    });
  });
});
