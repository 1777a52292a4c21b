import { DomainException } from '@app/common';
import type { FastifyRequest as Request } from 'fastify';
import { assertSameOrigin } from './request-origin';

function request(headers: Record<string, string>): Request {
  return { headers } as unknown as Request;
}

describe('assertSameOrigin', () => {
  it.each([
    [
      'a page of the web app',
      { host: 'tr.example:3000', origin: 'http://tr.example:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['a script without browser headers', { host: 'tr.example' }],
    ['a typed address', { host: 'tr.example', 'sec-fetch-site': 'none' }],
    ['behind a proxy', { host: '10.0.0.5:3000', 'x-forwarded-host': 'tr.example', origin: 'https://tr.example' }],
  ])('accepts %s', (_, headers) => {
    expect(() => {
      assertSameOrigin(request(headers));
    }).not.toThrow();
  });

  it.each([
    ['another origin', { host: 'tr.example', origin: 'https://evil.example' }],
    ['a cross-site fetch', { host: 'tr.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { host: 'tr.example', 'sec-fetch-site': 'same-site' }],
    ['a malformed origin', { host: 'tr.example', origin: 'null' }],
  ])('refuses %s', (_, headers) => {
    expect(() => {
      assertSameOrigin(request(headers));
    }).toThrow(DomainException);
  });
});
