// Builds the placeholder and markup corpus of issue 37 from material Debian installs:
//   - English UI strings with placeholders: the msgids of the gettext catalogues under
//     /usr/share/locale/*/LC_MESSAGES, one per text domain (the English source translators started from);
//   - HTML paragraphs with inline markup from HTML manuals under /usr/share/doc.
//
//   node scripts/placeholder-corpus.mjs [--strings 300] [--paragraphs 80]
//
// Each item names its Debian package (dpkg -S) and file. The expected placeholders are found here
// with this script's own patterns, not with libs/placeholders, so the tests judge the protector
// against an independent reading. The output is committed: a machine with other packages judges on
// the same strings. Packages it read on the machine it was made on: see the file's `sources`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const gettext = require('gettext-parser');
const { Parser } = require('htmlparser2');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const STRINGS = Number(option('--strings', 300));
const PARAGRAPHS = Number(option('--paragraphs', 80));
const LOCALE_DIR = '/usr/share/locale';
const MANUALS = ['valgrind', 'libffi8', 'nodejs', 'bc', 'socat', 'libxslt1-dev', 'time', 'python3'];
const OUT = new URL('../apps/translation/test/placeholder-corpus/corpus.json', import.meta.url).pathname;

/**
 * Kinds the issue lists, each with its pattern, tried left to right in one pass (so `%%(x)` is
 * `%%` then text, and a URL's `%20` or an address's braces belong to the URL).
 */
export const KINDS = {
  url: /\bhttps?:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/,
  email: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/,
  'printf-named': /%\([\w.-]+\)[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|L)?[a-zA-Z]/,
  printf: /%(?:\d+\$)?[-+ 0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGcsp]|%%|%<PRI\w+>/,
  braces: /\{\{[\w.\s-]+\}\}|\{[\w.-]*\}/,
  'shell-variable': /\$\{[A-Za-z_]\w*\}|\$[A-Z_][A-Z0-9_]{1,}\b/,
  markup: /<\/?(?:b|i|u|s|big|small|tt|span|sub|sup|a|em|strong)(?:\s[^<>]*)?>/,
};
const ANY = new RegExp(
  Object.entries(KINDS)
    .map(([k, r]) => `(?<${k.replace('-', '_')}>${r.source})`)
    .join('|'),
  'g',
);
const NOT_UI = /^(iso_|xkeyboard-config)/;
// A msgid that is mostly code or a format table says little about translating around placeholders.
const letters = (text) => (text.match(/\p{L}/gu) ?? []).length;

function owner(path) {
  try {
    return execFileSync('dpkg', ['-S', path], { encoding: 'utf8' }).split(':')[0].trim();
  } catch {
    return 'unknown';
  }
}

function tokensOf(text) {
  const found = {};
  for (const match of text.matchAll(ANY)) {
    const [group] = Object.entries(match.groups).filter(([, v]) => v !== undefined);
    const kind = group[0].replace('_', '-');
    (found[kind] ??= []).push(group[1]);
  }
  return found;
}

/** One catalogue per text domain (the msgids are the same English in every locale), Spanish first. */
function catalogues() {
  const byDomain = new Map();
  const locales = ['es', ...readdirSync(LOCALE_DIR).sort()];
  for (const locale of locales) {
    const dir = join(LOCALE_DIR, locale, 'LC_MESSAGES');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mo') && !NOT_UI.test(f)))
      if (!byDomain.has(file)) byDomain.set(file, join(dir, file));
  }
  return [...byDomain].sort(([a], [b]) => a.localeCompare(b));
}

function uiStrings() {
  const items = [];
  const seen = new Set();
  for (const [, path] of catalogues()) {
    let catalogue;
    try {
      catalogue = gettext.mo.parse(readFileSync(path));
    } catch {
      continue;
    }
    const pkg = owner(path);
    for (const context of Object.values(catalogue.translations))
      for (const message of Object.values(context)) {
        const text = message.msgid;
        if (!text || seen.has(text) || text.length > 300 || text.includes('\n') || letters(text) < 12) continue;
        const tokens = tokensOf(text);
        if (Object.keys(tokens).length === 0) continue;
        seen.add(text);
        items.push({ text, tokens, package: pkg, file: path });
      }
  }
  return pickBalanced(items, STRINGS);
}

/** The same number of strings for each kind where there are enough, then the rest in order. */
function pickBalanced(items, total) {
  const kinds = Object.keys(KINDS);
  const perKind = Math.ceil(total / kinds.length);
  const chosen = new Set();
  for (const kind of kinds) {
    // Spread over catalogues: every n-th string of the kind.
    const ofKind = items.filter((item) => item.tokens[kind]);
    const step = Math.max(1, Math.floor(ofKind.length / perKind));
    for (let i = 0; i < ofKind.length && chosen.size < total; i += step) {
      if ([...chosen].filter((c) => c.tokens[kind]).length >= perKind) break;
      chosen.add(ofKind[i]);
    }
  }
  for (const item of items) if (chosen.size < total) chosen.add(item);
  return [...chosen];
}

const BLOCK = new Set(['p', 'div', 'table', 'ul', 'ol', 'pre', 'blockquote', 'dl', 'h1', 'h2', 'h3', 'h4', 'li']);

/** `<p>` elements with inline markup and no block inside, as written in the file. */
function paragraphsOf(html) {
  const found = [];
  let start = -1;
  let inlineTags = 0;
  let nestedBlock = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'p') {
          start = parser.startIndex;
          inlineTags = 0;
          nestedBlock = false;
        } else if (start >= 0) {
          if (BLOCK.has(name)) nestedBlock = true;
          else inlineTags++;
        }
      },
      onclosetag(name) {
        if (name !== 'p' || start < 0) return;
        const text = html.slice(start, parser.endIndex + 1);
        if (inlineTags > 0 && !nestedBlock && text.endsWith('</p>')) found.push(text);
        start = -1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

function htmlParagraphs() {
  const candidates = [];
  for (const pkg of MANUALS) {
    const dir = `/usr/share/doc/${pkg}`;
    if (!existsSync(dir)) continue;
    const files = execFileSync('find', [dir, '-name', '*.html'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of files.sort()) {
      const own = paragraphsOf(readFileSync(file, 'utf8'))
        .map((p) => p.replace(/\s*\n\s*/g, ' '))
        .filter((p) => p.length >= 60 && p.length <= 700 && letters(p.replace(/<[^>]*>/g, '')) >= 30)
        // Texinfo's navigation lines (Next:, Previous:, Up:) are links, not prose; author lines are names.
        .filter((p) => !/accesskey=|mailto:/.test(p))
        .filter(
          (p) =>
            p
              .replace(/<[^>]*>/g, ' ')
              .split(/\s+/)
              .filter((w) => /^\p{Ll}+$/u.test(w)).length >= 6,
        );
      candidates.push(...own.slice(0, 3).map((html) => ({ html, package: pkg, file })));
    }
  }
  // Round-robin over the packages so that no one manual's markup style dominates.
  const byPackage = MANUALS.map((pkg) => candidates.filter((c) => c.package === pkg));
  const picked = [];
  for (let i = 0; picked.length < PARAGRAPHS && byPackage.some((list) => i < list.length); i++)
    for (const list of byPackage) if (i < list.length && picked.length < PARAGRAPHS) picked.push(list[i]);
  return picked.map((p) => ({ ...p, package: owner(p.file) }));
}

const strings = uiStrings();
const paragraphs = htmlParagraphs();
const sources = [...new Set([...strings, ...paragraphs].map((i) => i.package))].sort();
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      note: 'Made by scripts/placeholder-corpus.mjs from Debian packages (msgids of /usr/share/locale/es catalogues, HTML manuals under /usr/share/doc).',
      sources,
      strings,
      paragraphs,
    },
    null,
    1,
  )}\n`,
);
const perKind = Object.fromEntries(Object.keys(KINDS).map((k) => [k, strings.filter((s) => s.tokens[k]).length]));
console.log(`${strings.length} strings ${JSON.stringify(perKind)}, ${paragraphs.length} paragraphs -> ${OUT}`);
