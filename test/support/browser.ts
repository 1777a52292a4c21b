import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { testEnv } from './test-env';

/** Debian's Chromium (package `chromium`, listed in test/debian-packages.txt). */
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Saves a PNG of the page under the test run's output folder and returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh Chromium profile (its own cookies), one page at the given width, opened on the web app. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    baseURL: testEnv().gatewayUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: testEnv().gatewayUrl });
  const page = context.pages()[0] ?? (await context.newPage());
  const folder = join(testEnv().logDir, 'screenshots');
  mkdirSync(folder, { recursive: true });
  return {
    context,
    page,
    async screenshot(name) {
      const path = join(folder, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the sign-in page, as a person would, and waits until the signed-in page shows. */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/app');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
