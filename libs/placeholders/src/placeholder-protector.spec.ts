import {
  joinSegments,
  keepWhitespaceShape,
  needsTranslation,
  placeholdersKept,
  protect,
  restore,
  tagPairs,
} from './placeholder-protector';

describe('placeholder protector', () => {
  describe('protect finds every placeholder kind', () => {
    it.each([
      ['Hello {name}!', ['{name}']],
      // Real msgids (binutils, libxslt): names joined by underscores are code, Markdown emphasis is not.
      ['bfd_mach_o_read_symtab_symbol: name out of range (%lu >= %u)', ['bfd_mach_o_read_symtab_symbol', '%lu', '%u']],
      ['@val = XSLT_RVT_FUNC_RESULT, données_brutes', ['XSLT_RVT_FUNC_RESULT', 'données_brutes']],
      ['An _important_ and __bold__ word, no_', []],
      ['Mail john_doe@example.org or see :user_id', ['john_doe@example.org', ':user_id']],
      ['Item {0} of {1}', ['{0}', '{1}']],
      ['Hi {{user}}, {{ count }} new', ['{{user}}', '{{ count }}']],
      ['Raw {{{html}}} here', ['{{{html}}}']],
      ['Total: ${amount}', ['${amount}']],
      ['Hello %s, you have %d messages', ['%s', '%d']],
      ['%1$s sent %2$d files', ['%1$s', '%2$d']],
      ['Python %(name)s and %(count)d', ['%(name)s', '%(count)d']],
      ['Price %.2f, pad %-5s, long %lld, object %@', ['%.2f', '%-5s', '%lld', '%@']],
      ['100%% sure', ['%%']],
      ['Price {amount, number, currency}', ['{amount, number, currency}']],
      [
        'You have {count, plural, one {# item} other {# items}} left',
        ['{count, plural, one {# item} other {# items}}'],
      ],
      [
        '{gender, select, male {He} female {She} other {They}} said',
        ['{gender, select, male {He} female {She} other {They}}'],
      ],
      ['{n, selectordinal, one {#st} two {#nd} other {#th}}', ['{n, selectordinal, one {#st} two {#nd} other {#th}}']],
      [
        'Click <b>here</b> or <a href="https://x.test/?a=1&b=2">there</a><br/>',
        ['<b>', '</b>', '<a href="https://x.test/?a=1&b=2">', '</a>', '<br/>'],
      ],
      ['Line<br />break <x id="1"/> <g id="2">in</g>', ['<br />', '<x id="1"/>', '<g id="2">', '</g>']],
      ['Fish &amp; chips&nbsp;now &#8212; &#x2014;', ['&amp;', '&nbsp;', '&#8212;', '&#x2014;']],
      ['<!-- note --> Save', ['<!-- note -->']],
      // Issue 37's kinds.
      ['Read %<PRIu64> bytes', ['%<PRIu64>']],
      ['Only one instance of {} is supported', ['{}']],
      ['Remove it from your $PATH and $HOME_DIR', ['$PATH', '$HOME_DIR']],
      ['Deleted :count files for :user.', [':count', ':user']],
      ['See https://example.org/a?b=1&c=2. Then go', ['https://example.org/a?b=1&c=2']],
      ['Write to apt@packages.debian.org, please', ['apt@packages.debian.org']],
      ['Run `npm test` first', ['`npm test`']],
      [
        'Open <code>settings.json</code> and press <kbd>Ctrl</kbd>+<kbd>S</kbd>.',
        ['<code>settings.json</code>', '<kbd>Ctrl</kbd>', '<kbd>S</kbd>'],
      ],
      [
        'Call <code class="function">new</code> <var>x</var> <samp>ok</samp>',
        ['<code class="function">new</code>', '<var>x</var>', '<samp>ok</samp>'],
      ],
      ['Keep <span translate="no">Acme Cloud</span> as is', ['<span translate="no">Acme Cloud</span>']],
      ['Keep <em class="brand notranslate">Acme</em> too', ['<em class="brand notranslate">Acme</em>']],
      ['Browsing domain <b>%s</b>:', ['<b>%s</b>']],
      [
        '<span foreground="red" weight="bold">Error</span> in line',
        ['<span foreground="red" weight="bold">', '</span>'],
      ],
      ['Ends <script>if (a < b) alert("x")</script>', ['<script>if (a < b) alert("x")</script>']],
    ])('%s', (text, expected) => {
      const result = protect(text);
      expect(result.placeholders).toEqual(expected);
      expect(result.segments).toHaveLength(expected.length + 1);
      expect(joinSegments(result.segments, result.placeholders)).toBe(text);
      expect(restore(result.masked, result.placeholders)).toBe(text);
    });
  });

  describe('leaves prose alone', () => {
    it.each([
      'Save 50% off today',
      'A 100% guarantee',
      'Use a < b and c > d',
      'Braces { like this } with spaces',
      'Tom & Jerry',
      'Unclosed {name',
      'Email me at a@b.c',
      'Costs $5',
      'Note: this is prose at 12:30',
      "GNU `quoting' stays prose",
      'ratio 3:2 and a:b',
    ])('%s', (text) => {
      const result = protect(text);
      expect(result.placeholders).toEqual([]);
      expect(result.masked).toBe(text);
    });
  });

  it('names each kind', () => {
    expect(
      protect('%s %(n)d {0} {n, plural, other {#}} $X :id https://a.io x@y.org `c` <b> &amp; <!-- c -->').kinds,
    ).toEqual([
      'printf',
      'printf-named',
      'braces',
      'icu',
      'shell-variable',
      'colon-name',
      'url',
      'email',
      'code',
      'tag',
      'entity',
      'comment',
    ]);
  });

  it('pairs open and close tags, nested and unclosed', () => {
    expect(tagPairs(protect('<a href="x"><b>Save</b> now</a> <br/> <i>open'))).toEqual([3, 2, 1, 0, null, null]);
  });

  describe('placeholdersKept', () => {
    const source = protect('<p>Click <b>Save</b> to keep your <a href="/docs">changes</a> for {name} (%d).</p>');
    it.each([
      ['<p>Haz clic en <b>Guardar</b> para conservar tus <a href="/docs">cambios</a> de {name} (%d).</p>', true],
      ['<p>(%d) <a href="/docs">Cambios</a> de {name}: <b>Guardar</b>.</p>', true],
      ['<p>Haz clic en <b>Guardar</b> para conservar tus <un href="/docs">cambios</un> de {name} (%d).</p>', false],
      ['<p>Haz clic en <b>Guardar</b> para conservar tus cambios de {nombre} (%d).</p>', false],
      ['<p>Haz clic en <b>Guardar</b> para conservar tus <a href="/docs">cambios</a> de {name} (%d) %d.</p>', false],
      ['<p>Haz clic en </b>Guardar<b> para <a href="/docs">cambios</a> de {name} (%d).</p>', false],
      ['<p>Haz clic en <b>Guardar</b> <i>ya</i> para <a href="/docs">cambios</a> de {name} (%d).</p>', false],
    ])('%s -> %s', (translated, expected) => {
      expect(placeholdersKept(source, translated)).toBe(expected);
    });
  });

  it('masks with numbered tokens', () => {
    expect(protect('Hello {name}, you have %d <b>new</b> messages').masked).toBe(
      'Hello ⟦0⟧, you have ⟦1⟧ ⟦2⟧new⟦3⟧ messages',
    );
  });

  describe('restore', () => {
    const placeholders = ['{name}', '%d'];

    it.each([
      ['Hola ⟦0⟧, tienes ⟦1⟧ mensajes', 'Hola {name}, tienes %d mensajes'],
      ['⟦1⟧ mensajes para ⟦0⟧', '%d mensajes para {name}'],
      ['Hola ⟦ 0 ⟧, tienes ⟦1 ⟧', 'Hola {name}, tienes %d'],
    ])('puts placeholders back: %s', (translated, expected) => {
      expect(restore(translated, placeholders)).toBe(expected);
    });

    it.each([
      ['a token is lost', 'Hola ⟦0⟧, tienes mensajes'],
      ['a token is repeated', 'Hola ⟦0⟧ ⟦0⟧, tienes ⟦1⟧'],
      ['a token is invented', 'Hola ⟦0⟧, tienes ⟦1⟧ ⟦2⟧'],
    ])('refuses when %s', (_, translated) => {
      expect(restore(translated, placeholders)).toBeNull();
    });
  });

  it.each([
    ['Hello', true],
    ['Ёлка', true],
    ['日本語', true],
    ['', false],
    ['  ', false],
    ['12:30 - 4.5', false],
    [', ', false],
  ])('needsTranslation(%j) is %s', (text, expected) => {
    expect(needsTranslation(text)).toBe(expected);
  });

  it.each([
    ['  Hello ', 'Hola', '  Hola '],
    ['Hello, you', 'Hola,  tú', 'Hola, tú'],
    ['Hello,  you', 'Hola,  tú', 'Hola,  tú'],
    ['Hello\n', ' Hola ', 'Hola\n'],
  ])('keepWhitespaceShape(%j, %j)', (source, translated, expected) => {
    expect(keepWhitespaceShape(source, translated)).toBe(expected);
  });
});

describe('protect on hostile texts', () => {
  it.each([
    ['unclosed tags', '<b>word '.repeat(12_000)],
    ['deeply nested elements', `${'<span>'.repeat(6_000)}x${'</span>'.repeat(6_000)}`],
    ['unclosed ICU blocks', '{a, plural, '.repeat(8_000)],
  ])('%s: 100,000 characters in well under a few seconds', (_, text) => {
    const started = performance.now();
    protect(text);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('checks a translation of 14,000 nested elements (100,000 characters) in well under a few seconds', () => {
    const text = `${'<b>'.repeat(14_000)}The red car${'</b>'.repeat(14_000)}`;
    const source = protect(text);
    const started = performance.now();
    expect(placeholdersKept(source, text.replace('The red car', 'El coche rojo'))).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(placeholdersKept(source, text.replace('</b>', ''))).toBe(false);
  });
});
