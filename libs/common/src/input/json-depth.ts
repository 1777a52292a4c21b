const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`, found in one pass over the
 * raw text before anything parses it: recursive code after `JSON.parse` (validation, flattening)
 * would otherwise overflow the stack on a hostile document. Works on UTF-8 bytes too, since every
 * structural character is ASCII. Malformed JSON is left for the parser to refuse.
 */
export function jsonNestsDeeperThan(json: string | Uint8Array, maxDepth: number): boolean {
  const codeAt = typeof json === 'string' ? (i: number) => json.charCodeAt(i) : (i: number) => json[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const code = codeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return false;
}
