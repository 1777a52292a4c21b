import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import { xml } from './term-file-writers';
import { xlsxTable } from './xlsx-writer';

export type MemoryFileFormat = 'tmx' | 'csv' | 'tsv' | 'xlsx';

export interface MemoryFileUnit {
  sourceLanguage: string;
  targetLanguage: string;
  source: string;
  target: string;
}

/** Pages of units in insertion order, read while the file is written: memory holds one page. */
export type MemoryUnitPages = AsyncIterable<MemoryFileUnit[]>;

export const MEMORY_FILE_MEDIA_TYPES: Record<MemoryFileFormat, string> = {
  tmx: 'application/x-tmx+xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A memory as an exchange file that imports back to the same units. Tables hold one language
 * pair (header `source,target`); CONTRACT: their cells are written exactly, no formula escaping,
 * and XLSX cells are text, never formulas.
 */
export function writeMemoryFile(
  format: MemoryFileFormat,
  head: { name: string; pair?: [string, string] },
  pages: MemoryUnitPages,
): Readable {
  if (format === 'tmx') return Readable.from(tmxChunks(pages));
  const rows = tableRows(head.pair ?? ['', ''], pages);
  if (format === 'xlsx') return xlsxTable(head.name, rows);
  const delimiter = format === 'csv' ? ',' : '\t';
  return Readable.from(
    (async function* () {
      for await (const page of rows) yield stringify(page, { delimiter });
    })(),
  );
}

async function* tableRows(pair: [string, string], pages: MemoryUnitPages): AsyncGenerator<string[][]> {
  yield [pair];
  for await (const units of pages) yield units.map((u) => [u.source, u.target]);
}

/** TMX 1.4b; `srclang="*all*"` in the header, each `tu` naming its own source language. */
async function* tmxChunks(pages: MemoryUnitPages) {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx version="1.4">\n' +
    '<header creationtool="translation-service" creationtoolversion="1" segtype="sentence" o-tmf="translation-service" ' +
    'adminlang="en" srclang="*all*" datatype="plaintext"/>\n<body>\n'
  );
  for await (const units of pages) yield units.map(tmxUnit).join('');
  yield '</body>\n</tmx>\n';
}

function tmxUnit(u: MemoryFileUnit): string {
  return (
    `<tu srclang="${xml(u.sourceLanguage)}"><tuv xml:lang="${xml(u.sourceLanguage)}"><seg>${xml(u.source)}</seg></tuv>` +
    `<tuv xml:lang="${xml(u.targetLanguage)}"><seg>${xml(u.target)}</seg></tuv></tu>\n`
  );
}
