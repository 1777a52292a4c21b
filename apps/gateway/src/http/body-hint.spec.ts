import fastifyMultipart from '@fastify/multipart';
import { fastify as createFastify } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { unreadBodyHint } from './body-hint';
import { registerBodyParsers } from './body-parsers';

describe('unreadBodyHint', () => {
  let app: FastifyInstance;
  /** The hint for a POST through the gateway's own body parsers (and multipart, as main.ts registers it). */
  const hintFor = async (headers: Record<string, string>, payload?: string | Readable) => {
    const answer = await app.inject({ method: 'POST', url: '/hint', headers, payload });
    return answer.json<{ hint: string | null }>().hint ?? undefined;
  };

  beforeAll(async () => {
    app = createFastify();
    registerBodyParsers(app, { bodyLimit: 1024 * 1024, maxDepth: 32 });
    await app.register(fastifyMultipart);
    app.post('/hint', (request) => ({ hint: unreadBodyHint(request) ?? null }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('names a content type the gateway leaves unread, when a body came in it', async () => {
    expect(await hintFor({ 'content-type': 'text/plain; charset=utf-8' }, '{"text":"x"}')).toBe(
      'the body was not read: Content-Type text/plain is not one this API reads; send JSON with Content-Type: application/json',
    );
    expect(await hintFor({ 'content-type': 'application/xml' }, Readable.from(['<a/>']))).toContain('application/xml');
  });

  it('says nothing without a body or a content type', async () => {
    expect(await hintFor({ 'content-type': 'text/plain' }, '')).toBeUndefined();
    expect(await hintFor({})).toBeUndefined();
  });

  it('recognises JSON sent as a form, and leaves real forms, JSON and uploads alone', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect(await hintFor({ 'content-type': form }, '{"text":"Hello"}')).toContain('curl -d');
    expect(await hintFor({ 'content-type': form }, 'text=Hello')).toBeUndefined();
    expect(await hintFor({ 'content-type': 'application/json' }, '{}')).toBeUndefined();
    const upload = '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nHello\r\n--x--\r\n';
    expect(await hintFor({ 'content-type': 'multipart/form-data; boundary=x' }, upload)).toBeUndefined();
  });
});
