import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { EventStoreUnavailable } from '../errors';
import { guardPool, isConnectionFailure, unavailableOr } from './postgres.unavailable';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
const fromServer = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('a connection failure', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['an administrator shutdown', fromServer('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', fromServer('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', fromServer('08006', 'connection failure')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('is %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    expect(unavailableOr(error)).toBeInstanceOf(EventStoreUnavailable);
    expect(unavailableOr(error)).toMatchObject({ code: 'event-store/unavailable', retryAfterSeconds: 2 });
  });

  it.each([
    ['a unique violation', fromServer('23505', 'duplicate key')],
    ['a wrong expected version', fromServer('PS409', 'wrong expected version')],
    ['a statement whose text names a connection', fromServer('P0001', 'Connection terminated by user code')],
    ['not an error', 'ECONNREFUSED'],
  ])('is not %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(unavailableOr(error)).toBe(error);
  });
});

describe('guardPool', () => {
  it("hears the pool's errors and each client's, so that none is unheard", () => {
    const pool = new EventEmitter();
    const heard: string[] = [];
    guardPool(pool as unknown as pg.Pool, (error) => heard.push(error.message));
    const client = new EventEmitter();
    pool.emit('connect', client);
    expect(() => client.emit('error', new Error('terminating connection'))).not.toThrow();
    pool.emit('error', new Error('idle connection lost'));
    expect(heard).toEqual(['terminating connection', 'idle connection lost']);
  });
});
