/// <reference lib="dom" />
import type { BrowserContext, Route } from 'playwright-core';
import {
  commitment,
  decide,
  evolve,
  initialState,
  pending,
  ScriptedDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type DiceScript,
} from '@periscope/rules';

// A career whose dice are scripted, served to the real web client in place of the server's API: the same decide,
// evolve and pending, with ScriptedDice, so that a browser test knows what each click rolls. The client is the
// built one; it reads the events once (GET /api/careers/<id>/events) and folds them, then folds each command's
// answer; both are answered here in the server's shapes (its live feed finds no such career and says "Not live").
// Any other request of the career's API (the whole career's read the client no longer makes) is an error.

/** An event as the server stores it and answers a command with (apps/server/src/common/command-handler.ts). */
interface EventRecord {
  readonly id: string;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: { readonly commandId: string; readonly actor: string; readonly command: unknown };
}

/** An event as GET /careers/:id/events shows it (apps/server/src/careers/career-view.ts). */
interface StoredEventView extends EventRecord {
  readonly position: number;
  readonly recordedAt: string;
}

export class ScriptedCareer {
  readonly events: StoredEventView[] = [];
  /** What went wrong answering the client (a test checks it stays empty). */
  readonly errors: string[] = [];
  state: CareerState = initialState();
  private commands = 0;

  constructor(
    readonly careerId: string,
    given: readonly CareerEvent[],
    private readonly scripts: DiceScript[],
  ) {
    this.append(given, 'given', null);
  }

  /** One command's events share their commandId and recordedAt, as one append in the store does. */
  private append(events: readonly CareerEvent[], commandId: string, command: unknown): EventRecord[] {
    const recordedAt = new Date(Date.UTC(2026, 0, 1, 12, 0, this.commands++)).toISOString();
    const metadata = { commandId, actor: 'seat:player', command };
    const first = this.events.length;
    const stored = events.map((e, i) => ({
      id: `${this.careerId}-${first + i}`,
      revision: first + i,
      type: e.type,
      data: e.data,
      metadata,
      position: first + i + 1,
      recordedAt,
    }));
    for (let i = 0; i < events.length; i++) {
      this.events.push(stored[i]);
      this.state = evolve(this.state, events[i]);
    }
    return stored.map(({ id, revision, type, data }) => ({ id, revision, type, data, metadata }));
  }

  get revision() {
    return this.events.length - 1;
  }

  /** The command decided on the next script and its events stored; null (the error kept) when the rules refuse it. */
  private decided(command: CareerCommand, commandId: string): EventRecord[] | null {
    const dice = new ScriptedDice(this.scripts.shift() ?? []);
    try {
      const events = decide(this.state, command, dice);
      if (dice.remaining !== 0)
        this.errors.push(`${command.type}: ${dice.remaining} scripted dice left unused`);
      return this.append(events, commandId, command);
    } catch (error) {
      this.errors.push(`${command.type}: ${String(error)}`);
      return null;
    }
  }

  /**
   * The lobby's start (POST /api/careers) answered as the server does (apps/server/src/careers/careers.service.ts):
   * the form's fields, a server seed's commitment and the player's seed make the StartCareer decided on the first
   * script; the answer opens this career with its seat. The lobby's other reads go to the real server.
   */
  async serveStart(context: BrowserContext) {
    await context.route('**/api/careers', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const form = route.request().postDataJSON() as Record<string, unknown>;
      const data = { ...form, seedCommitment: commitment(`${this.careerId} server seed`) };
      const records = this.decided({ type: 'StartCareer', data } as CareerCommand, 'start');
      if (!records) return refused(route);
      const started = { careerId: this.careerId, seatToken: 'scripted-seat', revision: this.revision };
      return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(started) });
    });
  }

  /** Answers this career's API in a browser context (a seat when `seat`, else a spectator). */
  async serve(context: BrowserContext, seat: boolean) {
    if (seat)
      await context.addInitScript(
        ([id]) => {
          const held = {
            careerId: id,
            seatToken: 'scripted-seat',
            kommandant: 'Kptlt. Test',
            uboatType: 'VIIC',
            startedAt: '2026-01-01T12:00:00.000Z',
          };
          localStorage.setItem('periscope.seats.v1', JSON.stringify({ [id]: held }));
        },
        [this.careerId],
      );
    await context.route(`**/api/careers/${this.careerId}**`, (route) => this.answer(route));
  }

  private async answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const base = `/api/careers/${this.careerId}`;
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === `${base}/events` && request.method() === 'GET') {
      const from = Number(url.searchParams.get('from') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      return json({ careerId: this.careerId, events: this.events.slice(from, from + limit) });
    }
    if (url.pathname === `${base}/tournament` && request.method() === 'GET')
      return json({ careerId: this.careerId, tournamentId: null }); // a solo career
    if (url.pathname === `${base}/commands` && request.method() === 'POST') {
      const { commandId, type, data } = request.postDataJSON() as CareerCommand & { commandId: string };
      const records = this.decided({ type, data } as CareerCommand, commandId);
      if (!records) return refused(route);
      const answer = { careerId: this.careerId, commandId, revision: this.revision, events: records };
      return json({ ...answer, pending: pending(this.state) });
    }
    this.errors.push(
      `the client asked ${request.method()} ${url.pathname}, which this career does not answer`,
    );
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"scripted"}' });
  }
}

const refused = (route: Route) =>
  route.fulfill({ status: 422, contentType: 'application/json', body: '{"code":"scripted"}' });
