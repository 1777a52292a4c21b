import { buildDataSourceOptions } from '@app/common';
import { GlossaryEntity } from '../glossaries/glossary.entity';
import { DefinitionEntity } from '../terms/definition.entity';
import { TermEntity } from '../terms/term.entity';
import { CreateGlossaryTables1732400000000 } from './migrations/1732400000000-create-glossary-tables';

export const GLOSSARY_SCHEMA = 'glossary';

export function glossaryDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: GLOSSARY_SCHEMA,
    url,
    entities: [GlossaryEntity, TermEntity, DefinitionEntity],
    migrations: [CreateGlossaryTables1732400000000],
  });
}
