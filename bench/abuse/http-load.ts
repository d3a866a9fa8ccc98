import { Agent, request } from 'node:http';

/** One HTTP call's outcome as the bench counts it. */
export interface Outcome {
  readonly status: number; // 0: no answer (reset, refused, timed out)
  readonly ms: number;
}

export interface Send {
  readonly method?: string;
  readonly path: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
  readonly timeoutMs?: number;
}

/**
 * A client at its own loopback address (127.0.0.x: another client to the server), over kept-alive connections:
 * each call reads the whole answer and says how long it took, never throws.
 */
export class LoopbackClient {
  private readonly agent: Agent;

  constructor(
    private readonly port: number,
    readonly address: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 64, localAddress: address } as never);
  }

  send({
    method = 'GET',
    path,
    body,
    headers = {},
    timeoutMs = 15_000,
  }: Send): Promise<Outcome & { text: string }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, text = '') => resolve({ status, ms: performance.now() - started, text });
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          localAddress: this.address,
          headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
          res.on('error', () => done(0));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => done(0));
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
