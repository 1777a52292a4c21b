import { at, OperationExample, ok } from './examples';

const documentId = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const document = {
  id: documentId,
  status: 'READY',
  progress: 100,
  filename: 'report.docx',
  format: 'docx',
  sourceLanguage: 'en',
  targetLanguage: 'es',
  createdAt: at,
  completedAt: '2026-01-01T12:00:09.000Z',
  wordCount: 1840,
  credits: 1840,
  terms: { found: 42, followed: 41 },
};

/** Examples of the document routes (CONTRACT "Documents"), as examples.ts shows the others. */
export const documentExamples: Record<string, OperationExample> = {
  translateDocument: {
    requestType: 'multipart/form-data',
    request: { file: 'report.docx', sourceLanguage: 'en', targetLanguage: 'es', glossaryId: '0b7c9c1e' },
    response: ok({ id: documentId, status: 'PENDING' }),
  },
  listDocuments: { response: ok([document]) },
  getDocument: { response: ok(document) },
  getDocumentLink: {
    response: ok({
      downloadUrl: 'https://translate.example.com/v1/translation/documents/downloads/7b8c9d0e.1767272400.c2ln',
      expiresAt: '2026-01-01T13:00:00.000Z',
    }),
  },
  downloadDocument: {
    responseType: 'text/plain',
    response: 'Este paquete suministra las copias maestras de /etc/passwd y /etc/group.\n',
  },
  deleteDocument: { response: ok({ id: documentId }) },
};
