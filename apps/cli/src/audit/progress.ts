import { AUDIT_WORDS, type AuditWords } from './audit-words';

/**
 * `periscope audit`'s progress on stderr (stdout keeps the report): on a terminal one line redrawn in place with
 * the elapsed time, twice a second; with --progress elsewhere (a log, CI), a line per stage.
 */
export class AuditProgress {
  private readonly started = performance.now();
  private stage = '';
  private ticker?: NodeJS.Timeout;

  constructor(
    private readonly write: (text: string) => void,
    private readonly tty: boolean,
    private readonly words: Pick<AuditWords, 'done'> = AUDIT_WORDS.en,
  ) {
    if (tty) this.ticker = setInterval(() => this.redraw(), 500).unref();
  }

  /** A new stage: `reading 3.3 MB`, `verifying 12,345 events on 2 threads`. */
  step(stage: string): void {
    this.stage = stage;
    if (this.tty) this.redraw();
    else this.write(`[audit] ${stage} (${this.seconds()} s)\n`);
  }

  /** The audit is over: the line is cleared on a terminal, a last line written elsewhere. */
  done(): void {
    if (this.ticker) clearInterval(this.ticker);
    if (this.tty) this.write('\r\x1b[K');
    else this.write(`[audit] ${this.words.done(this.seconds())}\n`);
  }

  private redraw(): void {
    this.write(`\r\x1b[K[audit] ${this.stage}… ${this.seconds()} s`);
  }

  private seconds(): string {
    return ((performance.now() - this.started) / 1000).toFixed(1);
  }
}

/** No progress: what the audit reports when neither stderr is a terminal nor --progress was given. */
export const NO_PROGRESS: Pick<AuditProgress, 'step' | 'done'> = {
  step: () => undefined,
  done: () => undefined,
};
