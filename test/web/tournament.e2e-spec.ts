/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aggressive, cautious } from '@periscope/rules';
import { launchChromium, screenshot, seriousAxeViolations, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';
import { playEntrant, TournamentsClient } from '../support/tournament-driver';
import { sailBoat } from '../support/wolfpack-driver';
import { internalIds } from './internal-ids';
import { chooseButton, marks, moveOrRefusal, over, playByClicking } from './player';

// An organiser, entrants and a spectator run tournaments (13.3, 13.5) in Debian's chromium.
jest.setTimeout(600_000);
// The server draws its dice and the machine is shared: a failed run is retried once, its errors logged first.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

/** How long a page waits for what it expects: long, for a loaded machine; what is awaited always comes. */
const WAIT_MS = 90_000;

let server: ServerChild;
let browser: Browser;
let api: TournamentsClient;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // WEB_DIST: another build of the client than dist/web, when a run names one.
  [server, browser] = await Promise.all([
    startWebServer(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    launchChromium(),
  ]);
  api = new TournamentsClient(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function newPage(width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  // The CI machine runs many suites at once: a wait for the server's answer or a live push may take long there.
  page.setDefaultTimeout(WAIT_MS);
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** Both widths of a screen: its screenshots, and no serious or critical axe violation. */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await screenshot(page, `${name}-${width}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The organiser creates a tournament in the browser; answers its id (his token stays in his browser). */
async function organise(page: Page, name: string, format: RegExp): Promise<string> {
  await page.goto(`${server.url}/tournaments`);
  await page.getByRole('textbox', { name: 'Tournament name' }).fill(name);
  await page.getByRole('textbox', { name: 'Organiser' }).fill('BdU');
  await page.getByRole('radio', { name: format }).check();
  await page.getByRole('button', { name: 'Create the tournament' }).click();
  await page.waitForURL(/\/tournaments\/[\w-]+$/);
  await page.getByRole('heading', { name: "Organiser's console" }).waitFor();
  return page.url().split('/').pop() as string;
}

async function organiserAction(page: Page, button: string, says: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('status').filter({ hasText: says }).waitFor();
}

/** The standings table as the page shows it: rank, name, tonnage of every row (the first page). */
const shownRows = (page: Page) =>
  page.locator('.leaderboard__table tbody tr.leaderboard__row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td, th')].map((c) => c.textContent ?? '');
      const name = row.querySelector('th')?.childNodes[0]?.textContent ?? '';
      return { rank: cells[0], name, tonnage: cells.find((c) => / t$/.test(c)) ?? '' };
    }),
  );

const liveChanges = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('periscope:leaderboard').length);

interface RestRow {
  careerId: string;
  name: string;
  rank: number | null;
  tonnage: number;
}

const restStandings = async (id: string) =>
  (await api.get(`/api/tournaments/${id}/standings`).expect(200)).body as {
    standings: { phase: string; individual: RestRow[] };
  };

/** One click of what the decision offers, the move landed. */
async function clickOnce(page: Page) {
  const { revision } = await marks(page);
  await (await chooseButton(page)).click();
  await moveOrRefusal(page, revision);
}

/** The revision of a career's first encounter roll (every box the boat enters rolls one), or null before any. */
async function firstEncounter(careerId: string): Promise<number | null> {
  const { events } = (await api.get(`/api/careers/${careerId}/events`).expect(200)).body as {
    events: { type: string; revision: number }[];
  };
  return events.find((e) => e.type === 'EncounterRolled')?.revision ?? null;
}

describe('tournaments in the browser', () => {
  it('a survival tournament: created, entered, played, ruled on and finished; the live board is the REST one', async () => {
    const organiser = await newPage();
    await organiser.goto(`${server.url}/tournaments`);
    await organiser.getByRole('heading', { name: 'Organise a tournament' }).waitFor();
    const id = await organise(organiser, 'Biscay Cup', /^Survival/);
    const url = `${server.url}/tournaments/${id}`;

    // An entrant registers in his browser; four bots register over the API
    const entrant = await newPage();
    await entrant.goto(url);
    await entrant.getByRole('textbox', { name: 'Your name (the Kommandant)' }).fill('Kptlt. Browser');
    await entrant.getByRole('button', { name: 'Register' }).click();
    const play = entrant.getByRole('link', { name: /^Play Kptlt\. Browser/ });
    await play.waitFor();
    const bots: { careerId: string; seatToken: string }[] = [];
    for (let n = 1; n <= 4; n++)
      bots.push((await api.register(id, { name: `Kptlt. Bot ${n}` }).expect(201)).body);

    // A spectator follows the public page; the list shows the tournament registering
    const spectator = await newPage(360, 800);
    await spectator.goto(`${server.url}/tournaments`);
    await spectator
      .getByRole('region', { name: /^Registering now/ })
      .getByRole('link', { name: 'Biscay Cup' })
      .click();
    await spectator.getByText('Live', { exact: true }).waitFor();
    await spectator.locator('.leaderboard__row').nth(4).waitFor();
    await shoot(organiser, 'tournament-organiser');

    // The organiser starts it; the entrant plays by clicking while the bots play over HTTP
    await organiserAction(organiser, 'Start the tournament', 'The tournament has started.');
    const entrantId = ((await play.getAttribute('href')) as string).split('/').pop() as string;
    await play.click();
    await entrant.locator('.career').waitFor();
    let clicks = 0;
    const [played] = await Promise.all([
      playByClicking(entrant, (m) => over(m) || ++clicks > 12, 20),
      ...bots.map((b) => playEntrant(server.url, b.careerId, b.seatToken, 150)),
    ]);
    expect(played).toBeGreaterThan(0);
    // The entrant's boat has entered a box, so its first encounter was rolled, whatever the dice showed
    for (let more = 0; (await firstEncounter(entrantId)) === null && more < 20; more++)
      await clickOnce(entrant);
    const voided = await firstEncounter(entrantId);
    expect(voided).not.toBeNull();
    await spectator.waitForFunction(() => performance.getEntriesByName('periscope:leaderboard').length > 0);
    expect(await liveChanges(spectator)).toBeGreaterThan(0);

    // A ruling: the organiser voids the entrant's first encounter, with its text; it shows on his row
    const ruled = { name: 'Kptlt. Browser' };
    const form = organiser.locator('form.organiser__adjudicate');
    await form.getByRole('combobox', { name: 'Entrant' }).selectOption({ label: ruled.name });
    const target = form.getByRole('combobox', { name: 'Ruling on' });
    await target.waitFor();
    const first = await target.locator('option').first().textContent();
    expect(first).toMatch(/^Void: Encounter 1: /);
    expect(await target.inputValue()).toBe(String(voided));
    await form.getByRole('textbox', { name: "The ruling's text" }).fill('Claimed twice in the log');
    await organiserAction(organiser, 'File the ruling', /ruling is filed/);
    await spectator.getByRole('searchbox', { name: 'Search by name' }).fill(ruled.name);
    await spectator.locator('.leaderboard__row').filter({ hasText: 'Claimed twice in the log' }).waitFor();
    await spectator.getByRole('button', { name: `Score sheet of ${ruled.name}` }).click();
    await spectator.getByRole('group', { name: `Score sheet of ${ruled.name}` }).waitFor();
    await shoot(spectator, 'tournament-public-ruling');
    expect(await internalIds(spectator)).toEqual([]);
    await spectator.getByRole('searchbox', { name: 'Search by name' }).fill('');

    // The organiser finishes it: the spectator's live board is the REST standings, row for row
    await organiserAction(organiser, 'Finish the tournament', /finished/);
    await spectator.getByText(/^(Winner|No winner)/).waitFor();
    const final = (await restStandings(id)).standings;
    expect(final.phase).toBe('finished');
    const expected = final.individual.map((r) => ({
      rank: r.rank === null ? '—' : String(r.rank),
      name: r.name,
      tonnage: `${r.tonnage.toLocaleString('en-US')} t`,
    }));
    await spectator.waitForFunction(
      (want) => document.querySelectorAll('.leaderboard__row').length === want,
      expected.length,
    );
    expect(await shownRows(spectator)).toEqual(expected);

    // The CSV downloads, with every entrant and the ruling
    const [download] = await Promise.all([
      spectator.waitForEvent('download'),
      spectator.getByRole('link', { name: 'CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    for (const row of final.individual) expect(csv).toContain(row.name);
    expect(csv).toContain('Claimed twice in the log');
    await shoot(spectator, 'tournament-finished');

    await spectator.goto(`${server.url}/tournaments`);
    await spectator
      .getByRole('region', { name: /^Finished/ })
      .getByRole('link', { name: 'Biscay Cup' })
      .waitFor();
    await shoot(spectator, 'tournaments-list');
  });

  it('a wolfpack tournament: packs formed at the start, their convoy battles, finished by the server (13.5)', async () => {
    const organiser = await newPage();
    const id = await organise(organiser, 'Wolfpack Cup', /^Wolfpack/);
    const boats: { careerId: string; seatToken: string }[] = [];
    for (let n = 1; n <= 6; n++)
      boats.push((await api.register(id, { name: `Kptlt. Wolf ${n}` }).expect(201)).body);
    const spectator = await newPage();
    await spectator.goto(`${server.url}/tournaments/${id}`);
    await spectator.locator('.leaderboard__row').nth(5).waitFor();
    await organiserAction(organiser, 'Start the tournament', 'The tournament has started.');
    await spectator.getByRole('button', { name: /^Convoy battles of / }).waitFor();

    const deadline = Date.now() + 300_000;
    await Promise.all(
      boats.map((b, i) =>
        sailBoat(server.url, { tournamentId: id, ...b, policy: i % 2 ? cautious : aggressive }, deadline),
      ),
    );
    await spectator.getByText(/^(Winner|No winner)/).waitFor();
    await spectator.getByText(/Winning pack: /).waitFor();
    const battles = spectator.getByRole('button', { name: /^Convoy battles of / });
    await battles.click();
    await spectator
      .getByText(/^Convoy battle in box \d+|has fought no convoy battle/)
      .first()
      .waitFor();
    expect(await spectator.getByRole('heading', { name: /^Convoy battle in box/ }).count()).toBeGreaterThan(
      0,
    );
    await shoot(spectator, 'tournament-wolfpack');
  });
});
