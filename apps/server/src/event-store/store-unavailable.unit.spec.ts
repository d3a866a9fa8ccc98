import { Logger, type ArgumentsHost } from '@nestjs/common';
import { EventStoreUnavailable } from '@periscope/event-store';
import { ErrorsFilter } from '../common/errors.filter';
import { errorBodyOf } from '../live/live.errors';

const refused = () =>
  new EventStoreUnavailable(
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  );

/** What the filter sends over HTTP: status, headers and body. */
function sent(error: unknown) {
  const out = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    status: (status: number) => ((out.status = status), response),
    setHeader: (name: string, value: string) => (out.headers[name] = value),
    json: (body: unknown) => (out.body = body),
  };
  new ErrorsFilter().catch(error, {
    switchToHttp: () => ({ getResponse: () => response }),
  } as unknown as ArgumentsHost);
  return out;
}

describe('a store that cannot be reached', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is 503 event-store/unavailable with Retry-After: 2 over HTTP, never 500, and names no address', () => {
    const out = sent(refused());
    expect(out.status).toBe(503);
    expect(out.headers).toEqual({ 'Retry-After': '2' });
    expect(out.body).toEqual({
      statusCode: 503,
      code: 'event-store/unavailable',
      message: 'The event store cannot be reached now; try again in 2 s',
    });
  });

  it('is the same body in a socket ack, with retryAfter in seconds', () => {
    expect(errorBodyOf(refused())).toEqual({
      statusCode: 503,
      code: 'event-store/unavailable',
      message: 'The event store cannot be reached now; try again in 2 s',
      retryAfter: 2,
    });
  });

  it('is logged as a warning, not as a server fault', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    sent(refused());
    expect(error).not.toHaveBeenCalled();
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
  });
});
