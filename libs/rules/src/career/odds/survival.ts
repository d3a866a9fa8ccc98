import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { rollHit } from '../damage/uboat-damage';
import { evolve } from '../evolve';
import type { CareerEvent } from '../model/events';
import { boardOf, boatOf, careerOf, huntOf, type CareerState } from '../model/state';
import { enumerate } from './enumerate';

// Whether the boat outlives an attack's hits (9.6.11, 9.6.13, 10.1.2, 10.3.2): each hit is one [E4] roll the engine
// makes, and only the hull and flooding tracks decide whether the next hits can sink it. The tracks after each hit
// are enumerated over the d66, then chained hit by hit.

const SUNK = 'sunk';
const SURFACED = 'surfaced'; // 10.1.2: the flooding track is full, the remaining hits are ignored

interface Tracks {
  readonly hull: number;
  readonly flooding: number;
}

const keyOf = (t: Tracks) => `${t.hull},${t.flooding}`;
const tracksOf = (key: string): Tracks => {
  const [hull, flooding] = key.split(',').map(Number);
  return { hull, flooding };
};

/** Where one [E4] hit leaves the tracks, with the chance of each. */
function oneHit(state: CareerState, tracks: Tracks, charts: ChartPack): Map<string, number> {
  const boat = { ...boatOf(state), hullDamage: tracks.hull, flooding: tracks.flooding };
  const board = boardOf(charts, careerOf(state).uboatType);
  const found = enumerate(
    (dice: DiceSource) => rollHit(boat, board, 'normal', dice, charts).data,
    (hit) => [hit.sunk ? SUNK : hit.forcedToSurface ? SURFACED : keyOf(hit)],
  );
  return found ?? new Map();
}

/** 9.6.13, 10.3.2: the chance that `hits` hits on [E4] fill the hull from these tracks. */
export function hullFilledBy(state: CareerState, hits: number, from: Tracks, charts: ChartPack): number {
  const steps = new Map<string, Map<string, number>>();
  let open = new Map([[keyOf(from), 1]]);
  let filled = 0;
  for (let i = 0; i < hits; i++) {
    const next = new Map<string, number>();
    for (const [key, p] of open) {
      if (!steps.has(key)) steps.set(key, oneHit(state, tracksOf(key), charts));
      for (const [to, q] of steps.get(key) as Map<string, number>) {
        if (to === SUNK) filled += p * q;
        else if (to !== SURFACED) next.set(to, (next.get(to) ?? 0) + p * q);
      }
    }
    open = next;
  }
  return filled;
}

const ATTACKS: readonly CareerEvent['type'][] = ['DepthCharged', 'AircraftAttacked'];

/** The depth-charge round as the attack leaves it, under a label that `rounds` maps to its state (hunt-round.ts). */
function roundAfter(
  state: CareerState,
  events: readonly CareerEvent[],
  rounds: Map<string, CareerState>,
): string {
  const after = events.reduce(evolve, state);
  const { hullDamage, flooding } = boatOf(after);
  const label = `round:${huntOf(after).hitsToRoll}@${hullDamage},${flooding}`;
  if (!rounds.has(label)) rounds.set(label, after);
  return label;
}

/**
 * What one run's attack did: 'sunk' by the attack itself (or the dive, or a torpedo), 'manoeuvre' when the attack
 * waits for the evasive manoeuvre (14.8), else 'hits:n@hull,flooding' with the tracks its hits start from; for
 * depth charges with `rounds`, 'round:…' and the state the round goes on from.
 */
export function attackOutcome(
  state: CareerState,
  events: readonly CareerEvent[],
  rounds?: Map<string, CareerState>,
): string[] {
  if (events.some((e) => e.type === 'UBoatSunk' && e.data.cause !== 'hull')) return [SUNK];
  if (events.some((e) => e.type === 'EvasiveManoeuvreDue')) return ['manoeuvre'];
  const at = events.findIndex((e) => ATTACKS.includes(e.type));
  if (at < 0) return [];
  const attack = events[at] as Extract<CareerEvent, { type: 'DepthCharged' | 'AircraftAttacked' }>;
  if (rounds && attack.type === 'DepthCharged') return [roundAfter(state, events.slice(0, at + 1), rounds)];
  const before = boatOf(events.slice(0, at).reduce(evolve, state));
  return [`hits:${attack.data.hits}@${before.hullDamage},${before.flooding}`];
}

/** The attack sinks the boat, its hits fill the hull, or it survives, from the outcomes attackOutcome counted. */
export function roundChances(
  state: CareerState,
  found: ReadonlyMap<string, number>,
  charts: ChartPack,
): { readonly sunk: number; readonly filled: number } {
  let filled = 0;
  for (const [label, p] of found) {
    const hits = /^hits:(\d+)@(\d+),(\d+)$/.exec(label);
    if (hits && Number(hits[1]) > 0)
      filled += p * hullFilledBy(state, Number(hits[1]), tracksOf(`${hits[2]},${hits[3]}`), charts);
  }
  return { sunk: found.get(SUNK) ?? 0, filled };
}
