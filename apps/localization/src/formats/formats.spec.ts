import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseYaml } from 'yaml';
import { SourceFormat } from '@app/contracts';
import { detectSourceFormat } from './detect-format';
import { parseSource } from './parse-source';
import { SourceParseError } from './source-entry';
import { DEFAULT_SOURCE_LIMITS, SourceLimitError, SourceLimits } from './source-limits';
import { defaultOutputFormat, TranslatedTable, writeTable } from './table-writer';

const XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="es" datatype="plaintext" original="app">
    <body>
      <trans-unit id="1" resname="greeting"><source>Hello {name}</source></trans-unit>
      <group id="g">
        <trans-unit id="bold"><source xml:lang="en">Click <g id="1">here</g> &amp; save</source><target/></trans-unit>
      </group>
      <trans-unit id="skip" translate="no"><source>Brand</source></trans-unit>
    </body>
  </file>
</xliff>`;

const ANDROID = `<?xml version="1.0" encoding="utf-8"?>
<resources>
  <string name="app_name" translatable="false">MyApp</string>
  <string name="welcome">Welcome, %1$s!</string>
  <string name="quote">Don\\'t say \\"no\\"\\nplease</string>
  <string name="html"><![CDATA[<b>Bold</b> text]]></string>
  <string-array name="planets"><item>Mercury</item><item>Venus</item></string-array>
  <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
</resources>`;

const PO = `# Translation file
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Hello %s"
msgstr ""

msgctxt "menu"
msgid "Open"
msgstr ""

msgid "One file"
msgid_plural "%d files"
msgstr[0] ""
msgstr[1] ""
`;

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('S');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('source parsers', () => {
  it.each<[string, SourceFormat, string, [string, string][]]>([
    [
      'flat JSON',
      'json',
      '{"hello": "Hello", "bye": "Bye {name}"}',
      [
        ['hello', 'Hello'],
        ['bye', 'Bye {name}'],
      ],
    ],
    [
      'nested JSON with arrays and non-strings',
      'json',
      '{"menu": {"file": {"open": "Open"}, "items": ["One", "Two"]}, "count": 3, "ok": true}',
      [
        ['menu.file.open', 'Open'],
        ['menu.items.0', 'One'],
        ['menu.items.1', 'Two'],
      ],
    ],
    ['JSON wrapped in the source language', 'json', '{"en": {"a": "A"}}', [['a', 'A']]],
    [
      'YAML',
      'yaml',
      'greeting: Hello\nnested:\n  deep: "Deep %s"\n',
      [
        ['greeting', 'Hello'],
        ['nested.deep', 'Deep %s'],
      ],
    ],
    ['Rails YAML', 'yaml', 'en:\n  title: Title\n', [['title', 'Title']]],
    [
      'CSV',
      'csv',
      'key,en\nhello,Hello\nbye,"Bye, {name}"\n',
      [
        ['hello', 'Hello'],
        ['bye', 'Bye, {name}'],
      ],
    ],
    ['CSV with BOM, more columns and CRLF', 'csv', '\uFEFFkey,de,en\r\na,Hallo,Hi\r\n', [['a', 'Hi']]],
    ['CSV with semicolons', 'csv', 'key;en\na;"A; b"\n', [['a', 'A; b']]],
    ['two-column CSV with an unnamed text column', 'csv', 'key,text\na,A\n', [['a', 'A']]],
    ['CSV with multi-line cell', 'csv', 'key,en\nlong,"Line one\nLine two"\n', [['long', 'Line one\nLine two']]],
    [
      'XLIFF 1.2',
      'xliff',
      XLIFF,
      [
        ['greeting', 'Hello {name}'],
        ['bold', 'Click <g id="1">here</g> & save'],
      ],
    ],
    [
      'Android strings.xml',
      'android',
      ANDROID,
      [
        ['welcome', 'Welcome, %1$s!'],
        ['quote', 'Don\'t say "no"\nplease'],
        ['html', '<b>Bold</b> text'],
        ['planets[0]', 'Mercury'],
        ['planets[1]', 'Venus'],
        ['songs.one', '%d song'],
        ['songs.other', '%d songs'],
      ],
    ],
    // gettext-parser groups messages by context: messages without one come first.
    [
      'gettext PO',
      'po',
      PO,
      [
        ['Hello %s', 'Hello %s'],
        ['One file', 'One file'],
        ['One file[plural]', '%d files'],
        ['menu|Open', 'Open'],
      ],
    ],
  ])('%s', async (_, format, text, expected) => {
    const entries = await parseSource(Buffer.from(text), format, 'en');
    expect(entries.map((e) => [e.key, e.text])).toEqual(expected);
  });

  it('reads XLSX with key and language columns', async () => {
    const bytes = await xlsxOf([
      ['key', 'en'],
      ['hello', 'Hello'],
      ['bye', 'Bye'],
    ]);
    const entries = await parseSource(bytes, 'xlsx', 'en');
    expect(entries).toEqual([
      { key: 'hello', text: 'Hello' },
      { key: 'bye', text: 'Bye' },
    ]);
  });

  it.each<[string, SourceFormat, string]>([
    ['broken JSON', 'json', '{"a": "b"'],
    ['JSON that is not an object', 'json', '["a", "b"]'],
    ['JSON without strings', 'json', '{"a": 1}'],
    ['YAML scalar', 'yaml', 'just some words'],
    ['broken YAML', 'yaml', 'a: [unclosed\n'],
    ['CSV with uneven rows', 'csv', 'key,en\na,b,c\n'],
    ['CSV with unclosed quote', 'csv', 'key,en\na,"b\n'],
    ['CSV without a language column', 'csv', 'key,fr,de\na,b,c\n'],
    ['two-column CSV in another language', 'csv', 'key,fr\na,b\n'],
    ['XLIFF that is not XML', 'xliff', '<xliff><file>'],
    ['XML that is not XLIFF', 'xliff', '<root><a>b</a></root>'],
    ['Android that is not XML', 'android', '<resources><string name="a">b</resources>'],
    ['PO that is not PO', 'po', 'hello world'],
    ['XLSX that is not a workbook', 'xlsx', 'PK\u0003\u0004 not really a zip'],
  ])('refuses %s', async (_, format, text) => {
    await expect(parseSource(Buffer.from(text), format, 'en')).rejects.toBeInstanceOf(SourceParseError);
  });

  it('refuses bytes that are not UTF-8', async () => {
    await expect(parseSource(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'json', 'en')).rejects.toThrow('not UTF-8');
  });
});

describe('format detection', () => {
  it.each<[string, { name?: string; contentType?: string }, string, SourceFormat]>([
    ['extension json', { name: 'en.json' }, 'x', 'json'],
    ['extension yml in a URL', { name: '/locales/en.yml?raw=1' }, 'x', 'yaml'],
    ['extension xlf', { name: 'messages.xlf' }, 'x', 'xliff'],
    ['extension pot', { name: 'app.pot' }, 'x', 'po'],
    ['media type csv', { contentType: 'text/csv; charset=utf-8' }, 'x', 'csv'],
    [
      'strings.xml by content',
      { name: 'strings.xml' },
      '<?xml version="1.0"?>\n<resources><string name="a">A</string></resources>',
      'android',
    ],
    ['xliff by content', { name: 'file.xml' }, '<?xml version="1.0"?><xliff version="1.2">', 'xliff'],
    ['JSON by content', {}, '  {"a": "b"}', 'json'],
    ['PO by content', {}, '# comment\nmsgid "a"\nmsgstr ""', 'po'],
    ['CSV by content', {}, 'key,en\na,b', 'csv'],
    ['YAML by content', {}, 'a: b', 'yaml'],
    ['XLSX by content', {}, 'PK\u0003\u0004', 'xlsx'],
  ])('%s', (_, hints, text, expected) => {
    expect(detectSourceFormat(Buffer.from(text, 'latin1'), hints)).toBe(expected);
  });
});

describe('table writer', () => {
  const table: TranslatedTable = {
    languages: ['es', 'fr'],
    rows: [
      { key: 'hello', values: { es: 'Hola {name}', fr: 'Bonjour {name}' } },
      { key: 'menu.open', values: { es: 'Abrir, "ya"', fr: 'Ouvrir\nmaintenant' } },
    ],
  };

  it('writes JSON as {key: {lang: text}}', async () => {
    const file = await writeTable(table, 'json');
    expect(file.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(file.bytes.toString())).toEqual({
      hello: { es: 'Hola {name}', fr: 'Bonjour {name}' },
      'menu.open': { es: 'Abrir, "ya"', fr: 'Ouvrir\nmaintenant' },
    });
  });

  it('writes YAML with the same shape', async () => {
    const file = await writeTable(table, 'yaml');
    expect(parseYaml(file.bytes.toString())).toEqual(JSON.parse((await writeTable(table, 'json')).bytes.toString()));
  });

  it('writes CSV with a key column and a column per language', async () => {
    const file = await writeTable(table, 'csv');
    expect(file.contentType).toMatch(/^text\/csv/);
    expect(parseCsv(file.bytes.toString())).toEqual([
      ['key', 'es', 'fr'],
      ['hello', 'Hola {name}', 'Bonjour {name}'],
      ['menu.open', 'Abrir, "ya"', 'Ouvrir\nmaintenant'],
    ]);
  });

  it('writes XLSX that reads back as the same table', async () => {
    const file = await writeTable(table, 'xlsx');
    expect(file.extension).toBe('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const rows: unknown[] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['key', 'es', 'fr'],
      ['hello', 'Hola {name}', 'Bonjour {name}'],
      ['menu.open', 'Abrir, "ya"', 'Ouvrir\nmaintenant'],
    ]);
  });

  const hostile: TranslatedTable = {
    languages: ['es'],
    rows: [
      { key: '=cmd', values: { es: '=1+2' } },
      { key: 'plus', values: { es: '+Suma(1;2)' } },
      { key: 'minus', values: { es: '-2+3' } },
      { key: 'at', values: { es: '@SUMA(1+1)' } },
      { key: 'tab', values: { es: '\t=1' } },
      { key: 'cr', values: { es: '\r=1' } },
      { key: 'link', values: { es: '=HIPERVINCULO("http://x.test";"clic")' } },
      { key: 'plain', values: { es: 'Hola = adiós' } },
    ],
  };

  it.each([
    ['csv', ','],
    ['tsv', '\t'],
  ] as const)('writes formula-like %s cells with a leading quote', async (format, delimiter) => {
    const rows: string[][] = parseCsv((await writeTable(hostile, format)).bytes.toString(), { delimiter });
    expect(rows.slice(1)).toEqual([
      ["'=cmd", "'=1+2"],
      ['plus', "'+Suma(1;2)"],
      ['minus', "'-2+3"],
      ['at', "'@SUMA(1+1)"],
      ['tab', "'\t=1"],
      ['cr', "'\r=1"],
      ['link', '\'=HIPERVINCULO("http://x.test";"clic")'],
      ['plain', 'Hola = adiós'],
    ]);
  });

  it('writes cells as they are when formula escaping is off', async () => {
    const file = await writeTable(hostile, 'csv', { csvFormulaEscaping: false });
    const rows: string[][] = parseCsv(file.bytes.toString());
    expect(rows.slice(1).map((row) => row[1])).toEqual(hostile.rows.map((row) => row.values.es));
  });

  it('writes formula-like text as XLSX text cells, never formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeTable(hostile, 'xlsx')).bytes as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.every((cell) => cell.type === ExcelJS.ValueType.String)).toBe(true);
    expect(cells.map((cell) => cell.value)).toContain('=1+2');
  });

  it('keeps a key named __proto__ in JSON', async () => {
    const file = await writeTable({ languages: ['es'], rows: [{ key: '__proto__', values: { es: 'x' } }] }, 'json');
    expect(file.bytes.toString()).toContain('"__proto__"');
  });

  it.each([
    ['json', 'json'],
    ['csv', 'csv'],
    ['tsv', 'tsv'],
    ['xlsx', 'xlsx'],
    ['yaml', 'yaml'],
    ['po', 'json'],
    ['xliff', 'json'],
    ['android', 'json'],
  ])('defaults the output of a %s source to %s', (source, output) => {
    expect(defaultOutputFormat(source)).toBe(output);
  });
});

describe('source limits', () => {
  const limits: SourceLimits = { ...DEFAULT_SOURCE_LIMITS, maxDepth: 8, maxEntries: 3, maxValueChars: 20 };
  const deepJson = (depth: number) => '{"a":'.repeat(depth) + '"x"' + '}'.repeat(depth);

  it.each<[string, SourceFormat, string | Buffer, string]>([
    ['JSON nested 20,000 levels', 'json', deepJson(20_000), 'SOURCE_MAX_DEPTH'],
    ['JSON one level too deep', 'json', deepJson(9), 'SOURCE_MAX_DEPTH'],
    ['YAML flow nested 20,000 levels', 'yaml', 'a: ' + '['.repeat(20_000) + ']'.repeat(20_000), 'SOURCE_MAX_DEPTH'],
    ['YAML sequences nested on one line', 'yaml', '- '.repeat(50_000) + 'x\n', 'SOURCE_MAX_DEPTH'],
    [
      'YAML indented 2,000 levels',
      'yaml',
      Array.from({ length: 2_000 }, (_, i) => ' '.repeat(i) + `k${i}:`).join('\n') + ' v\n',
      'SOURCE_MAX_DEPTH',
    ],
    [
      'YAML nine levels',
      'yaml',
      Array.from({ length: 9 }, (_, i) => '  '.repeat(i) + `k${i}:`).join('\n') + ' v\n',
      'SOURCE_MAX_DEPTH',
    ],
    [
      'a YAML alias bomb',
      'yaml',
      'a0: &a0 [x, x]\n' +
        Array.from(
          { length: 9 },
          (_, i) =>
            `a${i + 1}: &a${i + 1} [*a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}, *a${i}]`,
        ).join('\n'),
      'SOURCE_MAX_YAML_ALIASES',
    ],
    [
      'XLIFF nested 20,000 levels',
      'xliff',
      '<xliff>' + '<g>'.repeat(20_000) + '</g>'.repeat(20_000) + '</xliff>',
      'SOURCE_MAX_DEPTH',
    ],
    ['too many strings', 'json', '{"a": "1", "b": "2", "c": "3", "d": "4"}', 'SOURCE_MAX_ENTRIES'],
    ['a string that is too long', 'csv', `key,en\na,${'x'.repeat(21)}\n`, 'SOURCE_MAX_VALUE_CHARS'],
    ['a key that is too long', 'po', `msgid "${'x'.repeat(21)}"\nmsgstr ""\n`, 'SOURCE_MAX_VALUE_CHARS'],
  ])('refuses %s, naming the limit', async (_, format, text, setting) => {
    const error = await parseSource(Buffer.from(text), format, 'en', limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceLimitError);
    expect((error as Error).message).toContain(setting);
  });

  it('reads files within the limits', async () => {
    const yaml = 'a:\n  b:\n    - c\n    - {d: [e]}\nf: |\n  text\n      more\n';
    await expect(parseSource(Buffer.from(yaml), 'yaml', 'en', limits)).resolves.toHaveLength(3);
    await expect(parseSource(Buffer.from(deepJson(8)), 'json', 'en', limits)).resolves.toHaveLength(1);
  });

  it('refuses an XML entity bomb without expanding it', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE resources [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
<resources><string name="a">&lol2;</string></resources>`;
    await expect(parseSource(Buffer.from(bomb), 'android', 'en')).rejects.toThrow('declares XML entities');
  });

  it('refuses an XLSX with too many parts or too many unpacked bytes', async () => {
    const bytes = await xlsxOf([
      ['key', 'en'],
      ['a', 'x'.repeat(50_000)],
    ]);
    for (const [tight, setting] of [
      [{ maxZipEntries: 3 }, 'SOURCE_MAX_ZIP_ENTRIES'],
      [{ maxUnpackedBytes: 10_000 }, 'SOURCE_MAX_UNPACKED_BYTES'],
    ] as const) {
      const error = await parseSource(bytes, 'xlsx', 'en', { ...DEFAULT_SOURCE_LIMITS, ...tight }).catch(
        (e: unknown) => e,
      );
      expect((error as Error).message).toContain(setting);
    }
  });
});
