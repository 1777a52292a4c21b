import { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import { DocumentLimits } from '../document-filter';
import { DocumentError, documentLimit, invalidDocument } from '../document-error';

/** The compound-file magic of legacy Office files and of password-protected OOXML. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/**
 * One XML part is read into one string and a tree: a bound on it keeps a hostile part from
 * taking the app's memory (a 50-page DOCX's document.xml is 1-3 MB; big workbooks' shared
 * strings tens of MB).
 */
const MAX_PART_BYTES = 64 * 1024 * 1024;
/** The stream an encrypted OOXML package keeps its key data in, as CFB names it (UTF-16LE). */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

/**
 * A zip package (OOXML or OpenDocument) opened for reading its parts and writing it back. The
 * bounds of `DocumentLimits` are checked on the central directory before anything is unpacked,
 * and every read is held to the size the directory declares (yauzl's `validateEntrySizes`), so
 * a zip bomb or a lying header stops with `DocumentError('limit')` instead of filling memory.
 */
export class ZipPackage {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
    private readonly format: string,
  ) {}

  static async open(bytes: Buffer, limits: DocumentLimits, format: string): Promise<ZipPackage> {
    checkContainer(bytes, limits, format);
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, { strictFileNames: false });
    } catch (error) {
      throw invalidDocument(format, `it is not a zip package (${(error as Error).message})`);
    }
    if (zip.entryCount > limits.maxEntries) throw documentLimit('zip entries', limits.maxEntries);
    const entries = new Map<string, yauzl.Entry>();
    let unpacked = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.isEncrypted()) throw new DocumentError('encrypted', `the ${format} document is password-protected`);
        unpacked += entry.uncompressedSize;
        if (unpacked > limits.maxUnpackedBytes) throw documentLimit('bytes unpacked', limits.maxUnpackedBytes);
        entries.set(entry.fileName, entry);
      }
    } catch (error) {
      if (error instanceof DocumentError) throw error;
      throw invalidDocument(format, `its zip directory is damaged (${(error as Error).message})`);
    }
    return new ZipPackage(zip, entries, format);
  }

  get names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** A part as UTF-8 text (a BOM dropped), or undefined when the package has no such part. */
  async text(name: string): Promise<string | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.uncompressedSize > MAX_PART_BYTES) throw documentLimit(`bytes in one part (${name})`, MAX_PART_BYTES);
    const bytes = await this.bytes(entry);
    return bytes.toString('utf8').replace(/^\uFEFF/, '');
  }

  /**
   * The package again, each part in `changed` replaced and every other entry copied with the
   * same name, order, date and content byte for byte (recompressed as it was: stored stays
   * stored, so ODF's `mimetype` remains first and uncompressed).
   */
  async write(changed: ReadonlyMap<string, string>): Promise<Buffer> {
    const out = new yazl.ZipFile();
    for (const [name, entry] of this.entries) {
      const options = { mtime: entry.getLastModDate(), compress: entry.compressionMethod !== 0 };
      const replacement = changed.get(name);
      if (name.endsWith('/')) out.addEmptyDirectory(name, { mtime: options.mtime });
      else if (replacement !== undefined) out.addBuffer(Buffer.from(replacement, 'utf8'), name, options);
      else
        out.addReadStreamLazy(name, { ...options, size: entry.uncompressedSize }, (done) => {
          this.zip.openReadStream(entry, (error, stream) => {
            // yazl pipes the stream without listening for its errors (a lying size): they go to the writer.
            if (!error) stream.on('error', (failure) => out.emit('error', failure));
            done(error, stream);
          });
        });
    }
    out.end();
    // yazl reports a failing source stream on itself, not on its output: both are listened to.
    const written = new Promise<Buffer>((resolve, reject) => {
      out.on('error', reject);
      collect(out.outputStream as Readable).then(resolve, reject);
    });
    try {
      return await written;
    } catch (error) {
      // An entry only copied (an image) may be the damaged or lying one.
      throw this.unpackError(error, 'an entry');
    }
  }

  private async bytes(entry: yauzl.Entry): Promise<Buffer> {
    try {
      return await collect(await this.zip.openReadStreamPromise(entry));
    } catch (error) {
      throw this.unpackError(error, entry.fileName);
    }
  }

  private unpackError(error: unknown, what: string): DocumentError {
    const message = (error as Error).message;
    // yauzl stops a stream that inflates past its declared size, yazl one that differs from it: the header lied.
    if (/too many bytes|unexpected number of bytes/i.test(message))
      return new DocumentError('limit', `${what} of the ${this.format} document is larger than its zip header says`);
    return invalidDocument(this.format, `${what} cannot be unpacked (${message})`);
  }
}

function checkContainer(bytes: Buffer, limits: DocumentLimits, format: string): void {
  if (bytes.length === 0) throw new DocumentError('empty', 'the file is empty');
  if (bytes.length > limits.maxBytes) throw documentLimit('bytes', limits.maxBytes);
  if (bytes.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC)) {
    if (bytes.includes(ENCRYPTION_INFO))
      throw new DocumentError(
        'encrypted',
        `the ${format} document is password-protected; remove the password and upload it again`,
      );
    throw invalidDocument(
      format,
      'it is a legacy binary Office file (.doc, .xls or .ppt); save it in the newer format first',
    );
  }
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw invalidDocument(format, 'it is not a zip package');
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
