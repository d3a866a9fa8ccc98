import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from './limits';

/** Whether the address `hops` steps from the server is a proxy to believe (express's compiled `trust proxy`). */
export type Trust = (address: string, hops: number) => boolean;

/** The client's address of every per-IP limit (README "Behind a proxy"), as express's req.ip gives it. */
export interface ClientAddresses {
  /** Whether a connection from `address` is one of the trusted proxies (its clients are told by their requests). */
  fromProxy(address: string | undefined): boolean;
  /** The client's address of a request: the first untrusted address of the X-Forwarded-For chain. */
  of(req: IncomingMessage): string;
}

/** Sets express's `trust proxy` (req.ip, the API's limits) and gives the same answer to the other limits. */
export function clientAddresses(app: INestApplication, trustProxy: TrustProxy): ClientAddresses {
  const express = (app as NestExpressApplication).getHttpAdapter().getInstance();
  express.set('trust proxy', trustProxy);
  const trust = express.get('trust proxy fn') as Trust;
  return {
    fromProxy: (address) => trustProxy !== false && trust(address ?? '', 0),
    of: (req) => clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust),
  };
}

/** The first address, from the server outwards, that is not a trusted proxy (or the farthest one given). */
export function clientAddress(
  remote: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: Trust,
) {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '')
    .reverse();
  const chain = [remote ?? '', ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop++;
  return chain[hop];
}
