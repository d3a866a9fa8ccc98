/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import {
  decide,
  evolve,
  initialState,
  ScriptedDice,
  type CareerCommand,
  type CareerEvent,
  type DiceScript,
} from '@periscope/rules';
import { medStartCommand } from '@periscope/rules/testing';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import { englishOn } from './english';
import { internalIds } from './internal-ids';
import { latestInView, sideways, smallControls } from './phone';
import { ScriptedCareer } from './scripted-career';

// A player starts a Beneath the Med career in the lobby, in Debian's chromium with the built client, and plays a
// patrol with a special mission: an Adua of June 1940 sent by [A1a] (2d6 2) on the S.L.C. attack on Alexandria
// (6.7.5), through its travel boxes to the Mission box, the attack's five steps [D1]-[D5] and home. The dice are
// scripted (ScriptedCareer answers the career's API, the lobby's start included, with the rules' decide), so the
// mission is met every time; the lobby's other reads go to the real server.
jest.setTimeout(240_000);

const suite = browserSuite();

/** One script per command, in the order the player sends them (career.med-slc.unit.spec.ts plays the same). */
const SCRIPT: DiceScript[] = [
  { '1d6': [4] }, // 7.9.3 the starting rank: Capitano di Corvetta
  { '2d6': [[1, 1]] }, // [A1a] 1940, 2: Eastern Mediterranean, mission -A (the S.L.C. attack)
  { '2d6': [[3, 4]] }, // [A3] Transit 7: no contact
  { '2d6': [[3, 4]] },
  [], // the Mission box: no [A3] roll, the launch is next (6.7.5)
  [], // [D1] long range: no detection roll, −1 to get through
  { '1d6': [5, 4, 1, 1, 3] }, // [D2] 5−1 through, 4−1 and 1−1 not; [D3] 1 Queen Elizabeth, 3 a cruiser
  [], // the one S.L.C. through fixed under Queen Elizabeth
  { '1d6': [6] }, // [D4] 6: sunk, the mission accomplished (6.7.7)
  { '1d6': [1, 3, 6] }, // [D5] the three crews' fate
  { '2d6': [[4, 5]] }, // [A3] Eastern Mediterranean 9: no contact
  { '2d6': [[3, 4]] },
  { '2d6': [[3, 4]], '1d6': [5] }, // the last Transit box, then in port: the conning tower not rebuilt (7.5.9.3)
];

const ENTER = 'Enter the next box';
const revision = (page: Page) => page.locator('.career--med').getAttribute('data-revision');
const decision = (page: Page) => page.locator('section[aria-label="Your decision"]');
const latest = (page: Page) => page.locator('.latest-move');
const slcPanel = (page: Page) => page.getByRole('region', { name: 'S.L.C. attack on Alexandria' });

/** Clicks the decision's button and waits for the screen to stand at the command's revision. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  const before = await revision(page);
  await decision(page)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .click();
  await page.waitForFunction(
    (was) => document.querySelector('.career--med')?.getAttribute('data-revision') !== was,
    before,
  );
}

/** The latest move says `words` (what the command did, in words). */
const saidNow = (page: Page, words: string) =>
  latest(page).getByText(words, { exact: false }).first().waitFor();

/** The step of [D1]-[D5] the S.L.C. panel marks as under way. */
const stepUnderWay = (page: Page) => slcPanel(page).locator('li[aria-current="step"]').textContent();

/** What a player reads at a key screen: no internal id nor The Hunted's chart, no serious fault of access; its picture. */
async function keyScreen(page: Page, name: string): Promise<void> {
  expect({ name, ids: await internalIds(page) }).toEqual({ name, ids: [] });
  expect(await page.locator('main').innerText()).not.toContain('[P1]'); // The Hunted's chart, not this game's
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, `med-mission-${name}`);
}

/** The lobby: Beneath the Med, an Adua of June 1940 and its Comandante; the career opens on its own page. */
async function startAdua(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.getByRole('heading', { name: 'Start a career' }).waitFor();
  await page.getByRole('radio', { name: /Beneath the Med/ }).check();
  await page.getByRole('combobox', { name: /Submarine class/ }).selectOption('Adua');
  await page.getByRole('textbox', { name: /First patrol/ }).fill('1940-06');
  await page.getByRole('textbox', { name: 'Comandante' }).fill('C.C. Browser');
  await keyScreen(page, 'lobby');
  await page.getByRole('button', { name: 'Start the career' }).click();
  await page.waitForURL(/\/careers\/scripted-med-mission$/);
  await page.locator('.career--med').waitFor();
}

describe('Beneath the Med in Chromium: a patrol with a special mission (scripted dice)', () => {
  it('from the lobby, an Adua sent on the S.L.C. attack on Alexandria sails to the Mission box, plays [D1]-[D5], sinks Queen Elizabeth and comes home', async () => {
    const career = new ScriptedCareer('scripted-med-mission', [], [...SCRIPT]);
    const context = await suite.newContext({ viewport: { width: 1440, height: 900 } });
    await career.serveStart(context);
    await career.serve(context, false);
    const page = await context.newPage();
    await startAdua(page);
    await page.getByText('the next patrol is rolled on [A1a]', { exact: false }).waitFor();
    await keyScreen(page, 'in-port');

    // The assignment, then the two Transit boxes to the Mission box
    await press(page, 'Receive the patrol assignment');
    await saidNow(
      page,
      'Patrol 1: Eastern Mediterranean (2), with a special mission: an S.L.C. attack (6.7.5)',
    );
    const route = page.getByRole('region', { name: 'Patrol 1' });
    expect(await route.getByRole('listitem').count()).toBe(6);
    await keyScreen(page, 'assigned');
    for (let box = 0; box < 2; box++) {
      await press(page, ENTER);
      await latest(page).getByText('Encounter (7): No contact').waitFor();
    }

    // 6.7.5.1 [D1]: the Mission box off Alexandria, what each launch range risks
    await press(page, ENTER);
    await slcPanel(page).waitFor();
    expect(await stepUnderWay(page)).toContain('[D1] The launch range');
    expect(await slcPanel(page).getByRole('list', { name: 'What each range risks' }).textContent()).toContain(
      'Long: no detection roll; each S.L.C. gets through 33 %',
    );
    await keyScreen(page, 'd1-launch');
    await decision(page).getByRole('radio', { name: 'Long', exact: true }).check();
    await press(page, 'Launch the S.L.C.s');
    await saidNow(page, "3 S.L.C.s launched at long range off Alexandria, out of the defenders' sight");

    // [D2] into the harbour; [D3] the ships found, for the one S.L.C. through
    expect(await stepUnderWay(page)).toContain('[D2] Penetrating the harbour');
    expect(await slcPanel(page).textContent()).toContain('3 S.L.C.s launched at long range');
    await press(page, /^Into the harbour/);
    await saidNow(page, "1 S.L.C. got through the harbour's defences, of 3 ([D2])");
    await saidNow(page, 'Ships found in the harbour: HMS Queen Elizabeth, a cruiser ([D3])');
    expect(await stepUnderWay(page)).toContain('[D3] The targets');
    await slcPanel(page)
      .getByRole('heading', { name: /for 1 S.L.C. through/ })
      .waitFor();
    expect(await slcPanel(page).textContent()).toContain('HMS Queen Elizabeth · a capital ship');
    await keyScreen(page, 'd3-targets');

    // [D4] the charge under Queen Elizabeth goes off
    await press(page, 'S.L.C.s on HMS Queen Elizabeth');
    expect(await stepUnderWay(page)).toContain('[D4] The detonation');
    await press(page, 'The charges go off');
    await saidNow(page, 'The charges go off ([D4]): 6, the ship sunk');
    const card = latest(page).locator('[data-card="missionEnded"]');
    await card
      .getByRole('heading', { name: 'Special mission accomplished: an S.L.C. attack (6.7.5)' })
      .waitFor();
    expect(await card.textContent()).toContain(
      'The accomplished mission makes the patrol a successful one, whatever was sunk (6.7.7).',
    );
    expect(await stepUnderWay(page)).toContain("[D5] The frogmen's fate");
    await keyScreen(page, 'd4-detonated');

    // [D5] the frogmen's fate, then the boat sails on
    await press(page, "The frogmen's fate");
    await saidNow(page, "The frogmen's fate ([D5]): killed, captured, hidden in a safe house in Egypt");
    expect(await slcPanel(page).count()).toBe(0);
    await keyScreen(page, 'd5-fate');

    // The three boxes home, then in port: the patrol a success
    for (let box = 0; box < 3; box++) await press(page, ENTER);
    const port = page.getByRole('region', { name: 'Back in port (6.1 step 3)' });
    await port.waitFor();
    expect(await port.textContent()).toContain('Patrol 1: successful (7.7.1)');
    await keyScreen(page, 'home');
    expect(career.errors).toEqual([]);
  });
});

/** The career's events up to the Mission box's door: started, assigned, the two Transit boxes sailed (SCRIPT 0-3). */
function beforeTheMissionBox(): CareerEvent[] {
  const start = medStartCommand(
    { serverSeed: 'scripted server seed', playerSeed: 'scripted player seed' },
    { uboatType: 'Adua', startDate: '1940-06', kommandant: 'C.C. Telefono' },
  );
  const enter = { type: 'EnterNextBox', data: { posture: 'surfaced' } } as CareerCommand;
  const commands = [start, { type: 'AssignPatrol', data: {} } as CareerCommand, enter, enter];
  let state = initialState();
  return commands.flatMap((command, i) => {
    const events = decide(state, command, new ScriptedDice(SCRIPT[i]));
    for (const event of events) state = evolve(state, event);
    return events;
  });
}

const PHONE = { width: 360, height: 740 };

describe('the S.L.C. attack on a 360 × 740 phone in Italian (scripted dice)', () => {
  it('after each tap of [D1]-[D5] what happened is in view; no control under 44 px; nothing sideways; no English', async () => {
    const career = new ScriptedCareer('scripted-med-mission-it', beforeTheMissionBox(), SCRIPT.slice(4));
    const context = await suite.newContext({ viewport: PHONE, locale: 'it-IT' });
    await career.serve(context, true);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/careers/${career.careerId}`);
    await page.locator('.career--med').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    const panel = page.locator('.decisions-panel');
    /** Taps the decision's button (by its words, else its first) and checks the phone's screen after it. */
    const tap = async (name: RegExp | null, shot: string) => {
      const before = await revision(page);
      await (name ? panel.getByRole('button', { name }) : panel.locator('button:enabled').first()).click();
      await page.waitForFunction(
        (was) => document.querySelector('.career--med')?.getAttribute('data-revision') !== was,
        before,
      );
      await latestInView(page, PHONE.width, PHONE.height);
      expect(await sideways(page, PHONE.width)).toEqual([]);
      expect(await smallControls(page, '.decisions button, .decisions input, .dice-tray button')).toEqual([]);
      expect(await englishOn(page, 'it')).toEqual([]);
      expect(await internalIds(page)).toEqual([]);
      await page.screenshot({ path: `test-output/screenshots/med-mission-phone-it-${shot}.png` });
    };
    await tap(null, 'mission-box'); // into the Mission box off Alexandria
    await panel.locator('input[type="radio"]').nth(2).check(); // [D1]'s third range: long
    await tap(null, 'd1-launched');
    await tap(null, 'd2-d3-harbour');
    await tap(/HMS Queen Elizabeth/, 'd3-attached');
    await tap(null, 'd4-detonated');
    expect(await latest(page).locator('[data-card="missionEnded"]').textContent()).toContain(
      'Missione speciale compiuta: un attacco S.L.C. (6.7.5)',
    );
    await tap(null, 'd5-fate');
    expect(await latest(page).textContent()).toContain('La sorte degli uomini rana ([D5])');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(career.errors).toEqual([]);
  });
});
