import { Injectable, Logger } from '@nestjs/common';
import { CallerContext } from '@app/contracts';
import { ChatMessage, loadChatPrompt } from '@app/llm';
import { join } from 'node:path';
import { TranslationConfig } from '../config/translation.config';
import { EngineRegistry } from '../engines/engine.registry';
import { languageName } from '../engines/language-codes';
import { cleanAnswer, exampleLine, glossaryLines, LlmEngine } from '../engines/llm/llm.engine';
import { PlaceholderSafeEngine } from '../engines/placeholder-safe.engine';
import { GlossaryRenderingsService, TermIssue } from '../glossary/glossary-renderings.service';
import { MemoryExample } from './agentic-memory';
import { noUiSafeDraft } from './agentic.errors';
import { blocking, critiqueSchema, parseCritique, Problem, problemLines } from './critique';
import { placeholderProblems, uiSafeProblems, uiSafeRules } from './ui-safe';

const PROMPTS = join(__dirname, 'prompts');
/** CONTRACT: at least two passes of translate, critique and revise. */
const MIN_PASSES = 2;

export interface AgenticJob {
  id: string;
  caller: CallerContext;
  /** Resolved source language (never `auto`). */
  source: string;
  target: string;
  text: string;
  glossaryId: string | null;
  prompt: string | null;
  uiSafe: boolean;
  /** A translation memory's close match (below the task's threshold) for every pass to follow. */
  memoryExample: MemoryExample | null;
}

export interface AgenticOutcome {
  text: string;
  passes: number;
}

/**
 * Translate, critique, revise: pass 1 drafts and critiques, each later pass revises the draft
 * with the problems found and critiques it again. The critique is the model's (structured),
 * plus our own checks that the model cannot talk its way out of: glossary terms (the term
 * counter's rules) and, for `uiSafe`, placeholders and length. The loop ends after at least two
 * passes once nothing critical, major or must-fix remains, or at AGENTIC_MAX_PASSES.
 */
@Injectable()
export class AgenticTranslator {
  private readonly logger = new Logger(AgenticTranslator.name);
  /** A draft that still lost a placeholder after the passes is repaired by the model, not by Apertium. */
  private readonly repairer: PlaceholderSafeEngine;

  constructor(
    private readonly engines: EngineRegistry,
    private readonly glossaries: GlossaryRenderingsService,
    private readonly config: TranslationConfig,
  ) {
    this.repairer = new PlaceholderSafeEngine(new LlmEngine(engines.llm));
  }

  async translate(
    job: AgenticJob,
    onPass: (passes: number, maxPasses: number) => Promise<void>,
  ): Promise<AgenticOutcome> {
    const llm = this.engines.llm;
    const maxPasses = this.config.AGENTIC_MAX_PASSES;
    const vars = await this.promptVars(job);
    let draft = cleanAnswer(
      await llm.complete(loadChatPrompt(PROMPTS, 'agentic-draft', vars), { temperature: 0.2 }),
      job.text,
    );
    const drafts: { text: string; ownProblems: number }[] = [];
    let passes = 0;
    for (;;) {
      passes++;
      const own = await this.ownChecks(job, draft);
      const critique = await this.critique(vars, draft);
      const problems = [...own, ...critique];
      drafts.push({ text: draft, ownProblems: own.length });
      await onPass(passes, maxPasses);
      this.logger.log({ taskId: job.id, pass: passes, problems: problems.length, mustFix: own.length }, 'agentic pass');
      const open = blocking(problems);
      if (passes >= maxPasses || (passes >= MIN_PASSES && open.length === 0)) break;
      const toFix = open.length > 0 ? open : problems;
      const revise = loadChatPrompt(PROMPTS, 'agentic-revise', {
        ...vars,
        draft,
        problems: toFix.length ? problemLines(toFix) : 'None found: polish the wording where it helps, else keep it.',
      });
      draft = cleanAnswer(await llm.complete(revise, { temperature: 0.2 }), job.text);
    }
    // The same placeholder guarantee as every other path, repaired by the same model.
    const text = await this.repairer.keepPlaceholders(
      { source: job.source, target: job.target },
      job.text,
      this.pick(job, drafts),
    );
    return { text, passes };
  }

  /** The last draft our own checks accept; with `uiSafe`, a draft that breaks its rules is never the result. */
  private pick(job: AgenticJob, drafts: { text: string; ownProblems: number }[]): string {
    const accepted = [...drafts].reverse().find((d) => d.ownProblems === 0);
    if (accepted) return accepted.text;
    if (!job.uiSafe) return drafts[drafts.length - 1].text;
    const safe = [...drafts].reverse().find((d) => uiSafeProblems(job.text, d.text).length === 0);
    if (safe) return safe.text;
    throw noUiSafeDraft(this.config.AGENTIC_MAX_PASSES);
  }

  private async critique(vars: Record<string, string>, draft: string): Promise<Problem[]> {
    const messages: ChatMessage[] = loadChatPrompt(PROMPTS, 'agentic-critique', { ...vars, draft });
    return this.engines.llm.completeJson(messages, critiqueSchema, parseCritique, { temperature: 0 });
  }

  private async ownChecks(job: AgenticJob, draft: string): Promise<Problem[]> {
    const problems = job.uiSafe ? uiSafeProblems(job.text, draft) : placeholderProblems(job.text, draft);
    if (!job.glossaryId) return problems;
    const issues = await this.glossaries.termIssues(
      job.caller,
      job.glossaryId,
      job.source,
      job.target,
      job.text,
      draft,
    );
    return [...problems, ...issues.map(termProblem)];
  }

  private async promptVars(job: AgenticJob): Promise<Record<string, string>> {
    const renderings = job.glossaryId
      ? (await this.glossaries.apply(job.caller, job.glossaryId, job.source, job.target, [job.text])).renderings[0]
      : [];
    return {
      sourceLanguage: `${languageName(job.source)} (${job.source})`,
      targetLanguage: `${languageName(job.target)} (${job.target})`,
      glossary: glossaryLines(renderings),
      instructions: job.prompt ? `Instructions from the client, to follow: ${job.prompt}` : '',
      memory: exampleLine(job.memoryExample ?? undefined),
      uiSafe: job.uiSafe ? uiSafeRules(job.text) : '',
      text: job.text,
    };
  }
}

function termProblem(issue: TermIssue): Problem {
  return issue.kind === 'missing'
    ? {
        span: '',
        category: 'terminology',
        severity: 'major',
        fix: `glossary: "${issue.sourceTerm}" must be translated as "${issue.targetTerm}"`,
        mustFix: true,
      }
    : {
        span: issue.found.join(', '),
        category: 'terminology',
        severity: 'major',
        fix: `glossary: write "${issue.targetTerm}" with exactly this letter case`,
        mustFix: true,
      };
}
