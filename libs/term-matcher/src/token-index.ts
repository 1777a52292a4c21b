import type { CompiledEntry } from './entries';

/**
 * Entries of two or more words starting with one key are kept in a plain list up to this many;
 * past it, they are indexed by a key of their second word. In a 100,000-term glossary three
 * first-word keys in four start one or two such entries, and a list costs far less than a map to
 * build and to hold. Longer lists would make a count compare more keys than a map looks up.
 */
const SMALL_BUCKET = 2;

/** Allocated only when used: a 100,000-term glossary has about as many buckets as entries. */
interface Bucket {
  /** Entries of one word. */
  single?: CompiledEntry[];
  /** Longer entries while few: a candidate's second word is compared key by key. */
  longer?: CompiledEntry[];
  /** Longer entries by a key of their second word, once more than SMALL_BUCKET share the first. */
  next?: Map<string, CompiledEntry[]>;
}

/**
 * A language's entries by a key of their first word, then of their second. Keys are spellings,
 * dictionary forms, stems and accent-free spellings (EntryWord.keys); a hit is only a candidate,
 * which compareWord then decides.
 */
export class TokenIndex {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * Indexes the entry, unless an entry of the same spelling is indexed already: answers that one
   * (its head) then, and the entry is its twin. Twins have the same words, so the head sits in
   * the list the entry's first keys lead to: no map of spellings to build beside the index.
   */
  addUnlessTwin(entry: CompiledEntry): CompiledEntry | undefined {
    const keys = entry.words[0].keys;
    const first = this.buckets.get(keys[0]);
    const head = first && headIn(first, entry);
    if (head) return head;
    for (let k = 0; k < keys.length; k++) {
      const bucket = (k === 0 ? first : this.buckets.get(keys[k])) ?? this.newBucket(keys[k]);
      addToBucket(bucket, entry);
    }
    return undefined;
  }

  /** The indexed entry with this entry's spelling and caseSensitivity (itself when it is indexed). */
  headOf(entry: CompiledEntry): CompiledEntry | undefined {
    const bucket = this.buckets.get(entry.words[0].keys[0]);
    return bucket && headIn(bucket, entry);
  }

  remove(entry: CompiledEntry): void {
    for (const k1 of entry.words[0].keys) {
      const bucket = this.buckets.get(k1);
      if (!bucket) continue;
      const { single, longer, next } = bucket;
      if (entry.words.length === 1) {
        if (single) without(single, entry);
      } else if (longer) without(longer, entry);
      else if (next)
        for (const k2 of entry.words[1].keys) {
          const list = next.get(k2);
          if (list && without(list, entry) === 0) next.delete(k2);
        }
      // has() reads the keys: a key left without entries must go.
      if (!single?.length && !longer?.length && !next?.size) this.buckets.delete(k1);
    }
  }

  /**
   * Adds to `out` the entries that may start with a word having keys1 and go on with keys2 (an
   * entry may come twice). Into an array the caller reuses: no call per entry.
   */
  candidates(keys1: readonly string[], keys2: readonly string[] | null, out: CompiledEntry[]): void {
    for (const k1 of keys1) {
      const bucket = this.buckets.get(k1);
      if (!bucket) continue;
      const { single, longer, next } = bucket;
      if (single) for (const e of single) out.push(e);
      if (!keys2) continue;
      if (longer) {
        for (const e of longer) if (sharesKey(e.words[1].keys, keys2)) out.push(e);
      } else if (next)
        for (const k2 of keys2) {
          const list = next.get(k2);
          if (list) for (const e of list) out.push(e);
        }
    }
  }

  private newBucket(key: string): Bucket {
    // Every field set from the start: buckets of one shape keep the lookups monomorphic.
    const bucket: Bucket = { single: undefined, longer: undefined, next: undefined };
    this.buckets.set(key, bucket);
    return bucket;
  }

  /** Whether some entry's first word has this key. */
  has(key: string): boolean {
    return this.buckets.has(key);
  }
}

function headIn(bucket: Bucket, entry: CompiledEntry): CompiledEntry | undefined {
  const { words, normalized, caseSensitivity } = entry;
  const list = words.length === 1 ? bucket.single : (bucket.longer ?? bucket.next?.get(words[1].keys[0]));
  if (list) for (const e of list) if (e.normalized === normalized && e.caseSensitivity === caseSensitivity) return e;
  return undefined;
}

function addToBucket(bucket: Bucket, entry: CompiledEntry): void {
  if (entry.words.length === 1) bucket.single = appendOnce(bucket.single, entry);
  else if (bucket.next) indexBySecondWord(bucket.next, entry);
  else {
    const longer = (bucket.longer = appendOnce(bucket.longer, entry));
    if (longer.length <= SMALL_BUCKET) return;
    bucket.next = new Map();
    for (const e of longer) indexBySecondWord(bucket.next, e);
    bucket.longer = undefined;
  }
}

function indexBySecondWord(next: Map<string, CompiledEntry[]>, entry: CompiledEntry): void {
  for (const k2 of entry.words[1].keys) {
    const list = next.get(k2);
    const grown = appendOnce(list, entry);
    if (grown !== list) next.set(k2, grown);
  }
}

function sharesKey(a: readonly string[], b: readonly string[]): boolean {
  for (const x of a) for (const y of b) if (x === y) return true;
  return false;
}

/** Removes `entry` from `list`; answers the length left. */
function without(list: CompiledEntry[], entry: CompiledEntry): number {
  const at = list.indexOf(entry);
  if (at >= 0) list.splice(at, 1);
  return list.length;
}

/**
 * `list` with `entry` at its end (not twice in a row), a new array while it is short: V8 grows an
 * array by 16 places at a push, and most lists of a large glossary hold one or two entries.
 */
function appendOnce(list: CompiledEntry[] | undefined, entry: CompiledEntry): CompiledEntry[] {
  if (!list) return [entry];
  if (list[list.length - 1] === entry) return list;
  if (list.length === 1) return [list[0], entry];
  list.push(entry);
  return list;
}
