import { filterForFilename } from '@app/document-filters';
import { xliffFilter } from '@app/document-filters/xliff';
import { es, fixture, limits, marks, refusal, roundTrip } from './text-formats.helpers';

const targets = (xml: string) => xml.match(/<target[^>]*>[\s\S]*?<\/target>/g) ?? [];
/** The file with every target element removed: what must not change. */
const withoutTargets = (xml: string) =>
  xml.replace(/[ \t]*(?:\r?\n)?[ \t]*<target[^>]*?(?:\/>|>[\s\S]*?<\/target>)/g, '');

describe('XLIFF 1.x filter', () => {
  it('reads sources, skips translate="no" and approved units, fills or creates targets', async () => {
    const source = fixture('okapi-RB-11-Test01.xlf').toString();
    const { doc, out } = await roundTrip(xliffFilter, Buffer.from(source));
    expect(filterForFilename('strings.xlf')).toBe(xliffFilter);
    expect(doc.units).toEqual([
      'Text to translate.',
      'Other text to translate.',
      'Text to translate with PI',
      'Text to translate for ID1',
      'Text with <x1/>code<x2/> and <x3/>bold<x4/>.',
      'Text of the footnote',
      'Text with a footnote<x1/> and more text',
      'Text with <x1/><x2/><x3/> and more text.',
      'Text number four',
    ]);
    const written = out.toString().replace(/\r\n/g, '\n');
    expect(written).toContain('target-language="es"');
    expect(written).toContain('<target xml:lang="fr">Paragraphe (approved translation)</target>');
    expect(written).toContain(
      '<target xml:lang="es">«es» Text with <bpt id="1">&lt;code></bpt>code<ept id="1">&lt;/code></ept> and <bpt id="2">&lt;b></bpt>bold<ept id="2">&lt;/b></ept>.</target>',
    );
    expect(written).toContain(
      '<source xml:lang="en">Other text to translate.</source>\n<target>«es» Other text to translate.</target>\n<!-- put target here -->',
    );
    expect(marks(written)).toBe(doc.units.length);
    expect(withoutTargets(out.toString()).replace('target-language="es"', 'target-language="fr"')).toBe(
      withoutTargets(source),
    );
  });

  it('keeps native codes with nested sub-flows whole and alt-trans untouched', async () => {
    const source = fixture('okapi-Manual-12-AltTrans.xlf').toString();
    const { doc, out } = await roundTrip(xliffFilter, Buffer.from(source), (u) => u.replace('Text', 'Texto'));
    expect(doc.units[0]).toBe('Text <x1/> text.');
    expect(out.toString()).toContain(
      "<target>Texto <ph id='1'>startCode<sub>[nested<ph id='2'>ph-in-sub</ph>still in sub]</sub>endCode</ph> text.</target>",
    );
    expect(out.toString()).toContain('<target xml:lang="fr">Le texte numéro quatre.</target>');
  });

  it('maps g and x of an Okapi DOCX extraction and keeps xml:space="preserve" text as it is', async () => {
    const source = fixture('okapi-docxtest.docx.xlf').toString();
    const { doc, out } = await roundTrip(xliffFilter, Buffer.from(source));
    expect(doc.units).toContain(
      'This paragraph has some <g1>bold</g1>, <g2>itaclics</g2>, and <g3>underlined</g3> text. And here are a lot more different types of formatting: <g4>Font </g4><g5>type</g5><g6>, and size</g6>, and <g7>ｏｔｈｅｒ　ｄｅｃｏｒａｔｉｏｎｓ</g7>.',
    );
    const written = out.toString();
    expect(targets(written).length).toBe(targets(source).length);
    expect(written).toContain('<target xml:lang="es">«es» <g id="1">Secon</g>d heading 1<x id="2"/></target>');
    expect(written.split('target-language="es"').length - 1).toBe(8);

    const preserved = await xliffFilter.read(fixture('okapi-JMP-11-Test01.xlf'), limits);
    expect(preserved.units).toContain('Verify proxy settings or connection to internet.&lt;br&gt;');
  });
});

describe('XLIFF 2.x filter', () => {
  it('fills segment targets, sets trgLang and maps pc and sc/ec', async () => {
    const notes = fixture('locize-example_note.xliff').toString();
    const { doc, out } = await roundTrip(xliffFilter, Buffer.from(notes));
    expect(doc.units).toEqual([
      'Hello',
      'An application to manipulate and process XLIFF documents',
      'XLIFF Data Manager',
      'An application to manipulate and process XLIFF documents',
      'XLIFF Data Manager',
      'v',
    ]);
    expect(out.toString()).toContain('srcLang="en-US" trgLang="es"');
    expect(out.toString()).toContain('<note>Nested group note</note>');
    expect(targets(out.toString()).length).toBe(targets(notes).length);
    expect(marks(out.toString())).toBe(6);

    const spans = await xliffFilter.read(fixture('locize-example_native-span.xliff'), limits);
    expect(spans.units[1]).toBe('An application to manipulate and process <g1>{doctype}</g1> documents');
    const written = (
      await spans.write(['Hallo <g1>{name}</g1>', '<g1>{doctype}</g1> verarbeiten', 'Daten <g1>{dataType}</g1>'], es)
    ).toString();
    expect(written).toContain(
      '<target><pc id="doctype" ctype="x-python-brace-param">{doctype}</pc> verarbeiten\n        </target>',
    );

    const startEnd = await xliffFilter.read(fixture('locize-example_generic-span-start-end.xliff'), limits);
    expect(startEnd.units).toEqual(['This is <x1/>bold <x2/> text']);
  });

  it('reads CDATA as text and creates a target where a segment has none', async () => {
    const doc = await xliffFilter.read(fixture('locize-example_cdata.xliff'), limits);
    expect(doc.units).toEqual(['Hello', 'validateAndSubmitCdata', 'validateAndSubmitNoCdata']);
    const bare = Buffer.from(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">\n <file id="f">\n  <unit id="u" translate="no"><segment><source>Keep</source></segment></unit>\n  <unit id="v"><segment state="final"><source>Done</source><target>Hecho</target></segment><segment>\n    <source><![CDATA[Save & <quit>]]> <mrk id="m" translate="no">Acme</mrk></source>\n  </segment></unit>\n </file>\n</xliff>',
    );
    const created = await xliffFilter.read(bare, limits);
    expect(created.units).toEqual(['Save &amp; &lt;quit&gt; <x1/>']);
    const out = (await created.write(['<x1/> guardar &amp; salir', ''], es)).toString();
    expect(out).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">',
    );
    expect(out).toContain(
      '<source><![CDATA[Save & <quit>]]> <mrk id="m" translate="no">Acme</mrk></source>\n    <target><mrk id="m" translate="no">Acme</mrk> guardar &amp; salir</target>',
    );
  });
});

describe('XLIFF refusals', () => {
  it('refuses what is not XML, entity declarations, another root and a file with nothing to translate', async () => {
    expect((await refusal(xliffFilter, 'Hello, this is not XML'))?.[1]).toMatch(
      /^the file is not a valid XLIFF document: it is not well-formed XML \(/,
    );
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><xliff version="1.2"><file><body><trans-unit id="1"><source>&b;</source></trans-unit></body></file></xliff>';
    expect(await refusal(xliffFilter, laughs)).toEqual([
      'invalid',
      'the file is not a valid XLIFF document: a DOCTYPE with declarations is refused (no entities are needed)',
    ]);
    const deep = `<xliff version="1.2">${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</xliff>`;
    expect(await refusal(xliffFilter, deep)).toEqual([
      'limit',
      'the document is over the limit of 200 levels of nested elements',
    ]);
    expect(await refusal(xliffFilter, '<tmx version="1.4"><body/></tmx>')).toEqual([
      'invalid',
      'the file is not a valid XLIFF document: its root element is <tmx>, not <xliff>',
    ]);
    expect(
      await refusal(
        xliffFilter,
        '<xliff version="1.2"><file><body><trans-unit id="1" translate="no"><source>No</source></trans-unit></body></file></xliff>',
      ),
    ).toEqual(['empty', 'the XLIFF file has no text to translate']);
  });
});
