import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
