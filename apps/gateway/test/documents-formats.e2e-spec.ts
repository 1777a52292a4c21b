import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DOCUMENT_LIMITS, filterForFilename, plainText } from '@app/document-filters';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { DOCUMENTS, documentDone, uploadDocument } from '../../../test/support/documents';

/** The filters' own real test files (their SOURCES.md files name where each came from). */
const FILTER_TESTS = join(__dirname, '../../../libs/document-filters/test');
const real = (path: string) => readFileSync(join(FILTER_TESTS, path));

/** The tags of a unit in order: formatting and inline objects, which the translation must keep. */
const tagsOf = (unit: string) => (unit.match(/<\/?g\d+>|<x\d+\/>/g) ?? []).sort();

/**
 * One real document per format through the gateway (upload -> READY -> signed download), en -> es
 * with Apertium; the output is read back with the same filter: as many units as the source, the
 * same tags in each (formatting, links, images, notes kept), and text that changed.
 */
describe('documents of every format', () => {
  let api: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  it.each([
    ['html', 'test-data/base-passwd-users-and-groups.html'],
    ['markdown', 'test-data/remark-gfm-readme.md'],
    ['docx', 'fixtures/office/par-hyperlinks.docx'],
    ['pptx', 'fixtures/office/txt-font-props.pptx'],
    ['xlsx', 'fixtures/office/Book1.xlsx'],
    ['odt', 'fixtures/office/serious_poem.odt'],
    ['odp', 'fixtures/office/cols.odp'],
    ['ods', 'fixtures/office/chinese_spreadsheet.ods'],
    ['srt', 'test-data/subtitle-js-LaLaLand.srt'],
    ['vtt', 'test-data/vttjs-cycle-collector-talk.vtt'],
  ])('%s: %s keeps its structure and formatting', async (format: string, path: string) => {
    const name = path.split('/').pop()!;
    const source = real(path);
    const accepted = expectOk(await uploadDocument(api, name, source));
    const { record } = await documentDone(api, accepted.id);
    expect(record).toMatchObject({ status: 'READY', format, progress: 100 });

    const link = expectOk(await api.get(`${DOCUMENTS}/${accepted.id}/download`));
    const response = await fetch(link.downloadUrl);
    expect(response.status).toBe(200);
    const filter = filterForFilename(name);
    expect(response.headers.get('content-type')).toContain(filter.mediaType);
    expect(response.headers.get('content-disposition')).toContain(name.replace(/\.(\w+)$/, '.es.$1'));
    const output = Buffer.from(await response.arrayBuffer());

    const before = (await filter.read(source, DEFAULT_DOCUMENT_LIMITS)).units;
    const after = (await filter.read(output, DEFAULT_DOCUMENT_LIMITS)).units;
    expect(after).toHaveLength(before.length);
    expect(after.map(tagsOf)).toEqual(before.map(tagsOf));
    expect(after.some((unit, i) => plainText(unit) !== plainText(before[i]))).toBe(true);
  });

  it('txt: test-data/dpkg-triggers.txt keeps its paragraphs and their indentation', async () => {
    const source = real('test-data/dpkg-triggers.txt').toString('utf8');
    const accepted = expectOk(await uploadDocument(api, 'dpkg-triggers.txt', source));
    const { record } = await documentDone(api, accepted.id);
    expect(record).toMatchObject({ status: 'READY', format: 'txt', progress: 100 });
    const link = expectOk(await api.get(`${DOCUMENTS}/${accepted.id}/download`));
    const output = await (await fetch(link.downloadUrl)).text();
    // Wrapped prose is wrapped again at its width, so lines move; paragraphs and their indentation stay.
    const paragraphs = (text: string) => text.split(/\n[ \t]*\n/).map((p) => /^\s*/.exec(p)?.[0].length);
    expect(paragraphs(output)).toEqual(paragraphs(source));
    expect(output).not.toEqual(source);
  });

  it.each([
    ['1.2', 'test-data/okapi-docxtest.docx.xlf', /target-language="es"/g],
    ['2.0', 'test-data/locize-example_note.xliff', /trgLang="es"/g],
  ])('XLIFF %s: %s gets a Spanish target for every source', async (_, path: string, language: RegExp) => {
    const name = path.split('/').pop()!;
    const source = real(path).toString('utf8');
    const accepted = expectOk(await uploadDocument(api, name, source));
    const { record } = await documentDone(api, accepted.id);
    expect(record).toMatchObject({ status: 'READY', format: 'xliff', progress: 100 });
    const link = expectOk(await api.get(`${DOCUMENTS}/${accepted.id}/download`));
    const output = await (await fetch(link.downloadUrl)).text();
    const sources = source.match(/<source[\s>]/g) ?? [];
    expect(output.match(/<source[\s>]/g)).toHaveLength(sources.length);
    expect(output.match(/<target[\s>]/g)).toHaveLength(sources.length);
    expect(output.match(language)?.length).toBeGreaterThan(0);
    // The sources stay as they were; the targets hold the translations.
    const texts = (xml: string, tag: string) =>
      [...xml.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);
    expect(texts(output, 'source')).toEqual(texts(source, 'source'));
    expect(texts(output, 'target').some((t, i) => t !== texts(output, 'source')[i])).toBe(true);
  });

  it.each([
    ['a password-protected workbook', 'encryptAES.xlsx', real('fixtures/office/encryptAES.xlsx')],
    ['an encrypted ODF text', 'aes_sample.odt', real('fixtures/office/aes_sample.odt')],
    ['a text file that claims to be DOCX', 'notes.docx', Buffer.from('Just some text, not a zip.')],
  ])('refuses %s with 422 naming the problem', async (_, name, bytes) => {
    const error = expectErrorEnvelope(await uploadDocument(api, name, bytes), 422, 'UNPROCESSABLE');
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.details?.[0]).toMatchObject({ field: 'file' });
  });
});
