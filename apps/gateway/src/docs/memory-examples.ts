import { OperationExample, at, ok } from './examples';

/** One request and answer per translation-memory operation (CONTRACT "Translation memories"). */
const memoryId = '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';
const unitId = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const memory = {
  id: memoryId,
  name: 'Support articles',
  description: 'Approved translations of the help centre',
  unitCount: 1,
  languagePairs: [{ sourceLanguage: 'en', targetLanguage: 'es', units: 1 }],
  createdAt: at,
  updatedAt: at,
};
const unit = {
  id: unitId,
  sourceLanguage: 'en',
  targetLanguage: 'es',
  source: 'Restart the application to apply the changes.',
  target: 'Reinicie la aplicación para aplicar los cambios.',
  createdAt: at,
  updatedAt: at,
};
const page = { pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } };

export const memoryExamples: Record<string, OperationExample> = {
  createMemory: {
    request: { name: memory.name, description: memory.description },
    response: ok({ ...memory, unitCount: 0, languagePairs: [] }),
  },
  listMemories: { response: ok([memory], page) },
  getMemory: { response: ok(memory) },
  updateMemory: {
    request: { description: 'Approved translations of the help centre and the manual' },
    response: ok({ ...memory, description: 'Approved translations of the help centre and the manual' }),
  },
  deleteMemory: { response: ok({ id: memoryId }) },
  addMemoryUnits: {
    request: { units: [{ sourceLanguage: 'en', targetLanguage: 'es', source: unit.source, target: unit.target }] },
    response: ok([unit]),
  },
  listMemoryUnits: { response: ok([unit], page) },
  deleteMemoryUnit: { response: ok({ id: unitId }) },
  lookupMemory: {
    request: { sourceLanguage: 'en', targetLanguage: 'es', text: 'Restart the application to apply the 3 changes.' },
    response: ok([
      {
        unitId,
        source: unit.source,
        target: 'Reinicie la aplicación para aplicar los 3 cambios.',
        score: 88,
        adjusted: true,
      },
    ]),
  },
  importMemory: {
    requestType: 'multipart/form-data',
    request: {
      file: 'en,es\nRestart the application to apply the changes.,Reinicie la aplicación para aplicar los cambios.\n',
    },
    response: ok({ imported: 1, updated: 0, skipped: 0, failed: [] }),
  },
  exportMemory: {
    responseType: 'text/csv',
    response: 'en,es\nRestart the application to apply the changes.,Reinicie la aplicación para aplicar los cambios.\n',
  },
};
