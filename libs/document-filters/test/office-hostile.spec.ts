import { DEFAULT_DOCUMENT_LIMITS, DocumentLimits } from '../src/document-filter';
import { DocumentError, DocumentErrorKind } from '../src/document-error';
import { filterForFilename } from '../src/document-formats';
import { fixture, lyingZip, unzip, withPart, zip } from './office-support';

/** Reads `bytes` as `name` and expects a DocumentError of `kind` whose message matches, within seconds. */
async function refused(
  name: string,
  bytes: Buffer,
  kind: DocumentErrorKind,
  message: RegExp,
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
) {
  const started = Date.now();
  const error = await filterForFilename(name)
    .read(bytes, limits)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(DocumentError);
  expect(error).toMatchObject({ kind, message: expect.stringMatching(message) as string });
  expect(Date.now() - started).toBeLessThan(5_000);
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol3;</w:t></w:r></w:p></w:body></w:document>`;

describe('hostile office files', () => {
  it('refuses an empty file', async () => {
    await refused('a.docx', Buffer.alloc(0), 'empty', /empty/);
    await refused('a.ods', Buffer.alloc(0), 'empty', /empty/);
  });

  it('refuses a file that is not a zip, naming the problem', async () => {
    await refused(
      'notes.docx',
      Buffer.from('Just some text, saved with the wrong name.\n'),
      'invalid',
      /not a valid DOCX document: it is not a zip package/,
    );
    await refused('slides.pptx', fixture('footnotes.docx').subarray(0, 2_000), 'invalid', /not a valid PPTX document/);
  });

  it('refuses a zip that is another format', async () => {
    await refused('report.docx', fixture('test.pptx'), 'invalid', /has no word\/document\.xml/);
    await refused('book.xlsx', fixture('footnotes.docx'), 'invalid', /has no xl\/workbook\.xml/);
    await refused(
      'sheet.ods',
      fixture('parastyles.odt'),
      'invalid',
      /mimetype is application\/vnd\.oasis\.opendocument\.text/,
    );
    await refused('text.odt', fixture('footnotes.docx'), 'invalid', /no content\.xml/);
  });

  it('refuses password-protected documents', async () => {
    await refused('book.xlsx', fixture('encryptAES.xlsx'), 'encrypted', /password-protected/);
    // The same protected package named as another OOXML format is still a protected file.
    await refused('report.docx', fixture('encryptAES.xlsx'), 'encrypted', /password-protected/);
    await refused('letter.odt', fixture('aes_sample.odt'), 'encrypted', /password-protected/);
  });

  it('refuses a legacy binary Office file', async () => {
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1_000)]);
    await refused('old.docx', cfb, 'invalid', /legacy binary Office file/);
  });

  it('refuses XML with a DOCTYPE: entity expansion and external entities', async () => {
    await refused(
      'lol.docx',
      await withPart(fixture('footnotes.docx'), 'word/document.xml', BILLION_LAUGHS),
      'invalid',
      /word\/document\.xml declares a DOCTYPE/,
    );
    // odfpy's own hostile sample: an external entity pointing at a file.
    await refused('nasty.odt', fixture('nasty.odt'), 'invalid', /content\.xml declares a DOCTYPE/);
  });

  it('refuses a part that is not well-formed XML', async () => {
    await refused(
      'broken.pptx',
      await withPart(fixture('test.pptx'), 'ppt/slides/slide1.xml', '<p:sld><a:t>open</p:sld>'),
      'invalid',
      /slide1\.xml is not well-formed XML/,
    );
  });

  it('stops XML nested deeper than any office file', async () => {
    const deep = `<w:document xmlns:w="urn:w">${'<w:p>'.repeat(50_000)}${'</w:p>'.repeat(50_000)}</w:document>`;
    await refused(
      'deep.docx',
      await withPart(fixture('footnotes.docx'), 'word/document.xml', deep),
      'limit',
      /1,000 levels of XML nesting \(word\/document\.xml\)/,
    );
  });

  it('stops a zip bomb at the unpacked-size bound before inflating it', async () => {
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxUnpackedBytes: 1_000_000 };
    const bomb = await zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: Buffer.alloc(5_000_000) },
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    await refused('bomb.docx', bomb, 'limit', /over the limit of 1,000,000 bytes unpacked/, limits);
  });

  it('stops an entry that inflates past the size its zip header declares', async () => {
    const bomb = await lyingZip('word/document.xml', 20_000_000, [{ name: '[Content_Types].xml', data: '<Types/>' }]);
    await refused(
      'liar.docx',
      bomb,
      'limit',
      /word\/document\.xml of the DOCX document is larger than its zip header says/,
    );
  });

  it('stops a lying entry that is only copied, when the document is written', async () => {
    const document = (await unzip(fixture('footnotes.docx'))).find((e) => e.name === 'word/document.xml');
    const bomb = await lyingZip('word/media/image1.png', 20_000_000, [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: document?.data.toString('utf8') ?? '' },
    ]);
    const read = await filterForFilename('liar.docx').read(bomb, DEFAULT_DOCUMENT_LIMITS);
    await expect(read.write(read.units, { targetLanguage: 'es' })).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringMatching(/larger than its zip header says/) as string,
    });
  });

  it('holds the entry count, the file size and the unit count to their bounds', async () => {
    await refused('many.docx', fixture('footnotes.docx'), 'limit', /10 zip entries/, {
      ...DEFAULT_DOCUMENT_LIMITS,
      maxEntries: 10,
    });
    await refused('big.docx', fixture('footnotes.docx'), 'limit', /1,000 bytes/, {
      ...DEFAULT_DOCUMENT_LIMITS,
      maxBytes: 1_000,
    });
    await refused('long.odp', fixture('ol.odp'), 'limit', /paragraphs and cells to translate/, {
      ...DEFAULT_DOCUMENT_LIMITS,
      maxUnits: 3,
    });
  });
});
