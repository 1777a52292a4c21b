import { DomainException } from '@app/common';
import { ErrorCode, unpackGlossaryEntries } from '@app/contracts';
import { FakeGlossaryDatabase, RecordingEvents } from '../../test/support/fake-database';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossariesService } from '../glossaries/glossaries.service';
import { TermsService } from '../terms/terms.service';
import { EntriesService } from './entries.service';

const caller = { organizationId: '11111111-1111-4111-8111-111111111111', keyId: 'k1' };

describe('EntriesService', () => {
  let db: FakeGlossaryDatabase;
  let glossaryId: string;
  const config = Object.assign(new GlossaryConfig(), { GLOSSARY_MAX_REPLY_BYTES: 200_000 });

  beforeEach(async () => {
    db = new FakeGlossaryDatabase();
    const events = new RecordingEvents().asEvents();
    ({ id: glossaryId } = await new GlossariesService(db.asDatabase(), events).create({
      caller,
      name: 'g',
      languages: ['en', 'de', 'fr'],
    }));
    const terms = new TermsService(db.asDatabase(), events, config, db.asStatistics());
    await terms.create({
      caller,
      glossaryId,
      definitions: [
        { language: 'en', term: 'key', definition: 'd' },
        { language: 'de', term: 'Schlüssel', definition: 'd' },
      ],
    });
    await terms.create({
      caller,
      glossaryId,
      translationFlag: false,
      definitions: [{ language: 'fr', term: 'Acme', definition: '' }],
    });
  });

  it('answers every term with its flag, grouped, with the version', async () => {
    const answer = await new EntriesService(db.asDatabase(), config).get({ caller, glossaryId });
    expect(answer).toMatchObject({ glossaryId, version: 3, languages: ['en', 'de', 'fr'] });
    expect(answer.terms.map((t) => [t.translationFlag, t.definitions.map((d) => d.language)])).toEqual([
      [true, ['en', 'de']],
      [false, ['fr']],
    ]);
  });

  it('keeps only the languages asked for and drops terms left without definitions', async () => {
    const answer = await new EntriesService(db.asDatabase(), config).get({ caller, glossaryId, languages: ['DE'] });
    expect(answer.terms).toHaveLength(1);
    expect(answer.terms[0].definitions).toEqual([
      { language: 'de', term: 'Schlüssel', definition: 'd', caseSensitivity: 'auto' },
    ]);
    expect(answer.languages).toEqual(['en', 'de', 'fr']);
  });

  it('answers notModified without terms for the current version, and everything for an older one', async () => {
    const service = new EntriesService(db.asDatabase(), config);
    expect(await service.get({ caller, glossaryId, knownVersion: 3 })).toEqual({
      glossaryId,
      version: 3,
      languages: ['en', 'de', 'fr'],
      terms: [],
      notModified: true,
    });
    expect((await service.get({ caller, glossaryId, knownVersion: 2 })).terms).toHaveLength(2);
  });

  it('is a 404 for another organization', async () => {
    const service = new EntriesService(db.asDatabase(), config);
    await expect(
      service.get({ caller: { ...caller, organizationId: '22222222-2222-4222-8222-222222222222' }, glossaryId }),
    ).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('says so when the answer would not fit in one NATS message', async () => {
    const terms = new TermsService(db.asDatabase(), new RecordingEvents().asEvents(), config, db.asStatistics());
    await terms.bulkCreate({
      caller,
      glossaryId,
      terms: Array.from({ length: 2_000 }, (_, i) => ({
        definitions: [{ language: 'en', term: `term ${i}`, definition: 'x'.repeat(50) }],
      })),
    });
    const error = (await new EntriesService(db.asDatabase(), config)
      .get({ caller, glossaryId })
      .catch((e: unknown) => e)) as DomainException;
    expect(error.code).toBe(ErrorCode.UNPROCESSABLE);
    expect(error.message).toContain('max_payload');
    const packed = await new EntriesService(db.asDatabase(), config).getPacked({ caller, glossaryId });
    expect(packed.encoding).toBe('gzip');
    expect(unpackGlossaryEntries(packed).terms).toHaveLength(2_002);
  });

  it('sends a small glossary packed as plain JSON', async () => {
    const packed = await new EntriesService(db.asDatabase(), config).getPacked({
      caller,
      glossaryId,
      languages: ['fr'],
    });
    expect(packed).toMatchObject({ encoding: 'json', entries: { terms: [{ translationFlag: false }] } });
  });
});
