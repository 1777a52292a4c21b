import { applyDecorators, Controller } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiKeyFrom } from '../auth/api-key-source.decorator';
import { RawAnswer } from '../envelope/raw-answer.decorator';
import { libreTranslateApiKey } from './libretranslate-auth';

export const LIBRETRANSLATE_TAG = {
  name: 'LibreTranslate API',
  description: "LibreTranslate's API under /libretranslate, for LibreTranslate's clients",
};
export const LIBRETRANSLATE_SECURITY = 'libreTranslateApiKey';

/** A controller of LibreTranslate's API: its `api_key`, its answers (no envelope), its tag (errors take its shape by path: errors/http-error.filter.ts). */
export const LibreTranslateController = () =>
  applyDecorators(
    Controller('libretranslate'),
    ApiTags(LIBRETRANSLATE_TAG.name),
    ApiSecurity(LIBRETRANSLATE_SECURITY),
    ApiKeyFrom(libreTranslateApiKey),
    RawAnswer(),
  );
