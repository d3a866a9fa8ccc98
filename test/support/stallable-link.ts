import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP link between a server process and its database that the test can stall: `stall()` holds every
 * byte in both directions (nothing is closed, nothing errors: the silence of a stalled network path or a peer
 * frozen mid-transfer) and new connections open but carry nothing; `resume()` delivers what was held, in order.
 */
export interface StallableLink {
  /** The target's URL with this link's host and port. */
  readonly url: string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

/** One direction of one connection: writes through, or holds while stalled. */
class Pipe {
  private held: Buffer[] = [];

  constructor(
    private readonly to: Socket,
    private readonly stalled: () => boolean,
  ) {}

  push(chunk: Buffer): void {
    if (this.stalled() || this.held.length > 0) this.held.push(chunk);
    else this.to.write(chunk);
  }

  flush(): void {
    for (const chunk of this.held.splice(0)) this.to.write(chunk);
  }
}

export async function stallableLink(target: string): Promise<StallableLink> {
  const url = new URL(target);
  const sockets = new Set<Socket>();
  const pipes = new Set<Pipe>();
  let stalled = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(url.port), url.hostname);
    const up = new Pipe(upstream, () => stalled);
    const down = new Pipe(client, () => stalled);
    pipes.add(up).add(down);
    client.on('data', (chunk) => up.push(chunk));
    upstream.on('data', (chunk) => down.push(chunk));
    for (const [s, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => {
        sockets.delete(s);
        pipes.delete(up);
        pipes.delete(down);
        other.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const linked = new URL(target);
  linked.hostname = '127.0.0.1';
  linked.port = String((server.address() as { port: number }).port);
  return {
    url: linked.toString(),
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      for (const pipe of pipes) pipe.flush();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
