import type { ErrorBody } from '../common/error-body';

/**
 * How long a rate refusal (429, a refused socket handshake) waits before it is sent: a client looping on refusals
 * is slowed to about one a second a connection (README "Rate limits").
 */
export const REFUSAL_DELAY_MS = 1000;

/**
 * A request refused before it reaches a controller. Shaped as express's body-parser errors (`status`, `expose`)
 * so that it travels the same way to ErrorsFilter, which sends `code` as it is.
 */
export class RequestRefused extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }

  toBody(): ErrorBody {
    return { statusCode: this.status, code: this.code, message: this.message };
  }
}

export const tooDeep = (max: number) =>
  new RequestRefused(
    400,
    'validation/too-deep',
    `JSON nests deeper than ${max} levels of objects and arrays`,
  );

export const tooManyValues = (max: number) =>
  new RequestRefused(400, 'validation/too-deep', `A message holds more than ${max} values`);

export const tooWide = (max: number) =>
  new RequestRefused(400, 'validation/too-wide', `A JSON body holds more than ${max} keys and array items`);

export const notJson = (type: string | undefined) =>
  new RequestRefused(
    415,
    'http/unsupported-media-type',
    `The API takes JSON bodies only (content-type: application/json), not ${type ?? 'a body without a type'}`,
  );

const tooMany = (what: string) => (limit: number, ttlMs: number, retryAfterSeconds: number) => ({
  ...new RequestRefused(
    429,
    'rate/limited',
    `Too many ${what}: at most ${limit} in ${Math.round(ttlMs / 1000)} s; try again in ${retryAfterSeconds} s`,
  ).toBody(),
  limit,
  ttlMs,
  retryAfterSeconds,
});

export const tooManyJoins = tooMany('joins');
export const tooManyMessages = tooMany('socket messages');

/** What an HTTP client that broke the protocol gets before its connection is closed. */
export const CLIENT_ERRORS: Record<string, ErrorBody> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    code: 'http/431',
    message: 'The request line and headers are over 16 KB: send a shorter URL, or the data in a JSON body',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    code: 'http/request-timeout',
    message: 'The request did not arrive in time',
  },
};

export const MALFORMED_REQUEST: ErrorBody = {
  statusCode: 400,
  code: 'http/400',
  message: 'Malformed HTTP request',
};

/** What a connection over the server's global cap gets before it is closed (README "Limits"). */
export const SERVER_BUSY: ErrorBody = {
  statusCode: 503,
  code: 'server/busy',
  message: 'The server holds as many connections as it may; try again in a few seconds',
};
