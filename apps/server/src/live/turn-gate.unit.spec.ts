import { TurnGate } from './turn-gate';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnGate', () => {
  it('lets a crowd through a slice per turn of the event loop, in order of arrival', async () => {
    const gate = new TurnGate(2);
    const through: number[] = [];
    const crowd = [0, 1, 2, 3, 4].map((i) => gate.pass().then(() => through.push(i)));
    await Promise.resolve();
    expect(through).toEqual([0, 1]);
    await turn();
    expect(through).toEqual([0, 1, 2, 3]);
    await turn();
    expect(through).toEqual([0, 1, 2, 3, 4]);
    await Promise.all(crowd);
  });

  it('lets a caller straight through on a quiet turn, and the count starts again on the next', async () => {
    const gate = new TurnGate(1);
    await gate.pass();
    let second = false;
    void gate.pass().then(() => (second = true));
    await Promise.resolve();
    expect(second).toBe(false);
    await turn();
    expect(second).toBe(true);
    await turn();
    await expect(
      Promise.race([gate.pass().then(() => 'through'), Promise.resolve().then(() => 'held')]),
    ).resolves.toBe('through');
  });
});
