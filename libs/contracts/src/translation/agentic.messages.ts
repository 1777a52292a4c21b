import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { AsyncStatus, AsyncWorkError, AsyncWorkLimits, GetAsyncWorkRequest, IsWebhookUrl } from './async-work.messages';
import { LANGUAGE_CODE_PATTERN, TranslationLimits } from './translation-limits';

/** CONTRACT "Forms A and B": JSON with `textContent` is Form A, with `text` Form B; the task remembers which. */
export const AGENTIC_FORMS = ['A', 'B'] as const;
export type AgenticForm = (typeof AGENTIC_FORMS)[number];

/** Form B statuses (CONTRACT "Asynchronous work"). */
export type AgenticFormBStatus = 'pending' | 'completed' | 'failed';

/** `POST /translation/agentic-translate`, both forms in one message (the gateway maps them). */
export class StartAgenticRequest extends OrgScopedRequest {
  @IsIn(AGENTIC_FORMS)
  form: AgenticForm;

  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'sourceLanguage must be a language code or "auto"' })
  @MaxLength(35)
  sourceLanguage: string;

  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'targetLanguage must be a language code' })
  @MaxLength(35)
  targetLanguage: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(TranslationLimits.maxTextChars)
  text: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @IsOptional()
  @IsBoolean()
  ignoreCache?: boolean;

  /** Form B `options.uiSafe`: the text is a user-interface string (see the translation README). */
  @IsOptional()
  @IsBoolean()
  uiSafe?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(AsyncWorkLimits.maxWebhookUrlChars)
  @IsWebhookUrl()
  webhookUrl?: string;
}

export class GetAgenticRequest extends GetAsyncWorkRequest {}

/** Form A start answer: `{translation_id, status: 'PENDING'}`. */
export interface AgenticStartedFormA {
  translation_id: string;
  status: 'PENDING';
}

/** Form B start answer: `{id, status: 'pending'}`. */
export interface AgenticStartedFormB {
  id: string;
  status: 'pending';
}

/** SPEC "Agentic translation task", Form A. `result` only when READY, `error` only when ERROR. */
export interface AgenticRecordFormA {
  id: string;
  status: AsyncStatus;
  createdAt: string;
  completedAt: string | null;
  result?: string;
  error?: AsyncWorkError;
  sourceLanguage: string;
  targetLanguage: string;
  /** Translate-critique-revise passes that ran (0 while none has finished). */
  passes: number;
}

/** SPEC "Agentic translation task", Form B: `progress` 0-100, 100 once completed; `error` only when failed. */
export interface AgenticRecordFormB {
  id: string;
  status: AgenticFormBStatus;
  result: string | null;
  progress: number;
  error?: AsyncWorkError;
}

export type AgenticStarted = AgenticStartedFormA | AgenticStartedFormB;
export type AgenticRecord = AgenticRecordFormA | AgenticRecordFormB;
