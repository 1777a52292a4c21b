import { ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { NestedObject, StartAgenticRequest, TextToTranslateField } from '@app/contracts';

/** Form B `options`: the message's `uiSafe` and `glossaryId`, nested. */
export class AgenticOptionsBody extends PickType(StartAgenticRequest, ['uiSafe', 'glossaryId'] as const) {}
ApiPropertyOptional({ description: 'Glossary to apply' })(AgenticOptionsBody.prototype, 'glossaryId');

/** Form A's text, which the controller turns into the message's `text`. */
class AgenticFormAText {
  @ApiPropertyOptional({ description: 'Form A: the text to translate' })
  @IsOptional()
  @TextToTranslateField()
  textContent?: string;
}

/** Form B's options, which the controller folds into the message. */
class AgenticFormBOptions {
  @ApiPropertyOptional({ type: AgenticOptionsBody, description: 'Form B options' })
  @IsOptional()
  @NestedObject(() => AgenticOptionsBody)
  options?: AgenticOptionsBody;
}

/**
 * `POST /translation/agentic-translate`: Form A (JSON with `textContent`) and Form B (JSON with
 * `text` and optional `options`) in one class; CONTRACT "Forms A and B".
 */
export class AgenticTranslateBody extends IntersectionType(
  PickType(StartAgenticRequest, ['sourceLanguage', 'targetLanguage'] as const),
  AgenticFormAText,
  PartialType(
    PickType(StartAgenticRequest, [
      'text',
      'glossaryId',
      'prompt',
      'ignoreCache',
      'memoryId',
      'memoryThreshold',
    ] as const),
  ),
  AgenticFormBOptions,
) {}
