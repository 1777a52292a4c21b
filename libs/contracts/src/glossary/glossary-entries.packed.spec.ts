import { GlossaryEntriesResponse } from './glossary-entries.messages';
import { ENTRIES_COMPRESS_ABOVE_BYTES, packGlossaryEntries, unpackGlossaryEntries } from './glossary-entries.packed';

const entries = (count: number): GlossaryEntriesResponse => ({
  glossaryId: 'g',
  version: 3,
  languages: ['en', 'de', 'fr'],
  terms: Array.from({ length: count }, (_, i) => ({
    termId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    translationFlag: i % 7 !== 0,
    definitions: ['en', 'de', 'fr'].map((language) => ({
      language,
      term: `${language} term ${i}`,
      definition: `définition ${i}`,
      caseSensitivity: 'auto' as const,
    })),
  })),
});

describe('packed glossary entries', () => {
  it('sends a small answer as it is', () => {
    const small = entries(10);
    expect(packGlossaryEntries(small)).toEqual({ encoding: 'json', entries: small });
  });

  it('gzips 10,000 three-language terms well under 1 MiB and restores them exactly', () => {
    const large = entries(10_000);
    expect(JSON.stringify(large).length).toBeGreaterThan(ENTRIES_COMPRESS_ABOVE_BYTES);
    const packed = packGlossaryEntries(large);
    expect(packed.encoding).toBe('gzip');
    expect(JSON.stringify(packed).length).toBeLessThan(1024 * 1024);
    expect(unpackGlossaryEntries(packed)).toEqual(large);
  });
});
