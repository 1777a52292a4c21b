import { posix } from 'node:path';
import { SaxesParser, SaxesTagPlain } from 'saxes';
import { Entry, ZipFile } from 'yauzl';
import { nextEntry, openZip } from './zip-limits';

/** SAX callbacks for one part; names come without their namespace prefix (`x:c` is `c`). */
export interface PartHandlers {
  open: (name: string, attributes: Partial<Record<string, string>>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An opened workbook: its parts by path, read on demand, each as a stream through saxes. */
export class XlsxParts {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(bytes: Buffer): Promise<XlsxParts> {
    const zip = await openZip(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
    const entries = new Map<string, Entry>();
    try {
      for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) entries.set(entry.fileName, entry);
    } catch (error) {
      zip.close();
      throw error;
    }
    return new XlsxParts(zip, entries);
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /** Streams one part through saxes; a missing part reads as empty. */
  async read(path: string, handlers: PartHandlers): Promise<void> {
    const entry = this.entries.get(path);
    if (!entry) return;
    const parser = new SaxesParser();
    parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(localName(tag.name), tag.attributes));
    const { text, close } = handlers;
    if (text) {
      parser.on('text', text);
      parser.on('cdata', text);
    }
    if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
    const stream = await this.zip.openReadStreamPromise(entry);
    stream.setEncoding('utf8');
    for await (const chunk of stream) parser.write(chunk as string);
    parser.close();
  }

  close(): void {
    this.zip.close();
  }
}

/** A workbook's relationships, from an Id to the path of the part it names (relative to `xl/`). */
async function workbookRelations(parts: XlsxParts): Promise<{ id: string; type: string; path: string }[]> {
  const relations: { id: string; type: string; path: string }[] = [];
  await parts.read('xl/_rels/workbook.xml.rels', {
    open(name, { Id, Type, Target }) {
      if (name !== 'Relationship' || !Target) return;
      const path = Target.startsWith('/') ? Target.slice(1) : posix.normalize(posix.join('xl', Target));
      relations.push({ id: Id ?? '', type: Type ?? '', path });
    },
  });
  return relations;
}

/** Where the first worksheet, the shared strings and the styles are, and the workbook's date system. */
export interface WorkbookLayout {
  firstSheet?: string;
  sharedStrings: string;
  styles: string;
  date1904: boolean;
}

export async function workbookLayout(parts: XlsxParts): Promise<WorkbookLayout> {
  const relations = await workbookRelations(parts);
  const byType = (type: string, fallback: string) =>
    relations.find((r) => r.type.endsWith(`/${type}`))?.path ?? fallback;
  let firstSheetId: string | undefined;
  let date1904 = false;
  await parts.read('xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name === 'sheet' && firstSheetId === undefined)
        firstSheetId = Object.entries(attributes).find(([key]) => localName(key) === 'id')?.[1];
    },
  });
  const firstSheet = relations.find((r) => r.id === firstSheetId)?.path;
  return {
    firstSheet: firstSheet && parts.has(firstSheet) ? firstSheet : undefined,
    sharedStrings: byType('sharedStrings', 'xl/sharedStrings.xml'),
    styles: byType('styles', 'xl/styles.xml'),
    date1904,
  };
}
