/// <reference lib="dom" />
import { commitment } from '@periscope/rules';
import { screenshot, seriousAxeViolations } from '../support/browser';
import { browserSuite } from './browser-suite';
import { internalIds } from './internal-ids';

// A spectator finds a two-player game being played from the lobby and follows its link to watch it.
jest.setTimeout(120_000);

const suite = browserSuite();

/** Seat a creates a game over HTTP and seat b takes the second seat with the invite code: the game is on. */
async function gameOn(n: number): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${suite.server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ gameId: string; inviteCode: string }>);
  const seat = (name: string) => ({ kommandant: name, seedCommitment: commitment(`${name} seed`) });
  const { gameId, inviteCode } = await post('/games', {
    uboatType: 'VIIC',
    startDate: '1943-07',
    ...seat(`Kptlt. Adler ${n}`),
  });
  await post(`/games/${gameId}/join`, { inviteCode, ...seat(`Kptlt. Bauer ${n}`) });
  return gameId;
}

describe('games in progress in the lobby', () => {
  it.each([1440, 360])(
    'lists the game with its players and a link that opens it for a spectator (%i px)',
    async (width) => {
      const gameId = await gameOn(width);
      const context = await suite.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const section = page.getByRole('region', { name: 'Two-player games in progress' });
      const watch = section.getByRole('link', {
        name: `Watch Kptlt. Adler ${width} vs Kptlt. Bauer ${width}`,
      });
      // The lobby reads the games' index, which follows the game's events a moment after they are stored.
      for (let tries = 0; (await watch.count()) === 0 && tries < 20; tries++) {
        await page.goto(`${suite.server.url}/`);
        await section.locator('table, .hint:not(:has-text("Looking"))').first().waitFor();
      }
      await watch.scrollIntoViewIfNeeded();
      expect(await watch.isVisible()).toBe(true);
      await screenshot(page, `lobby-games-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await internalIds(page)).toEqual([]);
      await watch.click();
      await page.waitForURL(`${suite.server.url}/games/${gameId}`);
      await page.locator('.game').waitFor();
      expect(await page.locator('.game').getAttribute('data-phase')).not.toBe('open');
    },
  );
});
