import type { Decision } from '@periscope/rules';
import { io, type Socket } from 'socket.io-client';
import { nextCommand } from '../../test/support/career-driver';
import { LoopbackClient } from './http-load';

/** The neighbour's latencies (ms) in one phase, and what failed (no answer, a 5xx, a 429, an ack not given). */
export interface Samples {
  readonly ms: number[];
  readonly failures: string[];
}

const START = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Nachbar' };
const TICK_MS = 200;

/**
 * A well-behaved player at 127.0.0.2: every 200 ms one of health, a read of its career, a command, a join of its
 * live view (and leave), its own career's export (every seventh round; health otherwise), in turn. Well within every
 * limit: 5 requests a second, one command a second, about 9 exports a minute.
 */
export class Neighbour {
  private readonly http: LoopbackClient;
  private socket!: Socket;
  private career!: { careerId: string; seatToken: string; pending: Decision };
  private n = 0;

  constructor(
    private readonly port: number,
    private readonly exportOf: string,
    address = '127.0.0.2',
  ) {
    this.http = new LoopbackClient(port, address);
  }

  async open(): Promise<void> {
    await this.newCareer();
    this.socket = io(`http://127.0.0.1:${this.port}/live`, {
      transports: ['websocket'],
      localAddress: '127.0.0.2',
    } as Parameters<typeof io>[1]);
    await new Promise<void>((resolve) => this.socket.once('connect', () => resolve()));
  }

  close(): void {
    this.socket.close();
    this.http.close();
  }

  /** Plays for `ms`, one operation a tick. */
  async playFor(ms: number): Promise<Samples> {
    const samples: Samples = { ms: [], failures: [] };
    const end = performance.now() + ms;
    while (performance.now() < end) {
      const started = performance.now();
      const failure = await this.step();
      samples.ms.push(performance.now() - started);
      if (failure) samples.failures.push(failure);
      await new Promise((r) => setTimeout(r, Math.max(0, TICK_MS - (performance.now() - started))));
    }
    return samples;
  }

  private async step(): Promise<string | undefined> {
    const { careerId, seatToken } = this.career;
    const auth = { authorization: `Bearer ${seatToken}` };
    switch (this.n++ % 5) {
      case 0:
        return this.check('health', await this.http.send({ path: '/api/health' }));
      case 1:
        return this.check('read', await this.http.send({ path: `/api/careers/${careerId}`, headers: auth }));
      case 2:
        return this.command();
      case 3:
        return this.joinAndLeave(careerId);
      default: // its export every seventh round (about 9 a minute, under EXPORT_RATE_LIMIT), else its health
        if ((this.n - 1) % 35 !== 4)
          return this.check('health', await this.http.send({ path: '/api/health' }));
        return this.check('export', await this.http.send({ path: `/api/careers/${this.exportOf}/export` }));
    }
  }

  private async command(): Promise<string | undefined> {
    const command = nextCommand(this.career.pending);
    if (!command) return this.newCareer();
    const { careerId, seatToken } = this.career;
    const answer = await this.http.send({
      method: 'POST',
      path: `/api/careers/${careerId}/commands`,
      headers: { authorization: `Bearer ${seatToken}` },
      body: JSON.stringify({ commandId: `n-${this.n}`, ...command }),
    });
    if (answer.status === 200) this.career.pending = JSON.parse(answer.text).pending;
    else if (answer.status === 409 || answer.status === 422) return this.newCareer(); // a rule not played yet
    return this.check('command', answer);
  }

  private async newCareer(): Promise<string | undefined> {
    const answer = await this.http.send({
      method: 'POST',
      path: '/api/careers',
      body: JSON.stringify(START),
    });
    if (answer.status === 201) this.career = JSON.parse(answer.text);
    return this.check('start', answer);
  }

  private async joinAndLeave(careerId: string): Promise<string | undefined> {
    try {
      const joined = await this.socket
        .timeout(15_000)
        .emitWithAck('join', { stream: 'career', id: careerId });
      await this.socket.timeout(15_000).emitWithAck('leave', { stream: 'career', id: careerId });
      return (joined as { ok: boolean }).ok ? undefined : `join: ${JSON.stringify(joined).slice(0, 80)}`;
    } catch {
      return 'join: no ack in 15 s';
    }
  }

  private check(what: string, answer: { status: number }): string | undefined {
    const bad = answer.status === 0 || answer.status === 429 || answer.status >= 500;
    return bad ? `${what}: ${answer.status || 'no answer'}` : undefined;
  }
}
