import type { Decision } from '@periscope/rules';
import { nextCommand } from './career-driver';
import { START } from './careers-client';

/** A command the server acknowledged (200): its events must be in the store once each. */
export interface Ack {
  careerId: string;
  commandId: string;
  revision: number;
  events: number;
  answeredAt: number;
  /** The process that answered, and whether the answer was a replay of the command's first one. */
  process: string;
  replayed: boolean;
}

/** A command that failed and was sent again: the status the process answered, or how the request failed. */
export interface Failure {
  status: number | 'network' | 'timeout';
  code?: string;
  process: string;
  sentAt: number;
  answeredAt: number;
}

export interface LoadTarget {
  /** The processes to send to now (a load balancer routes around a dead one). */
  urls(): string[];
}

const REQUEST_TIMEOUT_MS = 15_000;
/** Before a command is sent again after a failure (any process, the same commandId). */
const RETRY_MS = 200;
/** Between two commands of one bot: a steady load, not a saturated machine. */
const PACE_MS = 15;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; body: Record<string, unknown> };

/**
 * Bots playing careers over HTTP on every process in turn, as players behind a load balancer: each command has its
 * own commandId and is sent again (to the next process) until it is answered 200, so a command is never given up.
 * A career that ends, or that a rule the engine does not play stops, gives way to a new one.
 */
export class CommandLoad {
  readonly acks: Ack[] = [];
  readonly failures: Failure[] = [];
  /** Every career started (201), in order. */
  readonly careers: string[] = [];
  private turn = 0;
  private stopped = false;
  private bots: Promise<void>[] = [];

  constructor(
    private readonly target: LoadTarget,
    private readonly botCount = 3,
  ) {}

  start(): void {
    this.bots = Array.from({ length: this.botCount }, (_, n) => this.bot(n));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.bots);
  }

  /** When the first command after `at` was acknowledged. */
  firstAckAfter(at: number): number | undefined {
    return this.acks.find((a) => a.answeredAt > at)?.answeredAt;
  }

  failuresBetween(from: number, to: number): Failure[] {
    return this.failures.filter((f) => f.answeredAt >= from && f.sentAt <= to);
  }

  private async bot(n: number): Promise<void> {
    while (!this.stopped) {
      const started = await this.send('/api/careers', { ...START, kommandant: `Kptlt. Last ${n}` }, 201);
      if (!started) return;
      const { careerId, seatToken } = started.body as { careerId: string; seatToken: string };
      this.careers.push(careerId);
      await this.play(careerId, seatToken, started.body.pending as Decision);
    }
  }

  private async play(careerId: string, seatToken: string, decision: Decision): Promise<void> {
    for (let sent = 1, command = nextCommand(decision); command && !this.stopped; sent++) {
      const commandId = `load-${sent}`;
      const answer = await this.send(
        `/api/careers/${careerId}/commands`,
        { commandId, ...command },
        200,
        seatToken,
      );
      if (!answer || answer.status !== 200) return; // stopped, or a rule ends this career: a new one
      const { events, revision, replayed } = answer.body as {
        events: unknown[];
        revision: number;
        replayed?: true;
      };
      const acked = { careerId, commandId, revision, events: events.length, answeredAt: Date.now() };
      this.acks.push({ ...acked, process: answer.url, replayed: replayed === true });
      command = nextCommand(answer.body.pending as Decision);
      await pause(PACE_MS);
    }
  }

  /**
   * Sends until the answer is `expected`, or a refusal the rules give (4xx but 408/429, 409 conflict); a 5xx, a
   * timeout and a dropped connection are noted and sent again. Undefined once stopped.
   */
  private async send(path: string, body: object, expected: number, token?: string) {
    while (!this.stopped) {
      const urls = this.target.urls();
      const url = urls[this.turn++ % urls.length];
      const sentAt = Date.now();
      const answer = await post(`${url}${path}`, body, token);
      if (typeof answer !== 'string' && answer.status === expected) return { ...answer, url };
      if (typeof answer !== 'string' && !retried(answer)) return { ...answer, url };
      const status = typeof answer === 'string' ? answer : answer.status;
      const code = typeof answer === 'string' ? undefined : (answer.body.code as string | undefined);
      this.failures.push({ status, code, process: url, sentAt, answeredAt: Date.now() });
      await pause(RETRY_MS);
    }
    return undefined;
  }
}

/** What is sent again: a server or store failure, a timeout, a conflict of two processes' appends. */
const retried = ({ status, body }: Answer) =>
  status >= 500 || status === 408 || status === 429 || body.code === 'career/conflict';

async function post(url: string, body: object, token?: string): Promise<Answer | 'network' | 'timeout'> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
  }
}
