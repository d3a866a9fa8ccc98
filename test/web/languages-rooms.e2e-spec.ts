/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tamperedTonnage } from '../../apps/web/src/audit/audit.fixtures';
import { launchChromium, ROOT, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';
import { TournamentsClient } from '../support/tournament-driver';
import { englishOn } from './english';
import { ScriptedGame } from './scripted-game';

// A Spanish or an Italian player meets no English sentence in the two-player room, on a tournament page with its
// organiser's console, or in the audit of a tampered export: each read in Debian's chromium whose browser
// language is Spanish or Italian, against the English catalogue (docs/i18n.md); the same check finds English on
// the same screens in English.
jest.setTimeout(600_000);

let server: ServerChild;
let browser: Browser;
let api: TournamentsClient;
const contexts: BrowserContext[] = [];
const FILES = join(ROOT, 'test-output/languages');

beforeAll(async () => {
  mkdirSync(FILES, { recursive: true });
  [server, browser] = await Promise.all([startWebServer(), launchChromium()]);
  api = new TournamentsClient(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function newContext(locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  contexts.push(context);
  return context;
}

/** The room as seat a sees it after `count` of the scripted game's events (all of them: the game is over). */
async function room(locale: string, count?: (game: ScriptedGame) => number): Promise<[Page, ScriptedGame]> {
  const game = new ScriptedGame(`scripted-${locale}-${count ? 'playing' : 'over'}`);
  const context = await newContext(locale);
  await game.serve(context, count?.(game));
  const page = await context.newPage();
  await page.goto(`${server.url}/games/${game.gameId}`);
  await page.locator('.game .game-boards').waitFor();
  return [page, game];
}

/** A survival tournament (13.3) with two entrants, started, its organiser's token in this browser. */
async function tournament(locale: string): Promise<Page> {
  const terms = { name: `Torneo ${locale}`, organiser: 'BdU', format: 'survival', uboatTypes: ['VIIC'] };
  const { tournamentId, organiserToken } = (await api.create({ ...terms, startDate: '1943-07' }).expect(201))
    .body;
  for (const name of ['Kptlt. Prien', 'Kptlt. Kretschmer'])
    await api.register(tournamentId, { name }).expect(201);
  await api.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
  const context = await newContext(locale);
  await context.addInitScript(
    ([id, token]) => localStorage.setItem('periscope.organiser.v1', JSON.stringify({ [id]: token })),
    [tournamentId, organiserToken],
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/tournaments/${tournamentId}`);
  await page.locator('.leaderboard__table tbody tr').nth(1).waitFor();
  await page.locator('.organiser__adjudicate select').first().waitFor();
  await page.locator('.leaderboard__actions button').first().click(); // the first entrant's score sheet
  await page.locator('.score-sheet').waitFor();
  return page;
}

/** The audit of an export whose one sinking's tonnage was changed: the verdict, its first divergence, the replay. */
async function tamperedAudit(locale: string): Promise<Page> {
  const page = await (await newContext(locale)).newPage();
  await page.goto(`${server.url}/audit`);
  const path = join(FILES, 'tampered-tonnage.ndjson');
  writeFileSync(path, tamperedTonnage());
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.locator('.audit-divergence').waitFor({ timeout: 120_000 });
  await page.locator('.audit-replay').waitFor();
  return page;
}

describe.each([
  ['es', 'es-ES'],
  ['it', 'it-IT'],
])('%s: no English sentence', (language, locale) => {
  it('in the two-player room: the opponent’s roll, the evasive number, the result (13.1)', async () => {
    const shown: string[][] = [];
    for (const count of [
      (g: ScriptedGame) => g.countWhere('a', 'Roll'),
      (g: ScriptedGame) => g.countWhere('a', 'CommitManoeuvre'),
    ]) {
      const [page, game] = await room(locale, count);
      await page.locator('.game-action').waitFor();
      shown.push(await englishOn(page, language));
      expect(game.errors).toEqual([]);
    }
    const [over, game] = await room(locale);
    await over.locator('.game-over').waitFor();
    shown.push(await englishOn(over, language));
    expect(shown).toEqual([[], [], []]);
    expect(game.errors).toEqual([]);
  });

  it('on the games page: the form that creates a game, its optional rules worded by the reference in the language', async () => {
    const page = await (await newContext(locale)).newPage();
    await page.goto(`${server.url}/games`);
    const evasive = page.locator('.game-create__options .rule-ref[aria-label*="14.8:"]').first();
    await evasive.waitFor({ state: 'attached' });
    expect(await englishOn(page, language)).toEqual([]);
    const title = { es: 'Maniobras evasivas', it: 'Manovre evasive' }[language];
    expect(await evasive.getAttribute('aria-label')).toContain(title);
  });

  it('on a running tournament’s page, with the organiser’s console and a score sheet (13.3)', async () => {
    const page = await tournament(locale);
    expect(await englishOn(page, language)).toEqual([]);
  });

  it('in the audit of a tampered export: the verdict, the first divergence, the timeline and the replay', async () => {
    const page = await tamperedAudit(locale);
    expect(await englishOn(page, language)).toEqual([]);
    // the first divergence says what was found, in the language (its code: libs/audit/src/findings.ts)
    const said = {
      es: 'Las reglas dan aquí otro valor que el de la exportación.',
      it: 'Le regole danno qui un valore diverso da quello dell’esportazione.',
    }[language];
    expect(await page.locator('.audit-divergence__message').textContent()).toBe(said);
  });
});

describe('the check finds English where it is', () => {
  it('the same room, tournament page and audit in English list their words', async () => {
    const [page] = await room('en-GB');
    expect(await englishOn(page, 'es')).toEqual(expect.arrayContaining(['Tonnage sunk', 'Audit this game']));
    const board = await tournament('en-GB');
    expect(await englishOn(board, 'it')).toEqual(
      expect.arrayContaining(['Standings', "Organiser's console"]),
    );
    const audit = await tamperedAudit('en-GB');
    expect(await englishOn(audit, 'es')).toEqual(
      expect.arrayContaining(['Not verified: the export diverges']),
    );
    expect(await audit.locator('.audit-divergence__message').textContent()).toMatch(/decide gives \d+/);
  });
});
