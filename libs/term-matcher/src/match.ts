/**
 * Finds the entries of one language in one text: token index lookup, word comparison,
 * boundaries, letter case, then longest-match-wins.
 */
import { caseMapper, foldCase, isAbbreviation } from './case';
import type { CompiledLanguage } from './compile';
import { textWordKeys } from './compile-entry';
import type { Candidate, CompiledEntry, SideMatches } from './entries';
import { compareWord, decideCase, Grade } from './compare';
import { japaneseInflections } from './japanese-match';
import { isKoreanParticleTail } from './languages/affixes';
import type { WordInfo } from './languages/types';
import type { NormalizedText } from './normalize';
import { allCapsContext, gapKind, isWordChar, normalizeGap, tokenize, Tokens } from './tokenize';

interface Split {
  readonly start: number;
  readonly surface: string;
  readonly info: WordInfo;
}

/** A cheap first look for words in capitals: most words do not start with two. */
const TWO_CAPITALS = /^\p{Lu}\p{Lu}/u;

/** Index keys per analysed word (WordInfo objects are cached per language and spelling). */
const keyCache = new WeakMap<WordInfo, string[]>();

/** A text's tokens, its capitals context and the analyses of its words already cached. */
export interface ScannedText {
  readonly tokens: Tokens;
  readonly caps: Uint8Array;
  /** A token's analysis as TextScan.info() would look it up, where it is cached. */
  readonly infos: (WordInfo | undefined)[];
}

/**
 * Tokenizes `text` and reads each word's analysis from the language's cache, once: matchText
 * then looks no word up again, and the caller learns which spellings are not analysed yet (for
 * asynchronous dictionaries to resolve first) without collecting every spelling of the text.
 * Words in capitals are left to TextScan, which analyses them in lower case.
 */
export function scanText(lang: CompiledLanguage, text: string): { scanned: ScannedText; unanalysed: string[] } {
  const module = lang.module;
  const tokens = tokenize(text, module.apostropheInWords);
  const caps = allCapsContext(text, tokens);
  const infos = new Array<WordInfo | undefined>(tokens.count);
  const unanalysed = new Set<string>();
  for (let i = 0; i < tokens.count; i++) {
    if (tokens.charLevel[i]) continue;
    const surface = text.slice(tokens.start[i], tokens.end[i]);
    const info = module.cached(surface);
    if (info === undefined) unanalysed.add(surface);
    else if (!caps[i] && !TWO_CAPITALS.test(surface)) infos[i] = info;
  }
  return { scanned: { tokens, caps, infos }, unanalysed: [...unanalysed] };
}

class TextScan {
  readonly tokens: Tokens;
  readonly caps: Uint8Array;
  private readonly infos: (WordInfo | undefined)[];
  private boundaryFlags: Uint8Array | null = null;

  constructor(
    readonly lang: CompiledLanguage,
    readonly text: string,
    scanned?: ScannedText,
  ) {
    this.tokens = scanned?.tokens ?? tokenize(text, lang.module.apostropheInWords);
    this.caps = scanned?.caps ?? allCapsContext(text, this.tokens);
    this.infos = scanned?.infos ?? new Array<WordInfo | undefined>(this.tokens.count);
  }

  surface(i: number): string {
    return this.text.slice(this.tokens.start[i], this.tokens.end[i]);
  }

  info(i: number): WordInfo {
    let info = this.infos[i];
    if (info) return info;
    const surface = this.surface(i);
    const module = this.lang.module;
    if (this.tokens.charLevel[i]) {
      info = this.lang.charInfo(surface);
    } else {
      // In capitals every word would look like an abbreviation: analyse it in lower case, as
      // also a word in capitals inside ordinary text that the dictionary knows as a word (HOUSES).
      const lower =
        this.caps[i] || (TWO_CAPITALS.test(surface) && isAbbreviation(surface) && module.isWordInCapitals(surface));
      info = module.analyze(lower ? caseMapper(module.code).lower(surface) : surface);
    }
    this.infos[i] = info;
    return info;
  }

  keys(i: number): string[] {
    const info = this.info(i);
    const compounds = this.lang.module.compounds && !this.tokens.charLevel[i];
    if (this.caps[i]) return textWordKeys(info, true, compounds);
    let keys = keyCache.get(info);
    if (!keys) {
      keys = textWordKeys(info, false, compounds);
      keyCache.set(info, keys);
    }
    return keys;
  }

  /** Only for a language whose boundary mode is 'segmenter', which brings its segmenter. */
  boundaries(): Uint8Array {
    if (this.boundaryFlags) return this.boundaryFlags;
    const module = this.lang.module;
    if (!module.boundaries) throw new Error(`No word segmenter for ${module.code}`);
    this.boundaryFlags = module.boundaries(this.text);
    return this.boundaryFlags;
  }
}

export function matchText(
  lang: CompiledLanguage,
  norm: NormalizedText,
  termFilter?: ReadonlySet<string>,
  scanned?: ScannedText,
): SideMatches {
  const scan = new TextScan(lang, norm.text, scanned);
  const stamp = new Int32Array(lang.indexBound).fill(-1);
  const found: Candidate[] = [];
  // Several prefix readings of one word may match one entry (ب+الكتاب, بال+كتاب): the one
  // matching the entry as written wins, then the longer prefix.
  const bestSplit = new Map<CompiledEntry, Candidate>();
  const consider = (primary: CompiledEntry, i: number, whole: Candidate[], split?: Split) => {
    const entry = termFilter ? pickAllowed(primary, termFilter) : primary;
    if (!entry) return;
    if (!split && stamp[entry.index] === i) return;
    if (!split) stamp[entry.index] = i;
    const c = tryMatch(scan, entry, i, split);
    if (!c) return;
    if (!split) {
      whole.push(c);
      return;
    }
    const best = bestSplit.get(entry);
    if (!best || (best.form !== 'exact' && c.form === 'exact')) bestSplit.set(entry, c);
  };
  let nextKeys: string[] | null = scan.tokens.count > 0 ? scan.keys(0) : null;
  // Whole-word readings found at the current token (reused: one array for the whole text).
  const whole: Candidate[] = [];
  // Candidates of the current token (reused too).
  const entries: CompiledEntry[] = [];
  for (let i = 0; i < scan.tokens.count; i++) {
    // Token i's keys, read one step ahead (for entries of two words) on the previous round.
    const keys = nextKeys ?? scan.keys(i);
    nextKeys = i + 1 < scan.tokens.count ? scan.keys(i + 1) : null;
    whole.length = 0;
    entries.length = 0;
    lang.candidates(keys, nextKeys, entries);
    for (const e of entries) consider(e, i, whole);
    if (lang.module.prefixes.length > 0 && !scan.tokens.charLevel[i]) {
      for (const split of prefixSplits(scan, i)) {
        entries.length = 0;
        lang.candidates(textWordKeys(split.info, scan.caps[i] === 1), nextKeys, entries);
        for (const e of entries) consider(e, i, whole, split);
      }
      found.push(...preferPrefixReadings(whole, bestSplit));
      bestSplit.clear();
    }
    for (const c of whole) found.push(c);
  }
  if (lang.module.japanese) found.push(...japaneseInflections(lang, norm.text, termFilter));
  return resolve(found, norm.text.length);
}

/**
 * A prefix reading of a word stands in for the whole-word reading of the same entry (the prefix
 * is not part of the match: والكتاب for كتاب), unless the whole word is the entry as written
 * (الكتاب for الكتاب). Removes the replaced whole-word readings from `whole`; answers the
 * prefix readings kept.
 */
function preferPrefixReadings(whole: Candidate[], bestSplit: ReadonlyMap<CompiledEntry, Candidate>): Candidate[] {
  const kept: Candidate[] = [];
  for (const [entry, split] of bestSplit) {
    const at = whole.findIndex((c) => c.entry === entry);
    if (at >= 0 && whole[at].form === 'exact') continue;
    if (at >= 0) whole.splice(at, 1);
    kept.push(split);
  }
  return kept;
}

/**
 * The entry itself, or its twin of another term, when the filter allows it: the first in the
 * glossary's order (a whole compile indexes the first as the head; a partial one may not).
 */
function pickAllowed(entry: CompiledEntry, filter: ReadonlySet<string>): CompiledEntry | undefined {
  let first = filter.has(entry.termId) ? entry : undefined;
  for (const twin of entry.twins) if (filter.has(twin.termId) && (!first || twin.index < first.index)) first = twin;
  return first;
}

/**
 * Arabic and Hebrew attached prefixes: the rest of the word is looked up on its own when the
 * dictionary knows it and the whole word is not itself a dictionary form (so a word that merely
 * starts with a prefix letter is not split).
 */
function prefixSplits(scan: TextScan, i: number): Split[] {
  const module = scan.lang.module;
  const surface = scan.surface(i);
  const whole = scan.info(i);
  if (whole.known && whole.isLemma) return [];
  const out: Split[] = [];
  for (const p of module.prefixes) {
    if (surface.length - p.length < 2 || !surface.startsWith(p)) continue;
    const rest = surface.slice(p.length);
    const known = module.dictionaries.length > 0 ? module.isWord(rest) : scan.lang.hasForm(foldCase(rest, module.code));
    if (!known) continue;
    out.push({ start: scan.tokens.start[i] + p.length, surface: rest, info: module.analyze(rest) });
  }
  return out;
}

function gapMatches(scan: TextScan, prevToken: number, entryGap: { kind: string; text: string }): boolean {
  const gap = scan.text.slice(scan.tokens.end[prevToken], scan.tokens.start[prevToken + 1]);
  if (entryGap.kind === 'sep' || entryGap.kind === 'none') return gapKind(gap) === entryGap.kind;
  return normalizeGap(gap) === entryGap.text;
}

function tryMatch(scan: TextScan, entry: CompiledEntry, i: number, split?: Split): Candidate | null {
  const { tokens, text } = scan;
  const n = entry.words.length;
  if (i + n > tokens.count) return null;
  let worst: Grade = Grade.Exact;
  let caps = true;
  for (let k = 0; k < n; k++) {
    const t = i + k;
    if (k > 0 && !gapMatches(scan, t - 1, entry.gaps[k - 1])) return null;
    const info = k === 0 && split ? split.info : scan.info(t);
    const grade = compareWord(entry.words[k], info, tokens.charLevel[t] === 1, scan.caps[t] === 1, scan.lang.module);
    if (grade === null) return null;
    if (grade > worst) worst = grade;
    if (!scan.caps[t]) caps = false;
  }
  let start = split ? split.start : tokens.start[i];
  let end = tokens.end[i + n - 1];
  if (entry.leading) {
    if (normalizeGap(text.slice(start - entry.leading.length, start)) !== entry.leading) return null;
    start -= entry.leading.length;
  }
  if (entry.trailing) {
    if (normalizeGap(text.slice(end, end + entry.trailing.length)) !== entry.trailing) return null;
    end += entry.trailing.length;
  }
  const boundary = checkBoundary(scan, start, end, Boolean(split));
  if (boundary === 'reject') return null;
  const surfaces = entry.words.map((_, k) => (k === 0 && split ? split.surface : scan.surface(i + k)));
  const outcome = decideCase(entry, surfaces, caps, scan.lang.module.code);
  let status: Candidate['status'] = outcome.status;
  let reason = outcome.status === 'ambiguous' ? outcome.reason : undefined;
  if (status === 'ok' && boundary === 'ambiguous') {
    status = 'ambiguous';
    reason = 'segmentation_boundary';
  } else if (status === 'ok' && worst === Grade.LemmaOnly) {
    status = 'ambiguous';
    reason = 'lemma_only';
  }
  return {
    entry,
    start,
    end,
    status,
    reason,
    form: worst === Grade.Exact ? 'exact' : 'inflected',
    pass: worst >= Grade.Lemma ? 1 : 0,
  };
}

type BoundaryOutcome = 'ok' | 'ambiguous' | 'reject';

function checkBoundary(scan: TextScan, start: number, end: number, afterPrefix: boolean): BoundaryOutcome {
  const text = scan.text;
  switch (scan.lang.module.boundary) {
    case 'none':
      return 'ok';
    case 'segmenter': {
      const b = scan.boundaries();
      return b[start] && b[end] ? 'ok' : 'ambiguous';
    }
    case 'korean': {
      const startOk = start === 0 || !isWordChar(text[start - 1]);
      let tailEnd = end;
      while (tailEnd < text.length && isWordChar(text[tailEnd])) tailEnd++;
      const endOk = isKoreanParticleTail(text.slice(end, tailEnd), text[end - 1]);
      return startOk && endOk ? 'ok' : 'ambiguous';
    }
    default:
      if (!afterPrefix && start > 0 && isWordChar(text[start - 1])) return 'reject';
      return end < text.length && isWordChar(text[end]) ? 'reject' : 'ok';
  }
}

const STATUS_RANK = { ok: 0, ambiguous: 1, case: 2 } as const;

function byPriority(a: Candidate, b: Candidate): number {
  return (
    b.end - b.start - (a.end - a.start) ||
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    a.pass - b.pass ||
    (a.form === 'exact' ? 0 : 1) - (b.form === 'exact' ? 0 : 1) ||
    a.start - b.start
  );
}

/** Longest match wins and counts once; ties go to confident, pass (a), exact, earlier. */
function resolve(found: Candidate[], textLength: number): SideMatches {
  const occupied = new Uint8Array(textLength + 1);
  const take = (c: Candidate): boolean => {
    for (let p = c.start; p < c.end; p++) if (occupied[p]) return false;
    occupied.fill(1, c.start, c.end);
    return true;
  };
  const accepted = found
    .filter((c) => c.status !== 'case')
    .sort(byPriority)
    .filter(take);
  const caseRejected = found
    .filter((c) => c.status === 'case')
    .sort(byPriority)
    .filter(take);
  const byStart = (a: Candidate, b: Candidate) => a.start - b.start;
  return { accepted: accepted.sort(byStart), caseRejected: caseRejected.sort(byStart) };
}
