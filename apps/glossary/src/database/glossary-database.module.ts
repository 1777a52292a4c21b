import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GlossaryEntity } from '../glossaries/glossary.entity';
import { GlossaryRepository } from '../glossaries/glossary.repository';
import { DefinitionEntity } from '../terms/definition.entity';
import { TermEntity } from '../terms/term.entity';
import { TermRepository } from '../terms/term.repository';
import { GlossaryDatabase } from './glossary-database';

/**
 * The glossary's tables, shared by every feature: a change to a term is also a change to its
 * glossary's row (version, term count, row lock), so both repositories sit in one module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([GlossaryEntity, TermEntity, DefinitionEntity])],
  providers: [GlossaryRepository, TermRepository, GlossaryDatabase],
  exports: [GlossaryDatabase, TermRepository],
})
export class GlossaryDatabaseModule {}
