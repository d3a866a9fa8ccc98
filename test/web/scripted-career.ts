/// <reference lib="dom" />
import type { BrowserContext, Route } from 'playwright-core';
import {
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
// built one; only /api/careers/<id> is answered here (its live feed finds no such career and says "Not live").

interface WireEvent {
  readonly revision: number;
  readonly position: number;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: string;
}

export class ScriptedCareer {
  readonly events: WireEvent[] = [];
  /** What went wrong answering the client (a test checks it stays empty). */
  readonly errors: string[] = [];
  state: CareerState = initialState();
  private commands = 0;

  constructor(
    readonly careerId: string,
    given: readonly CareerEvent[],
    private readonly scripts: DiceScript[],
  ) {
    this.append(given);
  }

  /** One command's events share their recordedAt, as one append in the store does. */
  private append(events: readonly CareerEvent[]): WireEvent[] {
    const recordedAt = new Date(Date.UTC(2026, 0, 1, 12, 0, this.commands++)).toISOString();
    const first = this.events.length;
    const wire = events.map((e, i) => ({
      revision: first + i,
      position: first + i + 1,
      type: e.type,
      data: e.data,
      recordedAt,
    }));
    for (let i = 0; i < events.length; i++) {
      this.events.push(wire[i]);
      this.state = evolve(this.state, events[i]);
    }
    return wire;
  }

  get revision() {
    return this.events.length - 1;
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
    if (url.pathname === `${base}/events`) {
      const from = Number(url.searchParams.get('from') ?? 0);
      return json({ events: this.events.slice(from) });
    }
    if (url.pathname === `${base}/commands` && request.method() === 'POST') {
      const { type, data } = request.postDataJSON() as CareerCommand;
      const dice = new ScriptedDice(this.scripts.shift() ?? []);
      try {
        const events = decide(this.state, { type, data } as CareerCommand, dice);
        if (dice.remaining !== 0) this.errors.push(`${type}: ${dice.remaining} scripted dice left unused`);
        const wire = this.append(events);
        return await json({ revision: this.revision, events: wire, pending: pending(this.state) });
      } catch (error) {
        this.errors.push(`${type}: ${String(error)}`);
        return route.fulfill({ status: 422, contentType: 'application/json', body: '{"code":"scripted"}' });
      }
    }
    if (url.pathname === base)
      return json({
        careerId: this.careerId,
        revision: this.revision,
        state: this.state,
        pending: pending(this.state),
      });
    return route.continue();
  }
}
