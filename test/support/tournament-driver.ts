import { rulingsStream, type RulingFiled } from '@periscope/audit';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { tournament, wolfpack } from '@periscope/play';
import { fold, POLICIES, type CareerEvent, type CareerState, type Decision } from '@periscope/rules';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import type { App } from 'supertest/types';

/** The tournaments API as organisers and entrants use it. */
export class TournamentsClient {
  constructor(private readonly http: App) {}

  create(body: object): request.Test {
    return request(this.http).post('/api/tournaments').send(body);
  }

  register(id: string, body: object): request.Test {
    return request(this.http).post(`/api/tournaments/${id}/entrants`).send(body);
  }

  /** An organiser action; with `commandId`, sending it again is the same action. */
  act(id: string, type: string, data: object, token?: string, commandId?: string): request.Test {
    const req = request(this.http).post(`/api/tournaments/${id}/actions`);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send({ type, data, commandId });
  }

  withdraw(id: string, careerId: string, reason: string, token: string): request.Test {
    return request(this.http)
      .delete(`/api/tournaments/${id}/entrants/${careerId}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ reason });
  }

  get(path: string): request.Test {
    return request(this.http).get(path);
  }
}

/**
 * An entrant's bot: the aggressive policy over HTTP, on the state its answers fold to. Plays until nothing is
 * pending or a command is refused (a rule not played yet); returns the commands sent. A second bout of play on the
 * same career takes another `idPrefix` (command ids are the career's, once each).
 */
export async function playEntrant(
  http: App,
  careerId: string,
  seatToken: string,
  maxCommands = 1000,
  idPrefix = 'bot',
) {
  const read = await request(http)
    .get(`/api/careers/${careerId}`)
    .set('Authorization', `Bearer ${seatToken}`);
  let state = read.body.state as CareerState;
  let pending = read.body.pending as Decision;
  let sent = 0;
  while (pending.commands.length > 0 && sent < maxCommands) {
    let command;
    try {
      command = POLICIES.aggressive(state, pending);
    } catch {
      break; // nothing the bot can build
    }
    const res = await request(http)
      .post(`/api/careers/${careerId}/commands`)
      .set('Authorization', `Bearer ${seatToken}`)
      .send({ commandId: `${idPrefix}-${++sent}`, ...command });
    if (res.status !== 200) break;
    state = fold(res.body.events as CareerEvent[], state);
    pending = res.body.pending as Decision;
  }
  return sent;
}

export interface LeaderboardMessage {
  id: string;
  position: number;
  updatedAt: string;
  /** When the server released it (its once-a-second clock). */
  sentAt: string;
  /** The standings after the update, as this client holds them (its board with the change applied). */
  standings: tournament.Standings;
  /** The update as sent: the change from the position `from`. */
  change: tournament.StandingsChange;
  receivedAt: number;
}

type LeaderboardUpdate = tournament.StandingsChange & { id: string; updatedAt: string; sentAt: string };

/**
 * A spectator of /tournaments, as a client would be: it holds the board of its join and applies each update (the
 * changed rows and the order) to it; it keeps every update with its time of receipt. An update that does not
 * start where its board stands is counted in `misses` (a real client would join again with `after`).
 */
export class LeaderboardClient {
  readonly socket: Socket;
  readonly messages: LeaderboardMessage[] = [];
  board?: { position: number; standings: tournament.Standings };
  misses = 0;
  /** The board's position the first join's answer gave (null: answered with no board). */
  joinedAt?: number | null;
  /** Every message's position as it arrived, applied or not (a gap makes a web client join again). */
  readonly heard: { position: number; receivedAt: number }[] = [];
  private early: { update: LeaderboardUpdate; receivedAt: number }[] = [];

  constructor(url: string) {
    this.socket = io(`${url}/tournaments`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.socket.on('leaderboard', (update: LeaderboardUpdate) => {
      this.heard.push({ position: update.position, receivedAt: Date.now() });
      if (this.board) this.apply(update, Date.now());
      else this.early.push({ update, receivedAt: Date.now() });
    });
  }

  join(id: string, after?: number): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) =>
      this.socket
        .timeout(10_000)
        .emit('join', { id, after }, (error: Error | null, ack: Record<string, unknown>) => {
          if (error) return reject(error);
          if (ack.standings)
            this.board = {
              position: ack.position as number,
              standings: ack.standings as tournament.Standings,
            };
          this.joinedAt ??= this.board?.position ?? null;
          for (const { update, receivedAt } of this.early.splice(0))
            if (update.position > (this.board?.position ?? -1)) this.apply(update, receivedAt);
          resolve(ack);
        }),
    );
  }

  private apply(update: LeaderboardUpdate, receivedAt: number): void {
    const board = this.board;
    if (!board || update.from !== board.position) {
      this.misses++;
      return;
    }
    const standings = tournament.applyStandingsChange(board.standings, update);
    this.board = { position: update.position, standings };
    const { id, position, updatedAt, sentAt } = update;
    this.messages.push({ id, position, updatedAt, sentAt, standings, change: update, receivedAt });
  }

  /** Resolves with the first message (already received or to come) at or after `position`. */
  async reach(position: number, timeoutMs = 10_000): Promise<LeaderboardMessage> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.position >= position);
      if (found) return found;
      if (Date.now() > end) throw new Error(`no leaderboard at position ${position} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * The standings recomputed from the event log alone: the tournament's events, and each entrant's career events and
 * rulings before the finish (T-FINISH), through the same pure functions (tallyOf, standings); in a wolfpack
 * tournament only the tournament patrol's events count (W-END) and a boat home is `home` (W-HOME).
 */
export async function recomputeStandings(
  store: EventStore,
  tournamentId: string,
): Promise<tournament.Standings> {
  const events = await store.readStream(`tournament-${tournamentId}`);
  const state = tournament.fold(events as unknown as tournament.TournamentEvent[], tournament.initialState());
  const finished = events.find((e) => e.type === 'TournamentFinished')?.position ?? Infinity;
  const before = (e: RecordedEvent) => e.position < finished;
  const careers = new Map<string, tournament.EntrantCareer>();
  for (const { careerId } of state.entrants) {
    const career = (await store.readStream(`career-${careerId}`)).filter(before);
    const rulings = (await store.readStream(rulingsStream(careerId)))
      .filter(before)
      .map((e) => (e.data as RulingFiled['data']).ruling);
    careers.set(
      careerId,
      state.terms?.format === 'wolfpack'
        ? wolfpack.boatCareer(tournament.tallyOf(wolfpack.tournamentPatrolEvents(career), rulings))
        : tournament.entrantCareer(tournament.tallyOf(career, rulings)),
    );
  }
  return tournament.standings(state, (careerId) => careers.get(careerId));
}
