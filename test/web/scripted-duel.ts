/// <reference lib="dom" />
import type { BrowserContext, Route, WebSocketRoute } from 'playwright-core';
import {
  decide,
  eventsView,
  fold,
  initialState,
  pending,
  SEAT_COMMAND_TYPES,
  type GameCommand,
  type GameEvent,
  type GameState,
  type GameViewer,
  type Seat,
} from '@periscope/play/duel';
import { commitment, ScriptedDice, type DiceScript } from '@periscope/rules';

// A two-player game (13.1) whose dice are scripted, played by two real web clients: the lobby's create, the invite's
// join, every seat's command and the game's events are answered here with the game's own decide, on ScriptedDice,
// in the server's shapes (apps/server/src/games/games.service.ts); what one seat does reaches the other seat's page
// live, over a stand-in for the server's /live namespace (socket.io over a websocket, docs/live.md), so each browser
// follows the other's patrol as it would the server's. One script per seat command, in the order they arrive. The
// lobby's other reads go to the real server.

/** An event of the game as the server stores it (GameEventRecord, with its position and time). */
interface Stored {
  readonly id: string;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
  readonly position: number;
  readonly recordedAt: string;
}

/** The seat tokens this game hands out: the seat is read back from the token. */
const tokenOf = (seat: Seat) => `scripted-seat-${seat}`;
const viewerOf = (authorization: string | null | undefined): GameViewer =>
  authorization === `Bearer ${tokenOf('a')}`
    ? 'a'
    : authorization === `Bearer ${tokenOf('b')}`
      ? 'b'
      : 'spectator';

/** A page's live socket: the viewer its auth names, the namespace's own sid. */
interface LiveSocket {
  readonly ws: WebSocketRoute;
  viewer: GameViewer;
  joined: boolean;
}

type CommandBody = { commandId: string; type: string; data: never };
type LiveBody = { stream: string; id: string; after?: number };

const INVITE = 'scripted-invite';
const DEFAULT_SEAT_TIMEOUT_SECONDS = 604_800;

export class ScriptedDuel {
  readonly events: Stored[] = [];
  /** What went wrong answering the clients (a test checks it stays empty). */
  readonly errors: string[] = [];
  state: GameState = initialState();
  private readonly sockets: LiveSocket[] = [];
  private readonly answers = new Map<string, unknown>();
  /** The seat commands that came by each route, `seat type` (the web client sends on its live socket first). */
  readonly routes: { socket: string[]; http: string[] } = { socket: [], http: [] };

  constructor(
    readonly gameId: string,
    private readonly scripts: DiceScript[],
  ) {}

  /** Every script used: the game went as far as the test meant it to. */
  get scriptsLeft(): number {
    return this.scripts.length;
  }

  /** Answers the lobby's create, this game's API and its live feed in a browser context. */
  async serve(context: BrowserContext) {
    await context.route('**/api/games', (route) => this.create(route));
    await context.route(`**/api/games/${this.gameId}/**`, (route) => this.answer(route));
    await context.routeWebSocket(/\/socket\.io\//, (ws) => this.live(ws));
  }

  private async create(route: Route) {
    if (route.request().method() !== 'POST') return route.fallback();
    const { kommandant, seedCommitment, ...terms } = route.request().postDataJSON() as Record<
      string,
      unknown
    >;
    const command = {
      type: 'CreateGame',
      data: {
        opponentTimeoutSeconds: DEFAULT_SEAT_TIMEOUT_SECONDS,
        ...terms,
        serverCommitment: commitment(`${this.gameId} server seed`),
        player: { kommandant, seedCommitment },
      },
    } as GameCommand;
    if (!this.decided(command, 'create', 'a')) return refused(route);
    const created = { gameId: this.gameId, seat: 'a', seatToken: tokenOf('a'), inviteCode: INVITE };
    return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(created) });
  }

  private async answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const base = `/api/games/${this.gameId}`;
    const viewer = viewerOf(await request.headerValue('authorization'));
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === `${base}/events` && request.method() === 'GET') {
      const from = Number(url.searchParams.get('from') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      return json({
        gameId: this.gameId,
        events: this.viewed(this.events.slice(from, from + limit), viewer),
      });
    }
    if (url.pathname === `${base}/join` && request.method() === 'POST') {
      const { inviteCode, kommandant, seedCommitment } = request.postDataJSON() as Record<string, string>;
      if (inviteCode !== INVITE) return refused(route);
      const command = { type: 'JoinGame', data: { player: { kommandant, seedCommitment } } } as GameCommand;
      if (!this.decided(command, 'join', 'b')) return refused(route);
      return json({ gameId: this.gameId, seat: 'b', seatToken: tokenOf('b') }, 201);
    }
    if (url.pathname === `${base}/commands` && request.method() === 'POST' && viewer !== 'spectator') {
      const body = request.postDataJSON() as CommandBody;
      this.routes.http.push(`${viewer} ${body.type}`);
      const answer = this.command(viewer, body);
      return answer ? json(answer) : refused(route);
    }
    this.errors.push(`the client asked ${request.method()} ${url.pathname}, which this game does not answer`);
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"scripted"}' });
  }

  /** A seat's command as both routes answer it, once per commandId; null when refused. */
  private command(viewer: Seat, { commandId, type, data }: CommandBody): unknown {
    const key = `${viewer}:${commandId}`;
    if (!this.answers.has(key)) {
      const records = this.decided(
        seatCommand(viewer, type, data),
        commandId,
        viewer,
        this.scripts.shift() ?? [],
      );
      if (!records) return null;
      const events = this.viewed(records, viewer).map(({ position: _p, recordedAt: _r, ...e }) => e);
      this.answers.set(key, {
        gameId: this.gameId,
        commandId,
        revision: this.events.length - 1,
        events,
        pending: pending(this.state),
      });
    }
    return this.answers.get(key);
  }

  /** The command decided on its script and stored, its events pushed live; null (the error kept) when refused. */
  private decided(
    command: GameCommand,
    commandId: string,
    seat: Seat,
    script: DiceScript = [],
  ): Stored[] | null {
    let dice: ScriptedDice | undefined;
    try {
      const events = decide(
        this.state,
        command,
        (_, firstNonce) => (dice = new ScriptedDice(script, firstNonce)),
      );
      if (dice && dice.remaining !== 0)
        this.errors.push(`${command.type}: ${dice.remaining} scripted dice left unused`);
      return this.append(events, { commandId, actor: `seat:${seat}`, command });
    } catch (error) {
      this.errors.push(`${command.type}: ${String(error)}`);
      return null;
    }
  }

  private append(events: readonly GameEvent[], metadata: Record<string, unknown>): Stored[] {
    // The time the command was decided: the seats' countdowns (13.1, TP-TIMEOUT) read it against the page's clock.
    const recordedAt = new Date().toISOString();
    const first = this.events.length;
    const stored = events.map((e, i) => ({
      id: `${this.gameId}-${first + i}`,
      revision: first + i,
      type: e.type,
      data: e.data,
      metadata: { ...metadata, at: recordedAt },
      position: first + i + 1,
      recordedAt,
    }));
    this.events.push(...stored);
    this.state = fold(events, this.state);
    for (const socket of this.sockets.filter((s) => s.joined)) this.push(socket, stored);
    return stored;
  }

  private viewed(page: readonly Stored[], viewer: GameViewer) {
    return eventsView(this.events, page, viewer, this.state.phase === 'over');
  }

  /** The /live namespace as socket.io speaks it over one websocket (Engine.IO 4): connect, join, updates. */
  private live(ws: WebSocketRoute) {
    const socket: LiveSocket = { ws, viewer: 'spectator', joined: false };
    this.sockets.push(socket);
    ws.send(
      `0${JSON.stringify({ sid: 'scripted', upgrades: [], pingInterval: 3_600_000, pingTimeout: 60_000, maxPayload: 1_000_000 })}`,
    );
    ws.onMessage((message) => {
      const text = String(message);
      const connect = /^40\/live,(.*)$/.exec(text);
      if (connect) {
        const auth = connect[1] ? (JSON.parse(connect[1]) as { token?: string }) : {};
        socket.viewer = viewerOf(auth.token ? `Bearer ${auth.token}` : null);
        return ws.send('40/live,{"sid":"scripted-live"}');
      }
      const emit = /^42\/live,(\d+)(\[.*)$/.exec(text);
      if (!emit) return;
      const [event, body] = JSON.parse(emit[2]) as [string, LiveBody];
      const ack = (answer: unknown) => ws.send(`43/live,${emit[1]}${JSON.stringify([answer])}`);
      if (!['join', 'command'].includes(event) || body.stream !== 'game' || body.id !== this.gameId)
        return ack({ ok: false, error: { code: 'scripted', message: 'not this game', statusCode: 404 } });
      if (event === 'command') return ack(this.liveCommand(socket.viewer, body as LiveBody & CommandBody));
      socket.joined = true;
      const after = body.after ?? 0;
      const updates = this.viewed(
        this.events.filter((e) => e.position > after),
        socket.viewer,
      );
      const role = socket.viewer === 'spectator' ? 'spectator' : `seat:${socket.viewer}`;
      ack({ ok: true, role, position: this.events.length, updates });
    });
  }

  /** `command` on the live socket: a seat's, answered as over HTTP (docs/live.md). */
  private liveCommand(viewer: GameViewer, body: CommandBody) {
    if (viewer === 'spectator')
      return { ok: false, error: { code: 'live/not-a-seat', message: 'not a seat', statusCode: 403 } };
    this.routes.socket.push(`${viewer} ${body.type}`);
    const answer = this.command(viewer, body);
    return answer
      ? { ok: true, answer }
      : { ok: false, error: { code: 'scripted', message: 'refused', statusCode: 409 } };
  }

  private push(socket: LiveSocket, stored: readonly Stored[]) {
    const updates = this.viewed(stored, socket.viewer);
    socket.ws.send(`42/live,${JSON.stringify(['updates', { stream: 'game', id: this.gameId, updates }])}`);
  }
}

/** A seat's command over the wire, as the server reads it: the game's own by type, a career command as `Play`. */
function seatCommand(seat: Seat, type: string, data: never): GameCommand {
  if ((SEAT_COMMAND_TYPES as readonly string[]).includes(type)) return { type, seat, data } as GameCommand;
  return { type: 'Play', seat, data: { command: { type, data } } } as GameCommand;
}

const refused = (route: Route) =>
  route.fulfill({ status: 422, contentType: 'application/json', body: '{"code":"scripted"}' });
