import { formatCsv, isTextCell, parseCsv } from './csv-document';

describe('CSV documents', () => {
  it.each([
    ['name,description\nHello,"Good morning, world"\n'],
    ['a;b;c\r\n"x";y;""\r\n'],
    ['\uFEFFkey\ttext\none\t"two\nlines"'],
    ['id,text\n1,"She said ""hi"""\n2,plain\n'],
    ['ragged,row\nonly-one\nthree,cells,here\n'],
  ])('puts %j back together unchanged', (content) => {
    const doc = parseCsv(content, 'f.csv');
    expect(formatCsv(doc, doc.rows)).toBe(content);
  });

  it('quotes a translated value that needs it', () => {
    const doc = parseCsv('a,b\nx,y\n', 'f.csv');
    expect(
      formatCsv(doc, [
        ['a', 'b'],
        ['x, z', 'say "y"'],
      ]),
    ).toBe('a,b\n"x, z","say ""y"""\n');
  });

  it.each([['a,"b\nc,d\n'], ['\u0000\u0001binary'], ['   ']])('refuses %j with UNPROCESSABLE', (content) => {
    expect(() => parseCsv(content, 'f.csv')).toThrow(expect.objectContaining({ code: 'UNPROCESSABLE' }));
  });

  it.each([
    ['Hello', true],
    ['42', false],
    ['2024-01-01', false],
    ['https://example.com/x', false],
    ['a@b.example', false],
    ['', false],
  ])('%j is a text cell: %s', (value, expected) => {
    expect(isTextCell(value)).toBe(expected);
  });
});
