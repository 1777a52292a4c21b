import { foldCase, hasUpper, isInitialCapital, stripAccents } from './case';
import { foldWidth } from './normalize';
import { gapKind, GapKind, normalizeGap, tokenize } from './tokenize';
import type { LanguageModule, WordInfo } from './languages/types';
import { japaneseEntryInfo, JapaneseEntryInfo } from './japanese-match';
import type { CaseSensitivity, GlossaryEntry } from './types';

export interface EntryWord {
  readonly surface: string;
  readonly charLevel: boolean;
  readonly info: WordInfo;
  /** fold plus dictionary forms. */
  readonly forms: ReadonlySet<string>;
  /** Longest common beginning of the written word and its stem: endings are added after it. */
  readonly root: string | null;
  readonly stripped: string;
}

export interface CompiledEntry {
  readonly index: number;
  readonly termId: string;
  readonly term: string;
  /** The term width-folded and trimmed. */
  readonly normalized: string;
  readonly caseSensitivity: CaseSensitivity;
  readonly words: readonly EntryWord[];
  /** gaps[k] sits between words[k] and words[k + 1]. */
  readonly gaps: readonly { kind: GapKind; text: string }[];
  readonly leading: string;
  readonly trailing: string;
  readonly hasUpper: boolean;
  readonly initialCapitalOnly: boolean;
  readonly japanese?: JapaneseEntryInfo;
}

/** The entries of one language with a token index: key of the first word -> entries. */
export class CompiledLanguage {
  readonly entries: CompiledEntry[] = [];
  /** fold or dictionary form of the first word. */
  readonly byForm = new Map<string, CompiledEntry[]>();
  readonly byStem = new Map<string, CompiledEntry[]>();
  /** accent-free fold, for text written entirely in capitals. */
  readonly byStripped = new Map<string, CompiledEntry[]>();

  constructor(readonly language: string, readonly module: LanguageModule) {}

  add(entry: GlossaryEntry): void {
    const compiled = compileEntry(entry, this.entries.length, this.module);
    if (!compiled) return;
    this.entries.push(compiled);
    const first = compiled.words[0];
    for (const form of first.forms) push(this.byForm, form, compiled);
    if (first.info.stem && first.root) push(this.byStem, first.info.stem, compiled);
    push(this.byStripped, first.stripped, compiled);
  }
}

function push(map: Map<string, CompiledEntry[]>, key: string, entry: CompiledEntry): void {
  const list = map.get(key);
  if (!list) map.set(key, [entry]);
  else if (list[list.length - 1] !== entry) list.push(entry);
}

const MIN_ROOT = 3;

function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

export function compileWord(surface: string, charLevel: boolean, module: LanguageModule): EntryWord {
  const info = charLevel
    ? { fold: foldCase(surface, module.code), stem: null, lemmas: [], known: false, isLemma: true, abbreviation: false }
    : module.analyze(surface);
  const forms = new Set<string>([info.fold, ...info.lemmas]);
  let root: string | null = null;
  if (info.stem && !info.abbreviation) {
    const r = info.fold.slice(0, commonPrefixLength(info.fold, info.stem));
    root = r.length >= MIN_ROOT ? r : null;
  }
  return { surface, charLevel, info, forms, root, stripped: stripAccents(info.fold) };
}

function compileEntry(entry: GlossaryEntry, index: number, module: LanguageModule): CompiledEntry | null {
  const text = foldWidth(entry.term.trim()).text;
  const tokens = tokenize(text);
  if (tokens.count === 0) return null;
  const words: EntryWord[] = [];
  const gaps: { kind: GapKind; text: string }[] = [];
  for (let k = 0; k < tokens.count; k++) {
    const surface = text.slice(tokens.start[k], tokens.end[k]);
    words.push(compileWord(surface, tokens.charLevel[k] === 1, module));
    if (k > 0) {
      const gap = text.slice(tokens.end[k - 1], tokens.start[k]);
      gaps.push({ kind: gapKind(gap), text: normalizeGap(gap) });
    }
  }
  const letters = text.slice(tokens.start[0], tokens.end[tokens.count - 1]);
  return {
    index,
    termId: entry.termId,
    term: entry.term,
    normalized: text,
    caseSensitivity: entry.caseSensitivity ?? 'auto',
    words,
    gaps,
    leading: normalizeGap(text.slice(0, tokens.start[0])),
    trailing: normalizeGap(text.slice(tokens.end[tokens.count - 1])),
    hasUpper: hasUpper(text),
    initialCapitalOnly: isInitialCapital(letters.replace(/[^\p{L}]/gu, '')),
    japanese: module.japanese ? japaneseEntryInfo(module.japanese, text) : undefined,
  };
}
