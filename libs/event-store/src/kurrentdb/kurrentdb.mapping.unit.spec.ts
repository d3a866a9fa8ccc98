import {
  END,
  START,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedVersion } from '../errors';
import {
  isStreamNotFoundError,
  positionOf,
  toActualRevision,
  toEventData,
  toReadPosition,
  toReadStreamOptions,
  toRecordedEvent,
  toStreamState,
  toSubscribePosition,
  toWrongExpectedVersion,
} from './kurrentdb.mapping';

const resolved = (over: Record<string, unknown> = {}, commitPosition?: bigint): AllStreamResolvedEvent =>
  ({
    event: {
      streamId: 'career-42',
      id: 'A1B2C3D4-0000-4000-8000-000000000001',
      type: 'CareerStarted',
      revision: 3n,
      data: { boat: 'VIIC' },
      metadata: { actor: 'seat:1' },
      isJson: true,
      created: new Date('2025-01-02T03:04:05.678Z'),
      position: { commit: 5000n, prepare: 5000n },
      ...over,
    },
    commitPosition,
  }) as AllStreamResolvedEvent;

describe('toStreamState', () => {
  it.each([
    ['any', 'any'],
    ['no_stream', 'no_stream'],
    ['stream_exists', 'stream_exists'],
    [0, 0n],
    [41, 41n],
  ] as const)('%p → %p', (expected, state) => {
    expect(toStreamState(expected)).toBe(state);
  });
});

describe('toEventData', () => {
  it('parses the prepared JSON back into a JSON event with the same id and type', () => {
    const id = '0b6d8f2e-5a1c-4e7b-9a3f-2c4d6e8f0a1b';
    const data = toEventData({
      id,
      type: 'ShipSunk',
      data: '{"tons":5000,"name":"Ōmi"}',
      metadata: '{"actor":"seat:2"}',
    });
    expect(data).toEqual({
      id,
      contentType: 'application/json',
      type: 'ShipSunk',
      data: { tons: 5000, name: 'Ōmi' },
      metadata: { actor: 'seat:2' },
    });
  });

  it('keeps JSON values the client typings do not name (null, numbers)', () => {
    expect(toEventData({ id: 'x', type: 'T', data: 'null', metadata: '{}' }).data).toBeNull();
    expect(toEventData({ id: 'x', type: 'T', data: '7', metadata: '{}' }).data).toBe(7);
  });
});

describe('error mapping', () => {
  it('maps the client error to ours, keeping the caller’s expectation and the actual revision', () => {
    const error = new WrongExpectedVersionError(undefined, {
      streamName: 'ns.game-1',
      expected: 1n,
      current: 3n,
    });
    const mapped = toWrongExpectedVersion(error, 'game-1', 1);
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect(mapped).toMatchObject({ stream: 'game-1', expected: 1, actual: 3 });
  });

  it("reports a missing stream as 'no_stream'", () => {
    const error = new WrongExpectedVersionError(undefined, {
      streamName: 's',
      expected: 'stream_exists',
      current: 'no_stream',
    });
    expect(toWrongExpectedVersion(error, 'game-1', 'stream_exists')).toMatchObject({ actual: 'no_stream' });
  });

  it('recognises a duck-typed error (another copy of the client)', () => {
    expect(
      toWrongExpectedVersion({ type: 'wrong-expected-version', actualState: 0n }, 'game-1', 'no_stream'),
    ).toMatchObject({
      expected: 'no_stream',
      actual: 0,
    });
  });

  it('leaves every other error alone', () => {
    expect(toWrongExpectedVersion(new UnavailableError(), 'game-1', 1)).toBeUndefined();
    expect(toWrongExpectedVersion(new Error('boom'), 'game-1', 1)).toBeUndefined();
    expect(toWrongExpectedVersion(undefined, 'game-1', 1)).toBeUndefined();
  });

  it('actual revisions: -1 and the deleted/tombstoned markers mean no stream', () => {
    expect(toActualRevision(-1n)).toBe('no_stream');
    expect(toActualRevision(-5n)).toBe('no_stream');
    expect(toActualRevision('no_stream')).toBe('no_stream');
    expect(toActualRevision(12n)).toBe(12);
  });

  it('recognises a missing stream', () => {
    expect(isStreamNotFoundError(new StreamNotFoundError(undefined, 'career-1'))).toBe(true);
    expect(isStreamNotFoundError({ type: 'stream-not-found' })).toBe(true);
    expect(isStreamNotFoundError(new Error('stream-not-found'))).toBe(false);
  });
});

describe('positionOf', () => {
  it('takes the event’s commit position', () => {
    expect(positionOf(resolved())).toBe(5000);
  });

  it('falls back to the resolved commit position when the event has none, or the pre-22.6 placeholder', () => {
    expect(positionOf(resolved({ position: undefined }, 7000n))).toBe(7000);
    expect(
      positionOf(resolved({ position: { commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n } }, 7000n)),
    ).toBe(7000);
  });

  it('throws when the server sent no position at all', () => {
    expect(() => positionOf(resolved({ position: undefined }))).toThrow(/without a \$all position/);
  });

  it('refuses a position beyond 2^53 rather than rounding it', () => {
    expect(() => positionOf(resolved({ position: { commit: 2n ** 60n, prepare: 2n ** 60n } }))).toThrow(
      RangeError,
    );
  });
});

describe('toRecordedEvent', () => {
  it('maps every field, lower-casing the id', () => {
    expect(toRecordedEvent(resolved())).toEqual({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      stream: 'career-42',
      type: 'CareerStarted',
      revision: 3,
      position: 5000,
      data: { boat: 'VIIC' },
      metadata: { actor: 'seat:1' },
      recordedAt: '2025-01-02T03:04:05.678Z',
    });
  });

  it('strips the namespace and drops streams outside it', () => {
    expect(toRecordedEvent(resolved({ streamId: 'ns1.career-42' }), 'ns1.')?.stream).toBe('career-42');
    expect(toRecordedEvent(resolved({ streamId: 'ns2.career-42' }), 'ns1.')).toBeUndefined();
  });

  it('drops system streams, system event types, links and empty slots', () => {
    expect(toRecordedEvent(resolved({ streamId: '$stats-127.0.0.1:2113' }))).toBeUndefined();
    expect(toRecordedEvent(resolved({ streamId: '$ce-career', type: '$>' }))).toBeUndefined();
    expect(toRecordedEvent(resolved({ type: '$streamDeleted' }))).toBeUndefined();
    expect(toRecordedEvent({ commitPosition: 1n })).toBeUndefined();
  });

  it('reads missing metadata as {} and decodes JSON held as bytes', () => {
    const event = toRecordedEvent(
      resolved({ metadata: undefined, isJson: false, data: Buffer.from('[1,"ü"]') }),
    );
    expect(event).toMatchObject({ metadata: {}, data: [1, 'ü'] });
  });
});

describe('positions and read options', () => {
  it('readAll: 0 and 1 mean the start, anything else is that event', () => {
    expect(toReadPosition(0)).toBe(START);
    expect(toReadPosition(1)).toBe(START);
    expect(toReadPosition(4242)).toEqual({ commit: 4242n, prepare: 4242n });
  });

  it("subscribe: 'start' and 0 mean the start, 'end' the end, N after N", () => {
    expect(toSubscribePosition()).toBe(START);
    expect(toSubscribePosition('start')).toBe(START);
    expect(toSubscribePosition(0)).toBe(START);
    expect(toSubscribePosition('end')).toBe(END);
    expect(toSubscribePosition(4242)).toEqual({ commit: 4242n, prepare: 4242n });
  });

  it('readStream: no start is the first event forwards and the last backwards', () => {
    expect(toReadStreamOptions({ direction: 'forwards', maxCount: 5 })).toEqual({
      direction: 'forwards',
      fromRevision: START,
      maxCount: 5,
    });
    expect(toReadStreamOptions({ direction: 'backwards', maxCount: 5 })).toMatchObject({
      direction: 'backwards',
      fromRevision: END,
    });
    expect(toReadStreamOptions({ direction: 'backwards', fromRevision: 2, maxCount: 1 })).toMatchObject({
      fromRevision: 2n,
    });
  });
});
