import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { FakeGlossaryDatabase, RecordingEvents } from '../../test/support/fake-database';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossariesService } from '../glossaries/glossaries.service';
import { TermsService } from '../terms/terms.service';
import { TermExportService } from './term-export.service';

const caller = { organizationId: '11111111-1111-4111-8111-111111111111', keyId: 'k1' };
const stranger = { organizationId: '22222222-2222-4222-8222-222222222222', keyId: 'k2' };

describe('TermExportService', () => {
  let db: FakeGlossaryDatabase;
  let glossaryId: string;
  const config = new GlossaryConfig();

  beforeEach(async () => {
    db = new FakeGlossaryDatabase();
    const events = new RecordingEvents();
    ({ id: glossaryId } = await new GlossariesService(db.asDatabase(), events.asEvents()).create({
      caller,
      name: 'Export',
      languages: ['en', 'de'],
    }));
    const terms = Array.from({ length: 5 }, (_, i) => ({
      definitions: [
        { language: 'en', term: `term ${i}`, definition: 'x'.repeat(1_000) },
        { language: 'de', term: `Begriff ${i}`, definition: '', caseSensitivity: 'exact' },
      ],
    }));
    await new TermsService(db.asDatabase(), events.asEvents(), config, db.asStatistics()).bulkCreate({
      caller,
      glossaryId,
      terms,
    });
  });

  async function allPages(service: TermExportService, limit?: number) {
    const pages = [];
    let after: number | undefined;
    do {
      const page = await service.page({ caller, glossaryId, after, limit });
      pages.push(page);
      after = page.next ?? undefined;
    } while (after !== undefined);
    return pages;
  }

  it('pages through every term in creation order, with the glossary record and no timestamps', async () => {
    const pages = await allPages(new TermExportService(db.asDatabase(), config), 2);
    expect(pages.map((p) => p.terms.length)).toEqual([2, 2, 1]);
    expect(pages[0].glossary).toEqual({ id: glossaryId, name: 'Export', languages: ['en', 'de'], termCount: 5 });
    const terms = pages.flatMap((p) => p.terms);
    expect(terms.map((t) => t.definitions[0].term)).toEqual(['term 0', 'term 1', 'term 2', 'term 3', 'term 4']);
    expect(terms[0]).toEqual({
      id: expect.any(String),
      translationFlag: true,
      definitions: [
        { language: 'en', term: 'term 0', definition: 'x'.repeat(1_000), caseSensitivity: 'auto' },
        { language: 'de', term: 'Begriff 0', definition: '', caseSensitivity: 'exact' },
      ],
    });
  });

  it('answers fewer terms than the limit when they would not fit in one NATS reply', async () => {
    const small = Object.assign(new GlossaryConfig(), { GLOSSARY_MAX_REPLY_BYTES: 16 * 1024 + 2_500 });
    const pages = await allPages(new TermExportService(db.asDatabase(), small));
    expect(pages.map((p) => p.terms.length)).toEqual([2, 2, 1]);
  });

  it("answers 404 for another organization's glossary", async () => {
    const error = await new TermExportService(db.asDatabase(), config)
      .page({ caller: stranger, glossaryId })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainException);
    expect((error as DomainException).code).toBe(ErrorCode.NOT_FOUND);
  });
});
