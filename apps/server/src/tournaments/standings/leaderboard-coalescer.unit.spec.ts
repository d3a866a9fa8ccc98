import { Clock } from '../../common/clock';
import { ManualClock } from '../../common/clock.test-support';
import { LeaderboardCoalescer } from './leaderboard-coalescer';

describe('leaderboard updates: at most one a second per tournament', () => {
  it('sends the first change at once, then one update per second however many changes come', () => {
    const clock = new ManualClock();
    const sent: [string, number][] = [];
    const coalescer = new LeaderboardCoalescer((id, at) => sent.push([id, at]), clock);
    for (let ms = 0; ms < 3000; ms += 10) {
      coalescer.changed('a');
      clock.advance(10);
    }
    clock.advance(2000);
    const times = sent.map(([, at]) => at);
    expect(times).toEqual([0, 1000, 2000, 3000]);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(1000);
  });

  it('a change after a quiet second goes out at once; tournaments do not wait for one another', () => {
    const clock = new ManualClock();
    const sent: [string, number][] = [];
    const coalescer = new LeaderboardCoalescer((id, at) => sent.push([id, at]), clock);
    coalescer.changed('a');
    clock.advance(300);
    coalescer.changed('b');
    coalescer.changed('a');
    clock.advance(2000);
    coalescer.changed('a');
    expect(sent).toEqual([
      ['a', 0],
      ['b', 300],
      ['a', 1000],
      ['a', 2300],
    ]);
  });

  it('a timer that fires a millisecond early (libuv against the wall clock) sends nothing before the second is over', () => {
    const clock = new ManualClock();
    const early = new (class extends Clock {
      override now = clock.now;
      override after = (ms: number, fn: () => void) => clock.after(Math.max(1, ms - 1), fn);
    })();
    const sent: number[] = [];
    const coalescer = new LeaderboardCoalescer((_, at) => sent.push(at), early);
    coalescer.changed('a');
    coalescer.changed('a');
    clock.advance(3000);
    expect(sent).toEqual([0, 1000]);
  });

  it('nothing is sent without a change, and close cancels what was due', () => {
    const clock = new ManualClock();
    const sent: string[] = [];
    const coalescer = new LeaderboardCoalescer((id) => sent.push(id), clock);
    clock.advance(5000);
    expect(sent).toEqual([]);
    coalescer.changed('a');
    coalescer.changed('a');
    coalescer.close();
    clock.advance(5000);
    expect(sent).toEqual(['a']);
  });
});
