import { filterForFilename } from '@app/document-filters';
import { markdownFilter } from '@app/document-filters/markdown';
import { MAX_MARKDOWN_BYTES, parseMarkdown } from '@app/document-filters/markdown-parse';
import { es, fixture, limits, marks, refusal, roundTrip } from './text-formats.helpers';

const fences = (md: string) => md.match(/^(```|~~~)[^\n]*\n[\s\S]*?^\1$/gm) ?? [];
const linkTargets = (md: string) => md.match(/\]\([^)]*\)|^\[[^\]^][^\]]*\]:.*$/gm) ?? [];
const inlineCode = (md: string) => md.match(/`[^`\n]+`/g) ?? [];
const tableRules = (md: string) => md.match(/^[|: -]*-{3,}[|: -]*$/gm) ?? [];
const headings = (md: string) => (md.match(/^#{1,6} /gm) ?? []).join('');

describe('Markdown filter', () => {
  it('reads a real sample: headings, paragraphs, list items, quotes, table cells and footnotes', async () => {
    const source = fixture('markdown-it-sample.md').toString();
    const { doc, out } = await roundTrip(markdownFilter, Buffer.from(source));
    expect(filterForFilename('README.md')).toBe(markdownFilter);
    expect(doc.units).toContain('h1 Heading 8-)');
    expect(doc.units).toContain('<g1>This is bold text</g1>');
    expect(doc.units).toContain('Create a list by starting a line with <x1/>, <x2/>, or <x3/>');
    expect(doc.units).toContain('path to data files to supply the data that will be passed into templates.');
    expect(doc.units).toContain('<g1>link with title</g1>');
    expect(doc.units).toContain('Autoconverted link <x1/> (enable linkify to see)');
    expect(doc.units).toContain('Footnote <g1>can have markup</g1>');
    expect(doc.units.some((u) => u.includes('Sample text here') || u.includes('Some comments'))).toBe(false);

    const written = out.toString();
    expect(marks(written)).toBe(doc.units.length);
    expect(fences(written)).toEqual(fences(source));
    expect(fences(written).length).toBe(2);
    expect(written).toContain('\n    // Some comments\n    line 1 of code\n    line 2 of code\n    line 3 of code\n');
    expect(linkTargets(written)).toEqual(linkTargets(source));
    expect(inlineCode(written)).toEqual(inlineCode(source));
    expect(tableRules(written)).toEqual(tableRules(source));
    expect(headings(written)).toBe(headings(source));
    expect(written).toContain('«es» [link with title](http://nodeca.github.io/pica/demo/ "title text!")');
    expect(written).toContain('![Minion](https://octodex.github.com/images/minion.png)');
    // The opening `---` block is front matter to a GFM reader (GitHub renders it so): kept as it is.
    expect(written.slice(0, 280)).toBe(source.slice(0, 280));
  });

  it('keeps collapsed and shortcut reference links linked when their text is translated', async () => {
    const source =
      'A [remark][] plugin, a [unified] one and a [full][def] one.\n\n[remark]: https://r.example\n[unified]: https://u.example\n[def]: https://d.example\n';
    const doc = await markdownFilter.read(Buffer.from(source), limits);
    expect(doc.units).toEqual(['A <g1>remark</g1> plugin, a <g2>unified</g2> one and a <g3>full</g3> one.']);
    const out = (
      await doc.write(['Un plugin <g1>comentario</g1>, uno <g2>unificado</g2> y uno <g3>completo</g3>.'], es)
    ).toString();
    expect(out).toContain('Un plugin [comentario][remark], uno [unificado][unified] y uno [completo][def].');
    const again = await markdownFilter.read(Buffer.from(out), limits);
    expect(again.units).toEqual(['Un plugin <g1>comentario</g1>, uno <g2>unificado</g2> y uno <g3>completo</g3>.']);
  });

  it('makes each table cell a unit, escaping a pipe the translation brings', async () => {
    const source = fixture('markdown-it-block-tables.md').toString();
    const doc = await markdownFilter.read(Buffer.from(source), limits);
    expect(doc.units.length).toBe(36);
    expect(doc.units).toContain('<g1>Cell 5</g1>');
    const out = (
      await doc.write(
        doc.units.map((u) => u.replace('Cell', 'Celda | A')),
        es,
      )
    ).toString();
    expect(out).toContain('| Celda \\| A 5   | Celda \\| A 6   | Celda \\| A 7   | Celda \\| A 8   |');
    expect(out).toContain('*Celda \\| A 5*|Celda \\| A 6  |');
    expect(tableRules(out)).toEqual(tableRules(source));
    expect(out).toContain('\n    Test code\n');
  });

  it('keeps a README: GitHub alert markers, links, inline code and code blocks', async () => {
    const readme = fixture('markdown-it-README.md').toString();
    const { doc, out } = await roundTrip(markdownFilter, Buffer.from(readme));
    expect(doc.units).toContain('If you are upgrading to v15, see the <g1>migration guide</g1>.');
    expect(out.toString()).toContain(
      '> [!NOTE]\n> «es» If you are upgrading to v15, see the [migration guide](docs/migration/migration_v15.md).',
    );

    const gfm = fixture('remark-gfm-readme.md').toString();
    const translated = (await roundTrip(markdownFilter, Buffer.from(gfm))).out.toString();
    expect(fences(translated)).toEqual(fences(gfm));
    expect(fences(gfm).length).toBeGreaterThan(10);
    expect(linkTargets(translated)).toEqual(linkTargets(gfm));
    expect(inlineCode(translated)).toEqual(inlineCode(gfm));
    expect(headings(translated)).toBe(headings(gfm));
  });

  it('translates HTML blocks, keeps hard breaks in quotes and escapes formatting characters', async () => {
    const source =
      '---\ntitle: Guide\n---\n\n<p align="center">A <b>fast</b> tool</p>\n\n> First line  \n> second *line*\n\n[ref]: https://example.org\n';
    const doc = await markdownFilter.read(Buffer.from(source), limits);
    expect(doc.units).toEqual(['A <g1>fast</g1> tool', 'First line<x1/>second <g2>line</g2>']);
    const out = await doc.write(
      ['Una herramienta <g1>rápida</g1>', 'Primera 2*3 línea<x1/>segunda <g2>línea</g2>'],
      es,
    );
    expect(out.toString()).toBe(
      '---\ntitle: Guide\n---\n\n<p align="center">Una herramienta <b>rápida</b></p>\n\n> Primera 2\\*3 línea  \n> segunda *línea*\n\n[ref]: https://example.org\n',
    );
  });

  it('writes the label of a reference link named by its text, so the translated link keeps its target', async () => {
    const doc = await markdownFilter.read(
      Buffer.from('See [remark][] and [GFM].\n\n[remark]: https://r.example\n[gfm]: https://g.example\n'),
      limits,
    );
    expect(doc.units).toEqual(['See <g1>remark</g1> and <g2>GFM</g2>.']);
    const out = await doc.write(['Vea <g1>Comentario</g1> y <g2>GFM</g2>.'], es);
    expect(out.toString()).toBe(
      'Vea [Comentario][remark] y [GFM][GFM].\n\n[remark]: https://r.example\n[gfm]: https://g.example\n',
    );
  });

  it('moves spaces an engine left inside emphasis outside it, where they do not break it', async () => {
    const doc = await markdownFilter.read(Buffer.from('**This is bold text**\n'), limits);
    expect((await doc.write(['<g1> Esto es texto intrépido </g1>'], es)).toString()).toBe(
      ' **Esto es texto intrépido** \n',
    );
  });

  it('refuses binary bytes and a file with nothing to translate', async () => {
    expect((await refusal(markdownFilter, Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0, 1])))?.[0]).toBe('invalid');
    expect(await refusal(markdownFilter, '```\ncode only\n```\n\n---\n')).toEqual([
      'empty',
      'the Markdown file has no text to translate',
    ]);
  });

  it('stops a crafted file at a time bound, deep nesting and the size limit, never hanging', async () => {
    // A megabyte of these takes micromark minutes; the worker is stopped at the bound.
    await expect(parseMarkdown('[a](b '.repeat(60_000), 300)).rejects.toMatchObject({
      kind: 'limit',
      message: 'the Markdown could not be read within 0.3 s',
    });
    expect(await refusal(markdownFilter, `${'> '.repeat(20_000)}text\n`)).toEqual([
      'limit',
      'the Markdown nests too deeply or is too large to read',
    ]);
    // An HTML block is read as a page, with the same nesting limit.
    expect(await refusal(markdownFilter, `# Title\n\n<div>${'<b/>'.repeat(2_000)}text</div>\n`)).toEqual([
      'limit',
      'the document is over the limit of 1,000 levels of nested elements',
    ]);
    expect(await refusal(markdownFilter, 'a'.repeat(MAX_MARKDOWN_BYTES + 1))).toEqual([
      'limit',
      'the document is over the limit of 1,048,576 bytes of Markdown',
    ]);
  }, 30_000);
});
