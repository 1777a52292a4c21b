import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { LanguageResponse, Subjects } from '@app/contracts';

const CACHE_MS = 60_000;

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];
const sameLanguage = (a: string, b: string) =>
  a.toLowerCase().replace('_', '-') === b.toLowerCase().replace('_', '-') || primary(a) === primary(b);

/**
 * Which pairs the configured engine translates, from `translation.languages.list.v1`, so that a
 * table asking for a pair the engine lacks is a 400 naming it (CONTRACT "Engines") rather than a
 * table that fails later. The list is cached for a minute.
 */
@Injectable()
export class LanguagePairsClient {
  private readonly logger = new Logger(LanguagePairsClient.name);
  private cached?: { at: number; languages: LanguageResponse[] };

  constructor(private readonly rpc: RpcClient) {}

  /** Pairs `source-target` the engine cannot translate; none when the list cannot be had (the worker will find out). */
  async unsupportedPairs(sourceLanguage: string, targetLanguages: string[]): Promise<string[]> {
    const languages = await this.languages();
    if (!languages) return [];
    const sources = languages.filter((l) => sameLanguage(l.language, sourceLanguage));
    return targetLanguages
      .filter((target) => !sameLanguage(target, sourceLanguage))
      .filter((target) => !sources.some((s) => s.targets.some((t) => sameLanguage(t, target))))
      .map((target) => `${sourceLanguage}-${target}`);
  }

  private async languages(): Promise<LanguageResponse[] | null> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.languages;
    try {
      const languages = await this.rpc.send<LanguageResponse[]>(
        Subjects.translation.listLanguages,
        {},
        { timeoutMs: 5_000 },
      );
      this.cached = { at: Date.now(), languages };
      return languages;
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'language list unavailable; pairs not checked',
      );
      return null;
    }
  }
}
