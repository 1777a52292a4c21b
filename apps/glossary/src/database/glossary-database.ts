import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { GlossaryRepository } from '../glossaries/glossary.repository';
import { TermRepository } from '../terms/term.repository';

export interface GlossaryRepositories {
  glossaries: GlossaryRepository;
  terms: TermRepository;
}

/**
 * Hands the services both repositories, either on the pool (reads) or inside one transaction
 * (every change spans a glossary's row and its terms), so a service can decide between queries
 * without owning SQL.
 */
@Injectable()
export class GlossaryDatabase {
  readonly pool: GlossaryRepositories;

  constructor(
    private readonly glossaries: GlossaryRepository,
    private readonly terms: TermRepository,
  ) {
    this.pool = { glossaries, terms };
  }

  transaction<T>(work: (repositories: GlossaryRepositories) => Promise<T>): Promise<T> {
    return this.glossaries.transaction((tx) => work(this.in(tx)));
  }

  /** A consistent snapshot for multi-query reads (a version and the terms it describes). */
  snapshot<T>(work: (repositories: GlossaryRepositories) => Promise<T>): Promise<T> {
    return this.glossaries.transaction((tx) => work(this.in(tx)), 'REPEATABLE READ');
  }

  private in(tx: EntityManager): GlossaryRepositories {
    return { glossaries: this.glossaries.in(tx), terms: this.terms.in(tx) };
  }
}
