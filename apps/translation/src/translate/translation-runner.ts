import { Injectable } from '@nestjs/common';
import { countWords, DomainException } from '@app/common';
import { AUTO_LANGUAGE, CallerContext, MEMORY_THRESHOLD_DEFAULT, TagHandling } from '@app/contracts';
import { isUUID } from 'class-validator';
import { cacheKey } from '../cache/cache-key';
import { TranslationCacheService } from '../cache/translation-cache.service';
import { EngineRegistry } from '../engines/engine.registry';
import { parseLanguageTag } from '../engines/language-codes';
import { EngineItem, FluencyScores, GlossaryRendering, TranslationEngine } from '../engines/translation-engine';
import { GlossaryRenderingsService } from '../glossary/glossary-renderings.service';
import { LanguageDetector } from '../languages/language-detector';
import { LLM_EXAMPLE_SCORE, MemoryMatchesClient } from '../memory/memory-matches.client';
import { checkMarkup } from './markup-limit';
import { QuotaService } from '../usage/quota.service';
import {
  glossaryNotFound,
  noLanguageModel,
  noLanguagePairsInstalled,
  targetLanguageAuto,
  unknownSourceLanguage,
  unknownTargetLanguage,
  unsupportedPair,
} from './translate.errors';
import { CREDITS_PER_WORD } from '../usage/usage.service';

export interface RunOptions {
  caller: CallerContext;
  sourceLanguage: string;
  targetLanguage: string;
  glossaryId?: string;
  prompt?: string;
  flag?: boolean;
  ignoreCache?: boolean;
  /** Score fluency in the engine's own call (batch). */
  fluency?: boolean;
  tagHandling?: TagHandling;
  /** Work accepted earlier had its credits checked against the quota then (CONTRACT: asynchronous work is checked when accepted). */
  quotaChecked?: boolean;
  memoryId?: string;
  memoryThreshold?: number;
}

export interface RunItem {
  text: string;
  context?: string | null;
}

export type RunResult =
  | {
      ok: true;
      text: string;
      source: string;
      words: number;
      cached: boolean;
      fluency?: FluencyScores;
      /** A memory unit supplied the text: no engine was called and it costs nothing (`words` 0). */
      memory?: { unitId: string; score: number };
    }
  | { ok: false; error: DomainException; source: string | null; words: number };

type MemoryExample = NonNullable<EngineItem['memoryExample']>;

/** Model calls per engine call: SPEC's batch size, so CSV files go in batch-sized pieces. */
const ENGINE_CHUNK = 20;

/**
 * Translates texts the way every route needs it: languages resolved (detected for `auto`),
 * glossary terms found, the cache consulted, the engine asked for the rest, and the results
 * cached. One text's failure is its own; a request-wide problem (unknown language, pair the
 * engine cannot do) throws before anything is translated.
 */
@Injectable()
export class TranslationRunner {
  constructor(
    private readonly engines: EngineRegistry,
    private readonly cache: TranslationCacheService,
    private readonly glossaries: GlossaryRenderingsService,
    private readonly detector: LanguageDetector,
    private readonly quota: QuotaService,
    private readonly memories: MemoryMatchesClient,
  ) {}

  get engine(): TranslationEngine {
    return this.engines.engine;
  }

  /**
   * The request-wide checks of {@link run} without translating anything (asynchronous work is
   * checked this way before it is accepted): engine, languages, pair, prompt, the texts' markup,
   * and that the glossary is the caller's.
   */
  async check(options: RunOptions, texts: readonly string[]): Promise<void> {
    const target = this.checkRequest(options);
    if (options.tagHandling) checkMarkup(options.tagHandling, texts);
    if (options.sourceLanguage.toLowerCase() !== AUTO_LANGUAGE)
      await this.resolveSources(options.sourceLanguage, target, []);
    if (options.glossaryId) await this.glossaries.version(options.caller, options.glossaryId);
    // That the memory is the caller's: a 404 now rather than a failed job later.
    if (options.memoryId) await this.memories.assertExists(options.caller, options.memoryId, target);
  }

  /** Checks what needs no other service; answers the resolved target language. */
  private checkRequest(options: RunOptions): string {
    const engine = this.engine;
    if (engine.pairs().length === 0) {
      throw noLanguagePairsInstalled(engine);
    }
    if (options.glossaryId !== undefined && !isUUID(options.glossaryId)) throw glossaryNotFound(options.glossaryId);
    const target = this.resolveTarget(options.targetLanguage);
    if (options.prompt && !engine.hasLanguageModel) throw noLanguageModel();
    return target;
  }

  async run(options: RunOptions, items: RunItem[]): Promise<RunResult[]> {
    const engine = this.engine;
    const target = this.checkRequest(options);
    if (options.tagHandling)
      checkMarkup(
        options.tagHandling,
        items.map(({ text }) => text),
      );
    // Counted once, before anything is translated: the quota is checked on the request's credits.
    const words = items.map((item) => countWords(item.text));
    if (!options.quotaChecked)
      await this.quota.assertAvailable(options.caller, words.reduce((sum, n) => sum + n, 0) * CREDITS_PER_WORD);
    const sources = await this.resolveSources(options.sourceLanguage, target, items);
    const results = new Array<RunResult>(items.length);
    const groups = new Map<string, number[]>();
    sources.forEach((source, i) => {
      const text = items[i].text;
      if (typeof source !== 'string') results[i] = { ok: false, error: source, source: null, words: words[i] };
      else if (text.trim() === '' || !/\p{L}/u.test(text) || sameLanguage(source, target)) {
        // Nothing to translate: blank, no letters at all, or already in the target language.
        results[i] = { ok: true, text, source, words: words[i], cached: false };
      } else groups.set(source, [...(groups.get(source) ?? []), i]);
    });
    await Promise.all(
      [...groups].map(([source, indexes]) =>
        this.runGroup(engine, options, source, target, { items, words }, indexes, results),
      ),
    );
    return results;
  }

  private async runGroup(
    engine: TranslationEngine,
    options: RunOptions,
    source: string,
    target: string,
    { items, words }: { items: RunItem[]; words: number[] },
    allIndexes: number[],
    results: RunResult[],
  ): Promise<void> {
    const { indexes, memory, examples } = await this.fromMemory(options, source, target, items, allIndexes, results);
    if (indexes.length === 0) return;
    const texts = indexes.map((i) => items[i].text);
    const glossary = options.glossaryId
      ? await this.glossaries.apply(options.caller, options.glossaryId, source, target, texts)
      : null;
    const keyParts = indexes.map((i) => ({
      engine: engine.name,
      model: engine.model,
      source,
      target,
      text: items[i].text,
      glossaryId: glossary?.glossaryId ?? null,
      glossaryVersion: glossary?.version ?? null,
      prompt: options.prompt ?? null,
      flag: Boolean(options.flag),
      context: engine.hasLanguageModel ? (items[i].context ?? null) : null,
      tagHandling: options.tagHandling ?? null,
      memory,
    }));
    const keys = keyParts.map(cacheKey);
    const hits = options.ignoreCache ? new Map<string, string>() : await this.cache.lookup(keys);
    const misses: number[] = [];
    indexes.forEach((index, n) => {
      const hit = hits.get(keys[n]);
      if (hit !== undefined) results[index] = { ok: true, text: hit, source, words: words[index], cached: true };
      else misses.push(n);
    });
    const job = {
      source,
      target,
      prompt: options.prompt,
      flag: options.flag,
      fluency: options.fluency,
      tagHandling: options.tagHandling,
    };
    const chunks: number[][] = [];
    for (let i = 0; i < misses.length; i += ENGINE_CHUNK) chunks.push(misses.slice(i, i + ENGINE_CHUNK));
    await Promise.all(
      chunks.map(async (chunk) => {
        const engineItems: EngineItem[] = chunk.map((n) => ({
          text: items[indexes[n]].text,
          context: items[indexes[n]].context,
          glossary: glossary?.renderings[n] ?? ([] as GlossaryRendering[]),
          memoryExample: examples.get(indexes[n]),
        }));
        const translated = await engine.translate(job, engineItems);
        const fresh = [];
        for (const [k, n] of chunk.entries()) {
          const outcome = translated[k];
          const index = indexes[n];
          if (outcome.ok) {
            results[index] = {
              ok: true,
              text: outcome.text,
              source,
              words: words[index],
              cached: false,
              fluency: outcome.fluency,
            };
            fresh.push({ ...keyParts[n], translation: outcome.text });
          } else results[index] = { ok: false, error: outcome.error, source, words: words[index] };
        }
        await this.cache.store(fresh);
      }),
    );
  }

  /**
   * CONTRACT: a text with a memory match at or above the threshold takes the unit's target and
   * costs nothing; the others go on to the engine, cached under the memory's revision.
   */
  private async fromMemory(
    options: RunOptions,
    source: string,
    target: string,
    items: RunItem[],
    indexes: number[],
    results: RunResult[],
  ): Promise<{ indexes: number[]; memory: string | null; examples: Map<number, MemoryExample> }> {
    const examples = new Map<number, MemoryExample>();
    if (!options.memoryId) return { indexes, memory: null, examples };
    const threshold = options.memoryThreshold ?? MEMORY_THRESHOLD_DEFAULT;
    // With a model, matches from 75 up are asked for too: they become its examples.
    const asked = this.engine.hasLanguageModel ? Math.min(threshold, LLM_EXAMPLE_SCORE) : threshold;
    const texts = indexes.map((i) => items[i].text);
    const found = await this.memories.match(options.caller, options.memoryId, { source, target }, texts, asked);
    const rest: number[] = [];
    indexes.forEach((index, n) => {
      const match = found.matches[n];
      if (match && match.score >= threshold) {
        const memory = { unitId: match.unitId, score: match.score };
        results[index] = { ok: true, text: match.target, source, words: 0, cached: false, memory };
        return;
      }
      if (match) examples.set(index, { source: match.source, target: match.target, score: match.score });
      rest.push(index);
    });
    return { indexes: rest, memory: `${options.memoryId}@${found.revision}`, examples };
  }

  private resolveTarget(code: string): string {
    if (code.toLowerCase() === AUTO_LANGUAGE) throw targetLanguageAuto();
    const tag = parseLanguageTag(code);
    if (!tag) throw unknownTargetLanguage(code);
    return tag.tag;
  }

  /** One source per item: the given one, or the detected one (a per-item error when it cannot be used). */
  private async resolveSources(code: string, target: string, items: RunItem[]): Promise<(string | DomainException)[]> {
    const engine = this.engine;
    if (code.toLowerCase() !== AUTO_LANGUAGE) {
      const tag = parseLanguageTag(code);
      if (!tag) throw unknownSourceLanguage(code);
      if (!sameLanguage(tag.tag, target) && !engine.supports(tag.tag, target))
        throw unsupportedPair(engine, tag.tag, target);
      return items.map(() => tag.tag);
    }
    const targetTag = parseLanguageTag(target);
    if (!targetTag) throw new Error(`the resolved target language "${target}" does not parse`);
    const targetBase = targetTag.base;
    return Promise.all(
      items.map(async ({ text }) => {
        if (!/\p{L}/u.test(text)) return targetBase;
        // The language the text is in, never one the engine would rather translate (README "Detection").
        const detected = await this.detector.detect(text);
        if (!detected) return targetBase;
        if (sameLanguage(detected.language, target) || engine.supports(detected.language, target))
          return detected.language;
        return unsupportedPair(engine, detected.language, target, ' (detected source language)');
      }),
    );
  }
}

function sameLanguage(source: string, target: string): boolean {
  const s = parseLanguageTag(source);
  const t = parseLanguageTag(target);
  return (
    !!s && !!t && s.base === t.base && (!t.region || s.region === t.region) && (!t.variant || s.variant === t.variant)
  );
}
