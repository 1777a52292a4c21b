import { Injectable } from '@nestjs/common';
import { AUTO_LANGUAGE, CallerContext } from '@app/contracts';
import { TextListOptions, TextListTranslator } from '../translation/text-list-translator';
import { fromDeeplCode, toDeeplSourceCode } from './deepl-language-codes';
import { DeeplTranslateBody } from './dto/deepl-translate.body';

export interface DeeplTextResult {
  detected_source_language: string;
  text: string;
  billed_characters?: number;
}

/** `/v2/translate` onto the service's batch translation: DeepL's fields in, DeepL's answer out. */
@Injectable()
export class DeeplTranslator {
  constructor(private readonly texts: TextListTranslator) {}

  async translate(body: DeeplTranslateBody, caller: CallerContext): Promise<{ translations: DeeplTextResult[] }> {
    const options: TextListOptions = {
      sourceLanguage: body.source_lang ? fromDeeplCode(body.source_lang) : AUTO_LANGUAGE,
      targetLanguage: fromDeeplCode(body.target_lang),
      ...(body.glossary_id ? { glossaryId: body.glossary_id } : {}),
      ...(body.tag_handling ? { tagHandling: body.tag_handling } : {}),
    };
    const results = await this.texts.translate(options, body.text, body.context, caller);
    return {
      translations: results.map((result, i) => ({
        detected_source_language: toDeeplSourceCode(result.sourceLanguage),
        text: result.text,
        // DeepL bills source characters; this service counts words (README "DeepL API").
        ...(body.show_billed_characters ? { billed_characters: [...body.text[i]].length } : {}),
      })),
    };
  }
}
