import { fork, type ChildProcess } from 'node:child_process';
import { extname, join } from 'node:path';

/** A child process of the bench driven over IPC: each request waits for the answer of its kind. */
export class Child {
  readonly process: ChildProcess;
  private readonly waiting = new Map<string, { resolve: (m: never) => void; reject: (e: Error) => void }>();
  private failure?: Error;

  /** Forks `<module>.ts` (under swc) or `.js` (compiled) of this folder. */
  constructor(module: string, args: string[] = [], nodeArgs: readonly string[] = []) {
    this.process = fork(join(__dirname, `${module}${extname(__filename)}`), args, {
      execArgv: [...process.execArgv, ...nodeArgs],
      stdio: ['ignore', 2, 2, 'ipc'], // its output goes to stderr: stdout is the report's (--json)
    });
    this.process.on('message', (message: { kind: string; message?: string }) => {
      if (message.kind === 'error') return this.fail(new Error(`${module}: ${message.message}`));
      const waiter = this.waiting.get(message.kind);
      this.waiting.delete(message.kind);
      waiter?.resolve(message as never);
    });
    this.process.on('exit', (code) => this.fail(new Error(`${module} exited (${code})`)));
  }

  get pid(): number {
    return this.process.pid as number;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(this.failure);
    this.waiting.clear();
  }

  /**
   * Waits for a message of this kind (sending `command` first, if any); rejects, never throws, when the child's
   * channel is closed (a crowd move still on its way when the run closes its spectators).
   */
  ask<T>(answer: string, command?: object): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (command && !this.process.connected) return Promise.reject(new Error(`${answer}: the child is gone`));
    return new Promise((resolve, reject) => {
      this.waiting.set(answer, { resolve: resolve as (m: never) => void, reject });
      if (command) this.process.send(command, (error) => error && this.fail(error));
    });
  }

  send(command: object): void {
    if (this.process.connected) this.process.send(command);
  }

  /** Asks it to close (or kills it) and waits for its exit. */
  close(command?: object): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    if (command && this.process.connected) this.process.send(command);
    else this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 30_000); // a CPU profile takes a while to write
    return exited.finally(() => clearTimeout(timer));
  }
}
