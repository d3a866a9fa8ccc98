/// <reference lib="dom" />
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import request from 'supertest';
import { nextCommand } from '../support/career-driver';
import { START } from '../support/careers-client';
import { launchChromium, screenshot, seriousAxeViolations, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';
import { internalIds } from './internal-ids';
import { chooseButton, marks, moveOrRefusal } from './player';

// Accounts with passkeys (docs/accounts.md) in Debian's chromium, each browser context with the DevTools
// protocol's virtual WebAuthn authenticator: sign up, sign out, sign in, a second passkey, recovery by code,
// claiming what localStorage holds, the player page, the session refused cross-site, and a second browser that
// signs in with the same passkey and plays a claimed career with no token in its storage.
jest.setTimeout(300_000);

let server: ServerChild;
let browser: Browser;
/** WebAuthn names no IP address as a relying party: the pages are opened on localhost. */
let site: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startWebServer(), launchChromium()]);
  site = server.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** A platform authenticator that holds discoverable passkeys and says yes at once. */
const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

/** A browser of its own (cookies, storage) with one virtual platform authenticator that says yes at once. */
async function newBrowser(): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: AUTHENTICATOR });
  return { page, cdp, authenticatorId };
}

const credentials = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

/** Three careers and a tournament's console, made over the API and held in the page's localStorage as the app keeps them. */
async function holdSeats(page: Page) {
  const careers = [];
  for (const kommandant of ['Kptlt. Eins', 'Kptlt. Zwei', 'Kptlt. Drei']) {
    const started = await request(server.url)
      .post('/api/careers')
      .send({ ...START, kommandant })
      .expect(201);
    careers.push({
      careerId: started.body.careerId as string,
      seatToken: started.body.seatToken as string,
      kommandant,
      pending: started.body.pending,
    });
  }
  const cup = await request(server.url)
    .post('/api/tournaments')
    .send({
      name: 'Kiel cup',
      organiser: 'BdU',
      format: 'survival',
      uboatTypes: ['VIIC'],
      startDate: '1943-07',
    })
    .expect(201);
  await page.goto(`${site}/`);
  await page.evaluate(
    ({ careers, tournamentId, organiserToken }) => {
      const seats = Object.fromEntries(
        careers.map((c) => [
          c.careerId,
          {
            careerId: c.careerId,
            seatToken: c.seatToken,
            kommandant: c.kommandant,
            uboatType: 'VIIC',
            startedAt: new Date().toISOString(),
          },
        ]),
      );
      localStorage.setItem('periscope.seats.v1', JSON.stringify(seats));
      localStorage.setItem('periscope.organiser.v1', JSON.stringify({ [tournamentId]: organiserToken }));
    },
    {
      careers,
      tournamentId: cup.body.tournamentId as string,
      organiserToken: cup.body.organiserToken as string,
    },
  );
  return { careers, tournamentId: cup.body.tournamentId as string };
}

/** A POST from the page itself (its cookie, its origin): the status and the body. */
const postFromPage = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
      };
    },
    { path, body },
  );

async function signUp(page: Page, name: string): Promise<string> {
  await page.goto(`${site}/account`);
  await page.getByRole('textbox', { name: 'Player name' }).first().fill(name);
  await page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await page.getByRole('heading', { name: 'Your recovery code' }).waitFor();
  return (await page.locator('.accounts__code-value code').textContent()) ?? '';
}

it('a player signs up with a passkey, claims what this browser holds, signs out and in, adds a passkey, recovers with his code', async () => {
  const { page, cdp, authenticatorId } = await newBrowser();
  const held = await holdSeats(page);

  const code = await signUp(page, 'Prien');
  expect(code).toMatch(/^([0-9a-f]{4}-){7}[0-9a-f]{4}$/);
  await page.getByRole('heading', { name: 'Prien', level: 1 }).waitFor();
  await screenshot(page, 'accounts-sign-up');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await internalIds(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have kept it' }).click();
  expect(await page.getByText(code).count()).toBe(0);
  // The session is a cookie no script reads: HttpOnly, SameSite=Strict.
  const [cookie] = await page.context().cookies(site);
  expect(cookie).toMatchObject({ name: 'periscope_session', httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).toBe('');

  // Claiming: three careers and the organiser's console, each proved by its token, once.
  await page.getByRole('button', { name: 'Claim them for my account' }).click();
  await page.getByRole('status').filter({ hasText: '4 claimed for your account.' }).waitFor();
  await page.getByText('Nothing here that your account does not hold already.').waitFor();

  // The session now acts on a claimed career without its token: the engine answers a real command.
  const [first] = held.careers;
  const command = nextCommand(first.pending);
  const sent = await postFromPage(page, `/api/careers/${first.careerId}/commands`, {
    commandId: 'by-session-1',
    ...command,
  });
  expect(sent.status).toBe(200);

  // A second passkey, on a security key: the first authenticator holds one already (excludeCredentials).
  const { authenticatorId: securityKey } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { ...AUTHENTICATOR, transport: 'usb' },
  });
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey 2, added').waitFor();
  expect(await credentials(cdp, securityKey)).toHaveLength(1);
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: securityKey });

  // Sign out, sign in with a passkey.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('heading', { name: 'Prien', level: 1 }).waitFor();

  // Every passkey lost: the recovery code signs in once, and a new one is shown.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await page.getByText('Lost your passkeys? Use your recovery code').click();
  const recovery = page.locator('.accounts__recovery');
  await recovery.getByRole('textbox', { name: 'Player name' }).fill('prien');
  await recovery.getByRole('textbox', { name: 'Recovery code' }).fill(code.toUpperCase());
  await recovery.getByRole('button', { name: 'Recover my account' }).click();
  await page.getByRole('heading', { name: 'Your recovery code' }).waitFor();
  const next = (await page.locator('.accounts__code-value code').textContent()) ?? '';
  expect(next).not.toBe(code);
  const reused = await request(server.url)
    .post('/api/accounts/recovery')
    .set('Origin', site)
    .send({ name: 'Prien', recoveryCode: code });
  expect(reused.status).toBe(403);

  // The player page: every career he claimed, with its boat and its result; his tournament.
  await page.goto(`${site}/players/Prien`);
  await page.getByRole('heading', { name: 'Careers' }).waitFor();
  for (const c of held.careers) await page.getByRole('link', { name: c.kommandant }).waitFor();
  await page.getByRole('link', { name: 'Kiel cup' }).waitFor();
  await screenshot(page, 'accounts-player-page');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await internalIds(page)).toEqual([]);

  // Another visitor sees only what the player shows: nothing yet.
  const stranger = await request(server.url).get('/api/players/Prien').expect(200);
  expect(stranger.body).toMatchObject({ own: false, careers: null, games: null, tournaments: null });

  // Cross-site: the cookie with another site's origin is refused, and no one else's session acts on the seat.
  const session = `${cookie.name}=${(await page.context().cookies(site))[0].value}`;
  const evil = await request(server.url)
    .post(`/api/careers/${first.careerId}/commands`)
    .set('Cookie', session)
    .set('Origin', 'https://evil.example')
    .send({ commandId: 'evil-1', ...command });
  expect(evil.body.code).toBe('session/cross-site');

  const other = await newBrowser();
  await signUp(other.page, 'Kretschmer');
  const theirs = await postFromPage(other.page, `/api/careers/${first.careerId}/commands`, {
    commandId: 'other-1',
    ...command,
  });
  expect(theirs).toMatchObject({ status: 401, body: { code: 'seat/token-missing' } });
  const wrongProof = await postFromPage(other.page, '/api/accounts/me/claims', {
    kind: 'career',
    id: first.careerId,
    token: 'not-the-token',
  });
  expect(wrongProof).toMatchObject({ status: 403, body: { code: 'claim/token-invalid' } });
  const stolen = await postFromPage(other.page, '/api/accounts/me/claims', {
    kind: 'career',
    id: first.careerId,
    token: first.seatToken,
  });
  expect(stolen).toMatchObject({ status: 409, body: { code: 'claim/taken' } });
});

it('a player signs in on a second browser with his passkey and plays his claimed career there, no token in its storage', async () => {
  const first = await newBrowser();
  const held = await holdSeats(first.page);
  await signUp(first.page, 'Schepke');
  await first.page.getByRole('button', { name: 'I have kept it' }).click();
  await first.page.getByRole('button', { name: 'Claim them for my account' }).click();
  await first.page.getByRole('status').filter({ hasText: '4 claimed for your account.' }).waitFor();

  // The passkey reaches the second browser's authenticator as a platform's keychain syncs it.
  const [credential] = await credentials(first.cdp, first.authenticatorId);
  const second = await newBrowser();
  await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticatorId, credential });
  await second.page.goto(`${site}/account`);
  await second.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await second.page.getByRole('heading', { name: 'Schepke', level: 1 }).waitFor();
  expect(await second.page.evaluate(() => localStorage.getItem('periscope.seats.v1'))).toBeNull();

  // The claimed career, by the session alone: the decisions are offered, and a click is a move.
  const [career] = held.careers;
  await second.page.goto(`${site}/careers/${career.careerId}`);
  await second.page.getByText('You command this boat', { exact: true }).waitFor();
  const before = await marks(second.page);
  await (await chooseButton(second.page)).click();
  await moveOrRefusal(second.page, before.revision);

  // A browser with neither token nor session watches the same career.
  const stranger = await newBrowser();
  await stranger.page.goto(`${site}/careers/${career.careerId}`);
  await stranger.page.getByText('Watching', { exact: true }).waitFor();

  // The player page, signed in on both browsers: the same careers on each.
  for (const [i, { page }] of [first, second].entries()) {
    await page.goto(`${site}/players/Schepke`);
    await page.getByText('This is your page').waitFor();
    for (const c of held.careers) await page.getByRole('link', { name: c.kommandant }).waitFor();
    await screenshot(page, `accounts-player-page-browser-${i + 1}`);
  }
});
