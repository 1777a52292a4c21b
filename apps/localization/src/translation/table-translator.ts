import { Injectable } from '@nestjs/common';
import { CallerContext } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { keepWhitespaceShape, needsTranslation, protect } from '@app/placeholders';
import { IcuMessage, parseIcuMessage } from './icu-messages';
import { known, translateDistinct } from './batched-translation';
import { BatchOptions, TranslateBatchClient } from './translate-batch.client';

export interface TranslationTarget {
  sourceLanguage: string;
  targetLanguage: string;
  caller: CallerContext;
  /** Sent with every translate-batch call (the table's memory). */
  options?: BatchOptions;
}

/**
 * Translates a file's strings into one language: each distinct string goes to the translation
 * service once, which keeps its placeholders; ICU plural and select messages are translated
 * branch by branch and rebuilt here.
 */
@Injectable()
export class TableTranslator {
  constructor(
    private readonly client: TranslateBatchClient,
    private readonly config: LocalizationConfig,
  ) {}

  async translateAll(texts: string[], target: TranslationTarget): Promise<string[]> {
    if (target.sourceLanguage.toLowerCase() === target.targetLanguage.toLowerCase()) return [...texts];
    // ICU plural and select messages: each branch's text is translated, the syntax rebuilt.
    const messages = new Map<string, IcuMessage>();
    for (const text of new Set(texts)) {
      const message = parseIcuMessage(text, target.targetLanguage);
      if (message) messages.set(text, message);
    }
    const plain = texts.filter((t) => !messages.has(t));
    const branches = [...messages.values()].flatMap((m) => m.texts);
    const translated = await this.translatePlain([...plain, ...branches], target);
    const byText = new Map<string, string>();
    [...plain, ...branches].forEach((text, i) => byText.set(text, translated[i]));
    const rebuilt = new Map([...messages].map(([text, m]) => [text, m.rebuild(m.texts.map((t) => known(byText, t)))]));
    return texts.map((t) => rebuilt.get(t) ?? known(byText, t));
  }

  /**
   * Placeholders and markup are the translation service's to keep (its PlaceholderSafeEngine, the
   * one place every path goes through): texts go as they are, each distinct one once.
   */
  private async translatePlain(texts: string[], target: TranslationTarget): Promise<string[]> {
    // Nothing but placeholders (`{name}`, an ICU block): nothing to translate.
    const wanted = [...new Set(texts)].filter((t) => needsTranslation(protect(t).segments.join('')));
    const translated = await this.translateDistinct(wanted, target);
    return texts.map((t) => {
      const machine = translated.get(t);
      return machine === undefined ? t : keepWhitespaceShape(t, machine);
    });
  }

  private translateDistinct(texts: string[], target: TranslationTarget): Promise<Map<string, string>> {
    return translateDistinct(texts, {
      send: (batch) =>
        this.client.translate(batch, target.sourceLanguage, target.targetLanguage, target.caller, target.options),
      concurrency: this.config.TRANSLATION_CONCURRENCY,
      targetLanguage: target.targetLanguage,
    });
  }
}
