/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { optionOdds, type CareerCommand, type DiceScript } from '@periscope/rules';
import { sighted, target } from '../../libs/rules/src/career/specs/career.fixtures';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import { TournamentsClient } from '../support/tournament-driver';
import { internalIds } from './internal-ids';
import { ScriptedCareer } from './scripted-career';

// The game says what happened and what each choice risks: careers whose dice are scripted (ScriptedDice behind the
// client's API), played by clicking in Debian's chromium; the player's and the spectator's pages read the same.
jest.setTimeout(300_000);

const suite = browserSuite();

async function open(career: ScriptedCareer, seat: boolean, width = 1440, height = 900): Promise<Page> {
  const context = await suite.newContext({ viewport: { width, height } });
  await career.serve(context, seat);
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/careers/${career.careerId}`);
  await page.locator('.career').waitFor();
  return page;
}

const ACME = () => target('Acme', 6_900, 1);
const escorted = () => sighted({ kind: 'shipWithEscort', ships: [ACME()], escorted: true });
const alone = () => sighted({ kind: 'ship', ships: [ACME()], escorted: false });

/** [U1] 12: the torpedo misses; [E2] 12: detected; 1d6 1 a special weapon, [E3b] 1 Hedgehog, [E3c] 1 hit, damage 3. */
const HEDGEHOG: DiceScript[] = [[], { '2d6': [[6, 6]] }, { '2d6': [[6, 6]], '1d6': [1, 1, 1, 3] }];
/** [U1] 2 a hit, [U2] 6 runs true, [U3] 6: the only target sinks. */
const SINKING: DiceScript[] = [[], { '2d6': [[1, 1]], '1d6': [6, 6] }];

const decision = (page: Page) => page.locator('section[aria-label="Your decision"]');
const latest = (page: Page) => page.locator('.latest-move');

/** The chances an element shows, by label, as the exact p the page holds. */
const shownOdds = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) =>
      Object.fromEntries(
        [...el.querySelectorAll<HTMLElement>('.odds__chance')].map((c) => [
          (c.textContent ?? '').split(':')[0],
          Number(c.dataset.p),
        ]),
      ),
    );
const engineOdds = (career: ScriptedCareer, command: CareerCommand) =>
  Object.fromEntries(optionOdds(career.state, command).chances.map((c) => [c.label, c.p]));

async function approachMedium(page: Page) {
  const form = decision(page).getByRole('form', { name: 'The approach' });
  const submerged = form.getByRole('radio', { name: 'Submerged', exact: true });
  if (await submerged.count()) await submerged.check();
  await form.getByRole('radio', { name: 'Medium', exact: true }).check();
  await form.getByRole('button', { name: /^Attack: submerged, medium/ }).click();
  await latest(page).getByText('Attack submerged at medium range').waitFor();
}

describe('what happened and what each choice risks (scripted dice)', () => {
  it('a Hedgehog sinks the boat: the odds before each choice are the engine’s, and the player and a spectator read the sinking', async () => {
    const career = new ScriptedCareer('scripted-hedgehog', escorted(), [...HEDGEHOG]);
    const player = await open(career, true);
    // No approach is chosen for the player; each range shows the engine's odds
    expect(await decision(player).locator('input[type="radio"]:checked').count()).toBe(0);
    const submerged = decision(player).getByRole('radio', { name: 'Submerged', exact: true });
    if (await submerged.count()) await submerged.check();
    const close = decision(player).locator('.decisions__option', { hasText: 'Close' });
    await close.locator('.odds__chance').first().waitFor();
    const closeCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } } as const;
    expect(await shownOdds(player, '.decisions__option:has-text("Close")')).toEqual(
      engineOdds(career, closeCommand),
    );
    expect(await close.textContent()).toMatch(/Detected before firing: 58 % \(9\.2\.2\)/);
    await screenshot(player, 'meaning-decision-approach-odds');
    await approachMedium(player);

    // The salvo: each torpedo's chance to hit, as the engine reads it
    const fire = decision(player).getByRole('button', { name: /^Fire bow tube 1 at Acme/ });
    await fire.waitFor();
    const fireCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
    } as const;
    await decision(player).locator('.decisions__choices .odds__chance').first().waitFor();
    expect(await shownOdds(player, '.decisions__choices li:has-text("Fire bow tube 1 at Acme")')).toEqual(
      engineOdds(career, fireCommand),
    );
    await screenshot(player, 'meaning-decision-salvo-odds');
    await fire.click();
    await latest(player).getByText('1 torpedo: all missed').waitFor();

    // The escorts hunt: each evasion with the chance they find the boat and that it survives the round
    const evade = decision(player).getByRole('button', { name: 'Evade, nothing more (9.6.3)' });
    await evade.waitFor();
    await decision(player).locator('.decisions__choices .odds__chance').first().waitFor();
    const evadeCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } } as const;
    expect(await shownOdds(player, '.decisions__choices li:has-text("Evade, nothing more")')).toEqual(
      engineOdds(career, evadeCommand),
    );
    await screenshot(player, 'meaning-decision-evade-odds');
    await evade.click();

    // The fatal attack reads so, on a card and in the dice; the board says the boat is lost; no "Decide"
    const headline = 'Hedgehog hit (1), damage 3: U-boat sunk ([E3c])';
    for (const page of [player, await open(career, false)]) {
      await latest(page).getByRole('heading', { name: 'U-boat sunk (9.6.10)' }).waitFor();
      expect(await latest(page).textContent()).toContain(headline);
      expect(await latest(page).getByRole('heading', { name: 'The career is over' }).count()).toBe(1);
      expect(await page.locator('.dice-tray').textContent()).not.toMatch(/\b0 hits\b/);
      expect(await page.locator('.dice-tray__outcome', { hasText: 'U-boat sunk' }).count()).toBeGreaterThan(
        0,
      );
      expect(await page.locator('.uboat-board__lost').textContent()).toMatch(/Lost: U-boat sunk/);
      expect(await page.getByRole('heading', { name: 'Decide' }).count()).toBe(0);
      const audit = page.getByRole('link', { name: 'Check this career in your browser' });
      expect(await audit.getAttribute('href')).toBe('/audit?career=scripted-hedgehog');
      expect(await internalIds(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await screenshot(player, 'meaning-card-uboat-sunk');
    await screenshot(await open(career, false), 'meaning-card-uboat-sunk-spectator');
    expect(career.errors).toEqual([]);
  });

  it('a torpedo sinks a ship: "Acme sunk — 6,900 t" on a card for the player and a spectator, the final mat kept', async () => {
    const career = new ScriptedCareer('scripted-sinking', alone(), [...SINKING]);
    const player = await open(career, true);
    await approachMedium(player);
    await decision(player)
      .getByRole('button', { name: /^Fire bow tube 1 at Acme/ })
      .click();
    for (const page of [player, await open(career, false)]) {
      await latest(page).getByRole('heading', { name: 'Acme sunk — 6,900 t' }).waitFor();
      expect(await latest(page).textContent()).toContain('1 torpedo: 1 hit');
      expect(await latest(page).getByRole('heading', { name: 'Encounter over' }).count()).toBe(1);
      await page.getByText('The combat mat as the encounter ended').waitFor();
      expect(await page.locator('.career-header').textContent()).toMatch(/6,900 t/);
      expect(await internalIds(page)).toEqual([]);
    }
    await screenshot(player, 'meaning-card-ship-sunk');
    // The next decision: sail on, with the chance of an aircraft on the next box's roll
    const sail = decision(player).locator('.odds__chance').first();
    await sail.waitFor();
    expect(await sail.textContent()).toMatch(/An aircraft on the first \[E1\] roll: \d+ %/);
    await screenshot(player, 'meaning-decision-sail-odds');
    expect(career.errors).toEqual([]);
  });

  it('on a 360 × 740 phone the latest result is in view after each tap', async () => {
    const career = new ScriptedCareer('scripted-phone', alone(), [...SINKING]);
    const phone = await open(career, true, 360, 740);
    const inView = async () => {
      const box = await latest(phone).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(740);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    };
    expect(await phone.locator('details.career__board').getAttribute('open')).toBeNull(); // folded on a phone
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await approachMedium(phone);
    await phone.waitForTimeout(300); // the scroll into view
    await inView();
    await decision(phone)
      .getByRole('button', { name: /^Fire bow tube 1 at Acme/ })
      .click();
    await latest(phone).getByRole('heading', { name: 'Acme sunk — 6,900 t' }).waitFor();
    await phone.waitForTimeout(300);
    await inView();
    await phone.screenshot({ path: 'test-output/screenshots/meaning-phone-after-tap.png' });
    await screenshot(phone, 'meaning-phone-career');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    const small = await phone.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.decisions button, .dice-tray button')]
        .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
        .map((b) => b.textContent),
    );
    expect(small).toEqual([]);
  });

  it('on a phone the leaderboard shows rank, name, tonnage and status without scrolling sideways', async () => {
    const api = new TournamentsClient(suite.server.url);
    const cup = {
      name: 'Phone Cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    };
    const { tournamentId } = (await api.create(cup).expect(201)).body as { tournamentId: string };
    for (const name of ['Kptlt. Eins', 'Kptlt. Zwei', 'Kptlt. Drei'])
      await api.register(tournamentId, { name }).expect(201);
    const context = await suite.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/tournaments/${tournamentId}`);
    await page.locator('.leaderboard__row').nth(2).waitFor();
    for (const name of ['Rank', 'Kommandant', 'Tonnage', 'Status']) {
      const box = await page.locator('.leaderboard__table thead th', { hasText: name }).first().boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    // every row's score sheet button and watch link inside the screen, and big enough for a thumb
    const targets = page.locator('.leaderboard__row').getByRole('button', { name: /^Score sheet of / });
    expect(await targets.count()).toBe(3);
    for (const box of await Promise.all((await targets.all()).map((b) => b.boundingBox()))) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    const board = page.locator('.leaderboard');
    const small = await board.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('button, a, input')]
        .filter((t) => t.offsetParent !== null && t.getBoundingClientRect().height < 44)
        .map((t) => t.outerHTML.slice(0, 80)),
    );
    expect(small).toEqual([]);
    const sideways = await board.evaluate((el) =>
      [el, ...el.querySelectorAll<HTMLElement>('.table-scroll')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.className),
    );
    expect(sideways).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // and what the status cell holds fits inside it
    const fits = await page
      .locator('.leaderboard__row')
      .first()
      .evaluate((row) =>
        [...row.querySelectorAll('td, th')].every((cell) => cell.scrollWidth <= cell.clientWidth + 1),
      );
    expect(fits).toBe(true);
    await page
      .locator('.leaderboard')
      .screenshot({ path: 'test-output/screenshots/meaning-phone-leaderboard.png' });
    expect(await internalIds(page)).toEqual([]);
  });

  it('the lobby links how to play: a patrol step by step, each step with its chart; no screen shows an internal id', async () => {
    const context = await suite.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    expect(await internalIds(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('.lobby__intro').getByRole('link', { name: 'how to play a patrol' }).click();
    await page.getByRole('heading', { name: 'How to play a patrol' }).waitFor();
    for (const step of ['Assignment', 'Travel', 'Encounter', 'Attack', 'Escorts', 'Damage', 'Port'])
      expect(await page.getByRole('heading', { name: new RegExp(`^\\d\\. ${step}`) }).count()).toBe(1);
    expect(await page.locator('.how-to-play__charts').first().textContent()).toContain('[P1]');
    expect(await internalIds(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'meaning-how-to-play');
    // the other screens a newcomer opens from the top bar: no internal id in their words either
    for (const [path, heading] of [
      ['/games', /two players|two-player/i],
      ['/tournaments', /tournament/i],
      ['/audit', /audit|check/i],
    ] as const) {
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      expect({ path, ids: await internalIds(page) }).toEqual({ path, ids: [] });
    }
  });
});
