/// <reference lib="dom" />

// What the tournament page does with each leaderboard change, on the wall clock (Date.now, the server's updatedAt's):
// its receipt off the websocket, and the next frame after the feed marked `periscope:leaderboard` and the table
// or the packs changed on screen. Runs in the page (addInitScript), so it imports nothing.

/** One `leaderboard` message as the page's socket received it. */
export interface Received {
  from: number;
  position: number;
  updatedAt: number;
  sentAt: number;
  at: number;
}

/** One change the feed applied: `paintedAt` the next frame after its rows changed, null when none on screen did. */
export interface Painted {
  position: number;
  markedAt: number;
  paintedAt: number | null;
}

export interface Probe {
  received: Received[];
  painted: Painted[];
}

export function leaderboardProbe(): void {
  const clock = () => Date.now();
  const probe: Probe = { received: [], painted: [] };
  (window as unknown as { probe: Probe }).probe = probe;

  window.WebSocket = new Proxy(WebSocket, {
    construct(target, args: [string]) {
      const socket = Reflect.construct(target, args) as WebSocket;
      socket.addEventListener('message', (e: MessageEvent) => {
        const at = clock();
        if (typeof e.data !== 'string' || !e.data.startsWith('42/tournaments,')) return;
        const [name, body] = JSON.parse(e.data.slice(e.data.indexOf('['))) as [
          string,
          Record<string, string>,
        ];
        if (name !== 'leaderboard') return;
        const { from, position, updatedAt, sentAt } = body;
        probe.received.push({
          from: Number(from),
          position: Number(position),
          updatedAt: Date.parse(updatedAt),
          sentAt: Date.parse(sentAt),
          at,
        });
      });
      return socket;
    },
  });

  let pending: Painted | null = null;
  const afterNextFrame = (done: () => void) => requestAnimationFrame(() => setTimeout(done, 0));
  const mark = performance.mark.bind(performance);
  performance.mark = (name: string, options?: PerformanceMarkOptions) => {
    const entry = mark(name, options);
    if (name !== 'periscope:leaderboard') return entry;
    const change: Painted = {
      position: (options?.detail as { position: number }).position,
      markedAt: clock(),
      paintedAt: null,
    };
    if (pending) probe.painted.push(pending);
    pending = change;
    // Two frames and no row changed: the change was off the page shown (page 1 of 20 rows).
    afterNextFrame(() =>
      afterNextFrame(() => {
        if (pending !== change) return;
        pending = null;
        probe.painted.push(change);
      }),
    );
    return entry;
  };

  const onBoard = (node: Node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
    return element?.closest('.leaderboard, .packs') != null;
  };
  new MutationObserver((records) => {
    const change = pending;
    if (!change || !records.some((r) => onBoard(r.target))) return;
    pending = null;
    afterNextFrame(() => {
      change.paintedAt = clock();
      probe.painted.push(change);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** What the bench reads off a probe, in ms: per change the page painted. */
export interface PageSamples {
  received: number;
  applied: number;
  offPage: number;
  /** Paint − append of the newest event the change reflects (its updatedAt), as bench:tournament's latency. */
  total: number[];
  /** Paint − the later of the append and the moment the once-a-second rule let it go (sentAt of `from` + 1 s). */
  beyondHold: number[];
  /** The page's own socket: receipt − append. */
  receipt: number[];
  receiptToPaint: number[];
}

const HOLD_MS = 1000; // at most one leaderboard a second per tournament

export function pageSamples(probe: Probe): PageSamples {
  const byPosition = new Map(probe.received.map((r) => [r.position, r]));
  const samples: PageSamples = {
    received: probe.received.length,
    applied: probe.painted.length,
    offPage: 0,
    total: [],
    beyondHold: [],
    receipt: [],
    receiptToPaint: [],
  };
  for (const { position, paintedAt } of probe.painted) {
    const r = byPosition.get(position);
    if (paintedAt === null || r === undefined) {
      samples.offPage++;
      continue;
    }
    const allowed = (byPosition.get(r.from)?.sentAt ?? -Infinity) + HOLD_MS;
    samples.total.push(paintedAt - r.updatedAt);
    samples.beyondHold.push(paintedAt - Math.max(r.updatedAt, allowed));
    samples.receipt.push(r.at - r.updatedAt);
    samples.receiptToPaint.push(paintedAt - r.at);
  }
  return samples;
}
