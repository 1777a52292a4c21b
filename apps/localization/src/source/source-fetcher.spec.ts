import http from 'node:http';
import { AddressInfo } from 'node:net';
import { fetchSourceFile, FetchLimits, SourceFetchError } from './source-fetcher';

describe('fetchSourceFile', () => {
  let server: http.Server;
  let base: string;
  const limits = (overrides: Partial<FetchLimits> = {}): FetchLimits => ({
    allowPrivate: true,
    maxBytes: 1_000,
    timeoutMs: 2_000,
    maxRedirects: 2,
    ...overrides,
  });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/en.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":"A"}');
      if (req.url === '/big') return res.writeHead(200).end('x'.repeat(5_000));
      if (req.url === '/redirect') return res.writeHead(302, { location: '/en.json' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 1_000);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('downloads a file with its type and name, following redirects', async () => {
    const file = await fetchSourceFile(`${base}/redirect`, limits());
    expect(file).toEqual({ bytes: Buffer.from('{"a":"A"}'), contentType: 'application/json', name: 'en.json' });
  });

  it.each([
    ['a private address unless allowed', '/en.json', { allowPrivate: false }, /private address/],
    ['localhost unless allowed', 'http://localhost:1/en.json', { allowPrivate: false }, /private address/],
    ['a body over the size limit', '/big', {}, /larger than 1000 bytes/],
    ['too many redirects', '/loop', {}, /redirects more than 2 times/],
    ['a slow server', '/slow', { timeoutMs: 200 }, /200 ms/],
    ['an HTTP error', '/missing', {}, /HTTP 404/],
    ['another scheme', 'ftp://example.com/a.json', {}, /http or https/],
    ['a malformed URL', 'http://', {}, /not a URL/],
  ])('refuses %s', async (_, path, overrides, message) => {
    const url = path.startsWith('/') ? base + path : path;
    const failure = fetchSourceFile(url, limits(overrides));
    await expect(failure).rejects.toBeInstanceOf(SourceFetchError);
    await expect(failure).rejects.toThrow(message);
  });
});
