/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DiceScript } from '@periscope/rules';
import { sighted, target } from '../../libs/rules/src/career/specs/career.fixtures';
import { launchChromium, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';
import { englishOn } from './english';
import { ScriptedCareer } from './scripted-career';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

// A Spanish or an Italian player meets no English sentence: the career screen with an encounter, in Debian's
// chromium whose browser language is Spanish or Italian, read against the English catalogue (docs/i18n.md).
jest.setTimeout(300_000);

const SHOTS = join(__dirname, '../../docs/screenshots');

let server: ServerChild;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startWebServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** [U1] 2 a hit, [U2] 6 runs true, [U3] 6: the only target sinks (scripted, never luck). */
const SINKING: DiceScript[] = [[], { '2d6': [[1, 1]], '1d6': [6, 6] }];
const escorted = () =>
  sighted({
    kind: 'shipWithEscort',
    ships: [target('Acme', 6_900, 1), target('Nebraska', 12_500, 2)],
    escorted: true,
  });

async function open(career: ScriptedCareer, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  contexts.push(context);
  await career.serve(context, true);
  const page = await context.newPage();
  await page.goto(`${server.url}/careers/${career.careerId}`);
  await page.locator('.career').waitFor();
  return page;
}

/** A submerged attack at medium range, chosen by value (the labels are the language's), then bow tube 1 at Acme. */
async function attackAndFire(page: Page) {
  const form = page.locator('form.decisions__approach');
  const submerged = form.locator('input[type="radio"][value="submerged"]');
  if (await submerged.count()) await submerged.check();
  await form.locator('input[type="radio"][value="medium"]').check();
  await form.locator('button[type="submit"]').click();
  const tube = page.locator('form.salvo table select').first();
  await tube.waitFor();
  await tube.selectOption('0');
  await page.locator('form.salvo button[type="submit"]').click();
  await page.locator('.result-card--shipSunk').waitFor();
}

describe('the career screen in Spanish and Italian', () => {
  it.each([
    ['es', 'es-ES'],
    ['it', 'it-IT'],
  ])(
    '%s: the browser language sets <html lang>; an encounter, the Patrol Log Sheet and the career summary show no English sentence',
    async (language, locale) => {
      const career = new ScriptedCareer(`scripted-${language}`, escorted(), [...SINKING]);
      const page = await open(career, locale);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.locator('form.decisions__approach').waitFor();
      expect(await englishOn(page, language)).toEqual([]);
      await attackAndFire(page);
      expect(await englishOn(page, language)).toEqual([]);
      expect(await page.locator('.combat-mat').first().textContent()).toMatch(/12\.500 t/); // grouped as the language does
      await page.getByRole('tab').nth(1).click(); // the Patrol Log Sheet: this patrol's section and the tonnage chart
      await page.locator('.patrol-log__patrol').waitFor();
      expect(await englishOn(page, language)).toEqual([]);
      await page.getByRole('tab').nth(2).click(); // the career's summary and its tonnage chart
      await page.locator('.tonnage-chart').waitFor();
      expect(await englishOn(page, language)).toEqual([]);
      await page.getByRole('tab').nth(0).click();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `career-${language}.png`), fullPage: true });
      expect(career.errors).toEqual([]);
    },
  );

  it('the check finds English where it is: the same screen in English lists its words', async () => {
    const career = new ScriptedCareer('scripted-en', escorted(), [...SINKING]);
    const page = await open(career, 'en-GB');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await attackAndFire(page);
    expect(await englishOn(page, 'es')).toEqual(
      expect.arrayContaining(['Patrol Log Sheet', 'The U-boat board', 'Submerged attack']),
    );
    await page.screenshot({ path: join(SHOTS, 'career-en.png'), fullPage: true });
  });

  it('the switch in the top bar changes the language on screen, and the browser remembers it', async () => {
    const career = new ScriptedCareer('scripted-switch', escorted(), [...SINKING]);
    const page = await open(career, 'en-GB');
    await page.locator('.language-switch select').selectOption('it');
    await page.locator('html[lang="it"]').waitFor({ state: 'attached' });
    expect(await englishOn(page, 'it')).toEqual([]);
    await page.reload();
    await page.locator('.career').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
  });
});
