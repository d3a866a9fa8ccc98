/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { TournamentsClient } from '../support/tournament-driver';
import { browserSuite } from './browser-suite';
import { internalIds } from './internal-ids';

// Beneath the Med's survival tournament (10.3, 004 L2558-2560), in Debian's chromium against the real server: an
// organiser creates it from the recommended terms, a Comandante registers and plays by clicking, a spectator
// follows the standings live, and the organiser finishes it, the board then the REST standings row for row.
jest.setTimeout(300_000);

const suite = browserSuite();

const ASSIGN = 'Receive the patrol assignment';
const ENTER = 'Enter the next box';
const revision = (page: Page) => page.locator('.career--med').getAttribute('data-revision');

/** Clicks the named command and waits for the screen to stand at a later revision. */
async function click(page: Page, name: string): Promise<void> {
  const before = await revision(page);
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction(
    (was) => document.querySelector('.career--med')?.getAttribute('data-revision') !== was,
    before,
  );
}

async function organiserAction(page: Page, button: string, says: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('status').filter({ hasText: says }).waitFor();
}

describe("Beneath the Med's survival tournament in the browser", () => {
  it('is created from the recommended terms, entered, played by clicking, followed live and finished', async () => {
    const newPage = async (width: number) => {
      const page = await (await suite.newContext({ viewport: { width, height: 900 } })).newPage();
      // The CI machine runs many suites at once: a wait for the server's answer or a live push may take long there.
      page.setDefaultTimeout(90_000);
      page.on('dialog', (dialog) => void dialog.accept());
      return page;
    };
    const organiser = await newPage(1440);
    await organiser.goto(`${suite.server.url}/tournaments`);
    await organiser.getByRole('textbox', { name: 'Tournament name' }).fill('Coppa del Mediterraneo');
    await organiser.getByRole('textbox', { name: 'Organiser' }).fill('Supermarina');
    await organiser.getByRole('radio', { name: /Beneath the Med/ }).check();
    const preset = organiser.getByRole('combobox', { name: /^Tournament of the rulebook/ });
    const survival = await preset.locator('option', { hasText: /^Survival/ }).getAttribute('value');
    await preset.selectOption(survival as string);
    await organiser.getByRole('button', { name: 'Create the tournament' }).click();
    await organiser.waitForURL(/\/tournaments\/[\w-]+$/);
    await organiser.getByRole('heading', { name: "Organiser's console" }).waitFor();
    const id = organiser.url().split('/').pop() as string;
    const api = new TournamentsClient(suite.server.url);
    const { terms } = (await api.get(`/api/tournaments/${id}`).expect(200)).body as {
      terms: { format: string; preset?: string; campaign?: { id: string } };
    };
    expect(terms).toMatchObject({
      format: 'survival',
      preset: 'survival',
      campaign: { id: 'beneath-the-med' },
    });

    // A Comandante registers in his browser; a spectator on a phone follows the public page
    const entrant = await newPage(1440);
    await entrant.goto(organiser.url());
    await entrant.getByRole('textbox', { name: /Your name/ }).fill('T.V. Browser');
    await entrant.getByRole('button', { name: 'Register' }).click();
    const play = entrant.getByRole('link', { name: /^Play T\.V\. Browser/ });
    await play.waitFor();
    const spectator = await newPage(360);
    await spectator.goto(organiser.url());
    await spectator.getByText('Live', { exact: true }).waitFor();
    await spectator.locator('.leaderboard__row').first().waitFor();

    // Started, the entrant's career is Beneath the Med's, played by clicking; the spectator's board moves live. The
    // server rolls its dice: the assignment always moves the entrant's row; the boxes after it are sailed while the
    // route goes on (an encounter or a rule not played yet stops them), and nothing checked depends on how many.
    await organiserAction(organiser, 'Start the tournament', 'The tournament has started.');
    await play.click();
    await entrant.locator('.career--med').waitFor();
    await click(entrant, ASSIGN);
    for (
      let box = 0;
      box < 3 && (await entrant.getByRole('button', { name: ENTER, exact: true }).count());
      box++
    )
      await click(entrant, ENTER);
    await spectator.waitForFunction(() => performance.getEntriesByName('periscope:leaderboard').length > 0);
    expect(await seriousAxeViolations(spectator)).toEqual([]);
    await screenshot(spectator, 'med-tournament-live-360');
    expect(await internalIds(spectator)).toEqual([]);

    // Finished: the board is the REST standings, row for row
    await organiserAction(organiser, 'Finish the tournament', /finished/);
    await spectator.getByText(/^(Winner|No winner)/).waitFor();
    const { standings } = (await api.get(`/api/tournaments/${id}/standings`).expect(200)).body as {
      standings: { phase: string; individual: { name: string }[] };
    };
    expect(standings.phase).toBe('finished');
    expect(standings.individual.map((r) => r.name)).toEqual(['T.V. Browser']);
    await spectator.locator('.leaderboard__row', { hasText: 'T.V. Browser' }).waitFor();
    expect(await seriousAxeViolations(organiser)).toEqual([]);
    await screenshot(organiser, 'med-tournament-finished-1440');
  });
});
