import { fork } from 'node:child_process';
import { extname, join } from 'node:path';
import type { ClientKind } from '../live/bench-live-connection';
import type { SpectatorCommand } from './bench-tournament-clients';
import { reportOf, type SpectatorReport, type SpectatorSamples } from './bench-tournament-samples';

// What drives bench:tournament's load, shared by the page bench (bench/web): the API's POSTs and the lean
// spectators' processes over IPC.

export async function post(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A lean spectators' process (bench-tournament-clients): `ask` sends a command and waits for its answer. */
function leanSpectators() {
  const child = fork(join(__dirname, `bench-tournament-clients${extname(__filename)}`), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(command: SpectatorCommand, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const listener = (message: { kind: string; message?: string }) => {
        if (message.kind === 'error') reject(new Error(message.message));
        if (message.kind !== answer) return;
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
      child.send(command);
    });
  return { child, ask, close: () => child.connected && child.send({ kind: 'close' }) };
}

/**
 * Spectators over several lean spectators' processes (`counts`: how many each holds), so that no one process
 * reads more than it can in time; `report` merges every process's samples.
 */
export function spectatorGroup(counts: readonly number[]) {
  const processes = counts.map(() => leanSpectators());
  return {
    pids: processes.map((p) => p.child.pid as number),
    open: (url: string, tournamentId: string, client: ClientKind) =>
      Promise.all(
        processes.map((p, i) =>
          p.ask({ kind: 'open', url, count: counts[i], tournamentId, client }, 'opened'),
        ),
      ),
    /** From now on: what was received before (the warm-up) does not count. */
    measure: () => processes.forEach((p) => p.child.send({ kind: 'measure' } satisfies SpectatorCommand)),
    report: async (): Promise<SpectatorReport> =>
      reportOf(
        await Promise.all(processes.map((p) => p.ask<SpectatorSamples>({ kind: 'report' }, 'samples'))),
      ),
    close: () => processes.forEach((p) => p.close()),
  };
}
