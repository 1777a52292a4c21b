/**
 * Japanese with kuromoji: conjugated forms of an entry count (食べる -> 食べた), other spellings
 * of the same word do not and are listed on the target side (引っ越し / 引越し,
 * コンピューター / コンピュータ, 子ども / 子供). Variants are found by reading (trailing ー dropped)
 * plus the kanji, which must be the entry's with some written in kana: homophones with other
 * kanji (機会 / 機械) stay apart.
 * Only sentences containing an anchor character of an entry are analysed.
 */
import { toHiragana, toKatakana } from './languages/japanese';
import type { JapaneseAnalyzer, JapaneseMorpheme } from './languages/types';
import type { Candidate, CompiledEntry, JapaneseEntryInfo, LanguageEntries, SideMatches } from './entries';

/** An entry of a language analysed with kuromoji. */
type JapaneseEntry = CompiledEntry & { readonly japanese: JapaneseEntryInfo };

function isJapaneseEntry(entry: CompiledEntry): entry is JapaneseEntry {
  return entry.japanese !== undefined;
}

const KANJI = /[\p{sc=Han}\u3005]/gu;
const IRREGULAR_VERBS = new Set(['する', 'くる']);
/** Shortest reading (in kana) of a variant written without any kanji: shorter ones are too common. */
const MIN_KANA_VARIANT_READING = 2;

function readingKey(reading: string): string {
  return toKatakana(reading).replace(/ー+$/u, '');
}

export function japaneseEntryInfo(analyzer: JapaneseAnalyzer, term: string): JapaneseEntryInfo {
  const morphemes = analyzer.tokenize(term);
  const last = morphemes.at(-1);
  const kanji = (term.match(KANJI) ?? []).join('');
  const reading = morphemes.map((m) => m.reading).join('');
  const key = readingKey(reading);
  // A variant written without kanji (りんご for 林檎, コンピュータ) contains the whole reading.
  const anchors = [...new Set(kanji), key, toHiragana(key)];
  // The final kana of the dictionary form is what conjugation changes (食べ|る, 書|く, 高|い);
  // the irregular する and くる change all of it (勉強|する -> 勉強|した, く|る -> こ|ない).
  const shared = last ? commonPrefix(last.surface, last.basicForm) : 0;
  const kept = !last
    ? term.length
    : IRREGULAR_VERBS.has(last.basicForm)
      ? 0
      : Math.min(shared, last.basicForm.length - 1);
  const stem = last ? term.slice(0, Math.max(1, last.start + kept)) : term;
  return {
    morphemes,
    stem,
    conjugatable: Boolean(last && (last.pos === '動詞' || last.pos === '形容詞')),
    readingKey: key,
    kanji,
    anchors: anchors.filter(Boolean),
  };
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

interface Sentence {
  readonly start: number;
  readonly morphemes: JapaneseMorpheme[];
}

/** Sentences containing one of the needles, analysed with kuromoji (offsets per sentence). */
function sentencesWith(analyzer: JapaneseAnalyzer, text: string, needles: Iterable<string>): Sentence[] {
  const byFirst = new Map<string, string[]>();
  for (const n of needles) {
    if (!n) continue;
    const list = byFirst.get(n[0]) ?? [];
    list.push(n);
    byFirst.set(n[0], list);
  }
  const out: Sentence[] = [];
  const re = /[^。！？!?\n]+[。！？!?\n]*/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (containsAny(m[0], byFirst)) out.push({ start: m.index, morphemes: analyzer.tokenize(m[0]) });
  }
  return out;
}

function containsAny(s: string, byFirst: Map<string, string[]>): boolean {
  for (let i = 0; i < s.length; i++) {
    const list = byFirst.get(s[i]);
    if (list?.some((n) => s.startsWith(n, i))) return true;
  }
  return false;
}

/** Conjugated occurrences of conjugatable entries, as pass (b) candidates. */
export function japaneseInflections(lang: LanguageEntries, text: string, filter?: ReadonlySet<string>): Candidate[] {
  const analyzer = lang.module.japanese;
  if (!analyzer) return [];
  const entries = lang.entries
    .filter(isJapaneseEntry)
    .filter((e) => e.japanese.conjugatable && (!filter || filter.has(e.termId)));
  if (entries.length === 0) return [];
  const out: Candidate[] = [];
  for (const sentence of sentencesWith(analyzer, text, new Set(entries.map((e) => e.japanese.stem)))) {
    const ms = sentence.morphemes;
    for (let i = 0; i < ms.length; i++) {
      for (const entry of entries) {
        const end = conjugatedEnd(entry, ms, i);
        if (end < 0) continue;
        out.push({
          entry,
          start: sentence.start + ms[i].start,
          end: sentence.start + end,
          status: 'ok',
          form: 'inflected',
          pass: 1,
        });
      }
    }
  }
  return out;
}

function conjugatedEnd(entry: JapaneseEntry, ms: JapaneseMorpheme[], i: number): number {
  const em = entry.japanese.morphemes;
  const n = em.length;
  if (i + n > ms.length) return -1;
  for (let k = 0; k < n - 1; k++) if (ms[i + k].surface !== em[k].surface) return -1;
  const last = ms[i + n - 1];
  const eLast = em[n - 1];
  if (last.basicForm !== eLast.basicForm || last.pos !== eLast.pos) return -1;
  let j = i + n;
  // Auxiliaries carry the conjugation: 食べ+た, 食べ+ませ+ん.
  while (j < ms.length && ms[j].pos === '助動詞') j++;
  if (last.surface === eLast.surface && j === i + n) return -1;
  return ms[j - 1].end;
}

/** Other spellings of the target entries of found terms, per term id (UTF-16 offsets). */
export function findSpellingVariants(
  lang: LanguageEntries,
  text: string,
  found: ReadonlySet<string>,
  matches: SideMatches,
): Map<string, { start: number; end: number }[]> {
  const result = new Map<string, { start: number; end: number }[]>();
  const analyzer = lang.module.japanese;
  const entries = lang.entries.filter(isJapaneseEntry).filter((e) => found.has(e.termId));
  if (!analyzer || entries.length === 0) return result;
  const anchors = new Set(entries.flatMap((e) => e.japanese.anchors));
  const taken = [...matches.accepted, ...matches.caseRejected];
  for (const sentence of sentencesWith(analyzer, text, anchors)) {
    const ms = sentence.morphemes;
    for (let i = 0; i < ms.length; i++) {
      for (const entry of entries) {
        const end = variantEnd(entry, ms, i);
        if (end < 0) continue;
        const span = { start: sentence.start + ms[i].start, end: sentence.start + end };
        if (taken.some((c) => c.start < span.end && span.start < c.end)) continue;
        const list = result.get(entry.termId) ?? [];
        list.push(span);
        result.set(entry.termId, list);
      }
    }
  }
  return result;
}

function variantEnd(entry: JapaneseEntry, ms: JapaneseMorpheme[], i: number): number {
  const info = entry.japanese;
  let reading = '';
  let surface = '';
  for (let j = i; j < ms.length; j++) {
    reading += toKatakana(ms[j].reading);
    surface += ms[j].surface;
    const key = readingKey(reading);
    if (key.length > info.readingKey.length) return -1;
    if (key !== info.readingKey) continue;
    if (surface !== entry.normalized && sameKanjiSpelled((surface.match(KANJI) ?? []).join(''), info.kanji, key))
      return ms[j].end;
  }
  return -1;
}

/**
 * Same reading, and the kanji of one spelling are the other's with some written in kana
 * (子ども / 子供, りんご / 林檎, 引越し / 引っ越し): another spelling of the same word. Homophones
 * with other kanji (機会 / 機械) are different words.
 */
function sameKanjiSpelled(kanji: string, entryKanji: string, reading: string): boolean {
  if (kanji === entryKanji) return true;
  if (kanji === '' || entryKanji === '') return reading.length >= MIN_KANA_VARIANT_READING;
  return isSubsequence(kanji, entryKanji) || isSubsequence(entryKanji, kanji);
}

function isSubsequence(short: string, long: string): boolean {
  let k = 0;
  for (let i = 0; i < long.length && k < short.length; i++) if (long[i] === short[k]) k++;
  return k === short.length;
}
