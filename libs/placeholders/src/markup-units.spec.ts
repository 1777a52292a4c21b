import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkMarkupDepth, markupUnits, MarkupDepthError, MAX_MARKUP_DEPTH } from './markup-units';

describe('markupUnits', () => {
  it('cuts HTML at blocks and keeps inline elements inside one sentence', () => {
    const source =
      '<div class="x"><h1>Title <em>here</em></h1>\n<p>Click <b>Save</b> to keep your <a href="/docs">changes</a>.</p><ul><li>One</li><li>Two <code>x</code></li></ul></div>';
    const { units, join } = markupUnits(source, 'html');
    expect(units).toEqual([
      'Title <em>here</em>',
      'Click <b>Save</b> to keep your <a href="/docs">changes</a>.',
      'One',
      'Two <code>x</code>',
    ]);
    expect(join(units.map((u) => `[${u}]`))).toBe(
      '<div class="x"><h1>[Title <em>here</em>]</h1>\n<p>[Click <b>Save</b> to keep your <a href="/docs">changes</a>.]</p><ul><li>[One]</li><li>[Two <code>x</code>]</li></ul></div>',
    );
  });

  it('never makes a unit of code, translate="no", notranslate, script or style', () => {
    const source =
      '<p>Run it</p><pre>make all</pre><p translate="no">Acme Cloud</p><code>ls -l</code><div class="a notranslate">Keep</div><script>var a = "b";</script><style>p { color: red }</style>';
    expect(markupUnits(source, 'html').units).toEqual(['Run it']);
  });

  it('reads XML: elements without text of their own are structure', () => {
    const source = '<doc><title>Hello <b>World</b></title><body><para>First &amp; second</para></body></doc>';
    expect(markupUnits(source, 'xml').units).toEqual(['Hello <b>World</b>', 'First &amp; second']);
  });

  it('keeps inline code that opens a sentence inside it, and a unit of code alone is none', () => {
    const source = '<p><code>fs.readFile()</code> reads a file.</p><p><code>x()</code> 42</p>';
    expect(markupUnits(source, 'html').units).toEqual(['<code>fs.readFile()</code> reads a file.']);
  });

  it('finds the ends of elements whose end tags break before the ">" (DocBook)', () => {
    const source = '<P\n>Run <B\n>make</B\n></P\n><P\n>Done</P\n>';
    const { units, join } = markupUnits(source, 'html');
    expect(units).toEqual(['Run <B\n>make</B\n>', 'Done']);
    expect(join(['A', 'B'])).toBe('<P\n>A</P\n><P\n>B</P\n>');
  });
});

describe('markup nesting limit', () => {
  const nested = (depth: number, open = '<b>', close = '</b>') => `${open.repeat(depth)}Hello${close.repeat(depth)}`;

  it.each([
    ['html', 'nested elements', nested(MAX_MARKUP_DEPTH + 1)],
    ['xml', 'nested elements', nested(MAX_MARKUP_DEPTH + 1)],
    ['html', '100,000 nested elements', nested(100_000)],
    ['html', '<b/>, which HTML leaves open', `${'<b/>'.repeat(MAX_MARKUP_DEPTH + 1)}Hello`],
    ['html', '<p><b> repeated: a <p> does not close the <b> around it', '<p><b>Hello '.repeat(600)],
    ['html', 'an unclosed element with a void one inside at the limit', `${'<i>'.repeat(MAX_MARKUP_DEPTH)}<br>`],
  ] as const)('%s: %s are refused, naming the limit', (mode, _, source) => {
    const started = performance.now();
    expect(() => markupUnits(source, mode)).toThrow(new MarkupDepthError());
    expect(() => markupUnits(source, mode)).toThrow('markup nested more than 1,000 levels deep');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ['html', 'nested to the limit', nested(MAX_MARKUP_DEPTH)],
    ['xml', 'nested to the limit', nested(MAX_MARKUP_DEPTH)],
    ['xml', '<b/>, closed in XML', `${'<b/>'.repeat(5_000)}Hello`],
    [
      'html',
      'list items, terms and paragraphs left open',
      `<ul>${'<li>Item '.repeat(5_000)}</ul><dl>${'<dt>A<dd>B'.repeat(5_000)}</dl>${'<p>C'.repeat(5_000)}`,
    ],
    ['html', 'void elements and stray end tags', `<p>${'Hello<br><img src=x></span>'.repeat(5_000)}</p>`],
  ] as const)('%s: %s are read', (mode, _, source) => {
    expect(markupUnits(source, mode).units.length).toBeGreaterThan(0);
  });

  it('reads every real page and paragraph of the tests (the deepest, libxslt-python-latin1.html, nests 20 levels)', () => {
    const pages = join(__dirname, '../../document-filters/test/test-data');
    const corpus = JSON.parse(
      readFileSync(join(__dirname, '../../../apps/translation/test/placeholder-corpus/corpus.json'), 'utf8'),
    ) as { paragraphs: { html: string }[] };
    const sources = [
      ...readdirSync(pages)
        .filter((name) => name.endsWith('.html'))
        .map((name) => readFileSync(join(pages, name), 'latin1')),
      ...corpus.paragraphs.map((p) => p.html),
    ];
    expect(sources.length).toBeGreaterThan(80);
    for (const source of sources) expect(() => checkMarkupDepth(source, 'html')).not.toThrow();
  });
});
