import { DomainException } from '@app/common';
import { ErrorCode, TagHandling } from '@app/contracts';
import { parseLanguageTag } from '../engines/language-codes';
import type { TranslationEngine } from '../engines/translation-engine';

/** What needs a model says which settings give it one (503: the deployment, not the request, lacks it). */
export function noLanguageModel(): DomainException {
  return DomainException.unavailable(
    'No language model is configured: custom prompts, fluency and agentic translation need the llm engine (set LLM_BASE_URL, and TRANSLATION_ENGINE=llm or auto)',
  );
}

export function noLanguagePairsInstalled(engine: TranslationEngine): DomainException {
  return DomainException.unavailable(
    `The ${engine.name} engine has no language pairs installed (see apps/translation/README.md "Apertium pairs")`,
  );
}

/** Not a 400: an id that is no UUID names no glossary, like another organization's. */
export function glossaryNotFound(glossaryId: string): DomainException {
  return DomainException.notFound(`Glossary ${glossaryId} not found`);
}

export function targetLanguageAuto(): DomainException {
  return DomainException.badRequest('targetLanguage cannot be "auto"');
}

export function unknownTargetLanguage(code: string): DomainException {
  return DomainException.badRequest(`Unknown targetLanguage "${code}": use an ISO 639-1 code such as "en" or "pt-BR"`);
}

export function unknownSourceLanguage(code: string): DomainException {
  return DomainException.badRequest(`Unknown sourceLanguage "${code}": use an ISO 639-1 code such as "en", or "auto"`);
}

/** Names the targets the engine can reach from the source, so the caller can pick one. */
export function unsupportedPair(engine: TranslationEngine, source: string, target: string, note = ''): DomainException {
  const pairs = engine.pairs();
  const targets = pairs.filter((p) => p.source === parseLanguageTag(source)?.base).map((p) => p.target);
  const hint =
    targets.length > 0
      ? `; from ${source} it can translate into ${targets.join(', ')}`
      : `; it has no pair from ${source}`;
  return new DomainException(
    `The ${engine.name} engine cannot translate ${source} to ${target} (pair ${source}-${target})${note}${hint}`,
    ErrorCode.BAD_REQUEST,
    [{ field: 'targetLanguage', pair: `${source}-${target}` }],
  );
}

export function textOrFilesExpected(): DomainException {
  return DomainException.badRequest(
    'Send either a text (textContent, or text in Form B) or one or more CSV files (fileContent)',
  );
}

export function contextsLengthMismatch(contexts: number, texts: number): DomainException {
  return DomainException.badRequest(
    `contexts has ${contexts} entries but texts has ${texts}: send one context (or null) per text`,
    [{ field: 'contexts', problems: ['must have the same length as texts'] }],
  );
}

/** CONTRACT "Envelope and errors": over a documented limit is a 400; `index` is the text's place, as in a batch's answer. */
export function markupTooDeep(mode: TagHandling, index: number, limit: number): DomainException {
  const levels = limit.toLocaleString('en');
  return DomainException.badRequest(
    `The text's markup is nested more than ${levels} levels deep: tagHandling "${mode}" reads at most ${levels} levels of nested elements`,
    [{ index, limit }],
  );
}
