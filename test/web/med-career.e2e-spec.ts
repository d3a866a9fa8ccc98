/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';

// A player chooses Beneath the Med in the lobby, in Debian's chromium against the real server and the built
// client, sees the status board of the submarine and its route, and plays by keyboard, the dice and the log
// growing with each move, until the engine stops at a rule not played yet; on a desktop and on a phone.
jest.setTimeout(180_000);

const suite = browserSuite();
const NOT_PLAYED = /This rule of Beneath the Med is not played yet: \d+(\.\d+)+/;
const ASSIGN = 'Receive the patrol assignment';
const ENTER = 'Enter the next box';

const revision = (page: Page) => page.locator('.career--med').getAttribute('data-revision');

/** Presses the named command from the keyboard and waits for the screen to stand at a later revision. */
async function press(page: Page, name: string): Promise<void> {
  const before = await revision(page);
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (was) => document.querySelector('.career--med')?.getAttribute('data-revision') !== was,
    before,
  );
}

const rollsInTray = (page: Page) => page.locator('.dice-tray__roll').count();
const logEntries = (page: Page) => page.locator('.med-log__event').count();

/** The lobby: Beneath the Med chosen by keyboard, a Perla of its Comandante started. */
async function startPerla(page: Page, width: number): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.getByRole('heading', { name: 'Start a career' }).waitFor();
  const med = page.getByRole('radio', { name: /Beneath the Med/ });
  await med.focus();
  await page.keyboard.press('Space');
  expect(await med.isChecked()).toBe(true);
  await page.getByRole('combobox', { name: /Submarine class/ }).selectOption('Perla');
  await page.getByRole('textbox', { name: 'Comandante' }).fill('T.V. Browser');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, `lobby-med-${width}`);
  await page.getByRole('button', { name: 'Start the career' }).click();
  await page.waitForURL(/\/careers\/[\w-]+$/);
  await page.locator('.career--med').waitFor();
}

describe('Beneath the Med in the web client', () => {
  it.each([1440, 360])(
    'at %i px: starts a Perla, shows its status board and route, and plays moves with their dice and log',
    async (width) => {
      const context = await suite.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await startPerla(page, width);

      // The status board of the class: its tubes, guns and crew, in the Regia Marina's words (on a phone, folded).
      const board = page.getByRole('article', {
        name: 'Status board: Perla-class submarine of the Regia Marina',
      });
      if (width < 700) await page.getByText('The status board', { exact: true }).click();
      await board.waitFor();
      expect(await board.getByText(/Tube \d: W270/).count()).toBe(6);
      expect(await board.getByText('Ufficiale alle Armi (weapons officer)').count()).toBe(1);
      expect(await page.getByText(/Tenente di Vascello|Capitano di Corvetta/).count()).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The assignment: the route appears, its first boxes to come.
      await press(page, ASSIGN);
      const boxes = page.getByRole('region', { name: 'Travel boxes' });
      await boxes.waitFor();
      expect(await boxes.getByRole('listitem').count()).toBeGreaterThan(2);
      expect(await rollsInTray(page)).toBeGreaterThan(0); // the assignment's 2d6 (6.2.1)

      // The boat sails box by box, each box rolled and logged, while the travel goes on: the server's dice decide
      // where it ends (a rule not played yet, or ships met and the attack's choices), so the checks are those of
      // every box sailed and of a screen that then offers a choice or says which rule is not played.
      let sailed = 0;
      for (; sailed < 30; sailed++) {
        if ((await page.getByText(NOT_PLAYED).count()) > 0) break;
        if ((await page.getByRole('button', { name: ENTER, exact: true }).count()) === 0) break;
        const [rolls, entries] = [await rollsInTray(page), await logEntries(page)];
        await press(page, ENTER);
        if ((await page.getByRole('button', { name: ASSIGN, exact: true }).count()) > 0) {
          // the last box sailed: back in port, refitted, the next patrol to assign (6.1 step 3)
          await page.getByRole('region', { name: 'Back in port (6.1 step 3)' }).waitFor();
          break;
        }
        // the server's dice may end the career in this box (sunk, scuttled): its end is said, the loop is over
        if ((await page.locator('.career-over').count()) > 0) break;
        expect(await page.locator('.route-strip__box[aria-current="step"]').count()).toBe(1);
        expect(await logEntries(page)).toBeGreaterThan(entries); // the box entered, its encounter
        expect(await rollsInTray(page)).toBeGreaterThanOrEqual(Math.min(rolls + 1, 10)); // the tray shows the last 10
      }
      expect(sailed).toBeGreaterThan(0);
      const stopped = await page.getByText(NOT_PLAYED).count();
      const choices = await page
        .locator('section[aria-label="Your decision"] :is(button, input, select)')
        .count();
      const over = await page.locator('.career-over').count(); // the career ended by the rules
      expect(stopped + choices + over).toBeGreaterThan(0);
      await page.getByRole('region', { name: 'What happened' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `career-med-${width}`);
      expect(await page.getByText(/Kommandant|Kptlt|U-boat/).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0); // nothing wider than the screen
    },
  );
});
