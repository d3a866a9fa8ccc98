import { ManualClock } from '../common/clock.test-support';
import { ViewerCounts } from './viewer-counts';

describe('viewers: how many follow a stream, at most once a second per stream', () => {
  let clock: ManualClock;
  let counts: Map<string, number>;
  let sent: [string, number, number][];
  let viewers: ViewerCounts;

  beforeEach(() => {
    clock = new ManualClock();
    counts = new Map();
    sent = [];
    viewers = new ViewerCounts(
      (stream) => counts.get(stream) ?? 0,
      (stream, count) => sent.push([stream, count, clock.time]),
      clock,
    );
  });

  const set = (stream: string, count: number) => {
    counts.set(stream, count);
    viewers.changed(stream);
  };

  it('sends nothing from the join itself, then the latest count once a second however many join', () => {
    set('career-1', 1);
    expect(sent).toEqual([]); // never on the caller's path
    clock.advance(0);
    for (let n = 2; n <= 50; n++) {
      set('career-1', n);
      clock.advance(40);
    }
    clock.advance(2000);
    expect(sent).toEqual([
      ['career-1', 1, 0],
      ['career-1', 26, 1000],
      ['career-1', 50, 2000],
    ]);
  });

  it('streams do not wait for one another; a count back to the one sent sends nothing', () => {
    set('career-1', 3);
    set('game-2', 1);
    clock.advance(0);
    set('career-1', 4);
    set('career-1', 3);
    clock.advance(1500);
    expect(sent).toEqual([
      ['career-1', 3, 0],
      ['game-2', 1, 0],
    ]);
  });

  it('forgets a stream nobody follows any more (no message, no memory), and closes its timers', () => {
    set('career-1', 2);
    clock.advance(0);
    set('career-1', 0);
    clock.advance(1000);
    set('career-1', 2);
    clock.advance(0); // forgotten: the count goes out at once, as for a new stream
    set('career-1', 5);
    viewers.close();
    clock.advance(5000);
    expect(sent).toEqual([
      ['career-1', 2, 0],
      ['career-1', 2, 1000],
    ]);
  });
});
