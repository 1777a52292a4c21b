import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { SaxesParser, SaxesTagPlain } from 'saxes';
import { TermFileItem, TermFileParseError } from './term-file-item';
import { declaresEntities, plainMessage } from './xml-errors';

/** Elements that hold one term and what belongs to it: TBX v2 `tig`/`ntig` (its `termGrp`), TBX v3 `termSec`. */
const TERM_GROUPS = new Set(['tig', 'ntig', 'termSec']);
const ENTRIES = new Set(['termEntry', 'conceptEntry']);
const LANGUAGE_SECTIONS = new Set(['langSet', 'langSec']);
/** Where this service writes a definition's caseSensitivity (TBX has no data category for it). */
export const CASE_SENSITIVITY_TERM_NOTE = 'caseSensitivity';
/** "Translation needed: no", as Weblate reads and writes it: a do-not-translate term (translationFlag false). */
export const TRANSLATION_NOTE = 'translationNote';

interface TermSlot {
  term: string;
  caseSensitivity?: string;
  /** Definitions and notes of this term alone. */
  texts: string[];
}

interface LanguageSection {
  language: string;
  terms: TermSlot[];
  /** Definitions and notes, in file order. */
  texts: string[];
}

interface Entry {
  line: number;
  /** A term of the entry says it is not to be translated. */
  doNotTranslate: boolean;
  texts: string[];
  languages: LanguageSection[];
}

type Capture = 'term' | 'text' | 'caseSensitivity' | 'translationNote';

const SLICE_CHARS = 64 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** What an element's text becomes, or null when its text is not read. */
function captureOf(tag: SaxesTagPlain): Capture | null {
  const name = localName(tag.name);
  const type = tag.attributes.type;
  if (name === 'term') return 'term';
  // TBX v2 and v3 "dca" style: <descrip type="definition">; v3 "dct" style: <basic:definition>.
  if ((name === 'descrip' && type === 'definition') || name === 'definition' || name === 'note') return 'text';
  if (name === 'termNote' && type === CASE_SENSITIVITY_TERM_NOTE) return 'caseSensitivity';
  if (name === 'termNote' && type === TRANSLATION_NOTE) return 'translationNote';
  return null;
}

/**
 * Reads TBX (ISO 30042) of both generations as a stream of SAX events, so a large term base is
 * never held as a tree. Entities other than XML's five are refused: a DOCTYPE with an internal
 * subset (how "billion laughs" and external entities come in) is refused before any is declared,
 * an external DTD is never read, and saxes expands no entity it was not given.
 */
export class TbxReader {
  private readonly items: TermFileItem[] = [];
  private entry: Entry | null = null;
  private section: LanguageSection | null = null;
  private slot: TermSlot | null = null;
  private capture: { kind: Capture; depth: number; text: string; preserve: boolean } | null = null;
  private depth = 0;
  private sawRoot = false;

  static read(bytes: Buffer): Promise<TermFileItem[]> {
    return new TbxReader().parse(bytes);
  }

  private async parse(bytes: Buffer): Promise<TermFileItem[]> {
    const parser = new SaxesParser({ position: true });
    parser.on('doctype', (doctype) => {
      // TBX v2 files name their DTD (`<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">`), which is
      // never fetched; an internal subset is where entities are declared, and is refused.
      if (declaresEntities(doctype))
        throw new TermFileParseError('a DOCTYPE with declarations is refused (TBX needs no entities)', parser.line);
    });
    parser.on('opentag', (tag) => {
      this.open(tag as SaxesTagPlain, parser.line);
    });
    parser.on('closetag', (tag) => {
      this.close(tag as SaxesTagPlain);
    });
    parser.on('text', (text) => {
      if (this.capture) this.capture.text += text;
    });
    parser.on('cdata', (text) => {
      if (this.capture) this.capture.text += text;
    });
    try {
      const text = decode(bytes);
      // In slices, yielding between them: a 10 MiB file takes the parser most of a second, which
      // the gateway's other requests should not wait for in one turn of the event loop.
      for (let offset = 0; offset < text.length; offset += SLICE_CHARS) {
        parser.write(text.slice(offset, offset + SLICE_CHARS));
        await setImmediatePromise();
      }
      parser.close();
    } catch (error) {
      if (error instanceof TermFileParseError) throw error;
      throw new TermFileParseError(`the TBX file is not well-formed XML: ${plainMessage(error)}`, parser.line);
    }
    if (!this.sawRoot) throw new TermFileParseError('the file is not TBX: no termEntry or conceptEntry element');
    return this.items;
  }

  private open(tag: SaxesTagPlain, line: number): void {
    this.depth++;
    const name = localName(tag.name);
    if (name === 'martif' || name === 'tbx') this.sawRoot = true;
    if (ENTRIES.has(name)) {
      this.sawRoot = true;
      this.entry = { line, doNotTranslate: false, texts: [], languages: [] };
      return;
    }
    if (!this.entry || this.capture) return;
    if (LANGUAGE_SECTIONS.has(name)) {
      const attributes = tag.attributes as Partial<Record<string, string>>;
      const language = (attributes['xml:lang'] ?? attributes.lang ?? '').trim();
      if (!language) throw new TermFileParseError(`<${tag.name}> has no xml:lang attribute`, line);
      this.section = { language, terms: [], texts: [] };
      this.entry.languages.push(this.section);
    } else if (TERM_GROUPS.has(name) && this.section) {
      this.slot = { term: '', texts: [] };
      this.section.terms.push(this.slot);
    }
    const kind = captureOf(tag);
    if (kind)
      this.capture = { kind, depth: this.depth, text: '', preserve: tag.attributes['xml:space'] === 'preserve' };
  }

  private close(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (this.capture?.depth === this.depth) this.keep(this.capture.kind, textOf(this.capture));
    this.depth--;
    if (this.capture && this.capture.depth > this.depth) this.capture = null;
    if (TERM_GROUPS.has(name)) this.slot = null;
    else if (LANGUAGE_SECTIONS.has(name)) this.section = null;
    else if (ENTRIES.has(name) && this.entry) {
      this.items.push(...itemsOfEntry(this.entry));
      this.entry = null;
    }
  }

  private keep(kind: Capture, text: string): void {
    if (kind === 'text') {
      if (text) (this.slot ?? this.section ?? this.entry)?.texts.push(text);
      return;
    }
    if (kind === 'translationNote') {
      if (this.entry && text.toLowerCase() === 'no') this.entry.doNotTranslate = true;
      return;
    }
    if (!this.section) return;
    if (kind === 'term') {
      // A term outside a tig/termSec (seen in hand-written files) is a term group of its own.
      if (this.slot) this.slot.term = text;
      else this.section.terms.push({ term: text, texts: [] });
    } else {
      const slot = this.slot ?? this.section.terms.at(-1);
      if (slot) slot.caseSensitivity = text;
    }
  }
}

/**
 * CONTRACT: the first term of each language is the entry's; each further one (a synonym) is a
 * term of its own sharing the entry's other languages. Entry-level definitions go to every
 * language. An entry whose terms are all empty stays one item with its empty terms, which the
 * bulk checks report as failed.
 */
function itemsOfEntry(entry: Entry): TermFileItem[] {
  const definitionOf = (section: LanguageSection, slot: TermSlot) =>
    [...entry.texts, ...section.texts, ...slot.texts].join('\n');
  const languages = entry.languages.map((section) => ({
    section,
    terms: section.terms.filter((slot) => slot.term !== ''),
  }));
  const filled = languages.filter((l) => l.terms.length > 0);
  if (filled.length === 0) {
    const empty = entry.languages.map((section) => ({ language: section.language, term: '', definition: '' }));
    return [{ line: entry.line, definitions: empty }];
  }
  const definition = (section: LanguageSection, slot: TermSlot) => ({
    language: section.language,
    term: slot.term,
    definition: definitionOf(section, slot),
    ...(slot.caseSensitivity ? { caseSensitivity: slot.caseSensitivity } : {}),
  });
  const main = filled.map(({ section, terms }) => definition(section, terms[0]));
  const synonyms = filled.flatMap(({ section, terms }, position) =>
    terms.slice(1).map((slot) => main.map((d, i) => (i === position ? definition(section, slot) : d))),
  );
  const flag = entry.doNotTranslate ? { translationFlag: false } : {};
  return [main, ...synonyms].map((definitions) => ({ line: entry.line, definitions, ...flag }));
}

/**
 * Text as written with xml:space="preserve" (this service's exports); else the file's
 * pretty-printing folded: runs of white space, line breaks and indents included, become one space.
 */
function textOf(capture: { text: string; preserve: boolean; kind: Capture }): string {
  if (capture.preserve && capture.kind === 'text') return capture.text;
  return capture.text.replace(/\s+/g, ' ').trim();
}

/** UTF-8 unless a UTF-16 byte order mark says otherwise (TBX files from Windows tools). */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}
