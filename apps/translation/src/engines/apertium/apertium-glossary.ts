/**
 * Glossary terms placed inside the Apertium pipeline rather than around it (issue 12): after the
 * bilingual lookup each word reads `^truck<n><pl>/camión<n><m><pl>$`; putting the glossary's
 * lemma there, with the target dictionary's own gender, lets transfer and generation inflect it
 * and make articles and adjectives agree. What the generator cannot do (the rest of a multi-word
 * target, agreeing with the inflected head; a lemma its dictionary lacks) is finished just before
 * it, on the same unit.
 */
import { agreeingForm, RenderingShape, TermWord } from './rendering-shape';

/** One glossary term, ready to be placed. */
export interface PipelineTerm extends RenderingShape {
  /**
   * Source lemmas as the bilingual stage shows them (lowercase), one per word: of the entry, and
   * of each occurrence as written (a word Apertium does not know keeps its inflected form).
   */
  sourceLemmas: string[][];
  /** Marker carried through transfer as the unit's lemma queue (`lemma# marker`). */
  marker: string;
}

type Part = { lu: string } | { blank: string };

/** Splits a stream into lexical units (`^…$`, without the marks) and what lies between them. */
export function splitStream(stream: string): Part[] {
  const parts: Part[] = [];
  let blank = '';
  for (let i = 0; i < stream.length; i++) {
    const c = stream[i];
    if (c === '\\') {
      blank += stream.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const end = closing(stream, i, ']');
      blank += stream.slice(i, end + 1);
      i = end;
    } else if (c === '^') {
      const end = closing(stream, i, '$');
      if (blank) parts.push({ blank });
      blank = '';
      parts.push({ lu: stream.slice(i + 1, end) });
      i = end;
    } else {
      blank += c;
    }
  }
  if (blank) parts.push({ blank });
  return parts;
}

export function joinStream(parts: Part[]): string {
  return parts.map((p) => ('lu' in p ? `^${p.lu}$` : p.blank)).join('');
}

function closing(stream: string, from: number, mark: string): number {
  for (let i = from + 1; i < stream.length; i++) {
    if (stream[i] === '\\') i++;
    else if (stream[i] === mark) return i;
  }
  return stream.length - 1;
}

/** Splits on `sep` outside escapes. */
export function splitUnescaped(text: string, sep: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') {
      current += text.slice(i, i + 2);
      i++;
    } else if (text[i] === sep) {
      out.push(current);
      current = '';
    } else current += text[i];
  }
  out.push(current);
  return out;
}

/** `lemma<t1><t2># queue` (either order of tags and queue) as its pieces. */
export function readForm(form: string): { lemma: string; tags: string[]; queue: string } {
  const firstTag = form.indexOf('<');
  const head = firstTag === -1 ? form : form.slice(0, firstTag);
  const tail = firstTag === -1 ? '' : form.slice(firstTag);
  const tags = [...tail.matchAll(/<([^>]*)>/g)].map((m) => m[1]);
  const afterTags = tail.replace(/<[^>]*>/g, '');
  const [lemma, ...queue] = head.split('#');
  const queueText = queue.length > 0 ? `#${queue.join('#')}` : afterTags;
  return { lemma, tags, queue: queueText };
}

const GENDERS = new Set(['m', 'f', 'mf', 'nt', 'GD', 'ut']);

/** The source lemmas of a bilingual stream's words (its punctuation left out). */
export function sourceLemmas(bilingualStream: string): string[] {
  return splitStream(bilingualStream)
    .flatMap((p) => ('lu' in p ? [readForm(splitUnescaped(p.lu, '/')[0]).lemma] : []))
    .filter((lemma) => /[\p{L}\p{N}]/u.test(lemma))
    .map(unescape);
}

function unescape(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}

export function streamEscape(s: string): string {
  return s.replace(/[\\/<>@{}[\]$^#]/g, (c) => `\\${c}`);
}

/** Replaces each occurrence of a term (on source lemmas) with one unit carrying the glossary's target. */
export function placeInBilingual(
  stream: string,
  terms: PipelineTerm[],
  headLast: boolean,
): { stream: string; placed: Map<PipelineTerm, number> } {
  const parts = splitStream(stream);
  const placed = new Map<PipelineTerm, number>();
  const variants = terms
    .flatMap((term) => term.sourceLemmas.map((lemmas) => ({ term, lemmas })))
    .sort((a, b) => b.lemmas.length - a.lemmas.length);
  const out: Part[] = [];
  for (let i = 0; i < parts.length; i++) {
    const found = variants.find((v) => matchesAt(parts, i, v.lemmas));
    if (!found) {
      out.push(parts[i]);
      continue;
    }
    const term = found.term;
    const span = 2 * found.lemmas.length - 1;
    const units = parts.slice(i, i + span).filter((p): p is { lu: string } => 'lu' in p);
    out.push({ lu: placedUnit(units, term, headLast) });
    placed.set(term, (placed.get(term) ?? 0) + 1);
    i += span - 1;
  }
  return { stream: joinStream(out), placed };
}

function matchesAt(parts: Part[], at: number, lemmas: string[]): boolean {
  for (let k = 0; k < lemmas.length; k++) {
    const part = parts[at + 2 * k] as Part | undefined;
    if (!part || !('lu' in part)) return false;
    if (unescape(readForm(splitUnescaped(part.lu, '/')[0]).lemma).toLowerCase() !== lemmas[k]) return false;
    const gap = parts[at + 2 * k + 1] as Part | undefined;
    if (k < lemmas.length - 1 && (!gap || !('blank' in gap) || !/^\s+$/.test(gap.blank))) return false;
  }
  return true;
}

/** One unit for the words of a term: the head word's source tags, the glossary's target. */
function placedUnit(units: { lu: string }[], term: PipelineTerm, headLast: boolean): string {
  const head = units[headLast ? units.length - 1 : 0];
  const [sourceSide, ...targets] = splitUnescaped(head.lu, '/');
  const source = readForm(sourceSide);
  const firstSource = readForm(splitUnescaped(units[0].lu, '/')[0]).lemma;
  const sourceLemma = units.map((u) => readForm(splitUnescaped(u.lu, '/')[0]).lemma).join(' ');
  const apertium = readForm(targets[0] ?? '');
  const gender = genderFor(term, source.tags);
  const tags = apertium.tags.map((t) =>
    GENDERS.has(t) && gender ? gender : term.plural && (t === 'sg' || t === 'ND') ? 'pl' : t,
  );
  const simple = knownAs(term, tags) && term.before.length === 0 && term.after.length === 0;
  if (simple && units.length === 1) {
    // Apertium already offers this word: keep its own unit, only the choice narrowed to it.
    const same = targets.find((t) => {
      const r = readForm(t);
      return unescape(r.lemma).toLowerCase() === term.head.toLowerCase() && r.tags.join() === tags.join();
    });
    if (same) return targets.length === 1 ? head.lu : `${sourceSide}/${same}`;
  }
  // The bilingual lookup copies the source word's capital to the target: do the same.
  const capital = /^\p{Lu}/u.test(unescape(firstSource));
  const lemma = streamEscape(capital && term.before.length === 0 ? upperFirst(term.head) : term.head);
  const queue = simple ? '' : `# ${term.marker}`;
  const sourceTags = source.tags.map((t) => `<${t}>`).join('');
  return `${sourceLemma}${sourceTags}/${lemma}${queue}${tags.map((t) => `<${t}>`).join('')}`;
}

/**
 * The head's gender: the dictionary's when the word has one only; for a word with both
 * (`enfermeiro`/`enfermeira`), the source word's when the source language has genders ("las
 * enfermeras" -> "as enfermeiras"), else as the glossary wrote it.
 */
function genderFor(term: PipelineTerm, sourceTags: string[]): string | null {
  const said = sourceTags.find((t) => t === 'm' || t === 'f');
  return term.genderVaries && said ? said : term.gender;
}

/**
 * Before the generator: a marked unit gets the rest of its multi-word target around it, and a
 * lemma the generator does not know is inflected here (the generator would write `#lemma`).
 */
export function placeInGeneration(
  stream: string,
  terms: PipelineTerm[],
  inflect: (lemma: string, tags: string[]) => string,
): string {
  const byMarker = new Map(terms.map((t) => [t.marker, t]));
  const parts = splitStream(stream).flatMap((part): Part[] => {
    if (!('lu' in part)) return [part];
    const form = readForm(part.lu);
    const term = byMarker.get(form.queue.replace(/^#\s*/, '').trim());
    if (!term) return [part];
    const capital = /^\p{Lu}/u.test(unescape(form.lemma));
    const words = (list: TermWord[]) => list.map((w) => agreeingForm(w, form.tags, term.gender)).join(' ');
    const before = words(term.before);
    const after = words(term.after);
    const surround = (s: string) => (s ? [{ blank: `[${streamEscape(s)}]` }] : []);
    const word: Part = knownAs(term, form.tags)
      ? { lu: `${form.lemma}${form.tags.map((t) => `<${t}>`).join('')}` }
      : { blank: `[${streamEscape(caseLike(inflect(term.head, form.tags), unescape(form.lemma)))}]` };
    return [
      ...surround(before && `${capital ? upperFirst(before) : before} `),
      word,
      ...surround(after && ` ${after}`),
    ];
  });
  return joinStream(parts);
}

/** Whether the generator can inflect the head with these tags: it knows the word as that part of speech. */
function knownAs(term: PipelineTerm, tags: string[]): boolean {
  return tags.length > 0 && term.knownAs.includes(tags[0]);
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function caseLike(word: string, sample: string): string {
  return /^\p{Lu}/u.test(sample) ? upperFirst(word) : word;
}
