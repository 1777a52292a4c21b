import { markupUnits } from './markup-units';

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
