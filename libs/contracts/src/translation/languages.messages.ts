import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TranslationLimits } from './translation-limits';

export const LANGUAGE_LIST_TYPES = ['source', 'target'] as const;
export type LanguageListType = (typeof LANGUAGE_LIST_TYPES)[number];

export class ListLanguagesRequest {
  /** Language of the `name`s; English when omitted. */
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, { message: 'displayLanguage must be a language code' })
  displayLanguage?: string;

  /** As DeepL's `type`: only languages that are a source, or only those that are a target, of some pair. */
  @IsOptional()
  @IsIn(LANGUAGE_LIST_TYPES, { message: `type must be one of: ${LANGUAGE_LIST_TYPES.join(', ')}` })
  type?: LanguageListType;
}

export interface LanguageResponse {
  language: string;
  name: string;
  /** Languages this one can be translated into by the configured engine. */
  targets: string[];
  /**
   * The targets among `targets` reached through a bridge language (CONTRACT "Offline engine":
   * two Apertium legs, e.g. en -> es -> fr), each with its bridge; empty when every pair is direct.
   */
  pivoted: PivotedTarget[];
}

export interface PivotedTarget {
  language: string;
  via: string;
}

export class DetectLanguageRequest {
  @ApiProperty({ example: 'Bonjour tout le monde' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TranslationLimits.maxTextChars)
  text: string;
}

export interface DetectedLanguageCandidate {
  language: string;
  confidence: number;
}

/** SPEC's `{language, confidence}`; CONTRACT adds the next best candidates (at most three, best first). */
export interface DetectedLanguageResponse extends DetectedLanguageCandidate {
  alternatives: DetectedLanguageCandidate[];
}
