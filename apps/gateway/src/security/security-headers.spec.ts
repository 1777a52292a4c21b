import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './security-headers';

const emptyResponse = () => new Map<string, string>([['x-powered-by', 'Express']]);

/** The headers the hook leaves on a fresh answer. */
function headersAfterHook(forwardedProto?: string) {
  const headers = emptyResponse();
  const reply = {
    header: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  const request = { raw: { headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}, socket: {} } };
  let dones = 0;
  securityHeaders()(request as unknown as FastifyRequest, reply as unknown as FastifyReply, () => dones++);
  expect(dones).toBe(1);
  return Object.fromEntries(headers);
}

/** The headers helmet itself sets, as a middleware on Node's response. */
function helmetHeaders() {
  const headers = emptyResponse();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({ contentSecurityPolicy: false, strictTransportSecurity: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return Object.fromEntries(headers);
}

describe('securityHeaders', () => {
  it("sets helmet's headers over http, and HSTS only behind https", () => {
    const overHttp = headersAfterHook();
    expect(overHttp['x-powered-by']).toBeUndefined();
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['x-content-type-options']).toBe('nosniff');
    expect(overHttp['referrer-policy']).toBe('no-referrer');
    expect(overHttp['content-security-policy']).toContain("script-src 'self'");
    for (const name of Object.keys(helmetHeaders())) expect(overHttp).toHaveProperty([name]);
    expect(headersAfterHook('https')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
