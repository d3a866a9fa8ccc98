import { JoinLimit } from './join-limit';

describe('JoinLimit', () => {
  it('lets `limit` joins through per IP in a window, then says how long to wait', () => {
    let now = 1_000_000;
    const joins = new JoinLimit(3, 10_000, () => now);
    expect([joins.spend('a'), joins.spend('a'), joins.spend('a')]).toEqual([0, 0, 0]);
    expect(joins.spend('b')).toBe(0); // another IP has its own window
    now += 2_500;
    expect(joins.spend('a')).toBe(8);
    now += 7_500;
    expect(joins.spend('a')).toBe(0); // a new window
  });
});
