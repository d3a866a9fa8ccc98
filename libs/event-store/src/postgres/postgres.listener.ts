import pg from 'pg';
import { poolTimeouts } from './postgres.unavailable';

const MAX_BACKOFF_MS = 5000;

/**
 * One dedicated LISTEN connection per store: every NOTIFY on `channel` (an append by any process) calls `wake`.
 * A lost connection is re-opened with backoff; meanwhile subscribers rely on their polling fallback, and `wake`
 * is called again once listening resumes so that nothing committed in between waits for the next poll.
 */
export class PostgresListener {
  private client?: pg.Client;
  private retry?: NodeJS.Timeout;
  private backoffMs = 100;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly wake: () => void,
  ) {}

  /** Connects and listens; rejects if the first connection fails, so a bad URL stops start-up. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops listening for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.config, keepAlive: true, ...poolTimeouts() });
    this.client = client;
    client.on('notification', () => this.wake());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (error) {
      this.lost(client);
      throw error;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.backoffMs = 100;
    this.wake();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.retry = setTimeout(() => this.connect().catch(() => undefined), this.backoffMs);
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }
}
