import type { CareerEvent, RecordedRoll } from '@periscope/rules';
import type { ClientEvent } from '../events';

/** An [E2] roll as the engine records it inside EscortDetectionRolled (9.6.9). */
export const detectionRoll: RecordedRoll = {
  purpose: 'escort detection',
  rule: '9.6.9',
  chart: 'E2',
  dice: '2d6',
  nonce: 41,
  faces: [3, 5],
  natural: 8,
  modifiers: [
    { id: 'g7aByDay', value: 1, rule: '9.6.14' },
    { id: 'oakLeaves', value: -1, rule: '11.3.6' },
  ],
  total: 8,
  row: '6-11',
};

export const detection = (revision: number, roll: RecordedRoll = detectionRoll): ClientEvent => ({
  revision,
  position: 1000 + revision,
  type: 'EscortDetectionRolled',
  data: { rule: '9.6.9', roll, result: 'notDetected', bold: false },
  recordedAt: '2026-11-26T12:00:00.000Z',
});

/** The engine's events as the client holds them. */
export const asClientEvents = (events: readonly CareerEvent[]): ClientEvent[] =>
  events.map((e, revision) => ({
    revision,
    position: revision + 1,
    type: e.type,
    data: e.data,
    recordedAt: '2026-11-26T12:00:00.000Z',
  }));
