import { CommitNotifier } from './postgres.notifier';

/** A NOTIFY the test releases by hand, to see what is announced while one is in flight. */
function fakeSend(fail = false) {
  const sent: number[] = [];
  const pending: (() => void)[] = [];
  const send = (position: number) =>
    new Promise<void>((resolve, reject) => {
      sent.push(position);
      pending.push(() => (fail ? reject(new Error('database gone')) : resolve()));
    });
  const release = async () => {
    pending.splice(0).forEach((done) => done());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sent, send, release };
}

describe('CommitNotifier (one NOTIFY per burst of commits, after them)', () => {
  it('announces the first commit at once and a burst behind it with one NOTIFY of its highest position', async () => {
    const { sent, send, release } = fakeSend();
    const notifier = new CommitNotifier(send);
    notifier.announce(1);
    for (const position of [3, 2, 5, 4]) notifier.announce(position);
    expect(sent).toEqual([1]);
    await release();
    expect(sent).toEqual([1, 5]);
    await release();
    await notifier.flush();
    expect(sent).toEqual([1, 5]);
  });

  it('never leaves a commit unannounced: one that lands while the last NOTIFY is in flight gets its own', async () => {
    const { sent, send, release } = fakeSend();
    const notifier = new CommitNotifier(send);
    for (let position = 1; position <= 100; position++) {
      notifier.announce(position);
      if (position % 10 === 0) await release();
    }
    await release();
    await notifier.flush();
    expect(sent.at(-1)).toBe(100);
    expect(sent.length).toBeLessThanOrEqual(11);
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);
  });

  it('does not announce again a position already sent, nor an older one', async () => {
    const { sent, send, release } = fakeSend();
    const notifier = new CommitNotifier(send);
    notifier.announce(7);
    await release();
    notifier.announce(7);
    notifier.announce(3);
    await release();
    expect(sent).toEqual([7]);
    notifier.announce(8);
    expect(sent).toEqual([7, 8]);
  });

  it('with a gap, holds the next NOTIFY until the gap after the last is over, then sends one for the burst', async () => {
    const { sent, send, release } = fakeSend();
    const notifier = new CommitNotifier(send, 40);
    notifier.announce(1);
    await release();
    for (const position of [2, 3, 4]) notifier.announce(position);
    await release();
    expect(sent).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).toEqual([1, 4]);
    await release();
    await notifier.flush();
    expect(sent).toEqual([1, 4]);
  });

  it('swallows a failed NOTIFY (the polling fallback covers it) and still announces the next commit', async () => {
    const { sent, send, release } = fakeSend(true);
    const notifier = new CommitNotifier(send);
    notifier.announce(1);
    notifier.announce(2);
    await release();
    await release();
    await expect(notifier.flush()).resolves.toBeUndefined();
    notifier.announce(3);
    expect(sent).toEqual([1, 2, 3]);
  });
});
