import { closeTag, escapeInline } from './inline-tags';
import { EntityStyle, readText, writeText } from './html-entities';
import { RawTags } from './raw-tags';
import { UnitSplice } from './spliced-text';
import { joinLines } from './whitespace';

/** Cue markup: `<i>`, `<b>`, `<u>`, `<font …>`, `<c.a.b>`, `<v Name>`, `<lang en>`, `<ruby>`/`<rt>`; timestamps, `{\an8}`, line breaks. */
const CUE_TOKEN = /<(\/?)([A-Za-z][\w-]*)([^>]*)>|<\d[\d:.]*>|\{\\[^}]*\}|\r?\n/g;

interface Open {
  name: string;
  id: number;
}

/**
 * A cue's text as one unit: its markup tags become `g` groups (a `<v Speaker>` left open until the
 * end, as WebVTT allows, closes there with nothing written), and a line break inside the cue an
 * `x`, so the translation keeps the cue's lines. WebVTT text has entities (`&amp;`); SRT's has none.
 */
export function cueUnit(
  source: string,
  start: number,
  end: number,
  webvtt: boolean,
  entities: EntityStyle,
): UnitSplice {
  const tags = new RawTags();
  const open: Open[] = [];
  const readPlain = (raw: string) => (webvtt ? readText(raw, entities) : escapeInline(raw));
  const closeTo = (depth: number) =>
    open
      .splice(depth)
      .reverse()
      .map((o) => closeTag(o.id))
      .join('');
  const text = source.slice(start, end);
  let unit = '';
  let at = 0;
  for (const m of text.matchAll(CUE_TOKEN)) {
    unit += readPlain(text.slice(at, m.index));
    at = m.index + m[0].length;
    const name = m[2] ? m[2].toLowerCase() : undefined;
    if (name && !m[1]) {
      const group = tags.open(m[0], '');
      open.push({ name, id: group.id });
      unit += group.open;
      continue;
    }
    const depth = name ? open.map((o) => o.name).lastIndexOf(name) : -1;
    if (depth < 0) {
      unit += tags.standalone(m[0]);
      continue;
    }
    tags.setClose(open[depth].id, m[0]);
    unit += closeTo(depth);
  }
  unit += readPlain(text.slice(at)) + closeTo(0);
  const writePlain = (plain: string) => {
    const oneLine = joinLines(plain).replace(/-->/g, '->');
    return webvtt ? writeText(oneLine, entities) : oneLine;
  };
  return { start, end, unit, render: (translated) => cueLines(tags.render(translated, unit, writePlain)) };
}

/** A blank line would end the cue: line breaks an engine moved to an end or doubled are dropped. */
function cueLines(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .join(text.includes('\r\n') ? '\r\n' : '\n');
}
