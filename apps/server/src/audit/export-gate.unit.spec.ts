import { AppError } from '../common/app-error';
import { ExportGate } from './export-gate';

/** Work that ends when the test says so. */
const held = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => done, release };
};

describe('ExportGate', () => {
  it('gives one client one export or audit at a time, and the others their turn', async () => {
    const gate = new ExportGate({ running: 2, waiting: 4, retryAfterSeconds: 2 });
    const first = held();
    const running = gate.hold(first.work, '203.0.113.1');
    await expect(gate.hold(async () => 'second', '203.0.113.1')).rejects.toMatchObject({
      code: 'export/busy',
      retryAfterSeconds: 2,
    });
    await expect(gate.hold(async () => 'neighbour', '203.0.113.2')).resolves.toBe('neighbour');
    first.release();
    await running;
    await expect(gate.hold(async () => 'again', '203.0.113.1')).resolves.toBe('again');
  });

  it('counts a client waiting in line as its one', async () => {
    const gate = new ExportGate({ running: 1, waiting: 4, retryAfterSeconds: 2 });
    const first = held();
    const running = gate.hold(first.work, 'a');
    const waiting = gate.hold(async () => 'b waited', 'b');
    await expect(gate.hold(async () => 'b again', 'b')).rejects.toBeInstanceOf(AppError);
    first.release();
    await running;
    await expect(waiting).resolves.toBe('b waited');
  });

  it('gives one client at most perClientPerMinute, with the wait as Retry-After', async () => {
    const gate = new ExportGate({ running: 2, waiting: 4, retryAfterSeconds: 2, perClientPerMinute: 2 });
    await gate.hold(async () => 1, 'a');
    await gate.hold(async () => 2, 'a');
    await expect(gate.hold(async () => 3, 'a')).rejects.toMatchObject({ code: 'export/busy' });
    await expect(gate.hold(async () => 'b', 'b')).resolves.toBe('b');
  });

  it('answers a refusal only after refusalDelayMs, and the others at once', async () => {
    jest.useFakeTimers();
    try {
      const gate = new ExportGate({ running: 2, waiting: 4, retryAfterSeconds: 2, refusalDelayMs: 1000 });
      const first = held();
      const running = gate.hold(first.work, 'a');
      let settled = false;
      const refused = gate.hold(async () => 'again', 'a').finally(() => (settled = true));
      refused.catch(() => undefined);
      await jest.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await expect(gate.hold(async () => 'b', 'b')).resolves.toBe('b');
      await jest.advanceTimersByTimeAsync(1);
      await expect(refused).rejects.toMatchObject({ code: 'export/busy' });
      first.release();
      await running;
    } finally {
      jest.useRealTimers();
    }
  });
});
