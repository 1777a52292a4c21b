import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** A source URL that cannot be fetched: the table fails with this message. */
export class SourceFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFetchError';
  }
}

export interface FetchLimits {
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private networks are reachable (tests, local development). */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface FetchedFile {
  bytes: Buffer;
  contentType: string | null;
  /** The last path segment of the final URL, for format detection. */
  name: string;
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges (v4 and v6). */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NON_PUBLIC.check(mapped[1], 'ipv4');
  return NON_PUBLIC.check(address, 'ipv6');
}

/**
 * Resolves like the system does, then refuses private answers: checking the address actually
 * connected to (not a separate lookup before) leaves no room for DNS rebinding.
 */
function guardedLookup(allowPrivate: boolean): typeof dnsLookup {
  return ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error);
        return;
      }
      const refused = addresses.find((a) => !allowPrivate && isPrivateAddress(a.address));
      if (refused) {
        callback(
          new SourceFetchError(`sourceFile host ${hostname} resolves to a private address (${refused.address})`),
        );
        return;
      }
      if ((options as { all?: boolean }).all) {
        callback(null, addresses);
        return;
      }
      callback(null, addresses[0].address, addresses[0].family);
    });
  }) as typeof dnsLookup;
}

function checkUrl(raw: string, limits: FetchLimits): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SourceFetchError(`sourceFile is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SourceFetchError('sourceFile URLs must use http or https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !limits.allowPrivate &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  ) {
    throw new SourceFetchError(`sourceFile points at a private address (${host})`);
  }
  return url;
}

function getOnce(url: URL, limits: FetchLimits, deadline: number): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: guardedLookup(limits.allowPrivate), timeout: Math.max(1, deadline - Date.now()) },
      resolve,
    );
    request.once('timeout', () =>
      request.destroy(new SourceFetchError(`sourceFile did not answer within ${limits.timeoutMs} ms`)),
    );
    request.once('error', reject);
  });
}

function readBody(response: http.IncomingMessage, limits: FetchLimits, deadline: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (declared > limits.maxBytes) {
      response.destroy();
      reject(new SourceFetchError(`sourceFile is larger than ${limits.maxBytes} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => response.destroy(new SourceFetchError(`sourceFile took longer than ${limits.timeoutMs} ms`)),
      Math.max(1, deadline - Date.now()),
    );
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes)
        response.destroy(new SourceFetchError(`sourceFile is larger than ${limits.maxBytes} bytes`));
      else chunks.push(chunk);
    });
    response.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    response.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    response.once('close', () => clearTimeout(timer));
  });
}

/** Downloads a source file with a size cap, an overall deadline and a few checked redirects. */
export async function fetchSourceFile(raw: string, limits: FetchLimits): Promise<FetchedFile> {
  const deadline = Date.now() + limits.timeoutMs;
  let url = checkUrl(raw, limits);
  for (let redirects = 0; ; redirects++) {
    let response: http.IncomingMessage;
    try {
      response = await getOnce(url, limits, deadline);
    } catch (error) {
      if (error instanceof SourceFetchError) throw error;
      throw new SourceFetchError(`sourceFile could not be fetched: ${(error as Error).message}`);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= limits.maxRedirects)
        throw new SourceFetchError(`sourceFile redirects more than ${limits.maxRedirects} times`);
      url = checkUrl(new URL(response.headers.location, url).toString(), limits);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new SourceFetchError(`sourceFile answered HTTP ${status}`);
    }
    const bytes = await readBody(response, limits, deadline).catch((error: unknown) => {
      throw error instanceof SourceFetchError
        ? error
        : new SourceFetchError(`sourceFile could not be read: ${(error as Error).message}`);
    });
    const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    return { bytes, contentType: response.headers['content-type'] ?? null, name };
  }
}
