import type { SchemaObject } from '@nestjs/swagger';
import { OperationExample } from '../docs/examples';

/** DeepL's answer shapes as OpenAPI schemas (its own, not the SPEC envelope). */
const language = (example: string): SchemaObject => ({ type: 'string', example });

export const deeplTranslationsSchema: SchemaObject = {
  type: 'object',
  required: ['translations'],
  properties: {
    translations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['detected_source_language', 'text'],
        properties: {
          detected_source_language: language('EN'),
          text: { type: 'string' },
          billed_characters: { type: 'integer' },
        },
      },
    },
  },
};

export const deeplLanguagesSchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['language', 'name'],
    properties: { language: language('DE'), name: { type: 'string' }, supports_formality: { type: 'boolean' } },
  },
};

export const deeplUsageSchema: SchemaObject = {
  type: 'object',
  required: ['character_count', 'character_limit'],
  properties: {
    character_count: { type: 'number', description: "The month's credits used" },
    character_limit: { type: 'number', description: 'Credits allowed a month (unlimited: 1,000,000,000,000)' },
  },
};

export const deeplLanguagePairsSchema: SchemaObject = {
  type: 'object',
  required: ['supported_languages'],
  properties: {
    supported_languages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['source_lang', 'target_lang'],
        properties: { source_lang: language('en'), target_lang: language('de') },
      },
    },
  },
};

export const deeplGlossarySchema: SchemaObject = {
  type: 'object',
  required: ['glossary_id', 'name', 'ready', 'source_lang', 'target_lang', 'creation_time', 'entry_count'],
  properties: {
    glossary_id: { type: 'string' },
    name: { type: 'string' },
    ready: { type: 'boolean' },
    source_lang: language('en'),
    target_lang: language('de'),
    creation_time: { type: 'string', format: 'date-time' },
    entry_count: { type: 'integer' },
  },
};

export const deeplGlossaryListSchema: SchemaObject = {
  type: 'object',
  required: ['glossaries'],
  properties: { glossaries: { type: 'array', items: deeplGlossarySchema } },
};

export const deeplMultilingualGlossarySchema: SchemaObject = {
  type: 'object',
  required: ['glossary_id', 'name', 'dictionaries', 'creation_time'],
  properties: {
    glossary_id: { type: 'string' },
    name: { type: 'string' },
    creation_time: { type: 'string', format: 'date-time' },
    dictionaries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['source_lang', 'target_lang', 'entry_count'],
        properties: { source_lang: language('en'), target_lang: language('de'), entry_count: { type: 'integer' } },
      },
    },
  },
};

export const deeplMultilingualGlossaryListSchema: SchemaObject = {
  type: 'object',
  required: ['glossaries'],
  properties: { glossaries: { type: 'array', items: deeplMultilingualGlossarySchema } },
};

export const deeplDictionaryEntriesSchema: SchemaObject = {
  type: 'object',
  required: ['dictionaries'],
  properties: {
    dictionaries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['source_lang', 'target_lang', 'entries', 'entries_format'],
        properties: {
          source_lang: language('en'),
          target_lang: language('de'),
          entries: { type: 'string', description: 'TSV' },
          entries_format: { type: 'string', enum: ['tsv'] },
        },
      },
    },
  },
};

export const DEEPL_ERROR = 'DeeplError';

const glossaryId = '0b7c9c1e-4f9e-4a8e-9d55-6f1c2f0b1a11';
const created = '2026-01-01T12:00:00.000Z';
const glossary = {
  glossary_id: glossaryId,
  name: 'Product terms',
  ready: true,
  source_lang: 'en',
  target_lang: 'de',
  creation_time: created,
  entry_count: 1,
};
const multilingual = {
  glossary_id: glossaryId,
  name: 'Product terms',
  creation_time: created,
  dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 1 }],
};
const entries = 'invoice\tRechnung';
const document = {
  document_id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  document_key: 'k2yVw8cQn3xS0bqG2Zb7wS4m2QyJ0bX2d3l1e1m0Y4c',
};

export const deeplExamples: Record<string, OperationExample> = {
  deeplTranslate: {
    request: { text: ['Hello, world!'], target_lang: 'DE' },
    response: { translations: [{ detected_source_language: 'EN', text: 'Hallo, Welt!' }] },
  },
  deeplLanguages: {
    response: [
      { language: 'EN-GB', name: 'English (British)', supports_formality: false },
      { language: 'ES', name: 'Spanish', supports_formality: false },
    ],
  },
  deeplLanguagesPost: { response: [{ language: 'EN', name: 'English' }] },
  deeplUsage: { response: { character_count: 1250, character_limit: 10000 } },
  deeplUsagePost: { response: { character_count: 1250, character_limit: 10000 } },
  deeplGlossaryLanguagePairs: { response: { supported_languages: [{ source_lang: 'en', target_lang: 'es' }] } },
  deeplCreateGlossary: {
    request: { name: 'Product terms', source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' },
    response: glossary,
  },
  deeplListGlossaries: { response: { glossaries: [glossary] } },
  deeplGetGlossary: { response: glossary },
  deeplGlossaryEntries: { response: entries, responseType: 'text/tab-separated-values' },
  deeplCreateMultilingualGlossary: {
    request: {
      name: 'Product terms',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }],
    },
    response: multilingual,
  },
  deeplListMultilingualGlossaries: { response: { glossaries: [multilingual] } },
  deeplGetMultilingualGlossary: { response: multilingual },
  deeplMultilingualGlossaryEntries: {
    response: { dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' }] },
  },
  deeplUploadDocument: {
    requestType: 'multipart/form-data',
    request: { file: 'report.txt', target_lang: 'ES', source_lang: 'EN' },
    response: { document_id: document.document_id, document_key: document.document_key },
  },
  deeplDocumentStatus: {
    request: { document_key: document.document_key },
    response: { document_id: document.document_id, status: 'done', billed_characters: 1840 },
  },
  deeplDocumentResult: {
    request: { document_key: document.document_key },
    response: 'Informe anual',
    responseType: 'application/octet-stream',
  },
};

export const deeplDocumentHandleSchema: SchemaObject = {
  type: 'object',
  required: ['document_id', 'document_key'],
  properties: { document_id: { type: 'string' }, document_key: { type: 'string' } },
};

export const deeplDocumentStatusSchema: SchemaObject = {
  type: 'object',
  required: ['document_id', 'status'],
  properties: {
    document_id: { type: 'string' },
    status: { type: 'string', enum: ['queued', 'translating', 'done', 'error'] },
    seconds_remaining: { type: 'number' },
    billed_characters: { type: 'number', description: 'Credits of the document (one per source word)' },
    error_message: { type: 'string' },
  },
};
