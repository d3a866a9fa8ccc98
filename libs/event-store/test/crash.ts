import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createEventStore, type EventStoreConfig } from '../src/create-event-store';
import type { RecordedEvent } from '../src/event-store.port';

const CHILD = join(__dirname, 'crash-child.ts');

/** Runs the child until it has acknowledged `acks` appends (bounded by `ms`), then kills it with SIGKILL. */
async function appendUntilKilled(config: EventStoreConfig, acks: number, ms: number): Promise<string[]> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', CHILD, JSON.stringify(config)], {
    cwd: join(__dirname, '../../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const acknowledged: string[] = [];
  let batches = 0;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line.startsWith('ack ')) continue;
    acknowledged.push(...line.slice(4).split(' '));
    if (++batches === acks) child.kill('SIGKILL');
  }
  clearTimeout(timer);
  await exited;
  if (batches === 0) throw new Error(`crash child acknowledged nothing: ${stderr}`);
  if (child.signalCode !== 'SIGKILL')
    throw new Error(`crash child ended by itself (${child.exitCode}): ${stderr}`);
  return acknowledged;
}

/**
 * The crash test: every append acknowledged before SIGKILL is there after restart, the store opens
 * cleanly, its streams are contiguous, and it accepts new appends.
 */
export async function runCrashTest(config: EventStoreConfig, { acks = 300, ms = 20000 } = {}) {
  const acknowledged = await appendUntilKilled(config, acks, ms);
  const store = await createEventStore(config);
  try {
    const stored: RecordedEvent[] = [];
    for await (const event of store.readAll()) stored.push(event);
    const ids = new Set(stored.map((e) => e.id));
    const missing = acknowledged.filter((id) => !ids.has(id));
    const streams = new Map<string, number[]>();
    for (const e of stored) streams.set(e.stream, [...(streams.get(e.stream) ?? []), e.revision]);
    const broken = [...streams].filter(([, revs]) => revs.some((r, i) => r !== i)).map(([s]) => s);
    await store.append('crash-after', [{ type: 'CrashProbe', data: { restarted: true } }]);
    return { acknowledged: acknowledged.length, stored: stored.length, missing, broken };
  } finally {
    await store.close();
  }
}

/** Two crash-and-restart rounds in a row: nothing acknowledged is lost and every stream stays contiguous. */
export async function expectSurvivesSigkill(config: EventStoreConfig): Promise<void> {
  for (const round of [1, 2]) {
    const result = await runCrashTest(config);
    expect({ round, missing: result.missing, broken: result.broken }).toEqual({
      round,
      missing: [],
      broken: [],
    });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
  }
}
