/**
 * One realistic success answer per operation (by operationId), shaped like the answers the end-to-end
 * tests receive; shown in /docs and checked against its schema by the lint test
 * (Redocly `no-invalid-media-type-examples`).
 */
const at = '2026-01-01T12:00:00.000Z';
const ok = (data: unknown, extras: Record<string, unknown> = {}) => ({ status: 'ok', timestamp: at, data, ...extras });
const glossary = {
  id: '0b7c9c1e-4f9e-4a8e-9d55-6f1c2f0b1a11',
  name: 'Product terms',
  description: 'Names and UI terms of the product',
  languages: ['en', 'es'],
  termCount: 1,
  createdAt: at,
  updatedAt: at,
};

export const operationExamples: Record<string, unknown> = {
  getHealth: ok({ health: 'up', version: '0.1.0' }),
  translateText: ok('Hola mundo'),
  translateBatch: ok({
    translations: [
      { index: 0, content: 'Hola' },
      { index: 1, content: 'Adiós' },
    ],
    batch_summary: { total: 2, successful: 2, failed: 0, total_credits: 2 },
    word_count: 2,
  }),
  startBatchJob: ok({ job_id: '5d2f1e0a-8c3b-4d6e-9f1a-2b3c4d5e6f70', status: 'PENDING' }),
  startAgenticTranslation: ok({ translation_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', status: 'PENDING' }),
  detectLanguage: ok({ language: 'fr', confidence: 0.97, alternatives: [{ language: 'ca', confidence: 0.02 }] }),
  createGlossary: ok(glossary),
  getGlossary: ok(glossary),
  deleteGlossary: ok({ id: glossary.id }),
  deleteTerm: ok({ id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f' }),
  scoreGemba: ok({ score: 87.5 }),
  uploadSourceFile: ok({ path: 'uploads/2f1e0a5d/messages.po', filename: 'messages.po', size: 2048 }),
  generateLocalizationTable: ok({ id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c', status: 'pending' }),
  getLocalizationTableLink: ok({
    downloadUrl: 'https://translate.example.com/v1/translation/localization-table/downloads/eyJ0Ijoi',
    expiresAt: at,
  }),
};
