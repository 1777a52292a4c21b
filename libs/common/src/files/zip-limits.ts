import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Entry, fromBuffer, Options, ZipFile } from 'yauzl';

export interface ZipLimits {
  /** Bytes of the whole archive once unpacked. */
  maxUnpackedBytes: number;
  /** Files inside the archive. */
  maxZipEntries: number;
}

/** The archive is not a zip file, or is damaged. */
export class ZipOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipOpenError';
  }
}

/** The archive passes one of the limits. */
export class ZipLimitError extends Error {
  constructor(
    readonly limit: keyof ZipLimits,
    readonly max: number,
    message: string,
  ) {
    super(message);
    this.name = 'ZipLimitError';
  }
}

export function openZip(bytes: Buffer, options: Options): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    fromBuffer(bytes, options, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

export function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (then: () => void) => {
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      then();
    };
    zip.once('entry', (entry: Entry) => {
      settle(() => resolve(entry));
    });
    zip.once('end', () => {
      settle(() => resolve(null));
    });
    zip.once('error', (error: Error) => {
      settle(() => reject(error));
    });
    zip.readEntry();
  });
}

/** Unpacks one entry to nowhere; yauzl fails the stream when it unpacks to more than its header declares. */
async function drain(zip: ZipFile, entry: Entry): Promise<void> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
}

/**
 * A zip-based file (XLSX) is opened by a library that unpacks every part into memory and
 * checks sizes only afterwards. The entry count and the declared sizes are checked here first,
 * and each part is unpacked once as a stream, so a header that lies about its size stops the
 * reading at the declared size instead of filling the memory: a 4 MB file that unpacks to 1 GB
 * is refused within the limits. `what` names the file in messages ("XLSX source").
 */
export async function checkZipLimits(bytes: Buffer, what: string, limits: ZipLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
  } catch (error) {
    throw new ZipOpenError(`The ${what} does not open: ${(error as Error).message}`);
  }
  try {
    if (zip.entryCount > limits.maxZipEntries)
      throw new ZipLimitError(
        'maxZipEntries',
        limits.maxZipEntries,
        `The ${what} holds ${zip.entryCount.toLocaleString('en')} files`,
      );
    let unpacked = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes)
        throw new ZipLimitError(
          'maxUnpackedBytes',
          limits.maxUnpackedBytes,
          `The ${what} unpacks to more than ${limits.maxUnpackedBytes.toLocaleString('en')} bytes`,
        );
      await drain(zip, entry);
    }
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new ZipOpenError(`The ${what} does not open: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}
