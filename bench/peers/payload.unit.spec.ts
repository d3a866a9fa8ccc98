import { buildUpdates, DEFAULT_BYTES, sentAtOf } from './payload';

describe("the peers' payload", () => {
  const sentAt = Date.parse('2026-11-27T00:30:00.123Z');

  it("is shaped as periscope's updates message and as long as asked", () => {
    const message = buildUpdates('career-1', 42, sentAt);
    expect(message).toMatchObject({
      stream: 'career',
      id: 'career-1',
      updates: [
        { position: 42, revision: 42, type: 'TorpedoSalvoResolved', recordedAt: '2026-11-27T00:30:00.123Z' },
      ],
    });
    const length = JSON.stringify(message).length;
    expect(length).toBeGreaterThanOrEqual(DEFAULT_BYTES);
    expect(length).toBeLessThan(DEFAULT_BYTES + 150);
    expect(JSON.stringify(buildUpdates('career-1', 42, sentAt, 2500)).length).toBeGreaterThanOrEqual(2500);
  });

  it('gives every system the same bytes for a position, only the send time differs', () => {
    const a = JSON.stringify(buildUpdates('g', 7, sentAt));
    const b = JSON.stringify(buildUpdates('g', 7, sentAt + 5));
    expect(a).toBe(JSON.stringify(buildUpdates('g', 7, sentAt)));
    expect(a.replace(/"recordedAt":"[^"]*"/, '')).toBe(b.replace(/"recordedAt":"[^"]*"/, ''));
    expect(a).not.toBe(JSON.stringify(buildUpdates('g', 8, sentAt)));
  });

  it('reads the send time back from a socket.io frame, a boardgame.io update or a JSON text', () => {
    const json = JSON.stringify(buildUpdates('g', 1, sentAt));
    expect(sentAtOf(`42/floor,["updates",${json}]`)).toBe(sentAt);
    expect(sentAtOf(`42/hunted,["update","m",{"G":{"update":${json}}},[]]`)).toBe(sentAt);
    expect(sentAtOf(json)).toBe(sentAt);
    expect(sentAtOf('{"nothing":1}')).toBeNaN();
  });
});
