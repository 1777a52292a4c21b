import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { MemoryIdField, MemoryThresholdField } from '../memory/memory-fields';
import { AsyncStatus, AsyncWorkError, AsyncWorkLimits, GetAsyncWorkRequest, IsWebhookUrl } from './async-work.messages';
import {
  SourceLanguageField,
  TargetLanguageField,
  TextToTranslateField,
  TranslationLimits,
} from './translation-limits';

/** CONTRACT "Forms A and B": JSON with `textContent` is Form A, with `text` Form B; the task remembers which. */
export const AGENTIC_FORMS = ['A', 'B'] as const;
export type AgenticForm = (typeof AGENTIC_FORMS)[number];

/** Form B statuses (CONTRACT "Asynchronous work"). */
export type AgenticFormBStatus = 'pending' | 'completed' | 'failed';

/** `POST /translation/agentic-translate`, both forms in one message (the gateway maps them). */
export class StartAgenticRequest extends OrgScopedRequest {
  @IsIn(AGENTIC_FORMS)
  form: AgenticForm;

  @ApiProperty({ example: 'en', description: 'ISO 639-1 language code, or `auto` to detect it' })
  @SourceLanguageField()
  sourceLanguage: string;

  @ApiProperty({ example: 'es' })
  @TargetLanguageField()
  targetLanguage: string;

  @ApiProperty({ description: 'Form B: the text to translate' })
  @TextToTranslateField()
  text: string;

  @ApiPropertyOptional({ description: 'Form A: glossary to apply (Form B: `options.glossaryId`)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @ApiPropertyOptional({ description: 'Form A: instructions for the translator, honoured in every pass' })
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @ApiPropertyOptional({ description: 'Form A: do not reuse cached translations as the first draft' })
  @IsOptional()
  @IsBoolean()
  ignoreCache?: boolean;

  @MemoryIdField(
    'Translation memory to use: a match at or above memoryThreshold is the result (no passes, no credits); ' +
      'a match from 75 up is given to the model as an example',
  )
  memoryId?: string;

  @MemoryThresholdField()
  memoryThreshold?: number;

  /** Form B `options.uiSafe`: the text is a user-interface string (see the translation README). */
  @ApiPropertyOptional({
    description:
      'The text is a user-interface string: every placeholder and markup token of the source is kept, and the result is at most 1.3 times as long',
  })
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
