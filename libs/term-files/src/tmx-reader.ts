import { normalizeLanguageCode } from '@app/contracts';
import { SaxesParser, SaxesTagPlain } from 'saxes';
import { TermFileParseError } from './term-file-item';
import { declaresEntities, plainMessage } from './xml-errors';

/** One translation unit read from a TMX file: a `tu`'s source `tuv` paired with one other `tuv`. */
export interface TmxUnit {
  /** Position among the file's units, from 0: what `failed[].unit` names. */
  unit: number;
  /** Line of the `tu`. */
  line: number;
  sourceLanguage: string;
  targetLanguage: string;
  source: string;
  target: string;
}

/** A `tu` that gives no unit (no source `tuv`, a `tuv` without a language). */
export interface TmxProblem {
  unit: number;
  line: number;
  message: string;
}

export type TmxItem = TmxUnit | TmxProblem;

export const isTmxProblem = (item: TmxItem): item is TmxProblem => 'message' in item;

/** Inline codes (TMX 1.4b): their content is the original format's markup, not text. */
const NATIVE_CODES = new Set(['bpt', 'ept', 'it', 'ph', 'ut']);
const ALL = '*all*';

interface Variant {
  language: string;
  text: string;
}

const attribute = (tag: SaxesTagPlain, name: string) =>
  ((tag.attributes as Partial<Record<string, string>>)[name] ?? '').trim();

/** `xml:lang`, or TMX 1.1's `lang`. */
const languageOf = (tag: SaxesTagPlain) => attribute(tag, 'xml:lang') || attribute(tag, 'lang');

/**
 * TMX 1.4b as a stream of SAX events (a 200 MiB memory is never a tree): units are handed out
 * as the file is read. CONTRACT: a `tu` pairs its source `tuv` (its `srclang`, else the
 * header's, else its first `tuv`; `*all*` means the header's) with each other `tuv`. An external
 * DOCTYPE is accepted and never fetched; an internal subset (entity declarations) is refused, and
 * saxes expands no entity but XML's five.
 */
export class TmxReader {
  private readonly parser = new SaxesParser({ position: true });
  private readonly out: TmxItem[] = [];
  private headerLanguage = '';
  private sawRoot = false;
  private tu: { line: number; srclang: string; variants: Variant[] } | null = null;
  private variant: Variant | null = null;
  private inSeg = false;
  private skipDepth = 0;
  private units = 0;

  constructor() {
    this.parser.on('doctype', (doctype) => {
      if (declaresEntities(doctype))
        throw new TermFileParseError(
          'a DOCTYPE with declarations is refused (TMX needs no entities)',
          this.parser.line,
        );
    });
    this.parser.on('opentag', (tag) => this.open(tag as SaxesTagPlain));
    this.parser.on('closetag', (tag) => this.close(tag as SaxesTagPlain));
    this.parser.on('text', (text) => this.text(text));
    this.parser.on('cdata', (text) => this.text(text));
  }

  /** Reads text chunks, yielding what each completed. Throws TermFileParseError (422) naming the line. */
  static async *read(chunks: AsyncIterable<string>): AsyncGenerator<TmxItem[]> {
    const reader = new TmxReader();
    for await (const chunk of chunks) {
      reader.guard(() => reader.parser.write(chunk));
      if (reader.out.length > 0) yield reader.out.splice(0);
    }
    reader.guard(() => reader.parser.close());
    if (!reader.sawRoot) throw new TermFileParseError('the file is not TMX: no <tmx> root element');
    if (reader.out.length > 0) yield reader.out.splice(0);
  }

  private guard(work: () => unknown): void {
    try {
      work();
    } catch (error) {
      if (error instanceof TermFileParseError) throw error;
      throw new TermFileParseError(`the TMX file is not well-formed XML: ${plainMessage(error)}`, this.parser.line);
    }
  }

  private open(tag: SaxesTagPlain): void {
    if (this.skipDepth > 0 || (this.inSeg && NATIVE_CODES.has(tag.name))) {
      this.skipDepth++;
      return;
    }
    if (tag.name === 'tmx') this.sawRoot = true;
    else if (tag.name === 'header') this.headerLanguage = attribute(tag, 'srclang');
    else if (tag.name === 'tu') this.tu = { line: this.parser.line, srclang: attribute(tag, 'srclang'), variants: [] };
    else if (tag.name === 'tuv' && this.tu) {
      this.variant = { language: languageOf(tag), text: '' };
      this.tu.variants.push(this.variant);
    } else if (tag.name === 'seg' && this.variant) this.inSeg = true;
  }

  private close(tag: SaxesTagPlain): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    if (tag.name === 'seg') this.inSeg = false;
    else if (tag.name === 'tuv') this.variant = null;
    else if (tag.name === 'tu' && this.tu) {
      this.pairUp(this.tu.line, this.tu.srclang, this.tu.variants);
      this.tu = null;
    }
  }

  private text(text: string): void {
    if (this.inSeg && this.skipDepth === 0 && this.variant) this.variant.text += text;
  }

  private pairUp(line: number, srclang: string, variants: Variant[]): void {
    const problem = (message: string) => {
      this.out.push({ unit: this.units++, line, message });
    };
    if (variants.some((v) => !v.language)) {
      problem('a <tuv> has no xml:lang attribute');
      return;
    }
    const wanted = srclang && srclang !== ALL ? srclang : this.headerLanguage !== ALL ? this.headerLanguage : '';
    const source = wanted ? variantIn(variants, wanted) : variants[0];
    if (!source) {
      problem(`the <tu> has no <tuv> in its source language ${wanted}`);
      return;
    }
    for (const target of variants) {
      if (target === source) continue;
      this.out.push({
        unit: this.units++,
        line,
        sourceLanguage: source.language,
        targetLanguage: target.language,
        source: source.text,
        target: target.text,
      });
    }
  }
}

/** The `tuv` in `language`: the same code, else the same base code (`en` finds `en-US`). */
function variantIn(variants: Variant[], language: string): Variant | undefined {
  const code = normalizeLanguageCode(language);
  const base = code.split('-')[0];
  return (
    variants.find((v) => normalizeLanguageCode(v.language) === code) ??
    variants.find((v) => normalizeLanguageCode(v.language).split('-')[0] === base)
  );
}
