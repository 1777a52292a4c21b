import type { FastifyRequest } from 'fastify';
import { unreadBodyHint } from './body-hint';

const request = (headers: Record<string, string>, body?: unknown) => ({ headers, body }) as unknown as FastifyRequest;

describe('unreadBodyHint', () => {
  it('names a content type the gateway leaves unread, when a body came in it', () => {
    expect(unreadBodyHint(request({ 'content-type': 'text/plain; charset=utf-8', 'content-length': '12' }))).toBe(
      'the body was not read: Content-Type text/plain is not one this API reads; send JSON with Content-Type: application/json',
    );
    expect(unreadBodyHint(request({ 'content-type': 'application/xml', 'transfer-encoding': 'chunked' }))).toContain(
      'application/xml',
    );
  });

  it('says nothing without a body or a content type', () => {
    expect(unreadBodyHint(request({ 'content-type': 'text/plain', 'content-length': '0' }))).toBeUndefined();
    expect(unreadBodyHint(request({}))).toBeUndefined();
  });

  it('recognises JSON sent as a form, and leaves real forms, JSON and uploads alone', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(unreadBodyHint(request({ 'content-type': form }, { '{"text":"Hello"}': '' }))).toContain('curl -d');
    expect(unreadBodyHint(request({ 'content-type': form }, { text: 'Hello' }))).toBeUndefined();
    expect(unreadBodyHint(request({ 'content-type': 'application/json', 'content-length': '2' }, {}))).toBeUndefined();
    expect(
      unreadBodyHint(request({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '99' })),
    ).toBeUndefined();
  });
});
