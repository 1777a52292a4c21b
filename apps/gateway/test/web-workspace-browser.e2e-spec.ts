import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, expectOk } from '../../../test/support/api';
import { openBrowser, signInThroughPage, TestBrowser } from '../../../test/support/browser';
import { expectAccessibleAndNarrow } from '../../../test/support/page-checks';
import { newOrganizationWithUsers, PASSWORD, signedIn, TestOrganization } from '../../../test/support/web-app';

const WEBLATE_TBX = join(__dirname, '..', '..', '..', 'libs', 'term-files', 'test', 'fixtures', 'weblate-cs.tbx');
const glossaries = '/v1/translation/glossaries';

/**
 * The workspace pages (Translate, Glossaries, Term check) in Debian's Chromium at 375 px, driven
 * by labels, roles and names; what they did is then read back through the API with a key.
 * Every page state checked passes axe (no serious or critical violation) without horizontal scrolling.
 */
describe('web workspace in a browser', () => {
  let org: TestOrganization;
  let api: Api;
  let browser: TestBrowser | null = null;

  beforeAll(async () => {
    org = await newOrganizationWithUsers();
    const owner = await signedIn(org.users.owner);
    api = new Api(expectOk(await owner.post(`/app/api/orgs/${org.organizationId}/keys`, { label: 'checks' }), 201).key);
  });

  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  async function open(role: 'owner' | 'admin' | 'member', section: string) {
    browser = await openBrowser({ width: 375 });
    await signInThroughPage(browser.page, org.users[role], PASSWORD);
    await browser.page.goto(`/app/orgs/${org.organizationId}/${section}`);
    return browser;
  }

  async function newGlossary(name: string, languages: string[], terms: unknown[] = []) {
    const glossary = expectOk(await api.post(glossaries, { name, languages }));
    if (terms.length > 0) expectOk(await api.post(`${glossaries}/${glossary.id}/terms/bulk`, { terms }));
    return glossary as { id: string; name: string };
  }

  it('translates with the detected language shown, copies the translation, and says an error in words', async () => {
    const { page, screenshot } = await open('member', 'translate');
    await page.getByRole('heading', { name: 'Translate' }).waitFor();
    const before = expectOk(await api.get('/v1/usage')).usedCredits as number;
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'Spanish' });
    await page.getByLabel('Text to translate').fill('The weather is nice today');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await page.getByText('Detected language: English').waitFor();
    const translation = await page.getByLabel('Translation', { exact: true }).inputValue();
    expect(translation.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Copy translation' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(translation);
    // The session spent the organization's credits, as a key would.
    expect(expectOk(await api.get('/v1/usage')).usedCredits).toBe(before + 5);
    await expectAccessibleAndNarrow(page);
    await screenshot('workspace-translate');

    // A chosen source offers its own pairs only; one reached through a bridge language says so.
    const languages = expectOk(await api.get('/v1/translation/languages')) as {
      name: string;
      targets: string[];
      pivoted: { language: string; via: string }[];
    }[];
    const english = languages.find((l) => l.name === 'English');
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'English' });
    const targets = page.getByLabel('To', { exact: true }).locator('option');
    expect(await targets.count()).toBe(english?.targets.length);
    const bridged = languages.find((l) => l.pivoted.length > 0);
    if (bridged) {
      await page.getByLabel('From', { exact: true }).selectOption({ label: bridged.name });
      expect(await page.getByLabel('To', { exact: true }).locator('option', { hasText: '(via ' }).count()).toBe(
        bridged.pivoted.length,
      );
      await page.getByLabel('From', { exact: true }).selectOption({ label: 'English' });
    }

    await page.getByLabel('Text to translate').fill('Hello \u0007 world');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /control/i })
      .waitFor();
    expect(await page.getByLabel('Translation', { exact: true }).inputValue()).toBe('');
    await screenshot('workspace-translate-error');
  });

  it('keeps a target chosen at once after the source: the correction of an unreachable target judges the latest choice', async () => {
    const { page } = await open('member', 'translate');
    await page.getByLabel('Glossary', { exact: true }).waitFor();
    // Both choices in one task, the page rendered between them but not painted: the correction
    // the first one asked for runs after paint, after the second choice.
    await page.evaluate(async () => {
      const choose = (label: string, value: string) => {
        const id = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label)?.htmlFor ?? '';
        const select = document.getElementById(id) as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose('From', 'en');
      for (let i = 0; i < 5; i++) await Promise.resolve();
      choose('To', 'es');
    });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('en');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('es');
  });

  it('translates by keyboard alone: the controls in reading order, Enter on the button', async () => {
    const { page } = await open('member', 'translate');
    await page.getByLabel('Glossary', { exact: true }).waitFor();
    await page.getByLabel('From', { exact: true }).focus();
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.id &&
          document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent,
      );
    for (const label of ['To', 'Glossary', 'Translation memory', 'Text to translate']) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(label);
      // A closed select picks an option by typing its name.
      if (label === 'To') await page.keyboard.type('Spanish');
    }
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('es');
    await page.keyboard.type('The house is big and the garden is green');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Translate');
    await page.keyboard.press('Enter');
    await page.getByText('Detected language: English').waitFor();
    expect((await page.getByLabel('Translation', { exact: true }).inputValue()).length).toBeGreaterThan(0);
  });

  it('creates a glossary, adds, edits, finds, pages through and deletes terms, and changes its languages', async () => {
    const { page, screenshot } = await open('admin', 'glossaries');
    const name = `Product terms ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Languages', { exact: true }).fill('en, es');
    await page.getByRole('button', { name: 'Create glossary' }).click();
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name }).waitFor();
    await expectAccessibleAndNarrow(page);

    await page.getByRole('button', { name: 'Add term' }).click();
    await page.getByLabel('Term (en)').fill('API key');
    await page.getByLabel('Definition (en)').fill('Secret that identifies a caller');
    await page.getByLabel('Term (es)').fill('clave de API');
    await page.getByLabel('Letter case (es)').selectOption({ label: 'Exact case' });
    await expectAccessibleAndNarrow(page);
    await page.getByRole('button', { name: 'Save term' }).click();
    await page.getByRole('button', { name: 'Edit “API key”' }).waitFor();

    const [glossary] = (expectOk(await api.get(`${glossaries}?limit=100`)) as { id: string; name: string }[]).filter(
      (g) => g.name === name,
    );
    const terms = `${glossaries}/${glossary.id}/terms`;
    const [created] = expectOk(await api.get(terms));
    expect(created.definitions).toMatchObject([
      { language: 'en', term: 'API key', definition: 'Secret that identifies a caller', caseSensitivity: 'auto' },
      { language: 'es', term: 'clave de API', definition: '', caseSensitivity: 'exact' },
    ]);

    await page.getByRole('button', { name: 'Edit “API key”' }).click();
    await page.getByLabel('Definition (es)').fill('Secreto que identifica a un cliente');
    await page.getByRole('button', { name: 'Save term' }).click();
    await page.getByText('Secreto que identifica a un cliente').waitFor();
    expect(expectOk(await api.get(`${terms}/${created.id}`)).definitions[1].definition).toBe(
      'Secreto que identifica a un cliente',
    );

    // Thirty more terms: two pages of 25.
    const more = Array.from({ length: 30 }, (_, i) => ({
      definitions: [{ language: 'en', term: `term ${i + 1}`, definition: '' }],
    }));
    expectOk(await api.post(`${terms}/bulk`, { terms: more }));
    await page.reload();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('term 30', { exact: true }).waitFor();
    await expectAccessibleAndNarrow(page);

    await page.getByLabel('Search terms').fill('CLAVE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 term matches “CLAVE”').waitFor();
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(1);
    await page.getByLabel('Search terms').fill('nothing like it');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No term matches “nothing like it”.').waitFor();
    await page.getByLabel('Search terms').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await page.getByRole('button', { name: 'Delete “API key”' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete term' }).click();
    await page.getByText('30 terms', { exact: true }).waitFor();
    expect(expectOk(await api.get(`${glossaries}/${glossary.id}`)).termCount).toBe(30);

    await page.getByLabel('Languages of the glossary').fill('en, es, de');
    await page.getByRole('button', { name: 'Save languages' }).click();
    await page.getByText('Languages saved.').waitFor();
    expect(expectOk(await api.get(`${glossaries}/${glossary.id}`)).languages).toEqual(['en', 'es', 'de']);
    // Removing a language that has entries is refused, in words.
    await page.getByLabel('Languages of the glossary').fill('es');
    await page.getByRole('button', { name: 'Save languages' }).click();
    await page.getByRole('alert').filter({ hasText: 'en' }).waitFor();
    await screenshot('workspace-glossary');
  });

  it('imports a TBX file, shows the refused rows of a partial CSV import, and exports', async () => {
    const tbx = await newGlossary(`Weblate ${Date.now()}`, ['en', 'cs']);
    const { page, screenshot } = await open('owner', `glossaries/${tbx.id}`);
    await page.getByRole('heading', { name: tbx.name }).waitFor();
    await page.getByLabel('Glossary file (TBX, CSV, TSV or XLSX)').setInputFiles(WEBLATE_TBX);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('4 terms imported.').waitFor();
    expect(expectOk(await api.get(`${glossaries}/${tbx.id}`)).termCount).toBe(4);
    await page.getByText('adresní řádek').waitFor();

    await page.getByLabel('Export format').selectOption({ label: 'CSV' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await (await download).path();
    expect(readFileSync(file, 'utf8').split('\n')[1]).toContain('adresní řádek');
    expect((await download).suggestedFilename()).toBe(`${tbx.name}.csv`);

    const csv = await newGlossary(`Partial ${Date.now()}`, ['en', 'de']);
    await page.goto(`/app/orgs/${org.organizationId}/glossaries/${csv.id}`);
    await page.getByLabel('Glossary file (TBX, CSV, TSV or XLSX)').setInputFiles({
      name: 'terms.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('en,de,de:caseSensitivity\r\nAPI key,API-Schlüssel,exact\r\ntoken,Token,sometimes\r\n'),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('1 term imported, 1 row refused.').waitFor();
    await page
      .getByRole('list', { name: 'Refused rows' })
      .getByText(/^Row 2 .*caseSensitivity/)
      .waitFor();
    expect(expectOk(await api.get(`${glossaries}/${csv.id}`)).termCount).toBe(1);
    await expectAccessibleAndNarrow(page);
    await screenshot('workspace-import');
  });

  it('shows a member the glossary without the controls that change it', async () => {
    const glossary = await newGlossary(
      `Read only ${Date.now()}`,
      ['en', 'es'],
      [{ definitions: [{ language: 'en', term: 'invoice', definition: 'A request for payment' }] }],
    );
    const { page, screenshot } = await open('member', 'glossaries');
    await page.getByRole('link', { name: glossary.name }).click();
    await page.getByText('A request for payment').waitFor();
    for (const name of ['Add term', 'Import', 'Save languages', 'Edit “invoice”', 'Delete “invoice”']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
    await page.getByRole('link', { name: 'All glossaries' }).click();
    expect(await page.getByRole('button', { name: 'Create glossary' }).count()).toBe(0);
    await expectAccessibleAndNarrow(page);
    await screenshot('workspace-glossaries-member');
  });

  it('checks a translation: terms highlighted in both texts, the uncertain one with its reason, the missing ones flagged', async () => {
    const glossary = await newGlossary(
      `Check ${Date.now()}`,
      ['en', 'es'],
      [
        {
          definitions: [
            { language: 'en', term: 'API key', definition: '' },
            { language: 'es', term: 'clave de API', definition: '' },
          ],
        },
        { definitions: [{ language: 'en', term: 'webhook', definition: '' }] },
        {
          definitions: [
            { language: 'en', term: 'gateway', definition: '' },
            { language: 'es', term: 'pasarela', definition: '' },
          ],
        },
        {
          definitions: [
            { language: 'en', term: 'Invoice', definition: '' },
            { language: 'es', term: 'factura', definition: '' },
          ],
        },
      ],
    );
    const { page, screenshot } = await open('member', 'term-check');
    await page.getByRole('heading', { name: 'Term check' }).waitFor();
    await page.getByLabel('Glossary', { exact: true }).selectOption({ label: `${glossary.name} (en, es)` });
    expect(await page.getByLabel('Source language').inputValue()).toBe('en');
    expect(await page.getByLabel('Translation language').inputValue()).toBe('es');
    await page
      .getByLabel('Source text')
      .fill('Rotate the API key, call the webhook through the gateway and pay the invoice.');
    await page.getByLabel('Translation to check').fill('Rote la clave de API, llame al webhook y pague la factura.');
    await page.getByRole('button', { name: 'Check terms' }).click();

    const source = page.getByRole('figure', { name: 'Source text' });
    const translation = page.getByRole('figure', { name: 'Translation' });
    await source.locator('mark', { hasText: 'API key' }).waitFor();
    await translation.locator('mark', { hasText: 'clave de API' }).waitFor();
    await source.locator('mark.ambiguous', { hasText: 'invoice' }).waitFor();
    await page
      .getByRole('list', { name: 'Uncertain matches' })
      .getByText(/“invoice” for “Invoice”: the entry starts with a capital/)
      .waitFor();
    await page.getByRole('row', { name: /webhook .* No entry in the translation language/ }).waitFor();
    await page.getByRole('row', { name: /gateway pasarela 1 0 Missing in the translation/ }).waitFor();
    await page.getByRole('row', { name: /API key clave de API 1 1 Followed/ }).waitFor();
    await expectAccessibleAndNarrow(page);
    await screenshot('workspace-term-check');
  });
});
