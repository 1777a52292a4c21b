/**
 * One realistic request and success answer per operation (by operationId), shaped like the
 * exchanges the end-to-end tests make; shown in /docs and checked against their schemas by
 * `apps/gateway/test/openapi.e2e-spec.ts` (and Redocly's `no-invalid-media-type-examples`).
 */
export interface OperationExample {
  request?: unknown;
  response: unknown;
  /** Media types of the example, when not application/json. */
  requestType?: string;
  responseType?: string;
}

export const at = '2026-01-01T12:00:00.000Z';
export const ok = (data: unknown, extras: Record<string, unknown> = {}) => ({
  status: 'ok',
  timestamp: at,
  data,
  ...extras,
});

const glossaryId = '0b7c9c1e-4f9e-4a8e-9d55-6f1c2f0b1a11';
const termId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const jobId = '5d2f1e0a-8c3b-4d6e-9f1a-2b3c4d5e6f70';
const taskId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const tableId = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
const glossary = {
  id: glossaryId,
  name: 'Product terms',
  description: 'Names and UI terms of the product',
  languages: ['en', 'es'],
  termCount: 1,
  createdAt: at,
  updatedAt: at,
};
const definitions = [
  { language: 'en', term: 'invoice', definition: 'A bill sent to a customer' },
  { language: 'es', term: 'factura', definition: 'Cuenta enviada a un cliente' },
];
const term = {
  id: termId,
  glossaryId,
  translationFlag: true,
  createdAt: at,
  updatedAt: at,
  definitions: definitions.map((d) => ({ ...d, caseSensitivity: 'auto', createdAt: at, updatedAt: at })),
};
const batchResult = {
  translations: [
    { index: 0, content: 'Pague la factura.' },
    { index: 1, content: 'Su factura está lista.' },
  ],
  batch_summary: { total: 2, successful: 2, failed: 0, total_credits: 7 },
  word_count: 7,
};
const batchRequest = {
  sourceLanguage: 'en',
  targetLanguage: 'es',
  texts: ['Pay the invoice.', 'Your invoice is ready.'],
  glossaryId,
};
const fluency = {
  fluency: 6.4,
  idiomatic: 7,
  collocational: 8,
  discourse: 8,
  pragmatic: 6,
  calque: 3,
  issue_type: 'calque',
  severity: 'minor',
  problematic_phrase: 'fait du sens',
  suggested_fix: 'est logique',
  main_issue: 'Calque of the English "makes sense".',
};
const fluencyRequest = {
  sourceLang: 'en',
  targetLang: 'fr',
  sourceText: 'It makes sense to start early.',
  translatedText: 'Ça fait du sens de commencer tôt.',
};
const match = (text: string, start: number, glossaryTerm = text) => ({
  termId,
  glossaryTerm,
  caseSensitivity: 'auto',
  form: text === glossaryTerm ? 'exact' : 'inflected',
  text,
  start,
  end: start + text.length,
});
const table = { id: tableId, status: 'completed', sourceLanguage: 'en', targetLanguages: ['es', 'fr'], createdAt: at };

export const operationExamples: Record<string, OperationExample> = {
  getHealth: { response: ok({ health: 'up', version: '0.1.0' }) },
  getUsage: {
    response: ok({
      plan: 'free',
      monthlyCredits: 10_000,
      usedCredits: 1_250,
      remainingCredits: 8_750,
      resetsAt: '2026-02-01T00:00:00Z',
      requestsPerMinute: 60,
    }),
  },
  createGlossary: {
    request: { name: glossary.name, description: glossary.description, languages: glossary.languages },
    response: ok({ ...glossary, termCount: 0 }),
  },
  listGlossaries: { response: ok([glossary], { pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } }) },
  getGlossary: { response: ok(glossary) },
  updateGlossary: {
    request: { description: 'Product names, UI terms and invoicing words' },
    response: ok({ ...glossary, description: 'Product names, UI terms and invoicing words' }),
  },
  deleteGlossary: { response: ok({ id: glossaryId }) },
  listTerms: { response: ok([term], { pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } }) },
  createTerm: { request: { definitions }, response: ok(term) },
  createTermsInBulk: {
    request: { terms: [{ definitions }, { translationFlag: false, definitions: [definitions[0]] }] },
    response: ok([term, { ...term, id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', translationFlag: false }]),
  },
  importTerms: {
    requestType: 'multipart/form-data',
    request: { file: 'en,en:definition,es,es:caseSensitivity\ninvoice,A request for payment,factura,exact\n' },
    response: ok([term]),
  },
  exportTerms: {
    responseType: 'text/csv',
    response:
      'en,en:definition,en:caseSensitivity,es,es:definition,es:caseSensitivity,translationFlag\ninvoice,A request for payment,auto,factura,,exact,true\n',
  },
  getTerm: { response: ok(term) },
  updateTerm: {
    request: { definitions: [{ language: 'es', term: 'factura', caseSensitivity: 'ignore' }] },
    response: ok({
      ...term,
      definitions: [term.definitions[0], { ...term.definitions[1], caseSensitivity: 'ignore' }],
    }),
  },
  deleteTerm: { response: ok({ id: termId }) },
  countTerms: {
    request: {
      sourceLanguage: 'en',
      sourceText: 'Pay the invoice. Invoices are due monthly.',
      targetLanguage: 'es',
      targetText: 'Pague la factura. Las facturas vencen cada mes.',
    },
    response: ok({
      source: {
        language: 'en',
        count: 2,
        uniqueTerms: 1,
        matches: [match('invoice', 8), match('Invoices', 17, 'invoice')],
        ambiguousCount: 0,
        ambiguousMatches: [],
      },
      target: {
        language: 'es',
        count: 2,
        uniqueTerms: 1,
        matches: [match('factura', 9), match('facturas', 22, 'factura')],
        ambiguousCount: 0,
        ambiguousMatches: [],
      },
      terms: [
        {
          termId,
          sourceTerm: 'invoice',
          targetTerm: 'factura',
          sourceCount: 2,
          sourceAmbiguousCount: 0,
          targetCount: 2,
          targetAmbiguousCount: 0,
          targetCaseMismatches: [],
          targetSpellingVariants: [],
        },
      ],
    }),
  },
  translateText: {
    request: { sourceLanguage: 'en', targetLanguage: 'es', textContent: 'Pay the invoice.', glossaryId },
    response: ok('Pague la factura.'),
  },
  translateBatch: { request: batchRequest, response: ok(batchResult) },
  startBatchJob: { request: batchRequest, response: ok({ job_id: jobId, status: 'PENDING' }) },
  getBatchJob: {
    response: ok({
      id: jobId,
      status: 'READY',
      createdAt: at,
      completedAt: '2026-01-01T12:00:02.000Z',
      result: batchResult,
      sourceLanguage: 'en',
      targetLanguage: 'es',
    }),
  },
  startAgenticTranslation: {
    request: {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      textContent: 'Your invoice is ready. Pay it before the end of the month.',
      glossaryId,
      prompt: 'Formal register (usted).',
    },
    response: ok({ translation_id: taskId, status: 'PENDING' }),
  },
  getAgenticTranslation: {
    response: ok({
      id: taskId,
      status: 'READY',
      createdAt: at,
      completedAt: '2026-01-01T12:00:41.000Z',
      result: 'Su factura está lista. Páguela antes de fin de mes.',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      passes: 2,
    }),
  },
  listLanguages: {
    response: ok([
      {
        language: 'en',
        name: 'English',
        targets: ['ca', 'es', 'fr', 'gl', 'it', 'pt'],
        pivoted: [
          { language: 'fr', via: 'es' },
          { language: 'gl', via: 'es' },
          { language: 'it', via: 'es' },
          { language: 'pt', via: 'es' },
        ],
      },
    ]),
  },
  detectLanguage: {
    request: { text: 'Bonjour tout le monde, la facture est prête.' },
    response: ok({ language: 'fr', confidence: 0.97, alternatives: [{ language: 'ca', confidence: 0.02 }] }),
  },
  scoreFluency: { request: fluencyRequest, response: ok(fluency) },
  scoreFluencyBatch: {
    request: {
      sourceLang: 'en',
      targetLang: 'fr',
      items: [
        { sourceText: fluencyRequest.sourceText, translatedText: fluencyRequest.translatedText },
        { sourceText: 'Break a leg!', translatedText: 'Merde !' },
      ],
    },
    response: ok({
      evaluations: [
        { ...fluency, index: 0 },
        {
          index: 1,
          error: {
            code: 'ENGINE_UNAVAILABLE',
            message: 'The language model gave no valid fluency_evaluation answer in two attempts',
          },
        },
      ],
      batch_summary: { total: 2, successful: 1, failed: 1 },
    }),
  },
  scoreGemba: {
    request: { ...fluencyRequest, referenceText: 'Il est logique de commencer tôt.' },
    response: ok({ score: 82 }),
  },
  downloadLocalizationTable: {
    responseType: 'text/csv',
    response: 'key,es,fr\ncheckout.pay,Pagar la factura,Payer la facture\n',
  },
  uploadSourceFile: {
    requestType: 'multipart/form-data',
    request: { file: 'msgid "Pay the invoice"\nmsgstr ""\n' },
    response: ok({ path: 'uploads/2f1e0a5d/messages.po', filename: 'messages.po', size: 2048 }),
  },
  generateLocalizationTable: {
    request: {
      sourceLanguage: 'en',
      targetLanguages: ['es', 'fr'],
      content: '{"checkout": {"pay": "Pay the invoice"}}',
      format: 'csv',
    },
    response: ok({ id: tableId, status: 'pending' }),
  },
  listLocalizationTables: { response: ok([table]) },
  getLocalizationTable: { response: ok({ ...table, completedAt: '2026-01-01T12:00:05.000Z', format: 'csv' }) },
  getLocalizationTableLink: {
    response: ok({
      downloadUrl: 'https://translate.example.com/v1/translation/localization-table/downloads/eyJ0Ijoi',
      expiresAt: '2026-01-01T13:00:00.000Z',
    }),
  },
};
