/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import type { DiceScript } from '@periscope/rules';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import { ScriptedCareer } from './scripted-career';

// A player chooses Beneath the Med in the lobby, in Debian's chromium with the built client, sees the status board
// of the submarine and its route, and plays by keyboard, the dice and the log growing with each move, until a
// convoy is met and the attack's choices are offered; on a desktop and on a phone. The dice are scripted
// (ScriptedCareer answers the career's API, the lobby's start included, with the rules' decide), so every run
// meets the same convoy; the lobby's other reads go to the real server.
jest.setTimeout(180_000);

const suite = browserSuite();
const ASSIGN = 'Receive the patrol assignment';
const ENTER = 'Enter the next box';

/** One script per command, in the order the player sends them. */
const SCRIPT: DiceScript[] = [
  { '1d6': [4] }, // 7.9.3 the starting rank, 1940: Capitano di Corvetta
  { '2d6': [[3, 4]] }, // [A1a] 1940, 7: Central Mediterranean (Transit, Transit, two area boxes, home)
  { '2d6': [[3, 4]] }, // [A3] Transit 7: no contact
  { '2d6': [[3, 4]] },
  { '2d6': [[4, 4]], '1d6': [3, 3, 3, 3], '1d10': [3, 3, 3] }, // Central Med 8: a convoy, its three ships, by day
];

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
  await page.getByRole('textbox', { name: /First patrol/ }).fill('1940-06');
  await page.getByRole('textbox', { name: 'Comandante' }).fill('T.V. Browser');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, `lobby-med-${width}`);
  await page.getByRole('button', { name: 'Start the career' }).click();
  await page.waitForURL(/\/careers\/scripted-med-career-\d+$/);
  await page.locator('.career--med').waitFor();
}

describe('Beneath the Med in the web client (scripted dice)', () => {
  it.each([1440, 360])(
    'at %i px: starts a Perla, shows its status board and route, plays box by box with their dice and log, and meets a convoy with the attack offered',
    async (width) => {
      const career = new ScriptedCareer(`scripted-med-career-${width}`, [], [...SCRIPT]);
      const context = await suite.newContext({ viewport: { width, height: 900 } });
      await career.serveStart(context);
      await career.serve(context, false);
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
      await board.getByText('Capitano di Corvetta T.V. Browser', { exact: false }).waitFor(); // 7.9.3: 4
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The assignment: the route appears, its boxes to come.
      await press(page, ASSIGN);
      const boxes = page.getByRole('region', { name: 'Travel boxes' });
      await boxes.waitFor();
      expect(await boxes.getByRole('listitem').count()).toBe(6); // Transit, Transit, two area boxes, Transit, Transit
      expect(await rollsInTray(page)).toBe(2); // the starting rank, the assignment's 2d6 (6.2.1)

      // Two Transit boxes without a contact, each rolled and logged, the route marking where the boat is.
      for (let box = 1; box <= 2; box++) {
        const [rolls, entries] = [await rollsInTray(page), await logEntries(page)];
        await press(page, ENTER);
        await page.locator('.latest-move').getByText('Encounter (7): No contact').waitFor();
        expect(await page.locator('.route-strip__box[aria-current="step"]').textContent()).toContain(
          `${box}`,
        );
        expect(await logEntries(page)).toBeGreaterThan(entries); // the box entered, its encounter
        expect(await rollsInTray(page)).toBe(rolls + 1);
      }

      // The Central Mediterranean: a convoy of three ships, by day; the attack's choices are offered.
      await press(page, ENTER);
      await page.locator('.latest-move').getByText('Encounter (8): Convoy').waitFor();
      const decision = page.locator('section[aria-label="Your decision"]');
      await decision.getByRole('button', { name: 'Attack (7.2)', exact: true }).waitFor();
      await decision
        .getByRole('button', {
          name: 'Let the ships pass: no attack, the boat sails on (7.2.3)',
          exact: true,
        })
        .waitFor();
      expect(await decision.getByRole('radio').count()).toBeGreaterThan(0); // the range (7.2.1)
      await page.getByRole('region', { name: 'What happened' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `career-med-${width}`);
      expect(await page.getByText(/Kommandant|Kptlt|U-boat/).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0); // nothing wider than the screen
      expect(career.errors).toEqual([]);
    },
  );
});
