import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';

/** A zip of the given parts, written by hand so that a test can build one that unpacks to far more than it weighs. */
export function zipOf(parts: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data, { level: 9 });
    const checksum = crc32(part.data);
    const header = (signature: number, size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface HostileFile {
  what: string;
  filename: string;
  bytes: Buffer;
  /** What a careful service answers: refused at generate time, or built (hostile text kept as text). */
  expect: 'refused' | 'built';
}

const deep = (open: string, close: string, depth: number, inner = '"x"') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** The corpus of issue 20: files a key holder may upload, each answered without a 5xx. */
export function hostileCorpus(): HostileFile[] {
  const file = (what: string, filename: string, text: string | Buffer, expect: HostileFile['expect']) => ({
    what,
    filename,
    bytes: typeof text === 'string' ? Buffer.from(text) : text,
    expect,
  });
  const aliasBomb =
    'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n' +
    Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`).join('\n');
  const entityBomb =
    '<?xml version="1.0"?>\n<!DOCTYPE resources [\n <!ENTITY lol "lol">\n' +
    Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n') +
    '\n]>\n<resources><string name="a">&lol9;</string></resources>';
  return [
    file('JSON nested 20,000 levels', 'deep.json', deep('{"a":', '}', 20_000), 'refused'),
    file('JSON arrays nested 20,000 levels', 'deep-array.json', `{"a": ${deep('[', ']', 20_000)}}`, 'refused'),
    file('YAML flow nested 20,000 levels', 'deep.yaml', `a: ${deep('[', ']', 20_000, 'x')}`, 'refused'),
    file('YAML sequences nested on one line', 'dashes.yaml', '- '.repeat(100_000) + 'x\n', 'refused'),
    file('XLIFF nested 20,000 levels', 'deep.xlf', `<xliff>${deep('<g>', '</g>', 20_000, '')}</xliff>`, 'refused'),
    file('a YAML alias bomb', 'bomb.yaml', aliasBomb, 'refused'),
    file('an XML entity bomb', 'strings.xml', entityBomb, 'refused'),
    file('invalid UTF-8', 'latin1.json', Buffer.from('{"a": "caf\xe9"}', 'latin1'), 'refused'),
    file('UTF-16 with a BOM', 'utf16.json', Buffer.from('\ufeff{"a": "Hello"}', 'utf16le'), 'refused'),
    file(
      'UTF-8 with one Latin-1 line (mixed encodings)',
      'mixed.csv',
      Buffer.concat([Buffer.from('key,en\na,Caf\u00e9 au lait\n'), Buffer.from('b,Cr\xe8me br\xfbl\xe9e\n', 'latin1')]),
      'refused',
    ),
    file('a JSON file of blanks only', 'blank.json', ' \r\n\t\n', 'refused'),
    file('a JSON object with no strings', 'empty.json', '{}', 'refused'),
    file('a CSV with its header only', 'header.csv', 'key,en\r\n', 'refused'),
    file('a YAML file of comments only', 'comments.yaml', '# nothing here\n', 'refused'),
    file(
      'a PO file with broken plural forms',
      'broken.po',
      'msgid "a"\nmsgid_plural\nmsgstr[0] "x"\nmsgstr[7',
      'built',
    ),
    file('a CSV with a quote left open', 'open.csv', 'key,en\na,"Hello\n', 'refused'),
    file(
      'a key named __proto__ and one named constructor',
      'proto.json',
      '{"__proto__": {"x": "Hello"}, "constructor": "Goodbye", "ok": "Yes"}',
      'built',
    ),
    file('JSON with a BOM', 'bom.json', '\ufeff{"greeting": "Hello"}', 'built'),
    file('a CSV with CRLF and a BOM', 'crlf.csv', '\ufeffkey,en\r\ngreeting,Hello\r\nbye,Goodbye\r\n', 'built'),
    file(
      'formula cells',
      'formulas.csv',
      'key,en\nf1,=1+2\nf2,"+SUM(1;2)"\nf3,-2+3\nf4,@SUM(1+1)\nf5,"=HYPERLINK(""http://x.test"",""click"")"\n',
      'built',
    ),
    file(
      'an XLIFF with nested markup',
      'nested.xlf',
      '<?xml version="1.0"?><xliff version="1.2"><file source-language="en" datatype="plaintext" original="a"><body>' +
        '<trans-unit id="n"><source>Click <g id="1"><g id="2"><x id="3"/>here</g></g> now</source></trans-unit></body></file></xliff>',
      'built',
    ),
  ];
}

/** An XLSX whose one sheet part unpacks to `unpackedBytes` of zeros from a few hundred kilobytes. */
export function xlsxZipBomb(unpackedBytes: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(unpackedBytes) },
  ]);
}
