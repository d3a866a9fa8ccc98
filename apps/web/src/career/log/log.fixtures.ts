import { cautious, playCareer, type CareerState, type UBoatType } from '@periscope/rules';
import type { ClientEvent } from '../events';

/** A career as the client holds it: its events (as served) and the state they fold to. */
export interface CareerFixture {
  readonly events: readonly ClientEvent[];
  readonly state: CareerState;
}

const asClientEvents = (events: readonly { type: string; data: unknown }[]): ClientEvent[] =>
  events.map(({ type, data }, i) => ({
    revision: i,
    position: 1_000 + i,
    type,
    data,
    recordedAt: '2026-01-01T00:00:00.000Z',
  }));

const cache = new Map<string, CareerFixture>();

/** A career played to its end by the cautious bot on seeded dice (the same seed, the same career). */
export function playedCareer(serverSeed: string, uboatType: UBoatType = 'IXC'): CareerFixture {
  const key = `${serverSeed}/${uboatType}`;
  const known = cache.get(key);
  if (known) return known;
  const played = playCareer(cautious, { serverSeed, uboatType, maxCommands: 5_000 });
  const fixture = { events: asClientEvents(played.events), state: played.state };
  cache.set(key, fixture);
  return fixture;
}

/** A Type IXC from 7/43 to the war's end: several patrols, ships sunk on more than one (its tests check it holds). */
export const longCareer = () => playedCareer('log-104');

/** A Type XIV milk cow: its replenishments credit theoretical tonnage (11.4.10.5), no ship sunk. */
export const tankerCareer = () => playedCareer('tank-4', 'XIV');
