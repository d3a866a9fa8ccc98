import { InvalidEnvironment, validateEnvironment } from './environment';

const problemsOf = (raw: Record<string, string>): string[] => {
  try {
    validateEnvironment({ EVENT_STORE: 'memory', ...raw });
    return [];
  } catch (error) {
    return (error as InvalidEnvironment).problems;
  }
};

describe('the limits of hostile clients in the environment', () => {
  it('has sane defaults', () => {
    expect(validateEnvironment({ EVENT_STORE: 'memory' })).toMatchObject({
      HTTP_BODY_LIMIT_BYTES: 102_400,
      JSON_MAX_DEPTH: 32,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      HTTP_IDLE_TIMEOUT_MS: 60_000,
      HTTP_MAX_CONNECTIONS_PER_IP: 256,
      SOCKET_MAX_CONNECTIONS_PER_IP: 64,
      SOCKET_JOIN_LIMIT: 600,
      SOCKET_JOIN_TTL_MS: 60_000,
      CORS_ORIGINS: '',
    });
  });

  it('reads numbers and origins, and names each bad one', () => {
    expect(
      validateEnvironment({ EVENT_STORE: 'memory', JSON_MAX_DEPTH: '8', CORS_ORIGINS: '*' }),
    ).toMatchObject({
      JSON_MAX_DEPTH: 8,
      CORS_ORIGINS: '*',
    });
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example, https://b.example:8443' })).toEqual([]);
    expect(problemsOf({ CORS_ORIGINS: 'a.example' })).toEqual([expect.stringMatching(/^CORS_ORIGINS: /)]);
    expect(problemsOf({ JSON_MAX_DEPTH: '100000' })).toEqual([expect.stringMatching(/^JSON_MAX_DEPTH: /)]);
    expect(problemsOf({ HTTP_MAX_CONNECTIONS_PER_IP: '-1' })).toEqual([
      expect.stringMatching(/^HTTP_MAX_CONNECTIONS_PER_IP: /),
    ]);
    expect(problemsOf({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS: must be at most HTTP_REQUEST_TIMEOUT_MS',
    ]);
  });

  it('flushes every SQLite commit unless SQLITE_SYNCHRONOUS says normal, and names any other value', () => {
    expect(validateEnvironment({}).SQLITE_SYNCHRONOUS).toBe('full');
    expect(validateEnvironment({ SQLITE_SYNCHRONOUS: 'normal' }).SQLITE_SYNCHRONOUS).toBe('normal');
    expect(problemsOf({ SQLITE_SYNCHRONOUS: 'off' })).toEqual([
      expect.stringMatching(/^SQLITE_SYNCHRONOUS: /),
    ]);
  });

  it('runs one process unless WORKERS says otherwise, and several only on a store they share', () => {
    expect(validateEnvironment({ EVENT_STORE: 'memory' }).WORKERS).toBe(1);
    const pg = { EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://p@h/d' };
    expect(validateEnvironment({ ...pg, WORKERS: '0' }).WORKERS).toBe(0);
    expect(problemsOf({ ...pg, WORKERS: '4' })).toEqual([]);
    expect(problemsOf({ WORKERS: '2' })).toEqual([
      'WORKERS: several processes need a store they share (postgres or kurrentdb), not memory',
    ]);
    expect(problemsOf({ ...pg, WORKERS: 'many' })).toEqual([expect.stringMatching(/^WORKERS: /)]);
  });
});
