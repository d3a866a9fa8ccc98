import { fork } from 'node:child_process';
import { extname, join } from 'node:path';
import type { SpectatorCommand } from './bench-tournament-clients';

// What drives bench:tournament's load, shared by the page bench (bench/web): the API's POSTs and the lean
// spectators' process over IPC.

export async function post(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The lean spectators' process (bench-tournament-clients): `ask` sends a command and waits for its answer. */
export function leanSpectators() {
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
