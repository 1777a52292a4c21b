import { ParagraphPlan } from './paragraph-plan';
import { TextMarkup, writeParagraph } from './paragraph-writer';

/** A paragraph of a part: the source range its content occupies and its plan. */
export interface PlacedParagraph {
  readonly start: number;
  readonly end: number;
  readonly plan: ParagraphPlan;
}

/**
 * One XML part of a package with its paragraphs. Writing splices: the source text is copied as
 * it is except each changed paragraph's content range. A paragraph inside another one's object (a
 * text box in a drawing, a footnote body in ODF) is replaced inside the copy of that object.
 */
export class TranslatablePart {
  private readonly paragraphs: readonly PlacedParagraph[];

  constructor(
    readonly name: string,
    private readonly xml: string,
    paragraphs: readonly PlacedParagraph[],
    private readonly markup: TextMarkup,
    private readonly finish: (content: string) => string = (content) => content,
  ) {
    this.paragraphs = [...paragraphs].sort((a, b) => a.start - b.start);
  }

  get units(): string[] {
    return this.paragraphs.map((p) => p.plan.tagged);
  }

  /** The part with `translated[i]` in place of `units[i]`; the source itself when nothing changed. */
  write(translated: readonly string[]): string {
    // `from` skips the paragraph being copied itself when it is unchanged.
    const splice = (start: number, end: number, from = this.firstAtOrAfter(start)): string => {
      let out = '';
      let at = start;
      for (let i = from; i < this.paragraphs.length && this.paragraphs[i].start < end; i++) {
        const paragraph = this.paragraphs[i];
        // Inside an object of the paragraph just written, or around the object being copied.
        if (paragraph.start < at || paragraph.end > end) continue;
        const target = translated.at(i);
        out += this.xml.slice(at, paragraph.start);
        out +=
          target === undefined || target === paragraph.plan.tagged
            ? splice(paragraph.start, paragraph.end, i + 1)
            : this.finish(writeParagraph(paragraph.plan, target, this.markup, (s, e) => splice(s, e)));
        at = paragraph.end;
      }
      return out + this.xml.slice(at, end);
    };
    return splice(0, this.xml.length);
  }

  private firstAtOrAfter(offset: number): number {
    let low = 0;
    let high = this.paragraphs.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.paragraphs[mid].start < offset) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
