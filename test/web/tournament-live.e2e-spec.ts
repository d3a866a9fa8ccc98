/// <reference lib="dom" />
import type { Request } from 'playwright-core';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { playEntrant, TournamentsClient } from '../support/tournament-driver';
import { browserSuite } from './browser-suite';

// The tournament page follows the tournament's own events: a new entrant and a ruling arrive live, folded by the
// library's evolve and view, and the page reads nothing of the tournament again once it is open.
jest.setTimeout(300_000);

const suite = browserSuite();

const SURVIVAL = {
  name: 'Live Cup',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

/** A read of the tournament's state: the tournament, its entrants or its standings. */
const stateRead = (r: Request) =>
  r.method() === 'GET' &&
  /^\/api\/tournaments\/[\w-]+(\/entrants|\/standings)?$/.test(new URL(r.url()).pathname);

describe('the tournament page, live', () => {
  it('shows a new entrant and a ruling as they happen, with no read of the tournament after it opened', async () => {
    const api = new TournamentsClient(suite.server.url as never);
    const { tournamentId: id, organiserToken } = (await api.create(SURVIVAL).expect(201)).body;
    const first = (await api.register(id, { name: 'Kptlt. First' }).expect(201)).body;

    const context = await suite.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const reads: string[] = [];
    await page.goto(`${suite.server.url}/tournaments/${id}`);
    await page.getByText('Live', { exact: true }).waitFor();
    await page.locator('.leaderboard__row').filter({ hasText: 'Kptlt. First' }).waitFor();
    await page.waitForLoadState('networkidle');
    page.on('request', (r) => stateRead(r) && reads.push(r.url()));

    await api.register(id, { name: 'Kptlt. Late' }).expect(201);
    await page.locator('.leaderboard__row').filter({ hasText: 'Kptlt. Late' }).waitFor({ timeout: 20_000 });

    await api.act(id, 'StartTournament', {}, organiserToken).expect(200);
    let encounter: number | undefined;
    for (let bout = 1; encounter === undefined && bout <= 20; bout++) {
      await playEntrant(suite.server.url as never, first.careerId, first.seatToken, 5, `bout${bout}`);
      const { events } = (await api.get(`/api/careers/${first.careerId}/events`).expect(200)).body;
      encounter = (events as { type: string; revision: number }[]).find(
        (e) => e.type === 'EncounterRolled',
      )?.revision;
    }
    expect(encounter).toBeDefined();
    const ruling = { kind: 'voidEncounter', revision: encounter };
    await api
      .act(
        id,
        'Adjudicate',
        { careerId: first.careerId, ruling, reason: 'The log shows it twice' },
        organiserToken,
      )
      .expect(200);
    await page
      .locator('.leaderboard__row')
      .filter({ hasText: 'The log shows it twice' })
      .waitFor({ timeout: 20_000 });
    // The ruling names the encounter it voids: the boat, its patrol (and the ships met, once identified).
    await page.getByRole('button', { name: 'Score sheet of Kptlt. First' }).click();
    const ruledOn = page
      .getByRole('group', { name: 'Score sheet of Kptlt. First' })
      .locator('.score-sheet__ruled-on');
    await ruledOn.waitFor();
    expect(await ruledOn.textContent()).toMatch(/^ \(.+, patrol 1(: .+)?\)$/);
    await screenshot(page, 'tournament-live-ruling-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(reads).toEqual([]);
  });
});
