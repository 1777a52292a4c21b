import { isUtf8 } from 'node:buffer';
import { jsonNestsDeeperThan } from '@app/common';

const badRequest = (message: string) =>
  Object.assign(new Error(message), { status: 400, type: 'entity.verify.failed' });

/**
 * A body-parser `verify` hook, run on the raw bytes before they are parsed: bytes that are not
 * UTF-8 are a 400 (the parser would turn them into U+FFFD silently), and with `maxDepth` a JSON
 * body nested deeper is a 400, since validation walks bodies recursively and a hostile one would
 * overflow the stack.
 */
export function checkRawBody(maxDepth?: number) {
  return (_request: unknown, _response: unknown, body: Buffer): void => {
    // Checked in place: a fatal TextDecoder answered the same but built the whole text, then dropped it.
    if (!isUtf8(body)) throw badRequest('The request body is not valid UTF-8');
    if (maxDepth !== undefined && jsonNestsDeeperThan(body, maxDepth))
      throw badRequest(`The JSON body is nested deeper than ${maxDepth} levels (setting JSON_MAX_DEPTH)`);
  };
}
