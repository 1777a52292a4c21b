import type { GlossarySnapshotContent } from '@app/contracts';
import { changedTerms, termSignatures, termSignaturesInBackground } from './snapshot-changes';

function content(language: string, rows: number, edit?: number): GlossarySnapshotContent {
  return {
    glossaryId: 'g',
    version: 1,
    language,
    rows: Array.from({ length: rows }, (_, i) => [`t${i}`, 1, i === edit ? 'edited' : `${language} ${i}`, 'auto']),
  };
}

describe('term signatures', () => {
  it('in the background, a slice at a time, sign every term as termSignatures does', async () => {
    const contents = [content('en', 25_000), content('es', 25_000)];
    expect(await termSignaturesInBackground(contents)).toEqual(termSignatures(contents));
  });

  it('tell the one term edited in another language of 25,000', async () => {
    const before = await termSignaturesInBackground([content('en', 25_000), content('es', 25_000)]);
    const after = await termSignaturesInBackground([content('en', 25_000), content('es', 25_000, 17_123)]);
    expect([...changedTerms(before, after)]).toEqual(['t17123']);
  });
});
