/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { cleanExport } from '../../apps/web/src/audit/audit.fixtures';
import { launchChromium, ROOT, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';

// The pages live with their Content-Security-Policy: the client, its audit (a module Web Worker) and the API's
// Swagger UI run in Debian's chromium without one refusal of the policy.
jest.setTimeout(300_000);

let server: ServerChild;
let browser: Browser;

beforeAll(async () => {
  const dist: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
  [server, browser] = await Promise.all([startWebServer(dist), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that records every refusal of the policy, as the browser reports it. */
async function watchedPage(): Promise<{ page: Page; refusals: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refusals.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy refused ${e.violatedDirective}: ${e.blockedURI}`),
    ),
  );
  return { page, refusals };
}

describe('the pages under their Content-Security-Policy', () => {
  it('the client starts and audits an export in its worker', async () => {
    const { page, refusals } = await watchedPage();
    await page.goto(`${server.url}/`);
    await page.locator('#app *').first().waitFor();
    await page.goto(`${server.url}/audit`);
    await page.getByRole('heading', { name: 'Audit a result' }).waitFor();
    const file = join(ROOT, 'test-output/audit/csp-clean.ndjson');
    mkdirSync(join(ROOT, 'test-output/audit'), { recursive: true });
    writeFileSync(file, cleanExport);
    await page.getByLabel('Export file').setInputFiles(file);
    await page.getByRole('heading', { name: /Verified: the result stands/ }).waitFor({ timeout: 60_000 });
    expect(refusals).toEqual([]);
  });

  it('the API docs (Swagger UI) show every operation', async () => {
    const { page, refusals } = await watchedPage();
    await page.goto(`${server.url}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    expect(refusals).toEqual([]);
  });
});
