import { randomUUID } from 'node:crypto';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const base = '/v1/translation/memories';

describe('translation memories (CONTRACT "Translation memories")', () => {
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: other } = await newOrganization());
  });

  const newMemory = async (name = `TM ${randomUUID()}`) => expectOk(await api.post(base, { name })).id as string;
  const unit = (source: string, target: string, sourceLanguage = 'en', targetLanguage = 'es') => ({
    sourceLanguage,
    targetLanguage,
    source,
    target,
  });

  describe('memories', () => {
    it('creates, reads, lists, updates and deletes a memory', async () => {
      const created = expectOk(await api.post(base, { name: '  Product UI ', description: 'Approved strings' }));
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Product UI',
        description: 'Approved strings',
        unitCount: 0,
        languagePairs: [],
        createdAt: expect.stringMatching(ISO),
        updatedAt: created.createdAt,
      });
      expect(expectOk(await api.get(`${base}/${created.id}`))).toEqual(created);

      const listed = await api.get(`${base}?page=1&limit=100`);
      expect(expectOk(listed).map((m: { id: string }) => m.id)).toContain(created.id);
      expect(listed.body.pagination).toMatchObject({ page: 1, limit: 100 });

      const renamed = expectOk(await api.put(`${base}/${created.id}`, { name: 'UI strings', description: null }));
      expect(renamed).toMatchObject({ id: created.id, name: 'UI strings', description: null });

      expect(expectOk(await api.delete(`${base}/${created.id}`))).toEqual({ id: created.id });
      expectErrorEnvelope(await api.get(`${base}/${created.id}`), 404, 'NOT_FOUND');
    });

    it('refuses a missing or too long name with 400', async () => {
      expectErrorEnvelope(await api.post(base, {}), 400, 'BAD_REQUEST');
      expectErrorEnvelope(await api.post(base, { name: 'x'.repeat(201) }), 400, 'BAD_REQUEST');
    });

    it("answers 404 for another organization's memory, a malformed id and an unknown one", async () => {
      const id = await newMemory();
      for (const call of [
        () => other.get(`${base}/${id}`),
        () => other.put(`${base}/${id}`, { name: 'mine' }),
        () => other.delete(`${base}/${id}`),
        () => other.get(`${base}/${id}/units`),
        () => other.post(`${base}/${id}/units`, { units: [unit('Hello', 'Hola')] }),
        () => other.post(`${base}/${id}/lookup`, { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello' }),
        () => api.get(`${base}/not-a-uuid`),
        () => api.get(`${base}/${randomUUID()}`),
      ]) {
        expectErrorEnvelope(await call(), 404, 'NOT_FOUND');
      }
      expect(expectOk(await api.get(`${base}/${id}`)).unitCount).toBe(0);
    });
  });

  describe('units', () => {
    it('adds units (200), replaces the target of the same source, and counts language pairs', async () => {
      const id = await newMemory();
      const added = expectOk(
        await api.post(`${base}/${id}/units`, {
          units: [unit('Save', 'Guardar'), unit('Open', 'Abrir'), unit('Save', 'Enregistrer', 'en-US', 'fr')],
        }),
      );
      expect(added).toHaveLength(3);
      expect(added[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sourceLanguage: 'en',
        targetLanguage: 'es',
        source: 'Save',
        target: 'Guardar',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(added[2]).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'fr' });

      const replaced = expectOk(await api.post(`${base}/${id}/units`, { units: [unit('Save', 'Guardar cambios')] }));
      expect(replaced[0]).toMatchObject({ id: added[0].id, target: 'Guardar cambios', createdAt: added[0].createdAt });

      const memory = expectOk(await api.get(`${base}/${id}`));
      expect(memory.unitCount).toBe(3);
      expect(memory.languagePairs).toEqual([
        { sourceLanguage: 'en', targetLanguage: 'es', units: 2 },
        { sourceLanguage: 'en', targetLanguage: 'fr', units: 1 },
      ]);
    });

    it('answers 207 partial_success with failed[].index, and 400 when every unit fails', async () => {
      const id = await newMemory();
      const partial = await api.post(`${base}/${id}/units`, {
        units: [unit('Close', 'Cerrar'), unit('', 'vacío'), { sourceLanguage: 'xx-nope', targetLanguage: 'es' }, 7],
      });
      expect(partial.status).toBe(207);
      expect(partial.body.status).toBe('partial_success');
      expect(partial.body.data.successCount).toBe(1);
      expect(partial.body.data.failed.map((f: { index: number }) => f.index)).toEqual([1, 2, 3]);
      expect(partial.body.data.failed[0].error).toContain('source must not be empty');

      const none = expectErrorEnvelope(await api.post(`${base}/${id}/units`, { units: [unit('x', ' ')] }), 400);
      expect(none.details?.[0]).toMatchObject({ index: 0 });
      expectErrorEnvelope(await api.post(`${base}/${id}/units`, { units: [] }), 400, 'BAD_REQUEST');
      const tooMany = Array.from({ length: 1001 }, (_, i) => unit(`s${i}`, `t${i}`));
      expectErrorEnvelope(await api.post(`${base}/${id}/units`, { units: tooMany }), 400, 'BAD_REQUEST');
    });

    it('stores 1,000 units in one request', async () => {
      const id = await newMemory();
      const units = Array.from({ length: 1000 }, (_, i) => unit(`Sentence number ${i} of the batch`, `Frase ${i}`));
      expect(expectOk(await api.post(`${base}/${id}/units`, { units }))).toHaveLength(1000);
      expect(expectOk(await api.get(`${base}/${id}`)).unitCount).toBe(1000);
    });

    it('lists with page, limit, language filters and q, and deletes a unit', async () => {
      const id = await newMemory();
      const added = expectOk(
        await api.post(`${base}/${id}/units`, {
          units: [
            unit('Print the page', 'Imprimir la página'),
            unit('Close the window', 'Cerrar la ventana'),
            unit('Print the page', 'Imprimer la page', 'en', 'fr'),
          ],
        }),
      );
      const all = await api.get(`${base}/${id}/units?limit=2`);
      expect(expectOk(all).map((u: { source: string }) => u.source)).toEqual(['Print the page', 'Close the window']);
      expect(all.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });

      const fr = expectOk(await api.get(`${base}/${id}/units?targetLanguage=fr`));
      expect(fr.map((u: { target: string }) => u.target)).toEqual(['Imprimer la page']);
      const q = expectOk(await api.get(`${base}/${id}/units?q=WINDOW&sourceLanguage=en`));
      expect(q.map((u: { id: string }) => u.id)).toEqual([added[1].id]);
      const percent = expectOk(await api.get(`${base}/${id}/units?q=${encodeURIComponent('%')}`));
      expect(percent).toEqual([]);
      expectErrorEnvelope(await api.get(`${base}/${id}/units?limit=0`), 400, 'BAD_REQUEST');
      expectErrorEnvelope(await api.get(`${base}/${id}/units?sourceLanguage=nope-nope`), 400, 'BAD_REQUEST');

      expect(expectOk(await api.delete(`${base}/${id}/units/${added[1].id}`))).toEqual({ id: added[1].id });
      expectErrorEnvelope(await api.delete(`${base}/${id}/units/${added[1].id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await other.delete(`${base}/${id}/units/${added[0].id}`), 404, 'NOT_FOUND');
      expect(expectOk(await api.get(`${base}/${id}`)).unitCount).toBe(2);
    });
  });

  describe('lookup', () => {
    let id: string;
    const source = 'Please close all other applications before you start the installer';

    beforeAll(async () => {
      id = await newMemory();
      expectOk(
        await api.post(`${base}/${id}/units`, {
          units: [
            unit(source, 'Cierre todas las demás aplicaciones antes de iniciar el instalador'),
            unit('Delete 3 files from the trash?', '¿Eliminar 3 archivos de la papelera?'),
            unit('Your password has expired', 'Su contraseña ha caducado'),
          ],
        }),
      );
    });

    const lookup = async (text: string, extra: object = {}) =>
      expectOk(await api.post(`${base}/${id}/lookup`, { sourceLanguage: 'en', targetLanguage: 'es', text, ...extra }));

    it('scores the same text 100, a formatting difference 95-99 and a changed word in the 80s', async () => {
      const [exact] = await lookup(source);
      expect(exact).toMatchObject({ score: 100, source, adjusted: false });
      expect(exact.unitId).toMatch(/^[0-9a-f-]{36}$/);

      const [formatting] = await lookup(`${source.toUpperCase()}!`);
      expect(formatting.score).toBeGreaterThanOrEqual(95);
      expect(formatting.score).toBeLessThanOrEqual(99);

      const [fuzzy] = await lookup(source.replace('applications', 'programs'));
      expect(fuzzy.score).toBeGreaterThanOrEqual(80);
      expect(fuzzy.score).toBeLessThan(90);
    });

    it('returns no unrelated sentence at the default threshold 75, and honours threshold and limit', async () => {
      expect(await lookup('The quick brown fox jumps over the lazy dog')).toEqual([]);
      expect(await lookup(source.replace('applications', 'programs'), { threshold: 90 })).toEqual([]);
      expect(await lookup(source, { limit: 1 })).toHaveLength(1);
    });

    it('carries a changed number into the target', async () => {
      const [match] = await lookup('Delete 12 files from the trash?');
      expect(match).toMatchObject({ target: '¿Eliminar 12 archivos de la papelera?', adjusted: true });
      expect(match.score).toBeLessThan(95);
    });

    it('finds units stored under a regional code by the base code', async () => {
      expect(await lookup('Your password has expired', { sourceLanguage: 'en-GB' })).toHaveLength(1);
    });

    it('validates its body', async () => {
      const post = (body: object) => api.post(`${base}/${id}/lookup`, body);
      expectErrorEnvelope(await post({ sourceLanguage: 'en', targetLanguage: 'es' }), 400, 'BAD_REQUEST');
      expectErrorEnvelope(await post({ sourceLanguage: 'en', targetLanguage: 'es', text: 'x', threshold: 101 }), 400);
      expectErrorEnvelope(await post({ sourceLanguage: 'en', targetLanguage: 'es', text: 'x', limit: 11 }), 400);
      expectErrorEnvelope(await post({ sourceLanguage: 'zz-zz-zz', targetLanguage: 'es', text: 'x' }), 400);
    });
  });
});
