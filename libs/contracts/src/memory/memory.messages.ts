import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { OrgScopedRequest } from '../context';
import {
  GLOSSARY_DESCRIPTION_MAX_LENGTH,
  GLOSSARY_NAME_MAX_LENGTH,
  GlossaryDescriptionField,
  GlossaryNameField,
  LimitField,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PageField,
} from '../glossary/glossary.messages';

/* CONTRACT "Translation memories": a memory's name and description follow a glossary's rules. */

export class CreateMemoryRequest extends OrgScopedRequest {
  @ApiProperty({ example: 'Product UI', minLength: 1, maxLength: GLOSSARY_NAME_MAX_LENGTH })
  @GlossaryNameField()
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GLOSSARY_DESCRIPTION_MAX_LENGTH })
  @GlossaryDescriptionField()
  description?: string | null;
}

export class ListMemoriesRequest extends OrgScopedRequest {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @PageField()
  page?: number;

  @ApiPropertyOptional({ default: PAGE_LIMIT_DEFAULT, minimum: 1, maximum: PAGE_LIMIT_MAX })
  @LimitField()
  limit?: number;
}

/** Get and delete. A malformed id is reported as not found, like an unknown one. */
export class MemoryRefRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;
}

/** Omitted fields stay as they are. */
export class UpdateMemoryRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: GLOSSARY_NAME_MAX_LENGTH })
  @GlossaryNameField(true)
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GLOSSARY_DESCRIPTION_MAX_LENGTH,
    description: '`null` clears it',
  })
  @GlossaryDescriptionField()
  description?: string | null;
}

export interface MemoryLanguagePair {
  sourceLanguage: string;
  targetLanguage: string;
  units: number;
}

/** CONTRACT: Memory = `{id, name, description, unitCount, languagePairs, createdAt, updatedAt}`. */
export interface MemoryResponse {
  id: string;
  name: string;
  description: string | null;
  unitCount: number;
  languagePairs: MemoryLanguagePair[];
  createdAt: string;
  updatedAt: string;
}
