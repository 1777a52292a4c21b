import { TmxItem, TmxReader } from './tmx-reader';
import { TermFileParseError } from './term-file-item';
import { textChunks } from './text-chunks';

async function read(xml: string, sliceBytes = 7): Promise<TmxItem[]> {
  const bytes = Buffer.from(xml);
  // Small slices: a tag, an attribute or a multi-byte character cut between two chunks.
  async function* slices() {
    for (let i = 0; i < bytes.length; i += sliceBytes) yield bytes.subarray(i, i + sliceBytes);
  }
  const items: TmxItem[] = [];
  for await (const batch of TmxReader.read(textChunks(slices()))) items.push(...batch);
  return items;
}

const file = (body: string, header = 'srclang="en"') =>
  `<?xml version="1.0"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx version="1.4"><header ${header}/>\n<body>\n${body}\n</body></tmx>`;

describe('TmxReader', () => {
  it('pairs the source tuv with every other, through chunk boundaries, inline codes left out', async () => {
    const items = await read(
      file(
        '<tu><tuv xml:lang="de"><seg>Öffnen</seg></tuv><tuv xml:lang="en-US"><seg>Open <bpt i="1">&lt;b&gt;</bpt>now<ept i="1">&lt;/b&gt;</ept> &amp; here</seg></tuv><tuv lang="fr"><seg>Ouvrir</seg></tuv></tu>',
      ),
    );
    expect(items).toEqual([
      { unit: 0, line: 5, sourceLanguage: 'en-US', targetLanguage: 'de', source: 'Open now & here', target: 'Öffnen' },
      { unit: 1, line: 5, sourceLanguage: 'en-US', targetLanguage: 'fr', source: 'Open now & here', target: 'Ouvrir' },
    ]);
  });

  it("takes the tu's srclang, and the first tuv when both say *all*", async () => {
    const items = await read(
      file(
        '<tu srclang="*all*"><tuv xml:lang="es"><seg>Hola</seg></tuv><tuv xml:lang="en"><seg>Hello</seg></tuv></tu>\n' +
          '<tu srclang="es"><tuv xml:lang="en"><seg>Bye</seg></tuv><tuv xml:lang="es"><seg>Adiós</seg></tuv></tu>',
        'srclang="*all*"',
      ),
    );
    expect(items.map((i) => ('source' in i ? [i.sourceLanguage, i.source] : i))).toEqual([
      ['es', 'Hola'],
      ['es', 'Adiós'],
    ]);
  });

  it('reports a tu without its source language or a tuv without a language as a problem with its line', async () => {
    const items = await read(
      file(
        '<tu><tuv xml:lang="es"><seg>Hola</seg></tuv></tu>\n<tu><tuv><seg>x</seg></tuv><tuv xml:lang="en"><seg>y</seg></tuv></tu>',
      ),
    );
    expect(items).toEqual([
      { unit: 0, line: 5, message: 'the <tu> has no <tuv> in its source language en' },
      { unit: 1, line: 6, message: 'a <tuv> has no xml:lang attribute' },
    ]);
  });

  it.each([
    ['a truncated file', file('<tu><tuv xml:lang="en"><seg>cut').slice(0, -20), /Line \d+/],
    [
      'an internal DTD subset',
      '<?xml version="1.0"?>\n<!DOCTYPE tmx [<!ENTITY a "b">]>\n<tmx/>',
      /Line 2: a DOCTYPE with declarations/,
    ],
    ['an undeclared entity', file('<tu><tuv xml:lang="en"><seg>&ext;</seg></tuv></tu>'), /not well-formed/],
    ['another XML root', '<?xml version="1.0"?><html/>', /not TMX/],
  ])('refuses %s', async (_, xml, message) => {
    await expect(read(xml)).rejects.toThrow(TermFileParseError);
    await expect(read(xml)).rejects.toThrow(message);
  });
});
