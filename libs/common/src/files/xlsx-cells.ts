import { XlsxParts } from './xlsx-parts';

/**
 * The text runs of a string item (`<si>` of the shared strings, `<is>` of an inline string):
 * every `<t>` joined, rich text or not, except the phonetic guides (`<rPh>`) of Japanese text.
 */
export class StringItemText {
  private text = '';
  private inT = false;
  private phonetic = 0;

  open(name: string): void {
    if (name === 'rPh') this.phonetic++;
    else if (name === 't' && this.phonetic === 0) this.inT = true;
  }

  append(text: string): void {
    if (this.inT) this.text += text;
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic--;
    else if (name === 't') this.inT = false;
  }

  take(): string {
    const text = this.text;
    this.text = '';
    return text;
  }
}

export async function readSharedStrings(parts: XlsxParts, path: string): Promise<string[]> {
  const strings: string[] = [];
  const item = new StringItemText();
  await parts.read(path, {
    open: (name) => item.open(name),
    text: (text) => item.append(text),
    close: (name) => (name === 'si' ? strings.push(item.take()) : item.close(name)),
  });
  return strings;
}

/** Excel's built-in date and time formats (ECMA-376 18.8.30, with the East Asian ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A format code shows a date when, outside quoted text and `[...]` sections, it has a date or time letter. */
function isDateFormatCode(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The style indexes (a cell's `s`) whose number format shows a date: those cells read as dates. */
export async function readDateStyles(parts: XlsxParts, path: string): Promise<Set<number>> {
  const codes = new Map<number, string>();
  const dateStyles = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  await parts.read(path, {
    open(name, attributes) {
      if (name === 'numFmt') codes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        const code = codes.get(id);
        if (code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormatCode(code)) dateStyles.add(index);
        index++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dateStyles;
}

/** Serial day numbers count from 1899-12-30 (1904-01-01 in the 1904 date system). */
export function serialToIsoDate(serial: number, date1904: boolean): string {
  const days = serial - 25569 + (date1904 ? 1462 : 0);
  return new Date(Math.round(days * 86_400_000)).toISOString();
}

/** `A1` -> 0, `AB7` -> 27. */
export function columnIndex(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}
