/**
 * Lets at most `perTurn` callers through per turn of the event loop: a crowd that arrives at once (5,000 sockets
 * re-joining after a restart) is answered a slice at a time, and the commands and updates of everyone else run
 * between the slices (docs/live.md "Joins").
 */
export class TurnGate {
  private passed = 0;
  private readonly waiting: (() => void)[] = [];
  private turnScheduled = false;

  constructor(private readonly perTurn: number) {}

  pass(): Promise<void> {
    this.nextTurn();
    if (this.waiting.length === 0 && this.passed < this.perTurn) {
      this.passed++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** At the next turn the count starts again, and the first of those waiting go through. */
  private nextTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(() => {
      this.turnScheduled = false;
      const next = this.waiting.splice(0, this.perTurn);
      this.passed = next.length;
      for (const resolve of next) resolve();
      if (this.waiting.length > 0 || this.passed > 0) this.nextTurn();
    });
  }
}
