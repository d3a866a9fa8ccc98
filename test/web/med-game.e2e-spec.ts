/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import type { DiceScript } from '@periscope/rules';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import en from '../../apps/web/src/i18n/catalogues/en.json';
import italian from '../../apps/web/src/i18n/catalogues/it.json';
import { englishOn } from './english';
import { internalIds } from './internal-ids';
import { ScriptedDuel } from './scripted-duel';

// Two players in two browsers play a two-player game of Beneath the Med (10.1): the first creates it in the lobby (the
// campaign, an Adua, June 1940), the second joins from the invite link on a phone in Italian, and each plays his
// patrol by clicking while the other follows it live. The dice are scripted (ScriptedDuel answers the game's API and live
// feed with the game's own decide), so the same thing happens every run: the first Comandante's patrol sails home
// without a contact, then the second's meets a convoy, goes in at close range, and the first rolls the escorts' detection
// for him (10.1).
jest.setTimeout(240_000);

const suite = browserSuite();

const NO_CONTACT = { '2d6': [[3, 3]] }; // [A3] 6: no contact in a Transit box and in the Central Mediterranean
const NOT_DETECTED = { '2d6': [[1, 1]] }; // [B3] 2 before firing at close range: not detected (7.2.1)
/** One script per seat command, in the order they reach the game. */
const SCRIPT: DiceScript[] = [
  [], // the first seed revealed: nothing rolled yet
  { '1d6': [4, 4] }, // the second: both careers start, 7.9.3 each starting rank (Capitano di Corvetta)
  { '2d6': [[3, 4]] }, // seat a, [A1a] 1940, 7: Central Mediterranean (Transit, Transit, two area boxes, home)
  NO_CONTACT,
  NO_CONTACT,
  NO_CONTACT,
  NO_CONTACT,
  NO_CONTACT,
  { ...NO_CONTACT, '1d6': [3] }, // the last Transit box, in port: the conning tower rebuilt (7.5.9.3)
  { '2d6': [[3, 4]] }, // seat b: the same patrol
  { '2d6': [[3, 4]] }, // Transit 7: no contact
  { '2d6': [[3, 4]] },
  { '2d6': [[4, 4]], '1d6': [3, 3, 3, 3], '1d10': [3, 3, 3] }, // Central Med 8: a convoy, its three ships, by day
  NOT_DETECTED, // seat b goes in at close range: the escorts' [B3] waits for seat a's roll (10.1)
  NOT_DETECTED, // seat a rolls it: 2, not detected; seat b may fire
];

/** The words a seat's page shows, in its language (the catalogues the client reads). */
const WORDS = { en, it: italian } as const;
type Language = keyof typeof WORDS;
const say = (language: Language, key: keyof typeof en) => WORDS[language][key];

const revision = (page: Page) => page.locator('.game').getAttribute('data-revision');
const decision = (page: Page, language: Language) =>
  page.locator(`section[aria-label="${say(language, 'game.action.label')}"]`);

/** A seat's page: its language, and the page of the other seat, which must follow each move live. */
interface Seat {
  readonly page: Page;
  readonly language: Language;
}

/** Clicks the decision's command (its key's words) and waits until both pages stand at the command's revision. */
async function click(seat: Seat, other: Seat, key: keyof typeof en): Promise<void> {
  const before = Number(await revision(seat.page));
  await decision(seat.page, seat.language)
    .getByRole('button', { name: say(seat.language, key), exact: true })
    .click();
  for (const { page } of [seat, other])
    await page.waitForFunction(
      (was) => Number(document.querySelector('.game')?.getAttribute('data-revision')) > was,
      before,
      { timeout: 30_000 },
    );
}

/** What a player reads at a key screen: no internal id, no serious fault of access, no English in Italian; its picture. */
async function keyScreen({ page, language }: Seat, name: string): Promise<void> {
  expect({ name, ids: await internalIds(page) }).toEqual({ name, ids: [] });
  expect({ name, axe: await seriousAxeViolations(page) }).toEqual({ name, axe: [] });
  if (language !== 'en')
    expect({ name, english: await englishOn(page, language) }).toEqual({ name, english: [] });
  // The Regia Marina's words: its Comandanti and submarines, never The Hunted's Kommandant, Kptlt. or U-boat
  expect({
    name,
    hunted: await page
      .locator('main')
      .getByText(/Kommandant|Kptlt|U-boat/)
      .allTextContents(),
  }).toEqual({
    name,
    hunted: [],
  });
  await screenshot(page, `game-med-${name}`);
}

/** The boat on screen (the tab chosen, else the one whose patrol it is): its status board and what happened. */
const boat = (page: Page) => page.locator('#boat-panel');

describe('a two-player game of Beneath the Med in two browsers (scripted dice)', () => {
  it('10.1: created with its class and month, joined on an Italian phone, each patrol played by clicking and followed live by the other, who rolls for the escorts', async () => {
    const game = new ScriptedDuel('scripted-med-game', [...SCRIPT]);
    const contexts = await Promise.all([
      suite.newContext({ viewport: { width: 1440, height: 900 } }),
      suite.newContext({ viewport: { width: 360, height: 740 }, locale: 'it-IT' }),
    ]);
    for (const context of contexts) await game.serve(context);
    const [pageA, pageB] = await Promise.all(contexts.map((c) => c.newPage()));
    const a: Seat = { page: pageA, language: 'en' };
    const b: Seat = { page: pageB, language: 'it' };

    // Seat a: the lobby's form, Beneath the Med chosen, an Adua from June 1940, the Comandante named
    await pageA.goto(`${suite.server.url}/games`);
    await pageA.getByRole('heading', { name: 'Create a game' }).waitFor();
    await pageA.getByRole('radio', { name: /Beneath the Med/ }).check();
    await pageA.getByRole('combobox', { name: /Submarine class/ }).selectOption('Adua');
    await pageA.getByRole('textbox', { name: 'First patrol' }).fill('1940-06');
    await pageA.getByRole('textbox', { name: 'Your Comandante' }).fill('C.C. Primo');
    await keyScreen(a, 'create-1440');
    await pageA.getByRole('button', { name: 'Create the game' }).click();
    await pageA.waitForURL(/\/games\/scripted-med-game$/);
    const link = await pageA.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(game.state.settings).toMatchObject({ uboatType: 'Adua', startDate: '1940-06' });

    // Seat b joins from the link on his phone, in Italian; the browsers reveal their seeds and both careers start
    await pageB.goto(link);
    await pageB.getByRole('textbox', { name: say('it', 'game.comandante') }).fill('C.C. Secondo');
    await keyScreen(b, 'join-it-360');
    await pageB.getByRole('button', { name: say('it', 'game.join.submit') }).click();
    for (const page of [pageA, pageB])
      await page.waitForFunction(
        () => document.querySelector('.game')?.getAttribute('data-phase') === 'playing',
      );
    await decision(pageA, 'en')
      .getByRole('button', { name: 'Receive the patrol assignment', exact: true })
      .waitFor();
    // Both careers are Beneath the Med's: an Adua of the Regia Marina under its Capitano di Corvetta (on a phone the
    // status board is folded: its words are on the page all the same)
    const commander = (page: Page, name: string) =>
      boat(page)
        .getByText(new RegExp(`^Capitano di Corvetta ${name} · (June|giugno) 1940`))
        .waitFor({ state: 'attached' });
    await commander(pageA, 'C.C. Primo');
    await commander(pageB, 'C.C. Primo');
    await pageA.getByRole('tab', { name: /C\.C\. Secondo/ }).click();
    await commander(pageA, 'C.C. Secondo');
    await pageA.getByRole('tab', { name: /Your boat/ }).click();
    expect(await pageA.locator('.game-header__campaign').textContent()).toBe('Beneath the Med');
    await keyScreen(a, 'started-1440');
    await keyScreen(b, 'started-opponent-it-360');

    // Seat a's patrol, box by box, to its end back in port; seat b's phone follows it live
    await click(a, b, 'medCommand.AssignPatrol');
    for (let box = 0; box < 6; box++) await click(a, b, 'medCommand.EnterNextBox');
    await boat(pageA).getByRole('region', { name: 'Back in port (6.1 step 3)' }).waitFor();
    await keyScreen(a, 'a-home-1440');
    // The turn is seat b's (13.1.2): his phone shows his boat; its first tab, seat a's boat, is back in port
    await pageB.getByRole('tab').first().click();
    await boat(pageB)
      .getByRole('region', { name: say('it', 'medPort.title') })
      .waitFor();
    await keyScreen(b, 'a-home-opponent-it-360');
    await pageB.getByRole('tab').nth(1).click();

    // Seat b's patrol: a convoy met in the Central Mediterranean, the attack offered; seat a's page follows it live
    await click(b, a, 'medCommand.AssignPatrol');
    for (let box = 0; box < 3; box++) await click(b, a, 'medCommand.EnterNextBox');
    const offered = decision(pageB, 'it');
    await offered
      .getByRole('button', { name: say('it', 'medCommand.ChooseApproach'), exact: true })
      .waitFor();
    await offered.getByRole('button', { name: say('it', 'medCommand.DeclineAttack'), exact: true }).waitFor();
    expect(await offered.getByRole('radio').count()).toBeGreaterThan(0); // the range of the approach (7.2.1)
    await keyScreen(b, 'b-convoy-it-360');
    // Seat a sees seat b's boat at the convoy, and has nothing to do but watch
    await pageA.getByRole('tab', { name: /C\.C\. Secondo · 0 t · patrol turn/ }).click();
    await boat(pageA).locator('.latest-move').getByText('Encounter (8): Convoy').waitFor();
    await boat(pageA).getByText('Ships sighted: the Comandante chooses his approach.').waitFor();
    await decision(pageA, 'en').getByText('Nothing for you to do now: your opponent has the move.').waitFor();
    await keyScreen(a, 'b-convoy-opponent-1440');

    // 10.1: seat b goes in at close range; the escorts' detection is seat a's roll, asked of him by a button
    await offered.getByRole('radio', { name: say('it', 'term.close'), exact: true }).check();
    await click(b, a, 'medCommand.ChooseApproach');
    await pageA.getByText('Your move: roll for your opponent’s patrol (10.1).').waitFor();
    const roll = decision(pageA, 'en').getByRole('button', { name: /^Roll for escort detection$/i });
    await keyScreen(a, 'a-rolls-for-b-1440');
    const before = Number(await revision(pageA));
    await roll.click();
    for (const page of [pageA, pageB])
      await page.waitForFunction(
        (was) => Number(document.querySelector('.game')?.getAttribute('data-revision')) > was,
        before,
        { timeout: 30_000 },
      );
    // Not detected: the held approach decided on seat a's roll, seat b's boat is to fire; seat a sees what he rolled
    expect(game.events.at(-1)).toMatchObject({ type: 'CareerAdvanced', data: { seat: 'b', rolledBy: 'a' } });
    expect(game.state.seats.b?.career.step.kind).toBe('firing');
    await pageA.getByRole('region', { name: 'Your last roll for your opponent' }).waitFor();
    expect(game.errors).toEqual([]);
    expect(game.scriptsLeft).toBe(0);
    // Each seat's commands went on its live socket (docs/live.md, `command`); only a seed's reveal, sent as seat b's
    // page joins, may find its feed not yet live and go over HTTP with the same commandId
    expect(game.routes.socket.length).toBeGreaterThan(5);
    expect(game.routes.http.filter((command) => !command.endsWith(' RevealSeed'))).toEqual([]);
  });
});
