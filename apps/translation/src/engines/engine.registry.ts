import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { LlmClient } from '@app/llm';
import { TranslationConfig } from '../config/translation.config';
import { ApertiumEngine } from './apertium/apertium.engine';
import { LlmEngine } from './llm/llm.engine';
import { PlaceholderSafeEngine } from './placeholder-safe.engine';
import { TranslationEngine } from './translation-engine';

/** CONTRACT: `auto` is llm when LLM_BASE_URL is set, else apertium. */
export function chooseEngine(
  config: Pick<TranslationConfig, 'TRANSLATION_ENGINE' | 'LLM_BASE_URL'>,
): 'llm' | 'apertium' {
  if (config.TRANSLATION_ENGINE === 'llm' && !config.LLM_BASE_URL) {
    throw new Error('TRANSLATION_ENGINE=llm needs LLM_BASE_URL (an OpenAI-compatible /v1 endpoint)');
  }
  if (config.TRANSLATION_ENGINE === 'auto') return config.LLM_BASE_URL ? 'llm' : 'apertium';
  return config.TRANSLATION_ENGINE;
}

/** The configured engine, and whether a language model is there for prompts and fluency. */
@Injectable()
export class EngineRegistry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EngineRegistry.name);
  /** The configured engine behind the placeholder guard: what every translation goes through. */
  readonly engine: PlaceholderSafeEngine;
  readonly llm: LlmClient;

  constructor(private readonly config: TranslationConfig) {
    this.llm = new LlmClient(config);
    const choice = chooseEngine(config);
    const inner: TranslationEngine =
      choice === 'llm'
        ? new LlmEngine(this.llm)
        : new ApertiumEngine({
            modesDir: config.APERTIUM_MODES_DIR,
            timeoutMs: config.APERTIUM_TIMEOUT_MS,
            timeoutMsPer1000Chars: config.APERTIUM_TIMEOUT_MS_PER_1000_CHARS,
          });
    this.engine = new PlaceholderSafeEngine(inner);
    this.logger.log(`translation engine: ${choice}${choice === 'llm' ? ` at ${this.llm.endpoint}` : ''}`);
  }

  /** Whether fluency evaluations can be had (the metrics service uses the same model settings). */
  get languageModelConfigured(): boolean {
    return this.llm.isConfigured();
  }

  onApplicationBootstrap(): void {
    // The pivot pairs are worked out once (~50 ms with Debian's 103 modes): at boot, not in a first request.
    this.engine.pairs();
    if (this.engine.inner instanceof ApertiumEngine) {
      this.engine.inner.warm(
        this.config.APERTIUM_WARM_MODES.split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      );
    }
  }

  /** A glossary in these languages is being filled: the engine readies what its terms will need. */
  readyForGlossary(languages: readonly string[]): void {
    if (this.engine.inner instanceof ApertiumEngine) this.engine.inner.readyForGlossary(languages);
  }

  onModuleDestroy(): void {
    if (this.engine.inner instanceof ApertiumEngine) this.engine.inner.stop();
  }
}
