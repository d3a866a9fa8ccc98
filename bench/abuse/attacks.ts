import { io, type Socket } from 'socket.io-client';
import { LoopbackClient, type Send } from './http-load';

/** What an attack's clients got back: status → count (0: no answer). */
export type Answers = Map<number, number>;

/** One hostile client's loop, bounded: it stops when `stopped()` says so. */
export interface Attack {
  readonly name: string;
  run(port: number, stopped: () => boolean, answers: Answers): Promise<void>;
}

const count = (answers: Answers, status: number) => answers.set(status, (answers.get(status) ?? 0) + 1);

/** `parallel` loops sending `send()` from one address until stopped. */
const flood = (name: string, address: string, parallel: number, send: () => Send): Attack => ({
  name,
  async run(port, stopped, answers) {
    const client = new LoopbackClient(port, address);
    const loop = async () => {
      while (!stopped()) count(answers, (await client.send(send())).status);
    };
    await Promise.all(Array.from({ length: parallel }, loop));
    client.close();
  },
});

const CAREER = { uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Flood' };
const wideBody = JSON.stringify({
  ...CAREER,
  ...Object.fromEntries(Array.from({ length: 8_500 }, (_, i) => [`k${i}`, 1])),
});
const flatBody = JSON.stringify({ ...CAREER, kommandant: 'x'.repeat(100_000) });
const deepBody = `{"uboatType":"VIIC","options":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
const post = (body: string) => () => ({ method: 'POST', path: '/api/careers', body });

/** A socket sending `leave` as fast as it may, opened again when the server closes it. */
const leaveFlood = (address: string, sockets: number): Attack => ({
  name: 'socket leave flood',
  async run(port, stopped, answers) {
    const one = async () => {
      while (!stopped()) {
        const socket: Socket = io(`http://127.0.0.1:${port}/live`, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          localAddress: address,
        } as Parameters<typeof io>[1]);
        await new Promise<void>((resolve) => {
          socket.once('connect_error', () => (count(answers, 403), resolve()));
          socket.once('disconnect', () => resolve());
          socket.once('connect', () => {
            const burst = () => {
              if (stopped() || !socket.connected) return resolve();
              for (let i = 0; i < 50; i++)
                socket.emit(
                  'leave',
                  { stream: 'career', id: `x${i}` },
                  (ack: { ok: boolean; error?: { statusCode: number } }) =>
                    count(answers, ack.ok ? 200 : (ack.error?.statusCode ?? 0)),
                );
              setTimeout(burst, 5);
            };
            burst();
          });
        });
        socket.close();
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await Promise.all(Array.from({ length: sockets }, one));
  },
});

/** Several addresses, each just under the per-IP request limit (THROTTLE_LIMIT, 600 a minute by default). */
const getFloodWithinLimits = (addresses: string[], perSecond: number): Attack => ({
  name: 'GET flood within the limits',
  async run(port, stopped, answers) {
    const one = async (address: string) => {
      const client = new LoopbackClient(port, address);
      while (!stopped()) {
        const started = performance.now();
        count(answers, (await client.send({ path: '/api/careers?limit=100' })).status);
        await new Promise((r) =>
          setTimeout(r, Math.max(0, 1000 / perSecond - (performance.now() - started))),
        );
      }
      client.close();
    };
    await Promise.all(addresses.map(one));
  },
});

/** The attacks of the bench, each from its own addresses (127.0.1.x). */
export function attacks(tournamentId: string): Attack[] {
  return [
    flood('export flood', '127.0.1.1', 16, () => ({ path: `/api/tournaments/${tournamentId}/export` })),
    flood('wide bodies', '127.0.1.2', 8, post(wideBody)),
    leaveFlood('127.0.1.3', 4),
    flood('large flat bodies', '127.0.1.4', 8, post(flatBody)),
    getFloodWithinLimits(
      Array.from({ length: 8 }, (_, i) => `127.0.2.${i + 1}`),
      9,
    ),
    flood('deep bodies', '127.0.1.6', 8, post(deepBody)),
    flood('audits', '127.0.1.7', 4, () => ({ path: `/api/tournaments/${tournamentId}/audit` })),
  ];
}
