import { JetStreamClient, NatsConnection, ObjectStore, StorageType } from 'nats';
import { createHash } from 'node:crypto';
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
 * An object's JSON (stored by putJsonTextObject), or null when there is none. Rejects after
 * `timeoutMs`: an object replaced while it is read loses the chunks the reader still waits for.
 */
export async function getJsonObject<T>(
  js: JetStreamClient,
  store: ObjectStore,
  name: string,
  timeoutMs = 30_000,
): Promise<T | null> {
  const data = await getVerifiedBlob(js, store, name, timeoutMs);
  return data ? (JSON.parse((await gunzipAsync(data)).toString('utf8')) as T) : null;
}

const SHA256_PREFIX = 'SHA-256=';

/**
 * What nats.js's `getBlob` does (an ordered consumer on the object's chunks, checked against the
 * SHA-256 its writer stored), with node:crypto's SHA-256: nats.js 2 hashes in JavaScript, about
 * 130 ms of the event loop per 3.5 MB object on a first use. The stream and chunk subject are
 * the object store's own layout (`OBJ_<bucket>`, `$O.<bucket>.C.<nuid>`), shared by every NATS
 * client.
 */
async function getVerifiedBlob(
  js: JetStreamClient,
  store: ObjectStore,
  name: string,
  timeoutMs: number,
): Promise<Buffer | null> {
  const info = await store.info(name);
  if (!info || info.deleted) return null;
  // A link (none is written here) is left to nats.js, which follows it.
  if (info.options?.link) return store.getBlob(name).then((data) => (data ? Buffer.from(data) : null));
  const expected = storedDigest(name, info.digest);
  if (info.size === 0) return Buffer.alloc(0);
  const hash = createHash('sha256');
  const chunks: Uint8Array[] = [];
  let complete = false;
  const consumer = await js.consumers.get(`OBJ_${info.bucket}`, {
    filterSubjects: `$O.${info.bucket}.C.${info.nuid}`,
  });
  const messages = await consumer.consume();
  const timer = setTimeout(() => messages.stop(), timeoutMs);
  try {
    for await (const message of messages) {
      hash.update(message.data);
      chunks.push(message.data);
      if (message.info.pending === 0) {
        complete = true;
        break;
      }
    }
  } finally {
    clearTimeout(timer);
    messages.stop();
  }
  if (!complete) throw new Error(`object ${name} not read within ${String(timeoutMs)} ms`);
  if (!hash.digest().equals(expected)) throw new Error(`object ${name} is corrupt: its digest does not match`);
  return Buffer.concat(chunks);
}

/** The stored digest's bytes: base64 (url-safe or not, padded or not) as nats.js writes it, or hex. */
function storedDigest(name: string, digest: string): Buffer {
  if (!digest.startsWith(SHA256_PREFIX)) throw new Error(`object ${name}: unknown digest type ${digest}`);
  const text = digest.slice(SHA256_PREFIX.length);
  const bytes = /^[0-9a-f]{64}$|^[0-9A-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (bytes.length !== 32) throw new Error(`object ${name}: unreadable digest ${digest}`);
  return bytes;
}
