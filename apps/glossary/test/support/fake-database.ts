import { GlossaryChangedEvent } from '@app/contracts';
import { GlossaryEvents } from '../../src/changes/glossary-events';
import { GlossaryEntity } from '../../src/glossaries/glossary.entity';
import { GlossaryDatabase, GlossaryRepositories } from '../../src/database/glossary-database';
import { TermStatistics } from '../../src/terms/term-statistics';
import { DefinitionRecord, EntryRow, ExportRow, TermRecord } from '../../src/terms/term.records';

type DefinitionRow = DefinitionRecord & { termId: string; glossaryId: string };

/** A stored row without the keys the fake adds to find it. */
const definitionRecord = (row: DefinitionRow): DefinitionRecord => ({
  language: row.language,
  term: row.term,
  definition: row.definition,
  caseSensitivity: row.caseSensitivity,
  position: row.position,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * The repositories' behaviour over plain maps, for unit tests of the services' decisions.
 * Transactions are all-or-nothing like the real ones: a failing unit of work leaves no trace.
 */
export class FakeGlossaryDatabase {
  glossaries = new Map<string, GlossaryEntity>();
  terms = new Map<string, Omit<TermRecord, 'definitions'>>();
  definitions: DefinitionRow[] = [];
  transactions = 0;

  get pool(): GlossaryRepositories {
    return this.repositories() as unknown as GlossaryRepositories;
  }

  async transaction<T>(work: (r: GlossaryRepositories) => Promise<T>): Promise<T> {
    this.transactions++;
    const saved = structuredClone({ glossaries: this.glossaries, terms: this.terms, definitions: this.definitions });
    try {
      return await work(this.pool);
    } catch (error) {
      Object.assign(this, saved);
      throw error;
    }
  }

  snapshot<T>(work: (r: GlossaryRepositories) => Promise<T>): Promise<T> {
    return work(this.pool);
  }

  asDatabase(): GlossaryDatabase {
    return this as unknown as GlossaryDatabase;
  }

  /** The real counter over the fake term repository. */
  asStatistics(): TermStatistics {
    return new TermStatistics(this.pool.terms);
  }

  private repositories() {
    const termRecord = (t: Omit<TermRecord, 'definitions'>): TermRecord => ({
      ...t,
      definitions: this.definitions
        .filter((d) => d.termId === t.id)
        .sort((a, b) => a.position - b.position)
        .map(definitionRecord),
    });
    return {
      glossaries: {
        insert: async (g: GlossaryEntity) => void this.glossaries.set(g.id, { ...g }),
        findOwned: async (id: string, organizationId: string) => {
          const g = this.glossaries.get(id);
          return g?.organizationId === organizationId ? { ...g } : null;
        },
        page: async (organizationId: string, offset: number, limit: number) => {
          const all = [...this.glossaries.values()].filter((g) => g.organizationId === organizationId);
          return { rows: all.slice(offset, offset + limit), total: all.length };
        },
        update: async (id: string, fields: Partial<GlossaryEntity>) =>
          void Object.assign(this.glossaries.get(id)!, fields),
        recordChange: async (id: string, termDelta = 0) => {
          const g = this.glossaries.get(id)!;
          g.version += 1;
          g.termCount += termDelta;
          return g.version;
        },
        delete: async (id: string) => {
          this.glossaries.delete(id);
          for (const [termId, t] of this.terms) if (t.glossaryId === id) this.terms.delete(termId);
          this.definitions = this.definitions.filter((d) => d.glossaryId !== id);
        },
        definitionsPerLanguage: async (glossaryId: string, languages: string[]) => {
          const counts = new Map<string, number>();
          for (const d of this.definitions) {
            if (d.glossaryId === glossaryId && languages.includes(d.language))
              counts.set(d.language, (counts.get(d.language) ?? 0) + 1);
          }
          return counts;
        },
      },
      terms: {
        /** An in-memory store has no planner statistics to refresh. */
        analyse: () => Promise.resolve(),
        insertMany: async (terms: TermRecord[]) => {
          for (const { definitions, ...t } of terms) {
            this.terms.set(t.id, { ...t });
            this.definitions.push(...definitions.map((d) => ({ ...d, termId: t.id, glossaryId: t.glossaryId })));
          }
        },
        upsertDefinitions: async (rows: DefinitionRow[]) => {
          for (const row of rows) {
            const i = this.definitions.findIndex((d) => d.termId === row.termId && d.language === row.language);
            if (i < 0) this.definitions.push({ ...row });
            else this.definitions[i] = { ...row, createdAt: this.definitions[i].createdAt };
          }
        },
        updateTerm: async (id: string, fields: { translationFlag: boolean; updatedAt: Date }) =>
          void Object.assign(this.terms.get(id)!, fields),
        findOne: async (glossaryId: string, termId: string) => {
          const t = this.terms.get(termId);
          return t?.glossaryId === glossaryId ? termRecord(t) : null;
        },
        pageOwned: async (
          glossaryId: string,
          organizationId: string,
          { offset, limit, search }: { offset: number; limit: number; search?: string },
        ) => {
          const g = this.glossaries.get(glossaryId);
          if (g?.organizationId !== organizationId) return null;
          const found = (t: { id: string }) =>
            this.definitions.some(
              (d) => d.termId === t.id && `${d.term}\n${d.definition}`.toLowerCase().includes(search!.toLowerCase()),
            );
          const terms = [...this.terms.values()].filter((t) => t.glossaryId === glossaryId && (!search || found(t)));
          const total = search ? terms.length : g.termCount;
          return { total, terms: terms.slice(offset, offset + limit).map(termRecord) };
        },
        delete: async (glossaryId: string, termId: string) => {
          const t = this.terms.get(termId);
          if (t?.glossaryId !== glossaryId) return false;
          this.terms.delete(termId);
          this.definitions = this.definitions.filter((d) => d.termId !== termId);
          return true;
        },
        exportRows: async (glossaryId: string, afterSeq: number, limit: number): Promise<ExportRow[]> =>
          [...this.terms.values()]
            .map((t, i) => ({ t, seq: i + 1 }))
            .filter(({ t, seq }) => t.glossaryId === glossaryId && seq > afterSeq)
            .slice(0, limit)
            .flatMap(({ t, seq }) =>
              termRecord(t).definitions.map(({ language, term, definition, caseSensitivity }) => ({
                seq,
                id: t.id,
                translationFlag: t.translationFlag,
                language,
                term,
                definition,
                caseSensitivity,
              })),
            ),
        entries: async (glossaryId: string, languages: string[] | null): Promise<EntryRow[]> =>
          [...this.terms.values()]
            .filter((t) => t.glossaryId === glossaryId)
            .flatMap((t) =>
              termRecord(t)
                .definitions.filter((d) => !languages || languages.includes(d.language))
                .map((d) => ({
                  termId: t.id,
                  translationFlag: t.translationFlag,
                  language: d.language,
                  term: d.term,
                  definition: d.definition,
                  caseSensitivity: d.caseSensitivity,
                })),
            ),
      },
    };
  }
}

/** Records the events the services announce. */
export class RecordingEvents {
  readonly published: GlossaryChangedEvent[] = [];

  async changed(event: GlossaryChangedEvent): Promise<void> {
    this.published.push(event);
  }

  asEvents(): GlossaryEvents {
    return this as unknown as GlossaryEvents;
  }
}
