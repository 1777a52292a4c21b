import { TagHandling } from '@app/contracts';
import { checkMarkupDepth, MarkupDepthError } from '@app/placeholders';
import { markupTooDeep } from './translate.errors';

/**
 * With `tagHandling`, markup the engine's markup reading would refuse (nested past
 * `MAX_MARKUP_DEPTH`) is the caller's 400, found before the quota, detection, memory or cache
 * are asked and before asynchronous work is accepted.
 */
export function checkMarkup(mode: TagHandling, texts: readonly string[]): void {
  texts.forEach((text, index) => {
    try {
      checkMarkupDepth(text, mode);
    } catch (error) {
      if (error instanceof MarkupDepthError) throw markupTooDeep(mode, index, error.limit);
      throw error;
    }
  });
}
