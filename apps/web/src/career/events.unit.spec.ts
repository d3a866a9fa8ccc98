import { mergeEvents, type ClientEvent } from './events';

const event = (revision: number): ClientEvent => ({
  revision,
  position: 100 + revision,
  type: 'T',
  data: {},
  recordedAt: '',
});

describe('mergeEvents', () => {
  it('keeps every event once, in revision order, whatever order and repeats they arrive in', () => {
    const held = mergeEvents([], [event(0), event(1)]);
    const merged = mergeEvents(held, [event(3), event(1), event(2), event(3)]);
    expect(merged.map((e) => e.revision)).toEqual([0, 1, 2, 3]);
  });

  it('answers the same list when nothing is new', () => {
    const held = mergeEvents([], [event(0)]);
    expect(mergeEvents(held, [event(0)])).toBe(held);
  });
});

describe('mergeEvents, late events', () => {
  it('puts an event that arrives after later ones (a command answer before its live update) in its place', () => {
    const held = mergeEvents([], [event(0), event(2), event(3)]);
    expect(mergeEvents(held, [event(1), event(3)]).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
  });
});
