import { MemoryEventStore } from '@periscope/event-store';
import { CAREERS, FameVerdicts, type FameEntry, type Verdict } from './fame-verdicts';

const CAREER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const entry = (careerId: string, admittedAt: string): FameEntry => ({
  careerId,
  kommandant: 'Kptlt. Test',
  uboatType: 'VIIC',
  startDate: '1943-07',
  patrols: 3,
  tonnage: 12_000,
  shipsSunk: 2,
  victoryLevel: null,
  admittedAt,
});
const admitted = (careerId: string, at: string): Verdict => ({
  id: careerId,
  admitted: true,
  entry: entry(careerId, at),
});

/** Each judge reads the stream before any appends: they all decide on one revision, as processes at once do. */
function readsMeet(store: MemoryEventStore, n: number): void {
  const read = store.readStream.bind(store);
  const waiting: (() => void)[] = [];
  jest.spyOn(store, 'readStream').mockImplementation(async (...args) => {
    const events = await read(...args);
    if (n > 0 && --n > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else waiting.splice(0).forEach((resolve) => resolve());
    return events;
  });
}

describe('the hall of fame\'s verdicts (docs/accounts.md "Hall of fame")', () => {
  it('judges of one career at once, as several processes: one verdict is stored, and every judge answers it', async () => {
    const store = new MemoryEventStore();
    readsMeet(store, 3);
    const verdicts = new FameVerdicts(store, CAREERS);
    const answers = await Promise.all(
      ['2026-01-01T00:00:01Z', '2026-01-01T00:00:02Z', '2026-01-01T00:00:03Z'].map((at, i) =>
        verdicts.record(admitted(CAREER, at), 10 + i),
      ),
    );
    const stored = await verdicts.all();
    expect(stored).toHaveLength(1);
    expect(answers).toEqual([stored[0], stored[0], stored[0]]);
  });

  it("a refusal is kept with its findings and is the career's one verdict", async () => {
    const verdicts = new FameVerdicts(new MemoryEventStore(), CAREERS);
    const refusal: Verdict = {
      id: CAREER,
      admitted: false,
      findings: [{ line: 2, problem: 'replay differs' }],
      refusedAt: '2026-01-01T00:00:00Z',
    };
    await verdicts.record(refusal, 7);
    expect(await verdicts.record(admitted(CAREER, '2026-01-01T00:00:09Z'), 7)).toEqual(refusal);
    expect(await verdicts.of(CAREER)).toEqual(refusal);
  });

  it('a restarted watcher carries on after the latest end judged, whoever judged it', async () => {
    const verdicts = new FameVerdicts(new MemoryEventStore(), CAREERS);
    expect(await verdicts.lastJudgedEnd()).toBeUndefined();
    await verdicts.record(admitted(OTHER, '2026-01-01T00:00:00Z'), 42);
    await verdicts.record(admitted(CAREER, '2026-01-01T00:00:01Z')); // asked for, no end of its own
    expect(await verdicts.lastJudgedEnd()).toBe(42);
  });
});
