// Placeholder and markup integrity (issue 37) on the corpus of scripts/placeholder-corpus.mjs
// (real UI strings from Debian's gettext catalogues, real HTML paragraphs from Debian's manuals),
// Apertium eng-spa, by route:
//   plain        the text as Apertium's plain-text format sees it (the engine before issue 37);
//   -f html      Apertium's own HTML deformatter (`apertium -u -f html`, tags as superblanks);
//   engine       the engine's own route: placeholders as superblanks, inline elements as
//                word-bound blanks (before the guard checks anything);
//   guarded      what the service answers: the engine behind PlaceholderSafeEngine (checked,
//                repaired with tokens, then piece by piece);
//   guarded+html the paragraphs with tagHandling html.
// Prints, per kind, the share of texts whose every token of that kind came back as often as it
// was sent, the share whose words changed, and ms per text. Goal: 100 % for `guarded`.
//
//   npm run build && node bench/placeholder-integrity.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';

const MODES_DIR = '/usr/share/apertium/modes';
const corpus = JSON.parse(readFileSync(join(ROOT, 'apps/translation/test/placeholder-corpus/corpus.json'), 'utf8'));
const engines = join(ROOT, 'dist/apps/translation/src/engines');
if (!existsSync(join(engines, 'placeholder-safe.engine.js'))) build();
const require = createRequire(import.meta.url);
const { ApertiumEngine } = require(join(engines, 'apertium/apertium.engine.js'));
const { PlaceholderSafeEngine } = require(join(engines, 'placeholder-safe.engine.js'));
const { NulProcess } = require(join(engines, 'apertium/nul-process.js'));
const { parseModeStages } = require(join(engines, 'apertium/apertium-modes.js'));
const { fromApertiumStream, toApertiumStream } = require(join(engines, 'apertium/apertium-stream.js'));

const count = (text, token) => text.split(token).length - 1;
const tagsOf = (html) => JSON.stringify((html.match(/<[^>]+>/g) ?? []).sort());
const codeOf = (html) => html.match(/<(code|kbd|samp|var|tt|pre)\b[^>]*>[\s\S]*?<\/\1>/g) ?? [];

/** Runs a route over texts; answers the translations and ms per text. */
async function timed(route, texts) {
  const started = performance.now();
  const out = await route(texts);
  return { out, ms: (performance.now() - started) / texts.length };
}

const plainProcess = new NulProcess(
  parseModeStages(readFileSync(join(MODES_DIR, 'eng-spa.mode'), 'utf8')).join(' | '),
  'eng-spa',
  new Logger('bench'),
);
const routes = {
  plain: async (texts) => {
    const out = [];
    for (const text of texts)
      out.push(fromApertiumStream((await plainProcess.send(toApertiumStream(text))).toString()));
    return out;
  },
  '-f html': async (texts) => {
    // One document, texts apart by a block element Apertium passes through as a superblank.
    const joined = texts.map((t, i) => `${t}\n<hr data-n="${i}">\n`).join('');
    const out = execFileSync('sh', ['-c', 'cat | apertium -u -f html eng-spa'], { input: joined, encoding: 'utf8' });
    return out.split(/\n?<hr data-n="\d+">\n?/).slice(0, texts.length);
  },
  engine: async (texts) => {
    const results = await apertium.translate(
      job,
      texts.map((text) => ({ text, glossary: [] })),
    );
    return results.map((r) => (r.ok ? r.text : ''));
  },
  guarded: async (texts) => {
    const results = await guarded.translate(
      job,
      texts.map((text) => ({ text, glossary: [] })),
    );
    return results.map((r) => (r.ok ? r.text : ''));
  },
  'guarded+html': async (texts) => {
    const results = await guarded.translate(
      { ...job, tagHandling: 'html' },
      texts.map((text) => ({ text, glossary: [] })),
    );
    return results.map((r) => (r.ok ? r.text : ''));
  },
};
const job = { source: 'en', target: 'es' };
const apertium = new ApertiumEngine({ modesDir: MODES_DIR, timeoutMs: 30_000, timeoutMsPer1000Chars: 1_000 });
const guarded = new PlaceholderSafeEngine(apertium);
await routes.engine(['Warm up the pipeline.']);

const kinds = [...new Set(corpus.strings.flatMap((s) => Object.keys(s.tokens)))];
const pct = (n, of) => (of === 0 ? '   -  ' : `${((100 * n) / of).toFixed(1).padStart(5)} %`);

console.log(
  `Strings: ${corpus.strings.length} UI strings (${kinds.map((k) => `${k} ${corpus.strings.filter((s) => s.tokens[k]).length}`).join(', ')})`,
);
console.log(
  `${'route'.padEnd(13)}${'all'.padStart(8)}${kinds.map((k) => k.padStart(15)).join('')}${'changed'.padStart(9)}   ms/text`,
);
const verdicts = [];
for (const name of ['plain', '-f html', 'engine', 'guarded']) {
  const { out, ms } = await timed(
    routes[name],
    corpus.strings.map((s) => s.text),
  );
  const keptKind = (s, i, kind) => s.tokens[kind].every((t) => count(out[i], t) === count(s.text, t));
  const all = corpus.strings.filter((s, i) => Object.keys(s.tokens).every((k) => keptKind(s, i, k))).length;
  const perKind = kinds.map((k) => {
    const having = corpus.strings.map((s, i) => [s, i]).filter(([s]) => s.tokens[k]);
    return pct(having.filter(([s, i]) => keptKind(s, i, k)).length, having.length).padStart(15);
  });
  const changed = corpus.strings.filter((s, i) => out[i] !== s.text).length;
  console.log(
    `${name.padEnd(13)}${pct(all, corpus.strings.length).padStart(8)}${perKind.join('')}${pct(changed, corpus.strings.length).padStart(9)}   ${ms.toFixed(1)}`,
  );
  if (name === 'guarded') verdicts.push(['strings', all === corpus.strings.length]);
}

console.log(`\nParagraphs: ${corpus.paragraphs.length} HTML paragraphs with inline markup`);
console.log(
  `${'route'.padEnd(13)}${'tags kept'.padStart(11)}${'code kept'.padStart(11)}${'both'.padStart(9)}${'changed'.padStart(9)}   ms/text`,
);
for (const name of ['plain', '-f html', 'engine', 'guarded', 'guarded+html']) {
  const html = corpus.paragraphs.map((p) => p.html);
  const { out, ms } = await timed(routes[name], html);
  const tags = html.filter((h, i) => tagsOf(out[i]) === tagsOf(h)).length;
  const code = html.filter((h, i) => codeOf(h).every((c) => out[i].includes(c))).length;
  const both = html.filter((h, i) => tagsOf(out[i]) === tagsOf(h) && codeOf(h).every((c) => out[i].includes(c))).length;
  const changed = html.filter((h, i) => out[i] !== h).length;
  console.log(
    `${name.padEnd(13)}${pct(tags, html.length).padStart(11)}${pct(code, html.length).padStart(11)}${pct(both, html.length).padStart(9)}${pct(changed, html.length).padStart(9)}   ${ms.toFixed(1)}`,
  );
  if (name.startsWith('guarded')) verdicts.push([name, both === html.length]);
}
for (const [what, ok] of verdicts) console.log(`goal 100 % kept (${what}): ${ok ? 'met' : 'NOT met'}`);
plainProcess.stop(new Error('done'), true);
apertium.stop();
process.exit(0);
