import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import { closeTag, escapeInline, openTag, standaloneTag, tokenize } from '../src/inline-tags';

/** Test support for the office filters: the fixtures, a fake translation, zips read and built. */
export const fixture = (name: string): Buffer => readFileSync(join(__dirname, 'fixtures', 'office', name));

/** A "translation" that upper-cases the text and keeps every tag where it was. */
export const shout = (unit: string): string =>
  tokenize(unit)
    .map((t) => {
      if (t.kind === 'text') return escapeInline(t.text.toUpperCase());
      if (t.kind === 'open') return openTag(t.id);
      return t.kind === 'close' ? closeTag(t.id) : standaloneTag(t.id);
    })
    .join('');

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  stored: boolean;
}

/** Every entry of a zip, in order, unpacked by yauzl (an independent reader of what was written). */
export async function unzip(bytes: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(bytes);
  const entries: ZipEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    const data = entry.fileName.endsWith('/') ? Buffer.alloc(0) : await collect(await zip.openReadStreamPromise(entry));
    entries.push({ name: entry.fileName, data, stored: entry.compressionMethod === 0 });
  }
  return entries;
}

/** A zip of these entries (the hostile cases are built from real documents with one part changed). */
export async function zip(entries: readonly { name: string; data: Buffer | string }[]): Promise<Buffer> {
  const out = new yazl.ZipFile();
  for (const { name, data } of entries)
    if (name.endsWith('/')) out.addEmptyDirectory(name);
    else out.addBuffer(Buffer.from(data), name);
  out.end();
  return collect(out.outputStream as Readable);
}

export async function withPart(source: Buffer, name: string, data: Buffer | string): Promise<Buffer> {
  const entries = await unzip(source);
  return zip(entries.map((e) => (e.name === name ? { name, data } : e)));
}

/**
 * A zip bomb whose directory lies: `name` holds `size` zero bytes, and the central directory
 * says it holds 100. yazl writes sizes after the data (flag bit 3), so the directory is the only
 * place a reader learns the size from. `others` follow the bomb.
 */
export async function lyingZip(name: string, size: number, others: { name: string; data: string }[]): Promise<Buffer> {
  const bytes = await zip([{ name, data: Buffer.alloc(size) }, ...others]);
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(100, central + 24);
  return bytes;
}
