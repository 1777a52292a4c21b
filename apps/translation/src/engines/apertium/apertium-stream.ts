/**
 * Plain text <-> Apertium stream format, done in-process so a translation needs no
 * deformatter/reformatter process (the same rules as `apertium-destxt` / `apertium-retxt`).
 */
const RESERVED = /[\\/<>@{}[\]$^]/g;
// Characters the engine must not see as word material: kept verbatim as superblanks.
const SUPERBLANK = /[\n\r\t~]+/g;

export function toApertiumStream(text: string): string {
  const escaped = text.replace(RESERVED, (c) => `\\${c}`).replace(SUPERBLANK, (blank) => `[${blank}]`);
  // destxt ends every text with ".[]" so the tagger sees a sentence end; fromApertiumStream drops it.
  return `${escaped}.[]`;
}

export function fromApertiumStream(stream: string): string {
  let body = stream.replace(/\s+$/, '');
  if (body.endsWith('.[]')) body = body.slice(0, -3);
  else if (body.endsWith('[]')) body = body.slice(0, -2);
  let out = '';
  let inSuperblank = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length) {
      out += body[++i];
    } else if (!inSuperblank && c === '[') {
      inSuperblank = true;
    } else if (inSuperblank && c === ']') {
      inSuperblank = false;
    } else {
      out += c;
    }
  }
  return out;
}

/** The engine trims and adds blanks at text edges; keep the source's own leading and trailing whitespace. */
export function keepEdgeWhitespace(source: string, translated: string): string {
  const lead = /^\s*/.exec(source)![0];
  const trail = /\s*$/.exec(source)![0];
  return lead + translated.trim() + trail;
}
