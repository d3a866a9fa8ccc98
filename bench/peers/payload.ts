/**
 * The update every system of `bench live --vs` broadcasts: shaped as periscope's `updates` message (README "Live
 * views": stream, id, updates with position, revision, type, data, recordedAt, metadata), a torpedo attack's roll
 * with its modifiers and rule numbers, padded to `bytes` of JSON. Deterministic: the same position gives the
 * same bytes on every system, only recordedAt (the send time) differs.
 */
export interface PeerUpdates {
  stream: 'career';
  id: string;
  updates: {
    position: number;
    revision: number;
    type: string;
    data: Record<string, unknown>;
    recordedAt: string;
    metadata: Record<string, unknown>;
  }[];
}

/** The size of periscope's usual `updates` message (1-1.6 KB of JSON, docs/live.md). */
export const DEFAULT_BYTES = 1300;

const roll = (position: number, i: number) => {
  const face = 1 + ((position * 7 + i * 5) % 6);
  return {
    chart: 'U2',
    dice: '2d6',
    faces: [face, 1 + ((face + i) % 6)],
    modifiers: [{ rule: '9.2.6', value: -1 }],
  };
};

export function buildUpdates(
  id: string,
  position: number,
  sentAt: number,
  bytes = DEFAULT_BYTES,
): PeerUpdates {
  const message: PeerUpdates = {
    stream: 'career',
    id,
    updates: [
      {
        position,
        revision: position,
        type: 'TorpedoSalvoResolved',
        data: {
          tubes: [1, 2, 3, 4].map((tube) => ({ tube, target: `ship-${(position + tube) % 9}` })),
          rolls: [],
        },
        recordedAt: new Date(sentAt).toISOString(),
        metadata: { commandId: `bench-${position}`, dice: { firstNonce: position * 4, count: 4 } },
      },
    ],
  };
  const rolls = message.updates[0].data.rolls as unknown[];
  while (JSON.stringify(message).length < bytes) rolls.push(roll(position, rolls.length));
  return message;
}

const RECORDED_AT = /"recordedAt":"([^"]*)"/;

/** The send time (ms since the epoch) of the first update in a frame or a JSON text; NaN when there is none. */
export function sentAtOf(text: string): number {
  const found = RECORDED_AT.exec(text);
  return found ? Date.parse(found[1]) : NaN;
}
