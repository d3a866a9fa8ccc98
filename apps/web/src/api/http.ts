/** The HTTP API under /api: every error answer is `{ statusCode, code, message }` (README "Every error answer"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get rule(): string | undefined {
    return typeof this.details.rule === 'string' ? this.details.rule : undefined;
  }

  get retryAfterSeconds(): number | undefined {
    const value = this.details.retryAfterSeconds;
    return typeof value === 'number' ? value : undefined;
  }
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly body?: unknown;
  /** A seat token: sent as a bearer header, never in a URL. */
  readonly token?: string;
  readonly signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network/unreachable', 'The server cannot be reached.');
  }
  const text = await response.text();
  const body = text ? parseJson(text) : null;
  if (response.ok) return body as T;
  throw errorOf(response, body);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorOf(response: Response, body: unknown): ApiError {
  const b = (body ?? {}) as Record<string, unknown>;
  const code = typeof b.code === 'string' ? b.code : `http/${response.status}`;
  const message = typeof b.message === 'string' ? b.message : response.statusText;
  const retry = Number(response.headers.get('retry-after'));
  const details =
    Number.isFinite(retry) && retry > 0 && b.retryAfterSeconds === undefined
      ? { ...b, retryAfterSeconds: retry }
      : b;
  return new ApiError(response.status, code, message, details);
}
