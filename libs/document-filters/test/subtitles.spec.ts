import { filterForFilename } from '@app/document-filters';
import { srtFilter, webVttFilter } from '@app/document-filters/subtitles';
import { es, fixture, limits, marks, refusal, roundTrip } from './text-formats.helpers';

const timings = (text: string) => text.split(/\r?\n/).filter((l) => l.includes('-->'));
/** Each block's number of lines: the cues' shape, index and timing lines included. */
const shape = (text: string) => text.split(/\r?\n[ \t]*\r?\n/).map((block) => block.split(/\r?\n/).length);
const notes = (text: string) => text.split(/\n\n/).filter((b) => b.startsWith('NOTE'));

describe('SRT filter', () => {
  const source = fixture('subtitle-js-LaLaLand.srt');

  it('reads each cue of a real file as a unit, italics as g tags and line breaks as x tags', async () => {
    const { doc, out } = await roundTrip(srtFilter, source);
    expect(filterForFilename('film.srt')).toBe(srtFilter);
    expect(doc.units.length).toBe(1333);
    expect(doc.units[1]).toBe("It's another hot, sunny day today<x1/>here in Southern California.");
    expect(doc.units[9]).toBe('<g1>I left him<x2/>at a Greyhound station</g1>');
    const written = out.toString();
    expect(timings(written)).toEqual(timings(source.toString()));
    expect(shape(written)).toEqual(shape(source.toString()));
    expect(written.split('<i>').length).toBe(source.toString().split('<i>').length);
    expect(marks(written)).toBe(doc.units.length);
    expect(written).toContain('00:01:14,801 --> 00:01:17,000\n«es» <i>I left him\nat a Greyhound station</i>');
  });

  it('never lets a translation end a cue early: moved or doubled line breaks are dropped', async () => {
    const doc = await srtFilter.read(Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nOne line\nand two\n\n'), limits);
    expect(doc.units).toEqual(['One line<x1/>and two']);
    const written = async (t: string) => (await doc.write([t], es)).toString();
    expect(await written('<x1/>Una línea y dos')).toBe('1\n00:00:01,000 --> 00:00:02,000\nUna línea y dos\n\n');
    expect(await written('Una línea y dos')).toBe('1\n00:00:01,000 --> 00:00:02,000\nUna línea y dos\n\n');
    expect(await written('Una\n\nlínea --> <x1/>y dos')).toBe(
      '1\n00:00:01,000 --> 00:00:02,000\nUna línea -> \ny dos\n\n',
    );
  });

  it("reads a file in its language's old code page and writes it as UTF-8", async () => {
    // Python chardet's test file: a Turkish subtitle in ISO-8859-9 (ş, ğ, ı are bytes Latin-1 reads as þ, ð, ý).
    const source = fixture('chardet-iso-8859-9-turkish-subtitle.srt');
    const { doc, out } = await roundTrip(srtFilter, source);
    expect(doc.units[1]).toBe("Cehennemin Savaşçısı'da kim?");
    expect(doc.units[2]).toBe('Ben senin kralınım.');
    expect(out.toString('utf8')).toContain("«es» Cehennemin Savaşçısı'da kim?");
    expect(timings(out.toString('utf8'))).toEqual(timings(source.toString('latin1')));
  });

  it('refuses a file that is not UTF-8 when its encoding cannot be told for sure', async () => {
    const bytes = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nCaf\xe9\n\n', 'latin1');
    expect(await refusal(srtFilter, bytes)).toEqual([
      'invalid',
      'the file is not a valid SRT document: it is not UTF-8 text, and its encoding cannot be told for sure; save it as UTF-8 and send it again',
    ]);
    expect(await refusal(webVttFilter, fixture('chardet-iso-8859-9-turkish-subtitle.srt'))).toEqual([
      'invalid',
      'the file is not a valid WebVTT document: it is not UTF-8 text; save it as UTF-8 and send it again',
    ]);
  });

  it('refuses a file with no cues, and binary bytes', async () => {
    expect(await refusal(srtFilter, 'Just some text.\n\nNo timings here.\n')).toEqual([
      'invalid',
      'the file is not a valid SRT document: it has no cues (no "00:00:01,000 --> 00:00:04,000" timing line)',
    ]);
    expect((await refusal(srtFilter, Buffer.from([1, 0, 2, 0, 3])))?.[0]).toBe('invalid');
    expect(await refusal(srtFilter, '1\n00:00:01,000 --> 00:00:02,000\n♪ ♪\n')).toEqual([
      'empty',
      'the SRT file has no text to translate',
    ]);
  });
});

describe('WebVTT filter', () => {
  it('keeps the byte-order mark, the header, identifiers and timings of a real file', async () => {
    const source = fixture('subtitle-js-ManOfSteel.vtt');
    const { doc, out } = await roundTrip(webVttFilter, source);
    expect(filterForFilename('film.VTT')).toBe(webVttFilter);
    expect(doc.units[3]).toBe("Do you not understand?<x1/>Krypton's core is collapsing.");
    expect(out.subarray(0, 9)).toEqual(source.subarray(0, 9));
    expect(timings(out.toString())).toEqual(timings(source.toString()));
    expect(shape(out.toString())).toEqual(shape(source.toString()));
    expect(marks(out.toString())).toBe(doc.units.length);
  });

  it('maps voice, class, bold and underline spans to g tags and writes them back', async () => {
    const source = fixture('vttjs-cycle-collector-talk.vtt');
    const { doc, out } = await roundTrip(webVttFilter, source);
    expect(doc.units[0]).toBe("<g1> Not ready yet? Alright, I'll wait until the camera man tells me we're good.</g1>");
    expect(doc.units[1]).toBe(
      "<g1> Okay, we're good now.</g1><x2/><g3> Oh, now we're good?</g3><x4/><g5>Laughter</g5>",
    );
    expect(out.toString()).toContain(
      "«es» <v Chris Pearce> Okay, we're good now.</v>\n<v Kyle Huey> Oh, now we're good?</v>\n<i>Laughter</i>",
    );
    expect(shape(out.toString())).toEqual(shape(source.toString()));
  });

  it('keeps cue settings, regions, NOTE blocks and entities', async () => {
    const settings = fixture('vttjs-spec-example.vtt').toString();
    const { out } = await roundTrip(webVttFilter, Buffer.from(settings));
    expect(timings(out.toString())).toEqual(timings(settings));
    expect(out.toString()).toContain('«es» <v Neil deGrasse Tyson><i>Laughs</i>');

    const regions = fixture('vttjs-regions.vtt').toString();
    const regionsOut = (await roundTrip(webVttFilter, Buffer.from(regions))).out.toString();
    expect(regionsOut.split('\n\n')[0]).toBe(regions.split('\n\n')[0]);

    const comments = fixture('vttjs-many-comments.vtt').toString();
    const { doc, out: commentsOut } = await roundTrip(webVttFilter, Buffer.from(comments));
    expect(doc.units).toEqual([
      'Never drink liquid nitrogen.',
      '- It will perforate your stomach.<x1/>- You could die.',
    ]);
    expect(notes(commentsOut.toString())).toEqual(notes(comments));

    const entities = await webVttFilter.read(fixture('vttjs-cue-content.vtt'), limits);
    expect(entities.units[0]).toContain('other <g3> stuff &gt; &amp;l&lt;&amp;rl\u200f\u200e </g3>');
    const written = (
      await entities.write(['<g1><g2>Risas</g2></g1> &lt;‏ <g3>cosas</g3><x4/>¡Ay! &gt;'], es)
    ).toString();
    expect(written).toContain(
      '<v Neil deGrasse Tyson><i>Risas</i> &lt;&rlm; <i>cosas</i>\nOh my! &gt;'.replace('Oh my!', '¡Ay!'),
    );
  });

  it('leaves text after a blank line inside a cue alone: the blank line ends the cue', async () => {
    const { doc, out } = await roundTrip(webVttFilter, fixture('vttjs-double-line-break.vtt'));
    expect(doc.units).toEqual(['- Some line stuff.<x1/>- Another line break.']);
    expect(out.toString()).toContain("\n\n- We can't do this?\n- More over here.");
  });

  it('refuses a file without the WEBVTT line, and one with no cue text', async () => {
    expect(await refusal(webVttFilter, '00:01.000 --> 00:02.000\nHello\n')).toEqual([
      'invalid',
      'the file is not a valid WebVTT document: it does not start with "WEBVTT"',
    ]);
    expect(await refusal(webVttFilter, 'WEBVTT\n\nNOTE nothing else\n')).toEqual([
      'invalid',
      'the file is not a valid WebVTT document: it has no cues (no "00:00:01,000 --> 00:00:04,000" timing line)',
    ]);
  });
});
