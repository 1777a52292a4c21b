import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'qs';
import { checkRawBody } from '../security/raw-body.check';
import { bodyRefusal } from './body-refusal';

/** Requests whose body came in a type no parser reads, with that media type (body-hint.ts says so in a 400). */
const unreadBodyTypes = new WeakMap<FastifyRequest, string>();

/** Form bodies as sent, for the one reader qs cannot serve (form-fields.ts). */
const formTexts = new WeakMap<FastifyRequest, string>();

/**
 * The urlencoded body as it came: qs reads `dictionaries[0].source_lang` (DeepL's v3 glossaries)
 * as a flat array, so that route reads the fields again from the text.
 */
export function formTextOf(request: FastifyRequest): string | undefined {
  return formTexts.get(request);
}

/** The media type of a body this request sent and the gateway left unread, if it did. */
export function unreadBodyType(request: FastifyRequest): string | undefined {
  return unreadBodyTypes.get(request);
}

/** Only UTF-8 is read; body-parser refused any other declared charset with 415 (the filter makes it 400). */
function assertUtf8Charset(request: FastifyRequest): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw bodyRefusal(415, 'charset.unsupported', `unsupported charset "${charset.toUpperCase()}"`);
}

const FIRST_CHAR = /^[ \t\n\r]*(.)/;
const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** body-parser's extended urlencoded parser: qs with its limits and options. */
function parseForm(text: string): unknown {
  if (text.length === 0) return {};
  const count = text.split('&').length;
  if (count > 1_000) throw bodyRefusal(413, 'parameters.too.many', 'too many parameters');
  try {
    return parseQuery(text, {
      allowPrototypes: true,
      arrayLimit: Math.max(100, count),
      depth: 32,
      parameterLimit: 1_000,
      strictDepth: true,
    });
  } catch (error) {
    if (error instanceof RangeError)
      throw bodyRefusal(400, 'querystring.parse.rangeError', 'The input exceeded the depth');
    throw error;
  }
}

/**
 * The body parsers the gateway had on Express (body-parser's json and extended urlencoded), on
 * Fastify: the same limits, the same raw-byte checks (UTF-8, JSON depth), the same strict JSON
 * (an object or array at the top), a BOM ignored, and other content types left unread, as
 * before, so that validation (not a 415) answers them.
 */
export function registerBodyParsers(fastify: FastifyInstance, limits: { bodyLimit: number; maxDepth: number }): void {
  const checkJson = checkRawBody(limits.maxDepth);
  const checkForm = checkRawBody();
  // Bodies come decoded (content-encoding.ts); Fastify measures the decoded bytes against the limit.
  const options = { parseAs: 'buffer' as const, bodyLimit: limits.bodyLimit };
  fastify.addContentTypeParser('application/json', options, (request, body: Buffer, done) => {
    try {
      assertUtf8Charset(request);
      if (body.length === 0) {
        done(null, {});
        return;
      }
      checkJson(request, undefined, body);
      const text = withoutBom(body.toString('utf8'));
      const first = FIRST_CHAR.exec(text)?.[1];
      if (first !== '{' && first !== '[') throw bodyRefusal(400, 'entity.parse.failed', 'Unexpected token');
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        throw bodyRefusal(400, 'entity.parse.failed', String(error));
      }
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', options, (request, body: Buffer, done) => {
    try {
      assertUtf8Charset(request);
      checkForm(request, undefined, body);
      const text = body.toString('utf8');
      formTexts.set(request, text);
      done(null, parseForm(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Every other type: read and dropped (body stays undefined), as Express left it. Fastify's own
  // text/plain parser would have made such a body a string.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: limits.bodyLimit },
    (request, raw: Buffer, done) => {
      const mediaType = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
      if (mediaType && raw.length > 0) unreadBodyTypes.set(request, mediaType);
      done(null, undefined);
    },
  );
}
