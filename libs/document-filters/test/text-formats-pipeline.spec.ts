import { DocumentFilter, filterForFilename, segmentUnits } from '@app/document-filters';
import { es, fixture, limits } from './text-formats.helpers';

/** A real file of each text format, as the pipeline sees it. */
const FILES = [
  'dpkg-triggers.txt',
  'base-passwd-users-and-groups.html',
  'libffi-the-basics.html',
  'markdown-it-sample.md',
  'remark-gfm-readme.md',
  'subtitle-js-LaLaLand.srt',
  'vttjs-cycle-collector-talk.vtt',
  'okapi-docxtest.docx.xlf',
  'locize-example_native-span.xliff',
];

describe('text formats through the pipeline', () => {
  it.each(FILES)(
    '%s: units cut into sentences and joined back are the units, and write the same file',
    async (name) => {
      const filter: DocumentFilter = filterForFilename(name);
      const doc = await filter.read(fixture(name), limits);
      const segmented = segmentUnits(doc.units, 'en');
      expect(segmented.sentences.length).toBeGreaterThan(0);
      const joined = segmented.join(segmented.sentences);
      expect(joined).toEqual(doc.units);
      expect(await doc.write(joined, es)).toEqual(await doc.write(doc.units, es));
    },
  );

  it('writes the source back unchanged where units are given back as read and nothing is wrapped', async () => {
    for (const name of ['subtitle-js-LaLaLand.srt', 'vttjs-cycle-collector-talk.vtt', 'markdown-it-block-tables.md']) {
      const source = fixture(name);
      const doc = await filterForFilename(name).read(source, limits);
      expect((await doc.write(doc.units, es)).toString()).toBe(source.toString());
    }
  });
});
