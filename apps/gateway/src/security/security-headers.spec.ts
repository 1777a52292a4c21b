import type { Request, Response } from 'express';
import helmet from 'helmet';
import { securityHeaders } from './security-headers';

/** The headers a middleware leaves on a fresh response. */
function headersAfter(middleware: (req: Request, res: Response, next: () => void) => void, request: object) {
  const headers = new Map<string, string>([['x-powered-by', 'Express']]);
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let nexts = 0;
  middleware(request as Request, response as unknown as Response, () => nexts++);
  expect(nexts).toBe(1);
  return Object.fromEntries(headers);
}

describe('securityHeaders', () => {
  const plain = { secure: false, get: () => undefined };
  const proxied = { secure: false, get: (name: string) => (name === 'x-forwarded-proto' ? 'https' : undefined) };

  it("sets exactly helmet's headers over http, and HSTS only behind https", () => {
    const overHttp = headersAfter(securityHeaders(), plain);
    expect(overHttp['x-powered-by']).toBeUndefined();
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['x-content-type-options']).toBe('nosniff');
    expect(overHttp['referrer-policy']).toBe('no-referrer');
    expect(overHttp['content-security-policy']).toContain("script-src 'self'");
    const helmetItself = headersAfter(helmet({ contentSecurityPolicy: false, strictTransportSecurity: false }), plain);
    for (const name of Object.keys(helmetItself)) expect(overHttp).toHaveProperty([name]);

    const overHttps = headersAfter(securityHeaders(), proxied);
    expect(overHttps['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
