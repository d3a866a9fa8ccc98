import type { TransportSingleOptions } from 'pino';

/**
 * How the logs are written: readable lines (pino-pretty, in a worker thread) for a person at a terminal, JSON lines
 * otherwise (a file, a pipe, a container's log collector), which is what log tooling reads.
 */
export function logTransport(stdoutIsTty: boolean): TransportSingleOptions | undefined {
  if (!stdoutIsTty) return undefined;
  return {
    target: 'pino-pretty',
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
  };
}
