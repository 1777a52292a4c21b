import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import { protectFormula } from './formula-cells';
import { TRANSLATION_FLAG_COLUMN } from './table-layout';
import { CASE_SENSITIVITY_TERM_NOTE, TRANSLATION_NOTE } from './tbx-reader';
import { TermFileFormat } from './term-file-format';
import { xlsxTable } from './xlsx-writer';

/** A stored term as a file carries it. */
export interface TermFileTerm {
  translationFlag?: boolean;
  definitions: { language: string; term: string; definition: string; caseSensitivity: string }[];
}

export interface GlossaryFileHead {
  name: string;
  languages: string[];
}

/** Pages of terms in creation order, read while the file is written: memory holds one page. */
export type TermPages = AsyncIterable<TermFileTerm[]>;

export function writeTermFile(format: TermFileFormat, glossary: GlossaryFileHead, pages: TermPages): Readable {
  switch (format) {
    case 'tbx':
      return Readable.from(tbxChunks(glossary, pages));
    case 'csv':
      return Readable.from(delimitedChunks(glossary, pages, ','));
    case 'tsv':
      return Readable.from(delimitedChunks(glossary, pages, '\t'));
    case 'xlsx':
      return xlsxTable(glossary.name, tableRows(glossary, pages));
  }
}

/** `en`, `en:definition`, `en:caseSensitivity` for each language, then `translationFlag`: the header import reads. */
function headerOf(languages: string[]): string[] {
  return [...languages.flatMap((l) => [l, `${l}:definition`, `${l}:caseSensitivity`]), TRANSLATION_FLAG_COLUMN];
}

function rowOf(term: TermFileTerm, languages: string[]): string[] {
  const byLanguage = new Map(term.definitions.map((d) => [d.language, d]));
  const cells = languages.flatMap((l) => {
    const d = byLanguage.get(l);
    return d ? [d.term, d.definition, d.caseSensitivity] : ['', '', ''];
  });
  return [...cells, String(term.translationFlag ?? true)];
}

async function* delimitedChunks(glossary: GlossaryFileHead, pages: TermPages, delimiter: string) {
  yield stringify([headerOf(glossary.languages)], { delimiter });
  for await (const terms of pages)
    yield stringify(
      terms.map((term) => rowOf(term, glossary.languages).map(protectFormula)),
      { delimiter },
    );
}

async function* tableRows(glossary: GlossaryFileHead, pages: TermPages): AsyncGenerator<string[][]> {
  yield [headerOf(glossary.languages)];
  for await (const terms of pages) yield terms.map((term) => rowOf(term, glossary.languages));
}

// XML 1.0 allows no other control characters, not even as references.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** TBX-Basic v2 (`martif`), which memoQ, Trados and older tools read as well as newer ones. */
async function* tbxChunks(glossary: GlossaryFileHead, pages: TermPages) {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<martif type="TBX-Basic" xml:lang="${xml(glossary.languages[0] ?? 'en')}">\n` +
    `<martifHeader><fileDesc><titleStmt><title>${xml(glossary.name)}</title></titleStmt>` +
    '<sourceDesc><p>Exported by translation-service</p></sourceDesc></fileDesc></martifHeader>\n<text><body>\n'
  );
  for await (const terms of pages) yield terms.map(tbxEntry).join('');
  yield '</body></text>\n</martif>\n';
}

function tbxEntry(term: TermFileTerm): string {
  const doNotTranslate = term.translationFlag === false ? `<termNote type="${TRANSLATION_NOTE}">no</termNote>` : '';
  const languages = term.definitions.map((d) => {
    // xml:space keeps the definition's own line breaks and indents; readers fold the pretty-printing of other files.
    const definition = d.definition
      ? `<descrip type="definition" xml:space="preserve">${xml(d.definition)}</descrip>`
      : '';
    const caseNote =
      d.caseSensitivity === 'auto'
        ? ''
        : `<termNote type="${CASE_SENSITIVITY_TERM_NOTE}">${xml(d.caseSensitivity)}</termNote>`;
    return `<langSet xml:lang="${xml(d.language)}">${definition}<tig><term>${xml(d.term)}</term>${caseNote}${doNotTranslate}</tig></langSet>`;
  });
  return `<termEntry>${languages.join('')}</termEntry>\n`;
}
