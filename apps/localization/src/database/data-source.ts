import { buildDataSourceOptions } from '@app/common';
import { DocumentEntity } from '../documents/document.entity';
import { SigningKeyEntity } from '../downloads/signing-key.entity';
import { UploadedFileChunkEntity, UploadedFileEntity } from '../files/uploaded-file.entity';
import { LocalizationTableEntity } from '../tables/localization-table.entity';
import { CreateLocalizationTables1732400000000 } from './migrations/1732400000000-create-localization-tables';
import { AddCsvFormulaEscaping1764000000000 } from './migrations/1764000000000-add-csv-formula-escaping';
import { CreateDocuments1764300000000 } from './migrations/1764300000000-create-documents';
import { AddTableMemory1764400000000 } from './migrations/1764400000000-add-table-memory';

export const LOCALIZATION_SCHEMA = 'localization';

export const LOCALIZATION_ENTITIES = [
  UploadedFileEntity,
  UploadedFileChunkEntity,
  LocalizationTableEntity,
  SigningKeyEntity,
  DocumentEntity,
];

export function localizationDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: LOCALIZATION_SCHEMA,
    url,
    entities: LOCALIZATION_ENTITIES,
    migrations: [
      CreateLocalizationTables1732400000000,
      AddCsvFormulaEscaping1764000000000,
      CreateDocuments1764300000000,
      AddTableMemory1764400000000,
    ],
  });
}
