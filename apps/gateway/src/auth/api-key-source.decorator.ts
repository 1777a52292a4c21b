import { SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Where a front door's clients put their API key; null when the request carries none. */
export type ApiKeySource = (request: FastifyRequest) => string | null;

export const API_KEY_SOURCE = 'apiKeySource';

/**
 * A front door whose clients send the key in their own protocol's place (DeepL's
 * `Authorization: DeepL-Auth-Key`, LibreTranslate's `api_key` field): the key guard reads it
 * there and checks it as any other key.
 */
export const ApiKeyFrom = (source: ApiKeySource) => SetMetadata(API_KEY_SOURCE, source);
