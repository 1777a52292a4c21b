import type { SchemaObject } from '@nestjs/swagger';
import { OperationExample } from '../docs/examples';
import { FRONTEND_SETTINGS } from './frontend-settings';

/** LibreTranslate's answer shapes as OpenAPI schemas (its own, not the SPEC envelope). */
const detected: SchemaObject = {
  type: 'object',
  required: ['language', 'confidence'],
  properties: { language: { type: 'string', example: 'en' }, confidence: { type: 'number', minimum: 0, maximum: 100 } },
};

export const libreTranslationSchema: SchemaObject = {
  type: 'object',
  required: ['translatedText'],
  properties: {
    translatedText: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    detectedLanguage: { oneOf: [detected, { type: 'array', items: detected }] },
    alternatives: { type: 'array', items: {} },
  },
};

export const libreDetectionsSchema: SchemaObject = { type: 'array', items: detected };

export const libreLanguagesSchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['code', 'name', 'targets'],
    properties: {
      code: { type: 'string', example: 'en' },
      name: { type: 'string', example: 'English' },
      targets: { type: 'array', items: { type: 'string' } },
    },
  },
};

export const libreSettingsSchema: SchemaObject = {
  type: 'object',
  required: ['charLimit', 'apiKeys', 'keyRequired', 'filesTranslation', 'supportedFilesFormat', 'language'],
  properties: {
    charLimit: { type: 'integer' },
    frontendTimeout: { type: 'integer' },
    apiKeys: { type: 'boolean' },
    keyRequired: { type: 'boolean' },
    suggestions: { type: 'boolean' },
    filesTranslation: { type: 'boolean' },
    supportedFilesFormat: { type: 'array', items: { type: 'string' } },
    language: { type: 'object' },
  },
};

export const libreFileSchema: SchemaObject = {
  type: 'object',
  required: ['translatedFileUrl'],
  properties: { translatedFileUrl: { type: 'string', format: 'uri', description: 'Downloads without a key' } },
};

export const libreExamples: Record<string, OperationExample> = {
  libreTranslate: {
    request: { q: 'Hello!', source: 'auto', target: 'es', format: 'text', api_key: 'tsk_live_...' },
    response: { translatedText: '¡Hola!', detectedLanguage: { confidence: 90, language: 'en' } },
  },
  libreDetect: { request: { q: 'Hello world!' }, response: [{ confidence: 90, language: 'en' }] },
  libreLanguages: { response: [{ code: 'en', name: 'English', targets: ['ca', 'es', 'gl'] }] },
  // A fixed list: the served one follows the filters present.
  libreFrontendSettings: { response: { ...FRONTEND_SETTINGS, supportedFilesFormat: ['.docx', '.html', '.txt'] } },
  libreTranslateFile: {
    requestType: 'multipart/form-data',
    request: { file: 'notes.txt', source: 'en', target: 'es', api_key: 'tsk_live_...' },
    response: {
      translatedFileUrl: 'https://translate.example.com/v1/translation/documents/downloads/7b8c9d0e.1767272400.c2ln',
    },
  },
};
