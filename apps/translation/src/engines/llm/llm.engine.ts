import { Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { engineUnavailable } from '../engines.errors';
import {
  ChatMessage,
  LlmAnswerError,
  LlmClient,
  llmErrorToDomain,
  LlmUnavailableError,
  loadChatPrompt,
} from '@app/llm';
import { protect } from '@app/placeholders';
import { join } from 'node:path';
import { languageName, parseLanguageTag } from '../language-codes';
import { renderLike } from '../glossary-placeholders';
import {
  EngineItem,
  EngineItemResult,
  EngineJob,
  EnginePair,
  GlossaryRendering,
  TranslationEngine,
} from '../translation-engine';
import { BatchAnswer, batchSchema, parseBatchAnswer } from './batch-answer';
import { missingRenderings } from './glossary-check';
import { LLM_LANGUAGES } from './llm-languages';

const PROMPTS = join(__dirname, 'prompts');
/** CONTRACT / issue: `flag` asks for about ±15 % of the source length. */
export const LENGTH_TOLERANCE = 0.15;

export function lengthBounds(text: string): { min: number; max: number } {
  const n = [...text].length;
  return { min: Math.floor(n * (1 - LENGTH_TOLERANCE)), max: Math.ceil(n * (1 + LENGTH_TOLERANCE)) };
}

export function withinLength(source: string, translation: string): boolean {
  const { min, max } = lengthBounds(source);
  const n = [...translation].length;
  return n >= min && n <= max;
}

function describe(code: string): string {
  return `${languageName(code)} (${code})`;
}

/**
 * CONTRACT "Translation memories": a close match from the memory, as an example to follow. Repairing
 * a fuzzy match is what a language model does better than a CAT tool's substitution.
 */
export function exampleLine(example: EngineItem['memoryExample']): string {
  if (!example) return '';
  return (
    `An approved translation of a similar text (${example.score}% match) from the client's translation memory; ` +
    `follow its wording and terminology where the texts agree: ${JSON.stringify(example.source)} -> ${JSON.stringify(example.target)}`
  );
}

export function glossaryLines(glossary: GlossaryRendering[]): string {
  const seen = new Set<string>();
  const lines = glossary
    .map((g) =>
      g.verbatim
        ? `- "${g.sourceText}": keep exactly as written, do not translate`
        : `- "${g.sourceTerm}" must be translated as "${renderLike(g)}"`,
    )
    .filter((line) => !seen.has(line) && !!seen.add(line));
  return lines.length === 0
    ? 'No glossary terms apply to this text.'
    : `These renderings are required:\n${lines.join('\n')}`;
}

/** The placeholders and tags of a text the model must copy (issue 37; PlaceholderSafeEngine checks). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(protect(text).placeholders)];
}

function placeholderLine(text: string): string {
  const kept = placeholdersOf(text);
  return kept.length === 0
    ? ''
    : `Placeholders and markup: copy each of these exactly as written, as often as in the text, never translated or renamed: ${kept.map((p) => `\`${p}\``).join(', ')}.`;
}

/** Strips what chat models wrap answers in despite being told not to. */
export function cleanAnswer(answer: string, source: string): string {
  let text = answer.trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(text);
  if (fenced) text = fenced[1];
  const lead = source.slice(0, source.length - source.trimStart().length);
  const trail = source.slice(source.trimEnd().length);
  return lead + text.trim() + trail;
}

/** Every pair of the languages the list offers (some 3,000), made once. */
const LLM_PAIRS: readonly EnginePair[] = LLM_LANGUAGES.flatMap((source) =>
  LLM_LANGUAGES.filter((t) => t !== source).map((target) => ({ source, target })),
);

/** Translation by an OpenAI-compatible chat model (CONTRACT "Engines": `llm`). */
export class LlmEngine implements TranslationEngine {
  readonly name = 'llm' as const;
  readonly hasLanguageModel = true;
  private readonly logger = new Logger(LlmEngine.name);

  constructor(private readonly client: LlmClient) {}

  get model(): string {
    return this.client.model;
  }

  pairs(): readonly EnginePair[] {
    return LLM_PAIRS;
  }

  supports(source: string, target: string): boolean {
    return parseLanguageTag(source) !== null && parseLanguageTag(target) !== null;
  }

  async translate(job: EngineJob, items: EngineItem[]): Promise<EngineItemResult[]> {
    await this.client.resolveModel();
    if (items.length === 1 && !job.fluency) return [await this.single(job, items[0])];
    let answer: BatchAnswer;
    try {
      answer = await this.batch(job, items);
    } catch (error) {
      if (!(error instanceof LlmAnswerError)) return items.map(() => this.failure(error));
      this.logger.warn({ err: error.message }, 'batch answer unusable; translating item by item');
      answer = new Map();
    }
    return Promise.all(
      items.map(async (item, index) => {
        const got = answer.get(index);
        if (got && (!job.flag || withinLength(item.text, got.translation))) {
          const text = cleanAnswer(got.translation, item.text);
          const checked = await this.withGlossaryTerms(job, item, this.singleMessages(job, item), text);
          // A rewritten text was not scored by the batch call: its fluency would describe another text.
          return { ok: true as const, text: checked, fluency: checked === text ? got.fluency : undefined };
        }
        // Missing from the batch answer, or off the length target: its own call.
        return this.single(job, item);
      }),
    );
  }

  private singleMessages(job: EngineJob, item: EngineItem): ChatMessage[] {
    return loadChatPrompt(PROMPTS, 'translate', {
      sourceLanguage: describe(job.source),
      targetLanguage: describe(job.target),
      glossary: glossaryLines(item.glossary),
      instructions: job.prompt ? `Instructions from the client, to follow: ${job.prompt}` : '',
      context: [
        item.context ? `Context of the text (do not translate it): ${item.context}` : '',
        exampleLine(item.memoryExample),
      ]
        .filter(Boolean)
        .join('\n'),
      length: job.flag ? this.lengthLine(item.text) : '',
      placeholders: placeholderLine(item.text),
      text: item.text,
    });
  }

  private async single(job: EngineJob, item: EngineItem): Promise<EngineItemResult> {
    const messages = this.singleMessages(job, item);
    try {
      let text = cleanAnswer(await this.client.complete(messages, { temperature: 0.2 }), item.text);
      if (job.flag && !withinLength(item.text, text)) {
        const { min, max } = lengthBounds(item.text);
        const retry = [
          ...messages,
          { role: 'assistant' as const, content: text },
          {
            role: 'user' as const,
            content: `That has ${[...text].length} characters. Rewrite the translation to between ${min} and ${max} characters, keeping its meaning. Answer with the translation only.`,
          },
        ];
        const second = cleanAnswer(await this.client.complete(retry, { temperature: 0.2 }), item.text);
        if (withinLength(item.text, second) || distance(item.text, second) < distance(item.text, text)) text = second;
      }
      return { ok: true, text: await this.withGlossaryTerms(job, item, messages, text) };
    } catch (error) {
      return this.failure(error);
    }
  }

  private batch(job: EngineJob, items: EngineItem[]): Promise<BatchAnswer> {
    const payload = items.map((item, index) => ({
      index,
      text: item.text,
      context: item.context ?? null,
      ...(item.memoryExample ? { memoryExample: item.memoryExample } : {}),
      glossary: item.glossary.map((g) =>
        g.verbatim ? { term: g.sourceText, keep: true } : { term: g.sourceTerm, rendering: renderLike(g) },
      ),
      placeholders: placeholdersOf(item.text),
      minLength: job.flag ? lengthBounds(item.text).min : null,
      maxLength: job.flag ? lengthBounds(item.text).max : null,
    }));
    const messages = loadChatPrompt(PROMPTS, 'translate-batch', {
      sourceLanguage: describe(job.source),
      targetLanguage: describe(job.target),
      instructions: job.prompt ? `Instructions from the client, to follow for every text: ${job.prompt}` : '',
      fluency: job.fluency ? FLUENCY_INSTRUCTION : '',
      items: JSON.stringify(payload, null, 1),
    });
    return this.client.completeJson(
      messages,
      batchSchema(Boolean(job.fluency)),
      (value) => parseBatchAnswer(value, items.length, Boolean(job.fluency)),
      {
        temperature: 0.2,
      },
    );
  }

  /**
   * The prompt asks for the glossary's renderings; this checks (issue 12). Renderings the term
   * counter does not find in the answer are asked for once more; the rewrite is kept only when it
   * leaves out fewer of them (and, with `flag`, keeps the length target), else the first answer
   * stands, as it does when the follow-up call fails.
   */
  private async withGlossaryTerms(
    job: EngineJob,
    item: EngineItem,
    messages: ChatMessage[],
    text: string,
  ): Promise<string> {
    const missing = await missingRenderings(job.target, text, item.glossary);
    if (missing.length === 0) return text;
    const retry = [
      ...messages,
      { role: 'assistant' as const, content: text },
      ...loadChatPrompt(PROMPTS, 'glossary-retry', { glossary: glossaryLines(missing) }),
    ];
    try {
      const second = cleanAnswer(await this.client.complete(retry, { temperature: 0.2 }), item.text);
      const stillMissing = await missingRenderings(job.target, second, item.glossary);
      const lengthKept = !job.flag || withinLength(item.text, second) || !withinLength(item.text, text);
      const better = stillMissing.length < missing.length && lengthKept;
      this.logger.log(
        { missing: missing.length, stillMissing: stillMissing.length, kept: better ? 'rewrite' : 'first' },
        'glossary renderings asked for again',
      );
      return better ? second : text;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'glossary follow-up failed; the first answer stands');
      return text;
    }
  }

  private lengthLine(text: string): string {
    const { min, max } = lengthBounds(text);
    return `Length: the translation must have between ${min} and ${max} characters (the source has ${[...text].length}).`;
  }

  private failure(error: unknown): EngineItemResult {
    const mapped = llmErrorToDomain(error);
    if (mapped instanceof DomainException) return { ok: false, error: mapped };
    if (error instanceof LlmUnavailableError) return { ok: false, error: engineUnavailable(error.message) };
    throw error;
  }
}

function distance(source: string, translation: string): number {
  return Math.abs([...translation].length - [...source].length);
}

const FLUENCY_INSTRUCTION =
  'Also score the fluency of each of your translations as a native reviser would: in each entry add "fluency" with ' +
  'integer scores 1-10 for idiomatic, collocational, discourse, pragmatic and calque (10 = reads as if written in the ' +
  'target language), the main issue_type (calque, collocation, idiom_literal, discourse_marker, register_mismatch, ' +
  'false_friend, or none), and severity, problematic_phrase, suggested_fix, main_issue (all null when issue_type is none).';
