import http from 'node:http';
import https from 'node:https';
import { assertPublicHttpUrl, BlockedAddressError, guardedLookup } from '@app/net-guard';

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

function checkUrl(raw: string, limits: FetchLimits): URL {
  try {
    return assertPublicHttpUrl(raw, 'sourceFile', limits.allowPrivate);
  } catch (error) {
    throw new SourceFetchError((error as Error).message);
  }
}

function getOnce(url: URL, limits: FetchLimits, deadline: number): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: guardedLookup(limits.allowPrivate, 'sourceFile'), timeout: Math.max(1, deadline - Date.now()) },
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
      if (error instanceof BlockedAddressError) throw new SourceFetchError(error.message);
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
