import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { composeDecorators } from '../glossary/compose-decorators';

/** Limits of the synchronous translation routes, shared by the gateway and the translation service. */
export const TranslationLimits = {
  /** SPEC "Limits": texts per batch. */
  maxBatchTexts: 20,
  /** Characters in one text (or one batch item); the JSON body limit (1 MiB) caps the rest. */
  maxTextChars: 100_000,
  maxPromptChars: 4_000,
  maxContextChars: 2_000,
  /** CSV files in one multipart request. */
  maxFiles: 10,
  /** Longest translation for which `fluency: true` is evaluated; longer texts skip it. */
  maxFluencyChars: 5_000,
} as const;

/** Language code as sent by clients: `en`, `pt-BR`, `zh-Hans`, or `auto` where allowed. */
export const LANGUAGE_CODE_PATTERN = /^(?:auto|[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*)$/i;
export const AUTO_LANGUAGE = 'auto';

/*
 * Field rules shared by the translation messages and the gateway's Form A fields. composeDecorators
 * applies them in the order given, which is the order stacked decorators run (bottom first): the
 * lists are written bottom-up so that a failing field's problems read as they always have.
 */

/** `sourceLanguage` of every translation message: a language code or `auto`. */
export const SourceLanguageField = () =>
  composeDecorators(
    MaxLength(35),
    Matches(LANGUAGE_CODE_PATTERN, { message: 'sourceLanguage must be a language code such as "en", or "auto"' }),
    IsString(),
  );

export const TargetLanguageField = () =>
  composeDecorators(
    MaxLength(35),
    Matches(LANGUAGE_CODE_PATTERN, { message: 'targetLanguage must be a language code such as "es"' }),
    IsString(),
  );

/** A text to translate (`text`, and the gateway's Form A `textContent`): not empty, within the text limit. */
export const TextToTranslateField = () =>
  composeDecorators(
    MaxLength(TranslationLimits.maxTextChars),
    MinLength(1, { message: '$property must not be empty' }),
    IsString(),
  );
