import type { components, operations } from './openapi';

// Everything the generator writes, for clients that want more than the methods below.
export type * from './openapi';

/** A schema of the OpenAPI document, by name: `Schema<'CareerResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON body an operation takes. */
export type RequestOf<Id extends keyof operations> = operations[Id] extends { requestBody?: infer Body }
  ? JsonOf<NonNullable<Body>>
  : never;
/** The JSON body of an operation's success (200 or 201). */
export type AnswerOf<Id extends keyof operations> = operations[Id]['responses'] extends infer R
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 201 extends keyof R
      ? JsonOf<R[201]>
      : never
  : never;

/** A refusal of the server: its status and the stable `code` of its error body (README "Reading the codes"). */
export class PeriscopeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Schema<'ErrorResponse'>,
  ) {
    super(`${status} ${body.code}: ${body.message}`);
    this.name = 'PeriscopeError';
  }
}

export interface ClientOptions {
  /** The server's origin, e.g. `http://localhost:3000` (the API is under /api). */
  readonly baseUrl: string;
  /** Another fetch (tests, proxies); the global one by default. */
  readonly fetch?: typeof fetch;
}

/**
 * periscope's HTTP API, typed from its OpenAPI document (libs/client/src/openapi.ts, generated): one method an
 * operation a bot needs, named by its operationId. Every refusal throws a PeriscopeError.
 */
export class PeriscopeClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  getHealth(): Promise<AnswerOf<'getHealth'>> {
    return this.json('GET', '/health');
  }

  startCareer(body: RequestOf<'startCareer'>): Promise<AnswerOf<'startCareer'>> {
    return this.json('POST', '/careers', { body });
  }

  getCareer(careerId: string, seatToken?: string): Promise<AnswerOf<'getCareer'>> {
    return this.json('GET', `/careers/${encodeURIComponent(careerId)}`, { token: seatToken });
  }

  sendCareerCommand(
    careerId: string,
    seatToken: string,
    body: RequestOf<'sendCareerCommand'>,
  ): Promise<AnswerOf<'sendCareerCommand'>> {
    return this.json('POST', `/careers/${encodeURIComponent(careerId)}/commands`, { body, token: seatToken });
  }

  listCareerEvents(careerId: string, seatToken?: string): Promise<AnswerOf<'listCareerEvents'>> {
    return this.json('GET', `/careers/${encodeURIComponent(careerId)}/events`, { token: seatToken });
  }

  /** The career's hash-chained NDJSON export (libs/audit verifies it). */
  exportCareer(careerId: string): Promise<string> {
    return this.text(`/careers/${encodeURIComponent(careerId)}/export`);
  }

  auditCareer(careerId: string): Promise<AnswerOf<'auditCareer'>> {
    return this.json('GET', `/careers/${encodeURIComponent(careerId)}/audit`);
  }

  /** Discovery: the careers, newest activity first; `cursor` is the previous page's `next`. */
  listCareers(query: ListCareersQuery = {}): Promise<AnswerOf<'listCareers'>> {
    const params = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]): [string, string][] =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    return this.json('GET', `/careers${params.size ? `?${params}` : ''}`);
  }

  // Two-player games (13.1): a seat token from createGame or joinGame.

  createGame(body: RequestOf<'createGame'>): Promise<AnswerOf<'createGame'>> {
    return this.json('POST', '/games', { body });
  }

  joinGame(gameId: string, body: RequestOf<'joinGame'>): Promise<AnswerOf<'joinGame'>> {
    return this.json('POST', `/games/${encodeURIComponent(gameId)}/join`, { body });
  }

  getGame(gameId: string, seatToken?: string): Promise<AnswerOf<'getGame'>> {
    return this.json('GET', `/games/${encodeURIComponent(gameId)}`, { token: seatToken });
  }

  sendGameCommand(
    gameId: string,
    seatToken: string,
    body: RequestOf<'sendGameCommand'>,
  ): Promise<AnswerOf<'sendGameCommand'>> {
    return this.json('POST', `/games/${encodeURIComponent(gameId)}/commands`, { body, token: seatToken });
  }

  listGameEvents(gameId: string, seatToken?: string): Promise<AnswerOf<'listGameEvents'>> {
    return this.json('GET', `/games/${encodeURIComponent(gameId)}/events`, { token: seatToken });
  }

  getGameSeeds(gameId: string): Promise<AnswerOf<'getGameSeeds'>> {
    return this.json('GET', `/games/${encodeURIComponent(gameId)}/seeds`);
  }

  /** The game's hash-chained NDJSON export, both careers in one stream. */
  exportGame(gameId: string): Promise<string> {
    return this.text(`/games/${encodeURIComponent(gameId)}/export`);
  }

  auditGame(gameId: string): Promise<AnswerOf<'auditGame'>> {
    return this.json('GET', `/games/${encodeURIComponent(gameId)}/audit`);
  }

  // Tournaments: the organiser's token from createTournament, an entrant's seat token from registerEntrant.

  listTournaments(): Promise<AnswerOf<'listTournaments'>> {
    return this.json('GET', '/tournaments');
  }

  createTournament(body: RequestOf<'createTournament'>): Promise<AnswerOf<'createTournament'>> {
    return this.json('POST', '/tournaments', { body });
  }

  getTournament(tournamentId: string): Promise<AnswerOf<'getTournament'>> {
    return this.json('GET', `/tournaments/${encodeURIComponent(tournamentId)}`);
  }

  listEntrants(tournamentId: string): Promise<AnswerOf<'listEntrants'>> {
    return this.json('GET', `/tournaments/${encodeURIComponent(tournamentId)}/entrants`);
  }

  registerEntrant(
    tournamentId: string,
    body: RequestOf<'registerEntrant'>,
  ): Promise<AnswerOf<'registerEntrant'>> {
    return this.json('POST', `/tournaments/${encodeURIComponent(tournamentId)}/entrants`, { body });
  }

  withdrawEntrant(
    tournamentId: string,
    careerId: string,
    seatToken: string,
    body: RequestOf<'withdrawEntrant'>,
  ): Promise<AnswerOf<'withdrawEntrant'>> {
    const path = `/tournaments/${encodeURIComponent(tournamentId)}/entrants/${encodeURIComponent(careerId)}`;
    return this.json('DELETE', path, { body, token: seatToken });
  }

  actAsOrganiser(
    tournamentId: string,
    organiserToken: string,
    body: RequestOf<'actAsOrganiser'>,
  ): Promise<AnswerOf<'actAsOrganiser'>> {
    return this.json('POST', `/tournaments/${encodeURIComponent(tournamentId)}/actions`, {
      body,
      token: organiserToken,
    });
  }

  getStandings(tournamentId: string): Promise<AnswerOf<'getStandings'>> {
    return this.json('GET', `/tournaments/${encodeURIComponent(tournamentId)}/standings`);
  }

  /** The results as CSV: a header line, then one line an entrant. */
  getResultsCsv(tournamentId: string): Promise<string> {
    return this.text(`/tournaments/${encodeURIComponent(tournamentId)}/results.csv`);
  }

  /** The results as NDJSON, one entrant a line. */
  getResultsNdjson(tournamentId: string): Promise<string> {
    return this.text(`/tournaments/${encodeURIComponent(tournamentId)}/results.ndjson`);
  }

  /** The tournament's hash-chained NDJSON export: its stream, every entrant's career, the standings. */
  exportTournament(tournamentId: string): Promise<string> {
    return this.text(`/tournaments/${encodeURIComponent(tournamentId)}/export`);
  }

  auditTournament(tournamentId: string): Promise<AnswerOf<'auditTournament'>> {
    return this.json('GET', `/tournaments/${encodeURIComponent(tournamentId)}/audit`);
  }

  private async text(path: string): Promise<string> {
    return (await this.send('GET', path, {})).text();
  }

  private async json<T>(method: string, path: string, request: Request = {}): Promise<T> {
    return (await (await this.send(method, path, request)).json()) as T;
  }

  private async send(method: string, path: string, { body, token }: Request): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await this.fetch(`${this.options.baseUrl}/api${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new PeriscopeError(response.status, (await response.json()) as Schema<'ErrorResponse'>);
    return response;
  }
}

/** The query of listCareers, as the OpenAPI document has it. */
export type ListCareersQuery = NonNullable<operations['listCareers']['parameters']['query']>;

interface Request {
  readonly body?: unknown;
  /** A seat's or an organiser's token, sent as the bearer. */
  readonly token?: string;
}
