import type { AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { PassThrough } from 'node:stream';
import type { RecordedEvent } from '../event-store.port';
import { KurrentDbSubscription, type SubscriptionSource } from './kurrentdb.subscription';

/** A source like the client's: an object-mode readable that also emits caughtUp, plus unsubscribe. */
function fakeSource() {
  const stream = new PassThrough({ objectMode: true, highWaterMark: 10_000 });
  const source = Object.assign(stream, { unsubscribe: jest.fn(async () => void stream.end()) });
  return source;
}

const item = (n: number, type = 'Hit') => ({ n, type }) as unknown as AllStreamResolvedEvent;
const decode = (r: AllStreamResolvedEvent) => {
  const { n, type } = r as unknown as { n: number; type: string };
  return type.startsWith('$') ? undefined : ({ position: n, type } as RecordedEvent);
};
const flush = () => new Promise((r) => setImmediate(r));

async function take(sub: KurrentDbSubscription, count: number): Promise<number[]> {
  const got: number[] = [];
  for await (const e of sub) {
    got.push(e.position);
    if (got.length === count) break;
  }
  return got;
}

describe('KurrentDbSubscription', () => {
  it('delivers in order, dropping what decode drops', async () => {
    const source = fakeSource();
    const sub = new KurrentDbSubscription(source as unknown as SubscriptionSource, decode);
    [item(1), item(2, '$>'), item(3)].forEach((i) => source.write(i));
    expect(await take(sub, 2)).toEqual([1, 3]);
  });

  it('resolves caughtUp only once the events before the notification are delivered', async () => {
    const source = fakeSource();
    const sub = new KurrentDbSubscription(source as unknown as SubscriptionSource, decode);
    let caughtUp = false;
    void sub.caughtUp.then(() => (caughtUp = true));
    source.write(item(1));
    source.write(item(2));
    await flush();
    source.emit('caughtUp', {});
    source.write(item(3));
    await flush();
    expect(caughtUp).toBe(false);
    // What the consumer had seen of caughtUp when each event reached it: resolved between 2 and 3.
    const seen: boolean[] = [];
    for await (const _ of sub) {
      await flush();
      seen.push(caughtUp);
      if (seen.length === 3) break;
    }
    expect(seen).toEqual([false, false, true]);
  });

  it('resolves caughtUp at once when nothing came before the notification', async () => {
    const source = fakeSource();
    const sub = new KurrentDbSubscription(source as unknown as SubscriptionSource, decode);
    source.emit('caughtUp', {});
    await expect(sub.caughtUp).resolves.toBeUndefined();
    await sub.close();
  });

  it('delivers what arrived, then throws the source error', async () => {
    const source = fakeSource();
    const sub = new KurrentDbSubscription(source as unknown as SubscriptionSource, decode);
    source.write(item(1));
    await flush();
    source.emit('error', new Error('connection lost'));
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const e of sub) got.push(e.position);
      })(),
    ).rejects.toThrow('connection lost');
    expect(got).toEqual([1]);
    expect(source.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('close ends a waiting iteration, unsubscribes once and calls onClose', async () => {
    const source = fakeSource();
    const onClose = jest.fn();
    const sub = new KurrentDbSubscription(source as unknown as SubscriptionSource, decode, onClose);
    const iterating = take(sub, 5);
    await flush();
    await Promise.all([sub.close(), sub.close()]);
    expect(await iterating).toEqual([]);
    await expect(sub.caughtUp).resolves.toBeUndefined();
    expect(source.unsubscribe).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses a fast source for a slow consumer and resumes it once drained', async () => {
    const source = fakeSource();
    const pause = jest.spyOn(source, 'pause');
    const resume = jest.spyOn(source, 'resume');
    const sub = new KurrentDbSubscription(source as unknown as SubscriptionSource, decode);
    for (let n = 1; n <= 1500; n++) source.write(item(n));
    await flush();
    expect(pause).toHaveBeenCalled();
    const got = await take(sub, 1500);
    expect(got).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
    expect(resume).toHaveBeenCalled();
  });
});
