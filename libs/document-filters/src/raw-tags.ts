import { closeTag, openTag, parseTranslated, standaloneTag } from './inline-tags';

type RawTag = { open: string; close: string } | { whole: string };

/**
 * One unit's inline tags and the source text each stands for (a `<b class="x">`, a `**`, a
 * `<code>…</code>`), byte for byte: the unit carries `<gN>`/`<xN/>`, and a translation is
 * written back with each tag replaced by its source text, attributes and link targets included.
 */
export class RawTags {
  private readonly tags = new Map<number, RawTag>();

  /** `<gN>` for a run between `open` and `close`. */
  open(open: string, close: string): { id: number; open: string; close: string } {
    const id = this.tags.size + 1;
    this.tags.set(id, { open, close });
    return { id, open: openTag(id), close: closeTag(id) };
  }

  /** The source text of a group's end, once it is known (a subtitle's `</i>`, or '' if never closed). */
  setClose(id: number, close: string): void {
    const tag = this.tags.get(id);
    if (tag && 'close' in tag) tag.close = close;
  }

  /** `<xN/>` for something kept whole (code, an image, a line break). */
  standalone(whole: string): string {
    const id = this.tags.size + 1;
    this.tags.set(id, { whole });
    return standaloneTag(id);
  }

  /** The translation in the source's syntax; `text` writes a stretch of plain text (escaping it). */
  render(translated: string, unit: string, text: (plain: string) => string): string {
    return parseTranslated(translated, unit)
      .map((token) => {
        if (token.kind === 'text') return text(token.text);
        const tag = this.tags.get(token.id);
        if (!tag) return '';
        if ('whole' in tag) return tag.whole;
        return token.kind === 'open' ? tag.open : tag.close;
      })
      .join('');
  }
}
