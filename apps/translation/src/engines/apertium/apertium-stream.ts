import { protect } from '@app/placeholders';
import type { GlossaryRendering } from '../translation-engine';

/**
 * Plain text <-> Apertium stream format, done in-process so a translation needs no
 * deformatter/reformatter process (the same rules as `apertium-destxt` / `apertium-retxt`).
 */
const RESERVED = /[\\/<>@{}[\]$^]/g;
// Characters the engine must not see as word material: kept verbatim as superblanks.
const SUPERBLANK = /[\n\r\t~]+/g;

export function toApertiumStream(text: string): string {
  const escaped = text.replace(RESERVED, (c) => `\\${c}`).replace(SUPERBLANK, (blank) => `[${blank}]`);
  // destxt ends every text with ".[]" so the tagger sees a sentence end; fromApertiumStream drops it.
  return `${escaped}.[]`;
}

export function fromApertiumStream(stream: string): string {
  let body = stream.replace(/\s+$/, '');
  if (body.endsWith('.[]')) body = body.slice(0, -3);
  else if (body.endsWith('[]')) body = body.slice(0, -2);
  return unescapeStream(body);
}

/** Stream text back to plain text: escapes undone, superblanks' brackets dropped (whitespace kept). */
export function unescapeStream(body: string): string {
  let out = '';
  let inSuperblank = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length) {
      out += body[++i];
    } else if (!inSuperblank && c === '[') {
      inSuperblank = true;
    } else if (inSuperblank && c === ']') {
      inSuperblank = false;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * The engine trims and adds blanks at text edges, and capitalises every text as a sentence:
 * keep the source's own leading and trailing whitespace, and a lowercase start ("house" is
 * "casa", not "Casa", in a list of labels). Every other sentence start follows its source
 * sentence's case too, where the sentences pair up (keepSentenceCapitals).
 */
export function keepEdges(source: string, translated: string, target = ''): string {
  const lead = source.slice(0, source.length - source.trimStart().length);
  const trail = source.slice(source.trimEnd().length);
  let body = keepSentenceCapitals(source, translated.trim(), target);
  // Placeholders before the first word (`{#} new item`, `%s files`) are no sentence start either.
  const before = leadingPlaceholders(source.trimStart());
  const rest = body.startsWith(before) ? body.slice(before.length) : null;
  if (rest !== null && /^\p{Ll}/u.test(source.trimStart().slice(before.length)) && capitalisedWord(rest, target))
    body = before + rest[0].toLowerCase() + rest.slice(1);
  return lead + body + trail;
}

/**
 * A text that starts with a word capitalised as a sentence start only ("Casa", "Y" in "{a} Y {b}";
 * not "UNESCO", nor English "I", nor a German noun, which are always capitals).
 */
function capitalisedWord(text: string, target: string): boolean {
  if (NOUNS_CAPITALISED.has(target)) return false;
  if (/^\p{Lu}\p{Ll}/u.test(text)) return true;
  return /^\p{Lu}(?![\p{L}\p{N}])/u.test(text) && !(target === 'en' && text.startsWith('I'));
}

// A sentence ends at . ! ? or … (up to four closing quotes and brackets after it) followed by
// blanks, which the split keeps as pieces of their own. Bounded: an unbounded look-behind is
// tried at every position and made a run of 100,000 quotes take seconds.
const SENTENCE_BREAK = /((?<=[.!?…]["'”’»)\]]{0,4})\s+)/u;
// A sentence's first letter, after opening quotes, brackets and Spanish ¿ ¡.
const FIRST_LETTER = /^([\p{Ps}\p{Pi}"'¿¡]*)(\p{L})/u;

/**
 * Apertium drops the capital of a sentence it restructures ("There is also a server." ->
 * "hay también un servidor.") and capitalises a word that follows placeholders at a sentence's
 * start ("{a} and {b} ..." -> "{a} Y {b} ..."). Where the source and the translation split into
 * as many sentences, each translated sentence's first word takes the case of its source
 * sentence's first word (placeholders before it skipped); with another count (an abbreviation
 * read as a sentence end on one side only) nothing is changed.
 */
export function keepSentenceCapitals(source: string, translated: string, target = ''): string {
  return mapPairedSentences(source, translated, (sourceSentence, sentence) =>
    firstWordLike(sourceSentence, sentence, target),
  );
}

/**
 * Each translated sentence mapped with its source sentence, where the two texts split into as
 * many sentences; the translation unchanged where they do not.
 */
function mapPairedSentences(
  source: string,
  translated: string,
  map: (sourceSentence: string, sentence: string) => string,
): string {
  const sourcePieces = source.trim().split(SENTENCE_BREAK);
  const pieces = translated.split(SENTENCE_BREAK);
  if (pieces.length !== sourcePieces.length) return translated;
  // Odd pieces are the blanks between sentences.
  return pieces.map((piece, i) => (i % 2 === 1 ? piece : map(sourcePieces[i], piece))).join('');
}

/** A translated sentence whose first word is capitalised as its source sentence's is. */
function firstWordLike(source: string, sentence: string, target: string): string {
  const from = FIRST_LETTER.exec(source.slice(leadingPlaceholders(source).length));
  const skipped = leadingPlaceholders(sentence).length;
  const first = FIRST_LETTER.exec(sentence.slice(skipped));
  if (!from || !first) return sentence;
  const at = skipped + first[1].length;
  const letter = sentence[at];
  if (/\p{Lu}/u.test(from[2]) && /\p{Ll}/u.test(first[2]))
    return sentence.slice(0, at) + letter.toUpperCase() + sentence.slice(at + 1);
  if (/\p{Ll}/u.test(from[2]) && capitalisedWord(sentence.slice(at), target))
    return sentence.slice(0, at) + letter.toLowerCase() + sentence.slice(at + 1);
  return sentence;
}

const WORD = /[\p{L}\p{M}]+/gu;
/** Languages that write every noun with a capital: a capital there says nothing of names. */
const NOUNS_CAPITALISED = new Set(['de', 'lb']);

/**
 * The words a text writes with a capital inside a sentence and never in lowercase: names
 * ("Ivanka", "Irak"), lowercase as they are (a sentence's first word says nothing).
 */
function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  const lowercase = new Set<string>();
  for (const line of text.split('\n'))
    line.split(SENTENCE_BREAK).forEach((sentence, i) => {
      if (i % 2 === 1) return;
      [...sentence.matchAll(WORD)].forEach(([word], position) => {
        if (/^\p{Ll}+$/u.test(word)) lowercase.add(word);
        else if (position > 0 && /^\p{Lu}\p{Ll}+$/u.test(word)) names.add(word.toLowerCase());
      });
    });
  for (const word of lowercase) names.delete(word);
  return names;
}

/**
 * Apertium's post-generation lowercases the word after a conjunction it rewrites ("Obama and
 * Ivanka" -> "Obama e ivanka", "Irán e irak"). A name of the source (namesOf) found in lowercase,
 * spelt the same, in the translation gets its capital back.
 */
export function keepNameCapitals(source: string, translated: string, sourceLanguage: string): string {
  if (NOUNS_CAPITALISED.has(sourceLanguage)) return translated;
  const names = namesOf(source);
  if (names.size === 0) return translated;
  return translated.replace(WORD, (word) => (names.has(word) ? word[0].toUpperCase() + word.slice(1) : word));
}

/**
 * Languages that write days, months, languages and nationalities in lowercase, where a capital
 * inside a sentence is a name's or an acronym's.
 */
const LOWERCASE_COMMON_NOUNS = new Set(['es', 'ca', 'pt', 'gl', 'it', 'fr', 'ro', 'oc', 'an', 'ast']);

/** Where a sentence's words after its first begin (placeholders before the first skipped). */
function afterFirstWord(sentence: string): number {
  const skipped = leadingPlaceholders(sentence).length;
  const first = /[\p{L}\p{M}]+/u.exec(sentence.slice(skipped));
  return first ? skipped + first.index + first[0].length : sentence.length;
}

/**
 * Apertium capitalises the first word it translates after words it does not know at a sentence's
 * start ("POSIX bc requires" -> "POSIX bc Requiere", "Hi there" -> "Hola Allí"). Into a language
 * that writes common nouns in lowercase, a capitalised word inside a translated sentence that the
 * source does not have is made lowercase, when every capitalised word inside the source sentence
 * is in the translation as written (names and acronyms copied; a translated name, "London" ->
 * "Londres", leaves the sentence alone). Sentences are paired as in keepSentenceCapitals.
 */
export function lowercaseStrayCapitals(
  source: string,
  translated: string,
  target: string,
  renderings: readonly string[] = [],
): string {
  if (!LOWERCASE_COMMON_NOUNS.has(target)) return translated;
  const rendered = renderings.flatMap((rendering) => rendering.match(WORD) ?? []);
  return mapPairedSentences(source, translated, (sourceSentence, sentence) => {
    const translatedWords = new Set(sentence.match(WORD));
    const inner = sourceSentence.slice(afterFirstWord(sourceSentence)).match(WORD) ?? [];
    if (inner.some((word) => /^\p{Lu}/u.test(word) && !translatedWords.has(word))) return sentence;
    // A glossary's rendering is written as the glossary writes it ("Google Cloud" for "cloud").
    const sourceWords = new Set([...(sourceSentence.match(WORD) ?? []), ...rendered]);
    const from = afterFirstWord(sentence);
    const rest = sentence
      .slice(from)
      .replace(WORD, (word) => (/^\p{Lu}\p{Ll}+$/u.test(word) && !sourceWords.has(word) ? word.toLowerCase() : word));
    return sentence.slice(0, from) + rest;
  });
}

// From a word's start only: tried inside a long word, the greedy run backtracked quadratically.
const SPELLINGS = /(?<![\p{L}\p{M}])([\p{L}\p{M}]+)\/([\p{L}\p{M}]+)/gu;
const folded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A dictionary with two spellings of one word makes the generator write both ("YouTube" ->
 * "YouTube/Youtube"): the first is kept, unless the source itself has that slash.
 */
export function firstSpelling(source: string, translated: string): string {
  return translated.replace(SPELLINGS, (both, first: string, second: string) =>
    folded(first) === folded(second) && !source.includes(both) ? first : both,
  );
}

/** Languages that open a question with ¿ and an exclamation with ¡. */
const OPENING_MARKS = new Set(['es', 'ast', 'an']);
const CLOSED_BY = /([?!])(["'”’»)\]]{0,4})$/u;
const OPENING = /^[\s"'“‘«([]*/u;
/** The mark that opens each closing quote or bracket. */
const OPENER: Record<string, string> = { ')': '(', ']': '[', '»': '«', '”': '“', '’': '‘', '"': '"', "'": "'" };

/**
 * Apertium leaves a Spanish question without its opening mark ("Tu viens demain ?" -> "Vienes
 * mañana?"): a sentence that ends with ? or ! and has no ¿ or ¡ gets one before its first word
 * (after opening quotes and brackets). Where the question starts later in the sentence ("Si
 * quieres, ¿vienes?") the mark still goes at the start, as the engine does not say where.
 */
export function openQuestions(translated: string, target: string): string {
  if (!OPENING_MARKS.has(target) || !/[?!]/.test(translated)) return translated;
  return translated
    .split(SENTENCE_BREAK)
    .map((piece, i) => {
      const end = i % 2 === 0 ? CLOSED_BY.exec(piece.trimEnd()) : null;
      // A sentence of nothing but the mark ("?") or of no words is left as it is.
      if (!end || !/[\p{L}\p{N}]/u.test(piece)) return piece;
      const opening = end[1] === '?' ? '¿' : '¡';
      if (piece.includes(opening)) return piece;
      const at = openingAt(piece, end.index, end[2]);
      return piece.slice(0, at) + opening + piece.slice(at);
    })
    .join('');
}

/**
 * Where a question or exclamation ending at `markAt` starts: after the opening bracket or quote of
 * the outermost one closed after the mark ("... (¿la red requiere autenticación?)"), else after
 * the sentence's opening quotes and brackets.
 */
function openingAt(piece: string, markAt: number, closers: string): number {
  const outermost = closers.at(-1);
  const opener = outermost === undefined ? -1 : piece.lastIndexOf(OPENER[outermost], markAt - 1);
  if (opener > 0) return opener + 1;
  return OPENING.exec(piece)?.[0].length ?? 0;
}

/**
 * Apertium's output as the engine answers it: spacing tidied, one spelling, edges, sentence and
 * name capitals kept, stray capitals lowercased (the `glossary` renderings placed in it aside),
 * Spanish questions and exclamations opened.
 */
export function finishOutput(
  source: string,
  translated: string,
  sourceLanguage: string,
  target: string,
  glossary: readonly GlossaryRendering[] = [],
): string {
  const tidied = firstSpelling(source, tidySpacing(source, translated, sourceLanguage, target));
  const named = keepNameCapitals(source, tidied, sourceLanguage);
  const renderings = glossary.map((g) => g.rendering);
  const cased = lowercaseStrayCapitals(source, named, target, renderings);
  return openQuestions(keepEdges(source, cased, target), target);
}

/** The placeholders (and the blanks between them) a text starts with, as written. */
function leadingPlaceholders(text: string): string {
  const { segments, placeholders } = protect(text);
  let prefix = '';
  let i = 0;
  for (; i < placeholders.length && segments[i].trim() === ''; i++) prefix += segments[i] + placeholders[i];
  if (i === 0) return '';
  return prefix + segments[i].slice(0, segments[i].length - segments[i].trimStart().length);
}

// Marks Apertium should not have a space before; French typography spaces the high ones.
const CLOSING = /(?<=\S)[ \u00a0]+([.,;:!?…)\]}»])/g;
const FRENCH_SPACED = new Set([';', ':', '!', '?', '»']);

/**
 * Apertium leaves blanks where it dropped or moved a word ("a todos los  cargos", "la semana .").
 * Runs of spaces between words become one, unless the source has such runs itself (a column
 * layout, two spaces after a full stop); a space before a closing mark goes, unless the source
 * spaces that mark too and that spacing is not merely French typography carried into another
 * language (`gare ?` is `estación?` in Spanish, kept in French).
 */
export function tidySpacing(source: string, translated: string, sourceLanguage: string, target: string): string {
  let out = /(?<=\S) {2,}(?=\S)/.test(source) ? translated : translated.replace(/(?<=\S) {2,}(?=\S)/g, ' ');
  out = out.replace(CLOSING, (spaced, mark: string) => {
    const sourceSpaces = new RegExp(`\\s\\${mark}`).test(source);
    const typography = FRENCH_SPACED.has(mark) && sourceLanguage === 'fr' && target !== 'fr';
    return sourceSpaces && !typography ? spaced : mark;
  });
  return out;
}
