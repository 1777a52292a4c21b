import { GlossaryConfig } from '../config/glossary.config';
import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { FakeGlossaryDatabase, RecordingEvents } from '../../test/support/fake-database';
import { TermsService } from '../terms/terms.service';
import { GlossariesService } from './glossaries.service';

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

describe('GlossariesService', () => {
  let db: FakeGlossaryDatabase;
  let events: RecordingEvents;
  let service: GlossariesService;
  let terms: TermsService;

  beforeEach(() => {
    db = new FakeGlossaryDatabase();
    events = new RecordingEvents();
    service = new GlossariesService(db.asDatabase(), events.asEvents());
    terms = new TermsService(db.asDatabase(), events.asEvents(), new GlossaryConfig(), db.asStatistics());
  });

  const create = (languages = ['en', 'de']) => service.create({ caller, name: 'Product', languages });

  it('creates with normalised languages, no terms, version 1 and a created event', async () => {
    const glossary = await service.create({ caller, name: 'Product', languages: ['EN', 'pt_br'] });
    expect(glossary).toMatchObject({ name: 'Product', description: null, languages: ['en', 'pt-BR'], termCount: 0 });
    expect(glossary.createdAt).toBe(glossary.updatedAt);
    expect(events.published).toEqual([
      { glossaryId: glossary.id, organizationId: caller.organizationId, version: 1, kind: 'glossary.created' },
    ]);
  });

  it('refuses a language listed twice (after normalisation)', async () => {
    const error = await rejection(service.create({ caller, name: 'x', languages: ['en', 'EN'] }));
    expect(error.code).toBe(ErrorCode.BAD_REQUEST);
    expect(error.message).toContain('"en"');
  });

  it('answers 404 for another organization, an unknown id and a malformed id alike', async () => {
    const { id } = await create();
    for (const request of [
      { caller: stranger, glossaryId: id },
      { caller, glossaryId: '33333333-3333-4333-8333-333333333333' },
      { caller, glossaryId: 'not-a-uuid' },
    ]) {
      expect((await rejection(service.get(request))).code).toBe(ErrorCode.NOT_FOUND);
      expect((await rejection(service.update({ ...request, name: 'y' }))).code).toBe(ErrorCode.NOT_FOUND);
      expect((await rejection(service.delete(request))).code).toBe(ErrorCode.NOT_FOUND);
    }
    expect(db.glossaries.get(id)!.name).toBe('Product');
  });

  it('changes nothing, not even updatedAt or the version, when every sent value is current', async () => {
    const created = await create();
    events.published.length = 0;
    const same = await service.update({
      caller,
      glossaryId: created.id,
      name: 'Product',
      description: null,
      languages: ['EN', 'de'],
    });
    expect(same).toEqual(created);
    expect(events.published).toEqual([]);
    expect(db.glossaries.get(created.id)!.version).toBe(1);
  });

  it('moves updatedAt and the version on a real change and announces it', async () => {
    const created = await create();
    await new Promise((r) => setTimeout(r, 2));
    const updated = await service.update({
      caller,
      glossaryId: created.id,
      description: 'Names',
      languages: ['en', 'de', 'fr'],
    });
    expect(updated).toMatchObject({ name: 'Product', description: 'Names', languages: ['en', 'de', 'fr'] });
    expect(updated.updatedAt > created.updatedAt).toBe(true);
    expect(events.published.at(-1)).toMatchObject({ kind: 'glossary.updated', version: 2 });
  });

  it('refuses with 409 to remove a language that still has definitions, naming it', async () => {
    const { id } = await create(['en', 'de', 'fr']);
    await terms.create({
      caller,
      glossaryId: id,
      definitions: [{ language: 'de', term: 'Schlüssel', definition: '' }],
    });
    const error = await rejection(service.update({ caller, glossaryId: id, languages: ['en'] }));
    expect(error.code).toBe(ErrorCode.CONFLICT);
    expect(error.message).toContain('"de"');
    expect(error.message).not.toContain('"fr"');
    expect(db.glossaries.get(id)!.languages).toEqual(['en', 'de', 'fr']);
    expect((await service.update({ caller, glossaryId: id, languages: ['de'] })).languages).toEqual(['de']);
  });

  it('lists only the caller organization, with pagination', async () => {
    for (let i = 0; i < 3; i++) await create();
    await service.create({ caller: stranger, name: 'Other', languages: ['en'] });
    const page = await service.list({ caller, page: 2, limit: 2 });
    expect(page.items).toHaveLength(1);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('deletes with its terms and announces a version above the last one', async () => {
    const { id } = await create();
    await terms.create({ caller, glossaryId: id, definitions: [{ language: 'en', term: 'key', definition: '' }] });
    expect(await service.delete({ caller, glossaryId: id })).toEqual({ id });
    expect(db.terms.size).toBe(0);
    expect(events.published.at(-1)).toMatchObject({ kind: 'glossary.deleted', version: 3 });
  });
});
