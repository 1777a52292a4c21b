import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scoreMatch } from './fuzzy-score';
import { CandidateKeys, candidateKeys, searchKeys, searchScope } from './search-keys';

/** English sources of Debian's real Spanish catalogues (grep, sed, findutils, apt; SOURCES.md beside the file). */
const realSources = [
  ...readFileSync(join(__dirname, '../../../gateway/test/test-data/memory/debian-es.tmx'), 'utf8').matchAll(
    /<tuv xml:lang="en-US"><seg>([^<]*)<\/seg>/g,
  ),
]
  .map((m) =>
    m[1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  )
  .filter((s) => s.trim().split(/\s+/).length >= 3);

const scope = searchScope('7f1c2d9e-0000-4000-8000-000000000001', 'en', 'es');
const noStatistics = () => 0;

/** What the index answers (the repository's condition): one key of each list, or the same form. */
function found(keys: CandidateKeys, source: string): boolean {
  const held = new Set(searchKeys(scope, source));
  return (keys.anyWord.some((k) => held.has(k)) && keys.anyLength.some((k) => held.has(k))) || held.has(keys.sameForm);
}

/** Edits people make to a sentence they translated before. */
const edits: [string, (words: string[]) => string[]][] = [
  ['a word replaced', (w) => w.map((x, i) => (i === Math.floor(w.length / 2) ? 'something' : x))],
  ['a word left out', (w) => w.filter((_, i) => i !== Math.floor(w.length / 3))],
  ['a word added', (w) => [w[0], 'really', ...w.slice(1)]],
  ['the last word replaced', (w) => [...w.slice(0, -1), 'elsewhere']],
  ['a plural and the last word', (w) => [`${w[0]}s`, ...w.slice(1, -1), 'other']],
  ['a number changed', (w) => [...w, '42']],
];

describe('candidate keys (the word index lookups read)', () => {
  it('keeps a sample of real sentences large enough to mean something', () => {
    expect(realSources.length).toBeGreaterThan(400);
  });

  it.each(edits)('finds every real unit that scores 75 or more against it with %s', (_, edit) => {
    let matches = 0;
    for (const source of realSources) {
      const query = edit(source.split(' ')).join(' ');
      if (scoreMatch(query, source, 'x').score < 75) continue;
      matches++;
      expect({ query, found: found(candidateKeys(scope, query, 75, noStatistics)!, source) }).toEqual({
        query,
        found: true,
      });
    }
    expect(matches).toBeGreaterThan(100);
  });

  it('finds the same text and the same text in other case and punctuation', () => {
    for (const source of realSources.slice(0, 100)) {
      expect(found(candidateKeys(scope, source, 100, noStatistics)!, source)).toBe(true);
      const shouted = `${source.toUpperCase()}!`;
      expect({ shouted, found: found(candidateKeys(scope, shouted, 95, noStatistics)!, source) }).toEqual({
        shouted,
        found: true,
      });
    }
  });

  it('asks for the rare words of the text, not the common ones', () => {
    const shares = new Map(
      Object.entries({ the: 0.09, a: 0.08, is: 0.07, not: 0.03, file: 0.02 }).map(([w, f]) => [`${scope}:${w}`, f]),
    );
    const keys = candidateKeys(scope, 'The file is not a regular file', 75, (k) => shares.get(k) ?? 0)!;
    expect(keys.anyWord).toEqual(['regular', 'file', 'not'].map((w) => `${scope}:${w}`));
  });

  it('leaves out units whose length no match at the threshold can have', () => {
    const source = 'cannot open the configuration file for reading';
    const keys = candidateKeys(scope, source, 75, noStatistics)!;
    expect(found(keys, `${source} because the disk is full and nothing can be written`)).toBe(false);
    expect(found(keys, 'configuration file')).toBe(false);
    // At a low threshold those lengths are in reach.
    expect(found(candidateKeys(scope, source, 30, noStatistics)!, 'configuration file')).toBe(true);
  });

  it('keeps memories and language pairs apart', () => {
    const other = searchScope('7f1c2d9e-0000-4000-8000-000000000001', 'en', 'fr');
    const held = new Set(searchKeys(other, 'cannot open file'));
    const keys = candidateKeys(scope, 'cannot open file', 75, noStatistics)!;
    expect(keys.anyWord.some((k) => held.has(k))).toBe(false);
  });

  it('looks a text of placeholders and numbers up by those, and one without tokens not at all', () => {
    expect(found(candidateKeys(scope, '%s: %d', 75, noStatistics)!, '%s: %d')).toBe(true);
    expect(candidateKeys(scope, ' … ', 75, noStatistics)).toBeNull();
  });
});
