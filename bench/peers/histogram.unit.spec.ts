import { countOf, merge, percentileOf, record, type Histogram } from './histogram';

describe('latency histograms', () => {
  it('counts in 0.1 ms buckets and answers percentiles over every receipt', () => {
    const h: Histogram = {};
    for (let ms = 1; ms <= 100; ms++) record(h, ms);
    expect(countOf(h)).toBe(100);
    expect(percentileOf(h, 50)).toBe(50);
    expect(percentileOf(h, 99)).toBe(99);
    record(h, 12.34);
    expect(h['123']).toBe(1);
  });

  it('merges the processes so that a slow one weighs by its receipts, not as a median of medians', () => {
    const fast: Histogram = {};
    const slow: Histogram = {};
    for (let i = 0; i < 98; i++) record(fast, 5);
    record(slow, 300);
    record(slow, 400);
    const all = merge([fast, slow]);
    expect(countOf(all)).toBe(100);
    expect(percentileOf(all, 50)).toBe(5);
    expect(percentileOf(all, 99)).toBe(300);
    expect(percentileOf(all, 100)).toBe(400);
  });

  it('has no percentile when empty, and never a negative bucket', () => {
    expect(percentileOf({}, 99)).toBeNaN();
    const h: Histogram = {};
    record(h, -0.4); // clocks of one machine, rounded to the millisecond: a receipt may read before its send
    expect(percentileOf(h, 50)).toBe(0);
  });
});
