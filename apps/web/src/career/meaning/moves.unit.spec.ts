import type { ClientEvent } from '../events';
import { lastCommand } from './moves';

// "What happened" reads the last command's events: those one command appended, as the events read, the live
// updates and the seat's own command answer (stamped when it arrives) give them.

const event = (revision: number, recordedAt: string, commandId?: string): ClientEvent => ({
  revision,
  position: revision + 1,
  type: 'T',
  data: {},
  recordedAt,
  ...(commandId ? { metadata: { commandId } } : {}),
});
const revisions = (events: readonly ClientEvent[]) => lastCommand(events).map((e) => e.revision);

describe('lastCommand', () => {
  it('groups by the command that appended the events, though two commands were stored in one millisecond', () => {
    const at = '2026-11-28T12:00:00.000Z';
    expect(revisions([event(0, at, 'a'), event(1, at, 'b'), event(2, at, 'b')])).toEqual([1, 2]);
  });

  it('keeps a command whole when its events arrived at different times (a live update, then the answer)', () => {
    const events = [
      event(0, '2026-11-28T12:00:00.000Z', 'a'),
      event(1, '2026-11-28T12:00:01.000Z', 'b'),
      event(2, '2026-11-28T12:00:01.250Z', 'b'),
    ];
    expect(revisions(events)).toEqual([1, 2]);
  });

  it('without a commandId, groups by recordedAt (one append shares it)', () => {
    const events = [
      event(0, '2026-11-28T12:00:00.000Z'),
      event(1, '2026-11-28T12:00:01.000Z'),
      event(2, '2026-11-28T12:00:01.000Z'),
    ];
    expect(revisions(events)).toEqual([1, 2]);
    expect(revisions([])).toEqual([]);
  });
});
