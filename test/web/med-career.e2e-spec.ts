/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';

// A player chooses Beneath the Med in the lobby, in Debian's chromium against the real server and the built
// client, and plays its preview by keyboard until the engine stops at a rule not played yet.
jest.setTimeout(180_000);

const suite = browserSuite();
const NOT_PLAYED = /This rule of Beneath the Med is not played yet: \d+(\.\d+)+/;

/** Presses the first command the Med's screen offers, from the keyboard; false when it offers none. */
async function pressFirstCommand(page: Page): Promise<boolean> {
  const button = page.locator('.career--med button.primary:not([disabled])').first();
  if ((await button.count()) === 0) return false;
  await button.focus();
  await page.keyboard.press('Enter');
  return true;
}

describe('Beneath the Med in the web client', () => {
  it('is chosen in the lobby by keyboard, starts a Perla, and its screen says which rule it stops at', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.getByRole('heading', { name: 'Start a career' }).waitFor();
    const med = page.getByRole('radio', { name: /Beneath the Med/ });
    await med.focus();
    await page.keyboard.press('Space');
    expect(await med.isChecked()).toBe(true);
    await page.getByRole('combobox', { name: /Submarine class/ }).selectOption('Perla');
    await page.getByRole('textbox', { name: 'Comandante' }).fill('T.V. Browser');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'lobby-med-1280');
    await page.getByRole('button', { name: 'Start the career' }).click();

    await page.waitForURL(/\/careers\/[\w-]+$/);
    await page.locator('.career--med').waitFor();
    await page.getByRole('heading', { name: 'Perla-class submarine of the Regia Marina' }).waitFor();
    expect(await page.getByText(/Tenente di Vascello|Capitano di Corvetta/).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The server's dice: the route is as long as they make it, so the player presses on until the engine stops.
    for (let pressed = 0; pressed < 60; pressed++) {
      if ((await page.getByText(NOT_PLAYED).count()) > 0) break;
      if (!(await pressFirstCommand(page))) break;
      // The answer folded: no command is being sent (its button is disabled meanwhile).
      await page.waitForTimeout(150);
      await page.waitForFunction(() => !document.querySelector('.career--med button[disabled]'));
    }
    await page.getByText(NOT_PLAYED).first().waitFor();
    await screenshot(page, 'career-med-1280');
    expect(await page.getByText(/Kommandant|Kptlt|U-boat/).count()).toBe(0);
  });
});
