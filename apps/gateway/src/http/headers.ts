import type { FastifyRequest } from 'fastify';
import type { TLSSocket } from 'node:tls';

/** One request header as text (the first value of a repeated one), as Express's `req.header()` gave it. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Over TLS here, or behind a TLS-terminating proxy that says so in `X-Forwarded-Proto`. */
export function isHttps(request: FastifyRequest): boolean {
  if ((request.raw.socket as Partial<TLSSocket>).encrypted === true) return true;
  return headerOf(request, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
