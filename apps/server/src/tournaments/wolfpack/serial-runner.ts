/**
 * Runs `work` one at a time: a trigger while it runs makes it run once more afterwards (triggers coalesce), so a
 * burst of appends costs one or two passes and never two at once.
 */
export class SerialRunner {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly work: () => Promise<void>) {}

  trigger(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop();
  }

  get busy(): boolean {
    return this.running !== null;
  }

  /** Resolves once no run is under way or due. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.work();
      } while (this.again);
    } finally {
      this.running = null;
    }
  }
}
