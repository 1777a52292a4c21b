import { filterForFilename, plainText } from '@app/document-filters';
import { htmlFilter } from '@app/document-filters/html';
import { es, fixture, limits, marks, refusal, roundTrip } from './text-formats.helpers';

const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];
const hrefs = (html: string) => html.match(/href="[^"]*"/gi) ?? [];

describe('HTML filter', () => {
  it('reads a DocBook manual: title, headings and paragraphs are units, inline code is a tag', async () => {
    const { doc, out } = await roundTrip(htmlFilter, fixture('base-passwd-users-and-groups.html'));
    expect(filterForFilename('manual.HTM')).toBe(htmlFilter);
    expect(doc.units.length).toBe(146);
    expect(doc.units[0]).toBe('Users and Groups in the Debian System');
    expect(doc.units).toContain('Copyright © 2005 David Mandelberg');
    const intro = doc.units.find((u) => u.startsWith('The Debian base-passwd package')) ?? '';
    expect(intro).toMatch(
      /^The Debian base-passwd package contains the master versions of <x1\/> and <x2\/>\. The <g3>update-passwd<\/g3> tool/,
    );
    expect(doc.units.some((u) => plainText(u).includes('/etc/passwd'))).toBe(false);

    const source = fixture('base-passwd-users-and-groups.html').toString();
    const written = out.toString();
    expect(tags(written)).toEqual(tags(source));
    expect(hrefs(written)).toEqual(hrefs(source));
    expect(written.split('&copy;').length).toBe(source.split('&copy;').length);
    expect(marks(written)).toBe(doc.units.length);
    expect((await htmlFilter.read(out, limits)).units.length).toBe(doc.units.length);
  });

  it('keeps code examples and inline code of a Texinfo manual byte for byte', async () => {
    const source = fixture('libffi-the-basics.html').toString();
    const { doc, out } = await roundTrip(htmlFilter, Buffer.from(source));
    const written = out.toString();
    expect(doc.units).toContain('This initializes <x1/> according to the given parameters.');
    expect(tags(written)).toEqual(tags(source));
    const code = (html: string) => html.match(/<(pre|code)[^>]*>[\s\S]*?<\/\1>/g) ?? [];
    expect(code(written).length).toBeGreaterThan(20);
    expect(code(written)).toEqual(code(source));
    expect(written).toContain('«es» This initializes <var>cif</var> according to the given parameters.');
  });

  it('writes a Latin-1 page back in Latin-1, characters Latin-1 lacks as references', async () => {
    const bytes = fixture('libxslt-python-latin1.html');
    const { doc, out } = await roundTrip(htmlFilter, bytes, (u) => `€ é ${u}`);
    expect(doc.units[0]).toBe('Python and bindings');
    const written = out.toString('latin1');
    expect(tags(written)).toEqual(tags(bytes.toString('latin1')));
    expect(written).toContain('<title>&#x20ac; \xe9 Python and bindings</title>');
  });

  it('moves inline tags with the words, keeps link targets, entities, untranslatable spans and sets lang', async () => {
    const source =
      '<!DOCTYPE html>\n<html lang="en"><head><title>Guide</title></head><body>\n' +
      '<p>Read the <a href="https://example.org/a?b=1&amp;c=2">full&nbsp;guide</a> and <span translate="no">Acme Cloud</span> <img src="i.png" alt="An icon"><br>\n  now.</p>\n' +
      '<p><code>fs.readFile()</code> reads a file.</p><pre>keep  me</pre></body></html>';
    const doc = await htmlFilter.read(Buffer.from(source), limits);
    expect(doc.units).toEqual([
      'Guide',
      'Read the <g1>full\u00a0guide</g1> and <x2/> <x3/><x4/> now.',
      '<x1/> reads a file.',
    ]);
    const out = await doc.write(
      ['Guía', 'Lea <x2/> la <g1>guía\u00a0completa</g1> <x3/><x4/> ahora &amp; ya.', '<x1/> lee un archivo.'],
      es,
    );
    expect(out.toString()).toBe(
      '<!DOCTYPE html>\n<html lang="es"><head><title>Guía</title></head><body>\n' +
        '<p>Lea <span translate="no">Acme Cloud</span> la <a href="https://example.org/a?b=1&amp;c=2">guía&nbsp;completa</a> <img src="i.png" alt="An icon"><br> ahora &amp; ya.</p>\n' +
        '<p><code>fs.readFile()</code> lee un archivo.</p><pre>keep  me</pre></body></html>',
    );
  });

  it('refuses what is not an HTML page it can read, with the reason', async () => {
    expect(await refusal(htmlFilter, Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]))).toEqual([
      'invalid',
      'the file is not a valid HTML document: it holds binary data, not text',
    ]);
    expect(await refusal(htmlFilter, 'just words, no markup')).toEqual([
      'invalid',
      'the file is not a valid HTML document: it has no HTML markup',
    ]);
    const shiftJis = Buffer.concat([
      Buffer.from('<meta charset="shift_jis"><p>'),
      Buffer.from([0x82, 0xa0]),
      Buffer.from('</p>'),
    ]);
    expect(await refusal(htmlFilter, shiftJis)).toEqual([
      'invalid',
      'the file is not a valid HTML document: its character set shift_jis is not supported; save it as UTF-8 and send it again',
    ]);
    // A megabyte of spaces inside a paragraph is read in linear time (no backtracking pattern).
    const started = Date.now();
    expect(
      (await htmlFilter.read(Buffer.from(`<p>a${' '.repeat(1_000_000)}b${' '.repeat(1_000_000)}</p>`), limits)).units,
    ).toEqual([`a${' '.repeat(1_000_000)}b`]);
    expect(Date.now() - started).toBeLessThan(3000);
    // Nesting is measured before the tree is built (htmlparser2 takes 13 s on 100,000 levels),
    // elements HTML leaves open included.
    for (const deep of [
      `<p>${'<b>'.repeat(100_000)}x${'</b>'.repeat(100_000)}</p>`,
      `<p>${'<b/>'.repeat(20_000)}x</p>`,
      '<p><b>x '.repeat(20_000),
    ])
      expect(await refusal(htmlFilter, deep)).toEqual([
        'limit',
        'the document is over the limit of 1,000 levels of nested elements',
      ]);
    const list = await htmlFilter.read(Buffer.from(`<ul>${'<li>item '.repeat(5000)}</ul>`), limits);
    expect(list.units.length).toBe(5000);
    expect(await refusal(htmlFilter, '<html><body><p> </p><pre>only code</pre></body></html>')).toEqual([
      'empty',
      'the HTML file has no text to translate',
    ]);
  });
});
