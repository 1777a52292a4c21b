import { readFileSync } from 'fs';
import { join } from 'path';
import { filterForFilename, plainText } from '@app/document-filters';
import { plainTextFilter } from '@app/document-filters/plain-text';
import { es, limits, refusal as refused } from './text-formats.helpers';

const read = (text: string | Buffer) => plainTextFilter.read(Buffer.isBuffer(text) ? text : Buffer.from(text), limits);
const paragraphs = (text: string) => text.split(/\n[ \t]*\n/).filter((p) => p.trim() !== '').length;

describe('plain text filter', () => {
  const source = readFileSync(join(__dirname, 'test-data/dpkg-triggers.txt'), 'utf8');

  it('reads wrapped paragraphs and list items of a real file as units, underlines as nothing', async () => {
    const doc = await read(source);
    expect(filterForFilename('notes.TXT')).toBe(plainTextFilter);
    expect(doc.units[0]).toBe('TRIGGERS');
    expect(doc.units).toContain(
      'Each trigger is named, and at any time zero or more packages may be interested in it.',
    );
    expect(doc.units).toContain(
      'Explicit triggers.  These can be activated by any program by running dpkg-trigger (at any time, but ideally from a maintainer script).',
    );
    expect(doc.units.some((u) => /^[-=]+$/.test(u))).toBe(false);
    expect(doc.units.some((u) => u.includes('&lt;kind&gt;'))).toBe(true);
  });

  it('writes the translation re-wrapped in place, the layout around it unchanged', async () => {
    const doc = await read(source);
    const out = (
      await doc.write(
        doc.units.map((u) => `ES ${plainText(u)} ES`),
        es,
      )
    ).toString('utf8');
    const outLines = out.split('\n');
    expect(paragraphs(out)).toBe(paragraphs(source));
    // Underlines, blank lines and list markers are where they were.
    const shape = (text: string) =>
      text
        .split('\n')
        .filter((l) => !/\p{L}/u.test(l) || l.startsWith(' * '))
        .map((l) => l.slice(0, 3));
    expect(shape(out)).toEqual(shape(source));
    expect(out).toContain('ES Each trigger is named,');
    expect(out).toContain('<kind>:<details>. ES');
    const widest = Math.max(...source.split('\n').map((l) => l.length));
    expect(outLines.filter((l) => l.length > widest && l.includes(' ')).length).toBeLessThan(5);
  });

  it('keeps one unit per line where lines are items, not wrapped prose', async () => {
    const doc = await read('Send to:\nJane Doe\nMain Street 4\n\nDone.\n');
    expect(doc.units).toEqual(['Send to:', 'Jane Doe', 'Main Street 4', 'Done.']);
    const out = await doc.write(['Enviar a:', 'Juana', 'Calle Mayor 4', 'Hecho.'], es);
    expect(out.toString()).toBe('Enviar a:\nJuana\nCalle Mayor 4\n\nHecho.\n');
  });

  it('keeps lines laid out in columns (a table) one unit each, and never starts a wrapped line with a list marker', async () => {
    const table = await read(' Command line\t\tTrigproc\tTrigproc\tConfigure\n\t\t\tthese\t\tany triggered\n');
    expect(table.units).toEqual(['Command line<x1/>Trigproc<x2/>Trigproc<x3/>Configure', 'these<x1/>any triggered']);
    expect((await table.write(['Orden<x1/>A<x2/>B<x3/>Configurar', 'estos<x1/>cualquiera'], es)).toString()).toBe(
      ' Orden\t\tA\tB\tConfigurar\n\t\t\testos\t\tcualquiera\n',
    );
    const prose = await read(`${'word '.repeat(14)}end\n${'word '.repeat(13)}end\n`);
    expect(prose.units.length).toBe(1);
    const out = (await prose.write([`${'palabra '.repeat(8)}- 2. fin`], es)).toString();
    expect(out.split('\n').every((line) => !/^[ \t]*(?:-|\d\.)[ \t]/.test(line))).toBe(true);
  });

  it('keeps the byte-order mark, CRLF line ends and indentation', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('  Hello there.\r\n\r\n  1. First item\r\n'),
    ]);
    const doc = await read(bytes);
    expect(doc.units).toEqual(['Hello there.', 'First item']);
    const out = await doc.write(['Hola.', 'Primero'], es);
    expect(out.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(out.subarray(3).toString()).toBe('  Hola.\r\n\r\n  1. Primero\r\n');
  });

  it('reads UTF-16 with its byte-order mark and writes it back so', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße\n', 'utf16le')]);
    const doc = await read(bytes);
    expect(doc.units).toEqual(['Grüße']);
    expect(await doc.write(['Saludos'], es)).toEqual(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Saludos\n', 'utf16le')]),
    );
  });

  it('reads a file in the old code page chardet finds, Cyrillic included, and writes UTF-8', async () => {
    // Python chardet's test file: Russian Wikipedia text in Windows-1251.
    const bytes = readFileSync(join(__dirname, 'test-data', 'chardet-windows-1251-russian.txt'));
    const doc = await read(bytes);
    expect(doc.units[0]).toMatch(/^В гимназии он не был в числе первых учеников/);
    const out = (
      await doc.write(
        doc.units.map(() => 'Texto'),
        es,
      )
    ).toString('utf8');
    expect(out.split('\n').filter((line) => line === 'Texto')).toHaveLength(doc.units.length);
  });

  it('reads a file that is not UTF-8 as Windows-1252 and writes UTF-8', async () => {
    const doc = await read(Buffer.from('Caf\xe9 cr\xe8me\n', 'latin1'));
    expect(doc.units).toEqual(['Café crème']);
    expect((await doc.write(['Café con nata'], es)).toString('utf8')).toBe('Café con nata\n');
  });

  it('refuses binary bytes, an empty file and a file without text, with the reason', async () => {
    const refusal = (bytes: Buffer) => refused(plainTextFilter, bytes);
    expect(await refusal(readFileSync(process.execPath).subarray(0, 4096))).toEqual([
      'invalid',
      'the file is not a valid plain text document: it holds binary data, not text',
    ]);
    expect(await refusal(Buffer.alloc(0))).toEqual(['empty', 'the plain text file is empty']);
    expect(await refusal(Buffer.from('\n  \n---\n42\n'))).toEqual([
      'empty',
      'the plain text file has no text to translate',
    ]);
  });

  it('stops at the size and unit limits', async () => {
    const lines = Buffer.from('One.\n\nTwo.\n\nThree.\n');
    await expect(plainTextFilter.read(lines, { ...limits, maxBytes: 10 })).rejects.toMatchObject({ kind: 'limit' });
    await expect(plainTextFilter.read(lines, { ...limits, maxUnits: 2 })).rejects.toMatchObject({ kind: 'limit' });
  });
});
