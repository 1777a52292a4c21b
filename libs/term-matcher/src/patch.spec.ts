import { CompiledGlossary, countTerms } from './index';
import { entries, EntrySpec } from './test/helpers';

/** A patched glossary must count exactly as one compiled from its new entries. */
async function expectPatchedLikeFresh(
  before: EntrySpec[],
  changed: string[],
  after: EntrySpec[],
  texts: { source: string; target: string }[],
): Promise<void> {
  const patched = await CompiledGlossary.compile(entries(before));
  const ids = new Set(changed);
  await patched.patch(ids, entries(after.filter(([termId]) => ids.has(termId))));
  const fresh = await CompiledGlossary.compile(entries(after));
  for (const { source, target } of texts) {
    const request = { sourceLanguage: 'en', sourceText: source, targetLanguage: 'de', targetText: target };
    expect(await countTerms(patched, request)).toEqual(await countTerms(fresh, request));
  }
  expect(patched.estimatedBytes).toBe(fresh.estimatedBytes);
}

const base: EntrySpec[] = [
  ['t1', 'en', 'API key'],
  ['t1', 'de', 'API-Schlüssel'],
  ['t2', 'en', 'dashboard'],
  ['t2', 'de', 'Dashboard'],
  ['t3', 'en', 'invoice'],
  ['t3', 'de', 'Rechnung'],
  ['t4', 'en', 'invoice'], // t3's twin: same spelling
  ['t4', 'de', 'Faktura'],
];

const texts = [
  { source: 'Copy the API key from the dashboard and send the invoices.', target: 'Den API-Schlüssel, die Rechnung.' },
  { source: 'The API token opens the panel; the bill is due.', target: 'Das Token, die Faktura und das Panel.' },
];

describe('CompiledGlossary.patch', () => {
  it('sees an edited entry and forgets its old spelling', async () => {
    await expectPatchedLikeFresh(
      base,
      ['t1'],
      base.map(([id, l, t]) => (id === 't1' && l === 'en' ? [id, l, 'API token'] : [id, l, t])),
      texts,
    );
  });

  it('removes a term and adds a new one', async () => {
    await expectPatchedLikeFresh(
      base,
      ['t2', 't9'],
      [...base.filter(([id]) => id !== 't2'), ['t9', 'en', 'panel'], ['t9', 'de', 'Panel']],
      texts,
    );
  });

  it('lets a twin take the place of a removed entry', async () => {
    await expectPatchedLikeFresh(
      base,
      ['t3'],
      base.filter(([id]) => id !== 't3'),
      texts,
    );
  });

  it('removes a twin without disturbing the entry it shadows', async () => {
    await expectPatchedLikeFresh(
      base,
      ['t4'],
      base.filter(([id]) => id !== 't4'),
      texts,
    );
  });
});
