import { readDelimited } from './delimited-reader';
import { TableLanguages } from './table-layout';
import { TbxReader } from './tbx-reader';
import { TermFileFormat } from './term-file-format';
import { TermFileItem } from './term-file-item';
import { readXlsx } from './xlsx-reader';

/** The bulk items of a glossary file, each with its line; throws TermFileParseError (422) or TermFileLayoutError (400). */
export async function readTermFile(
  bytes: Buffer,
  format: TermFileFormat,
  languages: TableLanguages = {},
): Promise<TermFileItem[]> {
  switch (format) {
    case 'tbx':
      return TbxReader.read(bytes);
    case 'csv':
      return readDelimited(bytes, 'csv', languages);
    case 'tsv':
      return readDelimited(bytes, 'tsv', languages);
    case 'xlsx':
      return readXlsx(bytes, languages);
  }
}
