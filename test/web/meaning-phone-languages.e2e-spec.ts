/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import type { DiceScript } from '@periscope/rules';
import { sighted, target } from '../../libs/rules/src/career/specs/career.fixtures';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { TournamentsClient } from '../support/tournament-driver';
import { browserSuite } from './browser-suite';
import { englishOn } from './english';
import { latestInView, sideways, smallControls } from './phone';
import { ScriptedCareer } from './scripted-career';

// The phone checks of meaning.e2e-spec.ts in Spanish and Italian, whose words run longer than English: on a
// 360 × 740 phone the latest result is in view after a tap, the leaderboard shows rank, name, tonnage and status,
// no control is under 44 px and nothing scrolls sideways. Controls are found by value or by the language's words.
jest.setTimeout(300_000);

const suite = browserSuite();
const WIDTH = 360;
const HEIGHT = 740;

/** [U1] 2 a hit, [U2] 6 runs true, [U3] 6: the only target sinks (scripted, never luck). */
const SINKING: DiceScript[] = [[], { '2d6': [[1, 1]], '1d6': [6, 6] }];
const alone = () => sighted({ kind: 'ship', ships: [target('Acme', 6_900, 1)], escorted: false });

const LANGUAGES = [
  // the decision's button for bow tube 1 at Acme, in the catalogue's words (choice.tube)
  { language: 'es', locale: 'es-ES', fire: /^Lanzar con el tubo 1 de proa contra Acme/ },
  { language: 'it', locale: 'it-IT', fire: /^Lanciare con il tubo 1 di prua contro Acme/ },
] as const;

async function phone(locale: string): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale });
  return context.newPage();
}

const latest = (page: Page) => page.locator('.latest-move');
const inView = (page: Page) => latestInView(page, WIDTH, HEIGHT);
const sidewaysOn = (page: Page) => sideways(page, WIDTH);

/** The tables that scroll sideways inside their box: the combat mat's targets and any other table. */
const scrollingTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .combat-mat__scroll, main .table-scroll')]
      .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.className),
  );

describe.each(LANGUAGES)('on a 360 × 740 phone in $language', ({ language, locale, fire }) => {
  it('the latest result is in view after each tap; no control under 44 px; nothing sideways', async () => {
    const career = new ScriptedCareer(`scripted-phone-${language}`, alone(), [...SINKING]);
    const page = await phone(locale);
    await career.serve(page.context(), true);
    await page.goto(`${suite.server.url}/careers/${career.careerId}`);
    await page.locator('.career').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const form = page.locator('form.decisions__approach');
    await form.waitFor();
    expect(await sidewaysOn(page)).toEqual([]);
    expect(await scrollingTables(page)).toEqual([]);
    expect(await smallControls(page, '.decisions button, .decisions input, .dice-tray button')).toEqual([]);
    const submerged = form.locator('input[type="radio"][value="submerged"]');
    if (await submerged.count()) await submerged.check();
    await form.locator('input[type="radio"][value="medium"]').check();
    await form.locator('button[type="submit"]').click();
    await latest(page).locator('li, p').first().waitFor();
    await inView(page);
    await page.getByRole('button', { name: fire }).click();
    await latest(page).locator('.result-card--shipSunk').waitFor();
    await inView(page);
    expect(await sidewaysOn(page)).toEqual([]);
    expect(await scrollingTables(page)).toEqual([]);
    expect(await smallControls(page, '.decisions button, .dice-tray button')).toEqual([]);
    expect(await englishOn(page, language)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-output/screenshots/phone-career-${language}.png` });
    await screenshot(page, `meaning-phone-career-${language}-full`);
    expect(career.errors).toEqual([]);
  });

  it('the leaderboard shows rank, name, tonnage and status; no control under 44 px; nothing sideways', async () => {
    const api = new TournamentsClient(suite.server.url);
    const cup = {
      name: 'Copa',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    };
    const { tournamentId } = (await api.create(cup).expect(201)).body as { tournamentId: string };
    for (const name of ['Kptlt. Eins', 'Kptlt. Zwei', 'Korvettenkapitän Dreiundzwanzig'])
      await api.register(tournamentId, { name }).expect(201);
    const page = await phone(locale);
    await page.goto(`${suite.server.url}/tournaments/${tournamentId}`);
    await page.locator('.leaderboard__row').nth(2).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const head = page.locator('.leaderboard__table thead th');
    // rank, Kommandant, tonnage and status: the columns a phone keeps (the minor ones fold away)
    const kept = await head.evaluateAll((cells) =>
      cells
        .filter(
          (c) => !c.classList.contains('leaderboard__minor') && c.querySelector('.visually-hidden') === null,
        )
        .map((c) => {
          const box = c.getBoundingClientRect();
          return {
            text: c.textContent,
            left: box.left,
            right: box.right,
            shown: (c as HTMLElement).offsetParent !== null,
          };
        }),
    );
    expect(kept).toHaveLength(4);
    for (const cell of kept) {
      expect(cell).toMatchObject({ shown: true });
      expect(cell.left).toBeGreaterThanOrEqual(0);
      expect(cell.right).toBeLessThanOrEqual(WIDTH);
    }
    const board = page.locator('.leaderboard');
    expect(await smallControls(page, '.leaderboard button, .leaderboard a, .leaderboard input')).toEqual([]);
    const scrolls = await board.evaluate((el) =>
      [el, ...el.querySelectorAll<HTMLElement>('.table-scroll')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.className),
    );
    expect(scrolls).toEqual([]);
    expect(await sidewaysOn(page)).toEqual([]);
    // each cell holds what it shows, the column names and the status included (text past either edge counts)
    const overflowing = await page.locator('.leaderboard__table tr').evaluateAll((rows) =>
      rows.flatMap((row) =>
        [...row.querySelectorAll<HTMLElement>('td, th')]
          .filter((cell) => cell.offsetParent !== null)
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue; // read, not shown
              const range = document.createRange();
              range.selectNodeContents(node);
              const text = range.getBoundingClientRect();
              if (text.width > 0 && (text.left < box.left - 1 || text.right > box.right + 1)) return true;
            }
            return false;
          })
          .map((cell) => cell.textContent),
      ),
    );
    expect(overflowing).toEqual([]);
    expect(await englishOn(page, language)).toEqual([]);
    await board.screenshot({ path: `test-output/screenshots/phone-leaderboard-${language}.png` });
  });
});
