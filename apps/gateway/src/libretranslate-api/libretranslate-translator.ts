import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { AUTO_LANGUAGE, CallerContext, DetectedLanguageResponse, Subjects } from '@app/contracts';
import { TextListTranslator } from '../translation/text-list-translator';
import { LibreTranslateBody } from './dto/libretranslate.bodies';
import { fromLibreTranslateCode, toLibreTranslateCode } from './libretranslate-language-codes';

export interface LibreDetected {
  language: string;
  /** 0-100, as LibreTranslate gives it. */
  confidence: number;
}

/** What LibreTranslate answers when nothing could be detected (its app.py). */
export const NOTHING_DETECTED: LibreDetected = { confidence: 0, language: 'en' };

/** LibreTranslate's `/translate` and `/detect` onto the service's batch translation and detection. */
@Injectable()
export class LibreTranslateTranslator {
  constructor(
    private readonly texts: TextListTranslator,
    private readonly rpc: RpcClient,
  ) {}

  async translate(body: LibreTranslateBody, caller: CallerContext) {
    const texts = typeof body.q === 'string' ? [body.q] : body.q;
    const sourceLanguage = fromLibreTranslateCode(body.source);
    const detecting = sourceLanguage === AUTO_LANGUAGE;
    const [results, confidences] = await Promise.all([
      this.texts.translate(
        {
          sourceLanguage,
          targetLanguage: fromLibreTranslateCode(body.target),
          ...(body.format === 'html' ? { tagHandling: 'html' as const } : {}),
        },
        texts,
        undefined,
        caller,
      ),
      detecting ? Promise.all(texts.map((text) => this.detect(text))) : null,
    ]);
    const detected = confidences
      ? results.map((r, i) => ({
          confidence: confidences[i][0]?.confidence ?? 0,
          language: toLibreTranslateCode(r.sourceLanguage),
        }))
      : null;
    const translated = results.map((r) => r.text);
    // A list in, lists out; a string in, single values out.
    const single = typeof body.q === 'string';
    return {
      translatedText: single ? translated[0] : translated,
      ...(detected ? { detectedLanguage: single ? detected[0] : detected } : {}),
      ...(body.alternatives ? { alternatives: single ? [] : texts.map(() => []) } : {}),
    };
  }

  /** Candidates best first, confidence 0-100; LibreTranslate's "nothing detected" when the text has no letters. */
  async detect(text: string): Promise<LibreDetected[]> {
    if (!/\p{L}/u.test(text)) return [NOTHING_DETECTED];
    const answer = await this.rpc.send<DetectedLanguageResponse>(Subjects.translation.detectLanguage, { text });
    return [answer, ...answer.alternatives].map((candidate) => ({
      confidence: Math.round(candidate.confidence * 1000) / 10,
      language: toLibreTranslateCode(candidate.language),
    }));
  }
}
