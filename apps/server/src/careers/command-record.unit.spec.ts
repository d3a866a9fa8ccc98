import type { EventMetadata, RecordedEvent } from '@periscope/event-store';
import type { CareerCommand, CareerEvent } from '@periscope/rules';
import {
  canonicalJson,
  eventsOfCommand,
  fingerprintOf,
  nextNonceOf,
  PLAYER_SEAT,
  sameCommand,
  toNewEvents,
} from './command-record';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const declined: CareerEvent = { type: 'AttackDeclined', data: {} };

const recorded = (revision: number, metadata: EventMetadata): RecordedEvent => ({
  id: `id-${revision}`,
  stream: 'career-x',
  type: 'AttackDeclined',
  revision,
  position: revision + 1,
  data: {},
  metadata,
  recordedAt: '2026-01-01T00:00:00.000Z',
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined as JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"z":1}]},"b":1}',
    );
    expect(canonicalJson([undefined, 'x'])).toBe('[null,"x"]');
  });

  it('gives the same fingerprint whatever the key order', () => {
    const a = { type: 'X', data: { one: 1, two: 2 } } as unknown as CareerCommand;
    const b = { data: { two: 2, one: 1 }, type: 'X' } as unknown as CareerCommand;
    expect(fingerprintOf(a)).toBe(fingerprintOf(b));
    expect(fingerprintOf(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(enter)).not.toBe(
      fingerprintOf({ type: 'EnterNextBox', data: { posture: 'schnorchel' } }),
    );
  });
});

describe('toNewEvents', () => {
  const events = toNewEvents('c', 'cmd-1', enter, [declined, declined], { firstNonce: 3, nextNonce: 7 });

  it('records the command, the seat and the nonces consumed on every event', () => {
    for (const event of events) {
      expect(event.metadata).toEqual({
        commandId: 'cmd-1',
        correlationId: 'cmd-1',
        actor: PLAYER_SEAT,
        command: enter,
        dice: { firstNonce: 3, nextNonce: 7 },
      });
    }
  });

  it('gives each event its own deterministic id', () => {
    const again = toNewEvents('c', 'cmd-1', enter, [declined, declined], { firstNonce: 3, nextNonce: 7 });
    expect(again.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(events[0].id).not.toBe(events[1].id);
  });
});

describe('reading the record back', () => {
  const stream = [
    recorded(0, { commandId: 'start', command: { type: 'StartCareer', data: {} }, dice: { nextNonce: 0 } }),
    recorded(1, { commandId: 'a', command: enter, dice: { nextNonce: 4 } }),
    recorded(2, { commandId: 'a', command: enter, dice: { nextNonce: 4 } }),
  ];

  it('finds the events of a command id', () => {
    expect(eventsOfCommand(stream, 'a').map((e) => e.revision)).toEqual([1, 2]);
    expect(eventsOfCommand(stream, 'b')).toEqual([]);
  });

  it('compares the recorded command with a new one', () => {
    expect(sameCommand(stream[1], { type: 'EnterNextBox', data: { posture: 'surfaced' } })).toBe(true);
    expect(sameCommand(stream[1], { type: 'DeclineAttack', data: {} })).toBe(false);
  });

  it('resumes the dice at the last event’s nextNonce', () => {
    expect(nextNonceOf(stream)).toBe(4);
    expect(nextNonceOf([])).toBe(0);
    expect(() => nextNonceOf([recorded(0, {})])).toThrow('career-x@0: metadata.dice.nextNonce is missing');
  });
});
