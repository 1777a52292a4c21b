import { analyse } from 'chardet';
import { DocumentError, invalidDocument } from './document-error';

/** A text file's characters and the way back to its bytes. */
export interface DecodedText {
  readonly text: string;
  /** How the bytes were read: `utf-8`, `utf-16le`, `utf-16be`, `latin1` or the legacy encoding detected (`windows-1251`, `ISO-8859-9`, ...). */
  readonly encoding: string;
  /** The text as bytes in the file's own encoding (a byte-order mark kept). */
  encode(text: string): Buffer;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * What a file that is not UTF-8 becomes. `detect`: read in the legacy encoding chardet is sure of
 * (subtitles: Windows-1251, ISO-8859-9, Shift_JIS ...), written as UTF-8, else refused;
 * `detect-else-windows-1252`: read in chardet's likeliest encoding however sure, else as
 * Windows-1252 (plain text: anything rather than a refusal); `latin1-references`:
 * read as Latin-1 and written back byte for byte, a character Latin-1 lacks as a numeric
 * reference (HTML, where `&#x…;` is text and the file's `<meta charset>` stays true); `refuse`.
 * Written as UTF-8 because the translation may hold characters the old encoding lacks.
 */
export type NotUtf8 = 'refuse' | 'detect' | 'detect-else-windows-1252' | 'latin1-references';

/**
 * chardet's confidence (0-100) from which `detect` takes its guess: on the 365 legacy-encoded
 * files of Python chardet's test suite, guesses at 50 or more decoded 176 of 178 files exactly;
 * all its guesses 254 of 365 (Cyrillic read as Latin-1 below 50), Windows-1252 alone 12.
 */
const SURE_ENOUGH = 50;

/**
 * UTF-8 (with or without its BOM) and UTF-16 with a BOM are read and written back as they came,
 * so every byte outside the translated text is unchanged.
 */
export function decodeText(bytes: Buffer, format: string, notUtf8: NotUtf8 = 'refuse'): DecodedText {
  if (bytes.length === 0) throw new DocumentError('empty', `the ${format} file is empty`);
  const decoded = decodeBytes(bytes, format, notUtf8);
  if (decoded.text.includes('\0') || controlCharacters(decoded.text) > decoded.text.length / 1000)
    throw invalidDocument(format, 'it holds binary data, not text');
  return decoded;
}

function decodeBytes(bytes: Buffer, format: string, notUtf8: NotUtf8): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return {
      encoding: 'utf-16le',
      text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
      encode: (text) => Buffer.concat([bytes.subarray(0, 2), Buffer.from(text, 'utf16le')]),
    };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return {
      encoding: 'utf-16be',
      text: new TextDecoder('utf-16be').decode(bytes.subarray(2)),
      encode: (text) => Buffer.concat([bytes.subarray(0, 2), Buffer.from(text, 'utf16le').swap16()]),
    };
  const bom = bytes.subarray(0, 3).equals(UTF8_BOM);
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
    return {
      encoding: 'utf-8',
      text,
      encode: (out) => (bom ? Buffer.concat([UTF8_BOM, Buffer.from(out, 'utf8')]) : Buffer.from(out, 'utf8')),
    };
  } catch {
    const encoding = legacyEncoding(bytes, notUtf8);
    if (encoding)
      return {
        encoding,
        text: new TextDecoder(encoding).decode(bytes),
        encode: (out) => Buffer.from(out, 'utf8'),
      };
    if (notUtf8 === 'latin1-references')
      return {
        encoding: 'latin1',
        text: bytes.toString('latin1'),
        encode: (out) =>
          Buffer.from(
            out.replace(/[^\0-\xff]/gu, (c) => `&#x${c.codePointAt(0)?.toString(16)};`),
            'latin1',
          ),
      };
    const told = notUtf8 === 'detect' ? ', and its encoding cannot be told for sure' : '';
    throw invalidDocument(format, `it is not UTF-8 text${told}; save it as UTF-8 and send it again`);
  }
}

/** The legacy encoding a policy reads a file that is not UTF-8 in, or null (refused, or Latin-1 kept). */
function legacyEncoding(bytes: Buffer, notUtf8: NotUtf8): string | null {
  if (notUtf8 === 'detect') return detectedEncoding(bytes, SURE_ENOUGH);
  if (notUtf8 === 'detect-else-windows-1252') return detectedEncoding(bytes, 0) ?? 'windows-1252';
  return null;
}

/** Bytes chardet reads: enough to tell, and its whole-file analysis took 4.9 s for 21 MB. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * chardet's likeliest legacy encoding at `minConfidence` or more, if node can decode it, read from
 * the first stretch that is not ASCII (a long English preamble says nothing of the encoding).
 */
function detectedEncoding(bytes: Buffer, minConfidence: number): string | null {
  let first = 0;
  while (first < bytes.length && bytes[first] < 0x80) first++;
  const from = Math.max(0, first - 1024);
  const best = analyse(bytes.subarray(from, from + SAMPLE_BYTES)).at(0);
  if (best === undefined || best.confidence < minConfidence || /^UTF/i.test(best.name)) return null;
  try {
    new TextDecoder(best.name);
    return best.name;
  } catch {
    return null;
  }
}

/** C0 controls that text does not hold (tab, line ends, form feed and escape aside). */
function controlCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      code < 0x20 &&
      code !== 0x09 &&
      code !== 0x0a &&
      code !== 0x0b &&
      code !== 0x0c &&
      code !== 0x0d &&
      code !== 0x1b
    )
      count++;
  }
  return count;
}
