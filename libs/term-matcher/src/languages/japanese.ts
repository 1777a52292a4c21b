/**
 * Japanese morphology with kuromoji (IPADIC shipped in the npm package, Apache-2.0): basic
 * forms for conjugated words and readings for spelling variants.
 */
import { dirname, join } from 'node:path';
import type { JapaneseAnalyzer, JapaneseMorpheme } from './types';

interface KuromojiToken {
  surface_form: string;
  basic_form: string;
  reading?: string;
  pos: string;
}
interface KuromojiTokenizer {
  tokenize(text: string): KuromojiToken[];
}

let loading: Promise<JapaneseAnalyzer | null> | undefined;

/** The part of kuromoji's API used here. */
interface KuromojiModule {
  builder(o: { dicPath: string }): { build(cb: (err: unknown, t: KuromojiTokenizer) => void): void };
}

export function loadJapanese(): Promise<JapaneseAnalyzer | null> {
  loading ??= build();
  return loading;
}

async function build(): Promise<JapaneseAnalyzer | null> {
  let kuromoji: KuromojiModule;
  let dicPath: string;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional package, loaded on first use; its absence is handled below
    kuromoji = require('kuromoji') as KuromojiModule;
    dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
  } catch {
    return null;
  }
  const tokenizer = await new Promise<KuromojiTokenizer | null>((resolve) =>
    kuromoji.builder({ dicPath }).build((err, t) => resolve(err ? null : t)),
  );
  if (!tokenizer) return null;
  return { tokenize: (text) => morphemes(tokenizer, text) };
}

function morphemes(tokenizer: KuromojiTokenizer, text: string): JapaneseMorpheme[] {
  const out: JapaneseMorpheme[] = [];
  let cursor = 0;
  for (const t of tokenizer.tokenize(text)) {
    const start = text.indexOf(t.surface_form, cursor);
    if (start < 0) continue;
    const end = start + t.surface_form.length;
    cursor = end;
    out.push({
      surface: t.surface_form,
      start,
      end,
      basicForm: t.basic_form === '*' ? t.surface_form : t.basic_form,
      reading: t.reading && t.reading !== '*' ? t.reading : toKatakana(t.surface_form),
      pos: t.pos,
    });
  }
  return out;
}

export function toKatakana(s: string): string {
  return s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

export function toHiragana(s: string): string {
  return s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
