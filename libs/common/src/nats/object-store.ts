import { NatsConnection, ObjectStore, StorageType } from 'nats';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

// On libuv's thread pool: gzipping a 100,000-term glossary (7 MB) would hold the event loop.
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * JetStream's object store: values of any size, chunked by NATS itself (128 KiB chunks), stored
 * on the server's disk. Opening creates the bucket when it is missing, so the writer and the
 * readers may start in any order.
 */
export function openObjectStore(nats: NatsConnection, bucket: string): Promise<ObjectStore> {
  return nats.jetstream().views.os(bucket, { storage: StorageType.File });
}

/**
 * A bucket of this cluster's namespace (NATS_SUBJECT_PREFIX), so clusters sharing a NATS server
 * keep their objects apart. Bucket names allow no dots: the prefix's dots become `_`.
 */
export function namespacedBucket(prefix: string, bucket: string): string {
  return prefix ? `${prefix.replace(/\./g, '_')}_${bucket}` : bucket;
}

/**
 * Stores JSON text (made by the database) gzipped; answers the bytes stored. Gzip level 1: the
 * entries compress about twofold to fourfold in a fraction of the time of the default level.
 */
export async function putJsonTextObject(
  store: ObjectStore,
  name: string,
  json: string,
  metadata: Record<string, string>,
): Promise<number> {
  const data = await gzipAsync(json, { level: 1 });
  await store.putBlob({ name, metadata }, data);
  return data.length;
}

/**
 * Rejects after `timeoutMs`: an object replaced while it is read loses the chunks the reader
 * still waits for, and nats.js would wait for them for ever.
 */
export async function getJsonObject<T>(store: ObjectStore, name: string, timeoutMs = 30_000): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`object ${name} not read within ${String(timeoutMs)} ms`));
    }, timeoutMs);
  });
  try {
    const data = await Promise.race([store.getBlob(name), deadline]);
    return data ? (JSON.parse((await gunzipAsync(data)).toString('utf8')) as T) : null;
  } finally {
    clearTimeout(timer);
  }
}
