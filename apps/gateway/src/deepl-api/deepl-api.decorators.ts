import { applyDecorators, Controller } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiKeyFrom } from '../auth/api-key-source.decorator';
import { RawAnswer } from '../envelope/raw-answer.decorator';
import { deeplApiKey } from './deepl-auth';

export const DEEPL_TAG = { name: 'DeepL API', description: "DeepL's API under /deepl, for DeepL's clients" };
export const DEEPL_SECURITY = 'deeplAuthKey';

/** A controller of DeepL's API: its key header, its answers (no envelope), its tag (errors take its shape by path: errors/http-error.filter.ts). */
export const DeeplController = (path: string) =>
  applyDecorators(
    Controller(`deepl/${path}`),
    ApiTags(DEEPL_TAG.name),
    ApiSecurity(DEEPL_SECURITY),
    ApiKeyFrom(deeplApiKey),
    RawAnswer(),
  );
