import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@app/api-client';
import { newOrganization } from '../../../test/support/api';
import { OpenApiConformance } from '../../../test/support/openapi-conformance';
import { testEnv } from '../../../test/support/test-env';

const ROOT = join(__dirname, '../../..');

/** The served document, in a file the command-line tools read. */
async function servedDocumentFile(): Promise<string> {
  const answer = await fetch(`${testEnv().gatewayUrl}/docs-json`);
  expect(answer.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, await answer.text());
  return file;
}

function run(args: string[]): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' }) };
  } catch (error) {
    return { code: (error as { status: number }).status, output: (error as { stdout: string }).stdout };
  }
}

describe('the served OpenAPI document (/docs-json)', () => {
  it('passes Redocly recommended rules: no errors, no warnings (rules eased in redocly.yaml say why)', async () => {
    const { code, output } = run([join(ROOT, 'tools/lint-openapi.mjs'), await servedDocumentFile()]);
    expect(output).toContain('errors: 0, warnings: 0');
    expect(code).toBe(0);
  });

  it('names this service in servers and accepts both key forms on every API-key operation', async () => {
    const document = await (await fetch(`${testEnv().gatewayUrl}/docs-json`)).json();
    expect(document.servers).toEqual([expect.objectContaining({ url: process.env.PUBLIC_BASE_URL })]);
    expect(document.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    const operations = Object.values(document.paths).flatMap((item: any) => Object.values(item)) as any[];
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(operations.filter((o) => !/^[a-z][A-Za-z]+$/.test(o.operationId))).toEqual([]);
  });

  it('shows a request and an answer example on every operation, each matching its schema', async () => {
    const checker = new OpenApiConformance(await (await fetch(`${testEnv().gatewayUrl}/docs-json`)).json());
    expect(checker.operationCount).toBeGreaterThanOrEqual(45);
    expect(checker.exampleProblems()).toEqual([]);
  });

  it('documents the web app API (/app/api) with the session cookie and, for changes, the CSRF token', async () => {
    const document = await (await fetch(`${testEnv().gatewayUrl}/docs-json`)).json();
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['apiKey', 'bearer', 'sessionCookie', 'csrfToken']),
    );
    expect(document.paths['/app/api/session'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/app/api/orgs/{orgId}/keys'].post.security).toEqual([{ sessionCookie: [], csrfToken: [] }]);
    expect(document.paths['/app/api/session'].post.security).toEqual([]);
  });

  it('is what the committed typed client was generated from (npm run api-client)', async () => {
    const { code, output } = run([join(ROOT, 'tools/api-client.mjs'), await servedDocumentFile(), '--check']);
    expect(output).toContain('matches the document');
    expect(code).toBe(0);
  });
});

describe('the typed client (libs/api-client)', () => {
  it('creates a glossary and a term, counts terms and translates both Forms, typed from the document', async () => {
    const { key } = await newOrganization();
    const client = createApiClient(testEnv().gatewayUrl, key);
    const glossary = await client.POST('/v1/translation/glossaries', {
      body: { name: 'Client glossary', languages: ['en', 'es'] },
    });
    expect(glossary.response.status).toBe(200);
    const id = glossary.data?.data.id ?? '';
    const term = await client.POST('/v1/translation/glossaries/{id}/terms', {
      params: { path: { id } },
      body: {
        definitions: [
          { language: 'en', term: 'invoice', definition: 'A bill' },
          { language: 'es', term: 'factura', definition: 'Una cuenta' },
        ],
      },
    });
    expect(term.data?.data.definitions.map((d) => d.term).sort()).toEqual(['factura', 'invoice']);
    const counted = await client.POST('/v1/translation/glossaries/{id}/terms/count', {
      params: { path: { id } },
      body: {
        sourceLanguage: 'en',
        sourceText: 'Pay the invoice.',
        targetLanguage: 'es',
        targetText: 'Paga la factura.',
      },
    });
    expect(counted.response.status).toBe(200);
    const single = await client.POST('/v1/translation/translate', {
      body: { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello' },
    });
    expect(typeof single.data?.data).toBe('string');
    const batch = await client.POST('/v1/translation/translate-batch', {
      params: { query: { form: 'b' } },
      body: { sourceLanguage: 'en', targetLanguage: 'es', texts: ['Hello', 'Goodbye'] },
    });
    expect(Array.isArray(batch.data?.data) && batch.data.data.length).toBe(2);
    const missing = await client.GET('/v1/translation/glossaries/{id}', { params: { path: { id: randomUUID() } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('NOT_FOUND');
  });
});
