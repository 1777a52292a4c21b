import { BaseServiceConfig } from '@app/common';
import { WithLlmConfig } from '@app/llm';
import { IsIn, IsInt, IsNumber, IsString, Max, Min } from 'class-validator';
import { DetectionDatabase, DetectionDatabases } from '../languages/language-detector';

export const TranslationEngineChoices = ['llm', 'apertium', 'auto'] as const;

export class TranslationConfig extends WithLlmConfig(BaseServiceConfig) {
  /** How long a replica trusts the month's credits it read before reading them again (other replicas' usage shows up then). */
  @IsInt()
  @Min(0)
  QUOTA_READ_TTL_MS: number = 2_000;

  /** How long an organization's plan is trusted without asking auth; plan-changed events cut it short. */
  @IsInt()
  @Min(0)
  PLAN_CACHE_TTL_MS: number = 10_000;

  /** CONTRACT: `llm`, `apertium`, or `auto` (llm when LLM_BASE_URL is set, else apertium). */
  @IsIn(TranslationEngineChoices)
  TRANSLATION_ENGINE: (typeof TranslationEngineChoices)[number] = 'auto';

  /** Where the Debian packages install Apertium's modes (one `.mode` file per pair direction). */
  @IsString()
  APERTIUM_MODES_DIR: string = '/usr/share/apertium/modes';

  /** Deadline of one Apertium text, plus APERTIUM_TIMEOUT_MS_PER_1000_CHARS for each 1,000 characters. */
  @IsInt()
  @Min(100)
  APERTIUM_TIMEOUT_MS: number = 10_000;

  @IsInt()
  @Min(0)
  APERTIUM_TIMEOUT_MS_PER_1000_CHARS: number = 2_000;

  /** Modes started at boot (comma-separated, e.g. `eng-spa,spa-eng`); others start on first use. */
  @IsString()
  APERTIUM_WARM_MODES: string = 'eng-spa';

  /** Bounds of the in-process translation cache in front of the database one. */
  @IsInt()
  @Min(0)
  TRANSLATION_CACHE_LRU_ENTRIES: number = 20_000;

  @IsInt()
  @Min(0)
  TRANSLATION_CACHE_LRU_CHARS: number = 20_000_000;

  @IsInt()
  @Min(100)
  TRANSLATION_GLOSSARY_TIMEOUT_MS: number = 30_000;

  @IsInt()
  @Min(100)
  @Max(600_000)
  TRANSLATION_METRICS_TIMEOUT_MS: number = 60_000;

  /** eld's database for language detection: `large` costs about 200 MB more than `medium` (README "Detection"). */
  @IsIn(DetectionDatabases)
  LANGUAGE_DETECTION_DATABASE: DetectionDatabase = 'medium';

  /**
   * Memory for compiled glossaries (one per glossary version and language pair, least recently
   * used dropped first). A 100,000-term glossary takes about 130 MB.
   */
  @IsInt()
  @Min(1_000_000)
  TRANSLATION_GLOSSARY_CACHE_BYTES: number = 512 * 1024 * 1024;

  /** Batch jobs one replica works on at once (0: this replica only accepts them). */
  @IsInt()
  @Min(0)
  @Max(256)
  BATCH_JOB_CONCURRENCY: number = 4;

  /** Agentic tasks one replica works on at once. */
  @IsInt()
  @Min(0)
  @Max(256)
  AGENTIC_CONCURRENCY: number = 2;

  /** Translate, critique and revise passes of an agentic task at most (at least 2). */
  @IsInt()
  @Min(2)
  @Max(10)
  AGENTIC_MAX_PASSES: number = 3;

  /** Idle queue lanes (jobs, tasks, webhooks) look for work this often; work accepted here wakes them at once. */
  @IsInt()
  @Min(20)
  ASYNC_POLL_INTERVAL_MS: number = 500;

  /** A dead worker's job or task is taken over after this. */
  @IsInt()
  @Min(2)
  ASYNC_LEASE_SECONDS: number = 60;

  /** Claims of one job or task before it ends in ERROR. */
  @IsInt()
  @Min(1)
  ASYNC_MAX_ATTEMPTS: number = 5;

  /** CONTRACT: `true` lets webhooks reach loopback and private addresses (tests, local development). */
  @IsIn(['true', 'false', '1', '0', ''])
  WEBHOOK_ALLOW_PRIVATE: string = 'false';

  /** Webhook deliveries one replica sends at once. */
  @IsInt()
  @Min(0)
  @Max(256)
  WEBHOOK_CONCURRENCY: number = 8;

  @IsInt()
  @Min(100)
  WEBHOOK_TIMEOUT_MS: number = 10_000;

  /** Attempts of one delivery before it is given up (and why recorded). */
  @IsInt()
  @Min(1)
  WEBHOOK_MAX_ATTEMPTS: number = 8;

  /** Retry n waits between half and all of base * 2^(n-1) seconds, capped: 5 s, 10 s, 20 s ... by default. */
  @IsNumber()
  @Min(0.01)
  WEBHOOK_RETRY_BASE_SECONDS: number = 5;

  @IsNumber()
  @Min(0.01)
  WEBHOOK_RETRY_MAX_SECONDS: number = 3_600;

  get allowPrivateWebhooks(): boolean {
    return this.WEBHOOK_ALLOW_PRIVATE === 'true' || this.WEBHOOK_ALLOW_PRIVATE === '1';
  }
}
