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
    return this.json('GET', `/careers/${encodeURIComponent(careerId)}`, { seatToken });
  }

  sendCareerCommand(
    careerId: string,
    seatToken: string,
    body: RequestOf<'sendCareerCommand'>,
  ): Promise<AnswerOf<'sendCareerCommand'>> {
    return this.json('POST', `/careers/${encodeURIComponent(careerId)}/commands`, { body, seatToken });
  }

  listCareerEvents(careerId: string, seatToken?: string): Promise<AnswerOf<'listCareerEvents'>> {
    return this.json('GET', `/careers/${encodeURIComponent(careerId)}/events`, { seatToken });
  }

  /** The career's hash-chained NDJSON export (libs/audit verifies it). */
  async exportCareer(careerId: string): Promise<string> {
    return (await this.send('GET', `/careers/${encodeURIComponent(careerId)}/export`, {})).text();
  }

  private async json<T>(method: string, path: string, request: Request = {}): Promise<T> {
    return (await (await this.send(method, path, request)).json()) as T;
  }

  private async send(method: string, path: string, { body, seatToken }: Request): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (seatToken) headers.Authorization = `Bearer ${seatToken}`;
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

interface Request {
  readonly body?: unknown;
  readonly seatToken?: string;
}
