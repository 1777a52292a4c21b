import { Injectable } from '@nestjs/common';
import { DetectedLanguageResponse, LanguageListType, LanguageResponse, PivotedTarget } from '@app/contracts';
import { EngineRegistry } from '../engines/engine.registry';
import { isDisplayLanguage, isIso6391, languageName } from '../engines/language-codes';
import { LanguageDetector } from './language-detector';
import { emptyDetectionText, noLettersToDetect, unknownDisplayLanguage } from './languages.errors';

@Injectable()
export class LanguagesService {
  constructor(
    private readonly engines: EngineRegistry,
    private readonly detector: LanguageDetector,
  ) {}

  /** Languages the configured engine translates from or into, each with the ones it translates into. */
  list(displayLanguage = 'en', type?: LanguageListType): LanguageResponse[] {
    if (!isDisplayLanguage(displayLanguage)) {
      throw unknownDisplayLanguage(displayLanguage);
    }
    const targets = new Map<string, Set<string>>();
    const pivoted = new Map<string, PivotedTarget[]>();
    const reachable = new Set<string>();
    for (const { source, target, via } of this.engines.engine.pairs()) {
      // CONTRACT: codes on the API are ISO 639-1. Pairs of a language without one (Asturian
      // `ast`, Arpitan `frp`, Silesian `szl`) translate when asked by their code, unlisted.
      if (!isIso6391(source) || !isIso6391(target)) continue;
      const from = targets.get(source) ?? new Set<string>();
      targets.set(source, from.add(target));
      if (via) pivoted.set(source, [...(pivoted.get(source) ?? []), { language: target, via }]);
      if (!targets.has(target)) targets.set(target, new Set());
      reachable.add(target);
    }
    return [...targets]
      .filter(([language, to]) =>
        type === 'source' ? to.size > 0 : type === 'target' ? reachable.has(language) : true,
      )
      .map(([language, to]) => ({
        language,
        name: languageName(language, displayLanguage),
        targets: [...to].sort(),
        pivoted: (pivoted.get(language) ?? []).sort((a, b) => a.language.localeCompare(b.language)),
      }))
      .sort((a, b) => a.language.localeCompare(b.language));
  }

  async detect(text: string): Promise<DetectedLanguageResponse> {
    if (text.trim() === '') throw emptyDetectionText();
    const detected = await this.detector.detect(text);
    if (!detected) throw noLettersToDetect();
    const { language, confidence, alternatives } = detected;
    return { language, confidence, alternatives };
  }
}
