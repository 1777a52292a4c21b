import { DocumentError, invalidDocument } from './document-error';

/** A text file's characters and the way back to its bytes. */
export interface DecodedText {
  readonly text: string;
  /** How the bytes were read: `utf-8`, `utf-16le`, `utf-16be`, `windows-1252` or `latin1`. */
  readonly encoding: string;
  /** The text as bytes in the file's own encoding (a byte-order mark kept). */
  encode(text: string): Buffer;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * What a file that is not UTF-8 becomes: refused; read as Windows-1252 and written as UTF-8
 * (plain text: the translation may hold characters Latin-1 lacks); or read as Latin-1 and written
 * back byte for byte, a character Latin-1 lacks as a numeric reference (HTML, where `&#x…;` is
 * text and the file's `<meta charset>` stays true).
 */
export type NotUtf8 = 'refuse' | 'windows-1252' | 'latin1-references';

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
    if (notUtf8 === 'windows-1252')
      return {
        encoding: 'windows-1252',
        text: new TextDecoder('windows-1252').decode(bytes),
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
    throw invalidDocument(format, 'it is not UTF-8 text; save it as UTF-8 and send it again');
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
