import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GlossaryRepository } from './glossaries/glossary.repository';
import { TermRepository } from './terms/term.repository';

export interface GlossaryRepositories {
  glossaries: GlossaryRepository;
  terms: TermRepository;
}

/**
 * Hands the services their repositories, either on the pool (reads) or inside one
 * transaction (every change), so a service can decide between queries without owning SQL.
 */
@Injectable()
export class GlossaryDatabase {
  readonly pool: GlossaryRepositories;

  constructor(private readonly dataSource: DataSource) {
    this.pool = repositoriesOn(dataSource.manager);
  }

  transaction<T>(work: (repositories: GlossaryRepositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(repositoriesOn(manager)));
  }

  /** Refreshes the planner's statistics of the term tables (TermStatistics). */
  async analyseTermTables(): Promise<void> {
    await this.dataSource.query('ANALYZE "glossary"."terms", "glossary"."definitions"');
  }

  /** A consistent snapshot for multi-query reads (a version and the terms it describes). */
  snapshot<T>(work: (repositories: GlossaryRepositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) => work(repositoriesOn(manager)));
  }
}

function repositoriesOn(manager: EntityManager): GlossaryRepositories {
  return { glossaries: new GlossaryRepository(manager), terms: new TermRepository(manager) };
}
