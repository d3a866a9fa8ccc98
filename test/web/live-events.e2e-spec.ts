/// <reference lib="dom" />
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { secretKeys, without } from '@periscope/rules/career/views';
import { launchChromium, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';
import { chooseButton, decisionPanel, marks, moveOrRefusal, over } from './player';

// Events are the only thing that travels (ARCHITECTURE.md "Live views"): once a career's screen has opened, the
// player's and the spectator's browsers send no read of its state; they fold the events the live socket brings
// (and the player his command's answer) with the decider's own evolve and pending, and what they fold is what the
// server's fold shows each of them, at every revision.
jest.setTimeout(300_000);

declare global {
  interface Window {
    periscopeFolds?: Map<string, () => unknown>;
  }
}

const MOVES = 50;
let server: ServerChild;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startWebServer(), launchChromium()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** A page whose career screens register their fold (window.periscopeFolds) and whose API calls are recorded. */
async function recordedPage(): Promise<{ page: Page; calls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  await context.addInitScript(() => (window.periscopeFolds = new Map()));
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${r.method()} ${path}`);
  });
  return { page, calls };
}

async function startCareer(page: Page, kommandant: string): Promise<string> {
  await page.goto(`${server.url}/`);
  await page.getByRole('textbox', { name: 'Kommandant' }).fill(kommandant);
  await page.getByRole('button', { name: 'Start the career' }).click();
  await page.waitForURL(/\/careers\/[\w-]+$/);
  await page.locator('.career').waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  return page.url().split('/').pop() as string;
}

/** What a page's screen has folded, as the server's GET /careers/:id would put it. */
const folded = (page: Page, careerId: string) =>
  page.evaluate((id) => {
    const read = window.periscopeFolds?.get(id)?.() as { revision: number; state: unknown; pending: unknown };
    return (
      read &&
      JSON.parse(JSON.stringify({ revision: read.revision, state: read.state, pending: read.pending }))
    );
  }, careerId);

/** The server's fold as a viewer sees it (the seat with its token, a spectator without). */
async function serverFold(careerId: string, token?: string): Promise<unknown> {
  const response = await fetch(`${server.url}/api/careers/${careerId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const { revision, state, pending } = (await response.json()) as Record<string, unknown>;
  return { revision, state, pending };
}

/**
 * A spectator's events carry no seed while the career runs (L-1); once it has ended the server's read shows the
 * player seed, which the spectator's screen never needed (GET /careers/:id/seed gives both for the audit).
 */
const withoutSeeds = (value: unknown) => without(value, secretKeys(true, false));

const seatToken = async (page: Page, careerId: string): Promise<string> => {
  const held = JSON.parse((await page.evaluate(() => localStorage.getItem('periscope.seats.v1'))) ?? '{}');
  return (held[careerId] as { seatToken: string }).seatToken;
};

const stateReads = (calls: readonly string[]) => calls.filter((c) => c.startsWith('GET '));

describe('events are the only thing that travels', () => {
  it(`a player and a spectator follow ${MOVES} moves with no state read after the screen opened, each fold equal to the server’s at every revision, the moves sent on the seat's socket`, async () => {
    const player = await recordedPage();
    const spectator = await recordedPage();
    let followed = 0;
    // A career may end early whatever is clicked: a new one is started until MOVES moves have been followed.
    for (let career = 1; followed < MOVES && career <= 30; career++) {
      const careerId = await startCareer(player.page, `Kptlt. Ereignis ${career}`);
      await spectator.page.goto(`${server.url}/careers/${careerId}`);
      await spectator.page.locator('.career').waitFor();
      await spectator.page.getByText('Live', { exact: true }).waitFor();
      const token = await seatToken(player.page, careerId);
      player.calls.length = 0;
      spectator.calls.length = 0;
      for (;;) {
        const now = await marks(player.page);
        if (over(now) || followed >= MOVES) break;
        await decisionPanel(player.page).locator('button:enabled').first().waitFor({ timeout: 15_000 });
        await (await chooseButton(player.page, 'careful')).click();
        await moveOrRefusal(player.page, now.revision);
        const { revision } = await marks(player.page);
        await spectator.page.waitForFunction(
          (r) => Number(document.querySelector('.career')?.getAttribute('data-revision')) >= r,
          revision,
          { timeout: 10_000 },
        );
        followed++;
        const seat = await serverFold(careerId, token);
        const watched = await serverFold(careerId);
        expect({ revision, seat: await folded(player.page, careerId) }).toEqual({ revision, seat });
        expect({ revision, spectator: withoutSeeds(await folded(spectator.page, careerId)) }).toEqual({
          revision,
          spectator: withoutSeeds(watched),
        });
        expect(await spectator.page.locator('.career__board').innerText()).toBe(
          await player.page.locator('.career__board').innerText(),
        );
      }
      expect({ career, player: stateReads(player.calls) }).toEqual({ career, player: [] });
      expect({ career, spectator: stateReads(spectator.calls) }).toEqual({ career, spectator: [] });
      // The seat's moves go on its live socket (docs/live.md, `command`): not one over HTTP.
      expect({ career, player: player.calls }).toEqual({ career, player: [] });
    }
    expect(followed).toBe(MOVES);
  });
});
