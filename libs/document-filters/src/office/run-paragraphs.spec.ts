import { WORD_RUNS } from './ooxml';
import { placeRunParagraph } from './run-paragraphs';
import { TranslatablePart } from './translatable-part';
import { findAll, parseXml } from './xml-tree';

/** Hand-made: no public fixture has an inline content control or a spelling mark mid-sentence. */
const W = 'xmlns:w="urn:w"';
function part(body: string) {
  const xml = `<w:document ${W}><w:body>${body}</w:body></w:document>`;
  const paragraphs = findAll(parseXml(xml, 'document.xml'), (e) => e.name === 'w:p').map((p) =>
    placeRunParagraph(p, xml, WORD_RUNS),
  );
  return new TranslatablePart(
    'document.xml',
    xml,
    paragraphs.filter((p) => p !== undefined),
    WORD_RUNS.markup,
  );
}

describe('Word paragraphs', () => {
  it('reads through proofing marks and revision ids, and drops them when written', () => {
    const doc = part(
      '<w:p><w:r w:rsidR="1"><w:t xml:space="preserve">It is </w:t></w:r><w:proofErr w:type="spellStart"/>' +
        '<w:r w:rsidR="2"><w:t>speling</w:t></w:r><w:proofErr w:type="spellEnd"/><w:r w:rsidR="3"><w:t>.</w:t></w:r></w:p>',
    );
    expect(doc.units).toEqual(['It is speling.']);
    expect(doc.write(['Es ortografía.'])).toContain(
      '<w:p><w:r><w:t xml:space="preserve">Es ortografía.</w:t></w:r></w:p>',
    );
  });

  it('keeps an inline content control around the words put in it', () => {
    const doc = part(
      '<w:p><w:r><w:t xml:space="preserve">Name: </w:t></w:r><w:sdt><w:sdtPr><w:alias w:val="Name"/></w:sdtPr>' +
        '<w:sdtContent><w:r><w:t>your name</w:t></w:r></w:sdtContent></w:sdt></w:p>',
    );
    expect(doc.units).toEqual(['Name: <g1>your name</g1>']);
    expect(doc.write(['Nombre: <g1>su nombre</g1>'])).toContain(
      '<w:sdt><w:sdtPr><w:alias w:val="Name"/></w:sdtPr><w:sdtContent><w:r><w:t xml:space="preserve">su nombre</w:t></w:r></w:sdtContent></w:sdt>',
    );
  });

  it('keeps a tab and a field where the translation puts them', () => {
    const doc = part(
      '<w:p><w:r><w:t>Page</w:t><w:tab/></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>3</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    );
    expect(doc.units).toEqual(['Page<x1/><x2/><x3/><x4/>3<x5/>']);
    expect(doc.write(['Página<x1/><x2/><x3/><x4/>3<x5/>'])).toContain(
      '<w:r><w:t xml:space="preserve">Página</w:t></w:r><w:r><w:tab/></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>',
    );
  });
});
