import { DocumentLimits, ReadDocument } from '../document-filter';
import { documentLimit } from '../document-error';
import { TextMarkup } from './paragraph-writer';
import { PlacedParagraph, TranslatablePart } from './translatable-part';
import { parseXml, XmlElement } from './xml-tree';
import { ZipPackage } from './zip-container';

/** How a family finds the paragraphs of one of its parts. */
export interface PartReader {
  readonly paragraphs: (root: XmlElement, xml: string) => PlacedParagraph[];
  readonly markup: TextMarkup;
  /** A last touch on a written paragraph's content (XLSX writes a lone plain run as a bare `<t>`). */
  readonly finish?: (content: string) => string;
  /** A cheap look at the text first: a worksheet without inline strings is not parsed at all. */
  readonly worthParsing?: (xml: string) => boolean;
}

export async function readPart(
  pkg: ZipPackage,
  name: string,
  reader: PartReader,
): Promise<TranslatablePart | undefined> {
  const xml = await pkg.text(name);
  if (xml === undefined || reader.worthParsing?.(xml) === false) return undefined;
  return new TranslatablePart(name, xml, reader.paragraphs(parseXml(xml, name), xml), reader.markup, reader.finish);
}

/** The units of the parts, in order, and the package written back with each part's translations. */
export function officeDocument(
  pkg: ZipPackage,
  parts: readonly TranslatablePart[],
  limits: DocumentLimits,
): ReadDocument {
  const counts = parts.map((p) => p.units.length);
  const units = parts.flatMap((p) => p.units);
  if (units.length > limits.maxUnits) throw documentLimit('paragraphs and cells to translate', limits.maxUnits);
  return {
    units,
    write: async (translated) => {
      const changed = new Map<string, string>();
      let at = 0;
      parts.forEach((part, i) => {
        const slice = translated.slice(at, at + counts[i]);
        at += counts[i];
        if (slice.some((t, j) => t !== units[at - counts[i] + j])) changed.set(part.name, part.write(slice));
      });
      return pkg.write(changed);
    },
  };
}

/** Part names matching `pattern`, in the order of the number in their name (slide2 before slide10). */
export function numberedParts(pkg: ZipPackage, pattern: RegExp): string[] {
  const number = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  return pkg.names.filter((n) => pattern.test(n)).sort((a, b) => number(a) - number(b) || a.localeCompare(b));
}
