import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Socket as TcpSocket } from 'node:net';
import type { Socket } from 'socket.io-client';
import { configureApp } from '../../apps/server/src/configure-app';
import { appModuleWith } from './app-module-with';

// The set-up of the suites that play hostile clients on loopback: a server with small limits, raw sockets read
// to the end, and every socket a test opened closed before the next one counts connections.

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The app with these limits (environment variables), listening on a free loopback port. */
export async function listeningWith(limits: Record<string, string>) {
  const module = await Test.createTestingModule({ imports: [await appModuleWith(limits)] }).compile();
  const app: INestApplication = configureApp(module.createNestApplication({ logger: false }));
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return { app, url, port: Number(new URL(url).port) };
}

/** Closes the raw and socket.io sockets a test opened, then gives the server `ms` to see the closes. */
export async function closeAll(opened: (TcpSocket | Socket)[], ms: number): Promise<void> {
  for (const socket of opened.splice(0))
    if (socket instanceof TcpSocket) socket.destroy();
    else socket.close();
  await wait(ms);
}

/** Everything the server writes on a raw socket until it closes (or `ms`). */
export const received = (socket: TcpSocket, ms: number) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    const timer = setTimeout(() => resolve(text), ms);
    socket.once('close', () => (clearTimeout(timer), resolve(text)));
  });
