import { playCareer, POLICIES } from '../../bots';
import { CAREER_EVENT_TYPES, type CareerEvent } from '../model/events';
import { evolve } from '../evolve';
import { rollsIn } from '../model/rolls-in';
import { initialState } from '../model/state';
import type { ProjectedEvent } from './patrol-log';
import { foldPatrol, initialPatrolFold, patrolViewAfter, patrolViewOf, type PatrolFold } from './patrol-view';

/** A career's events as the store would hand them over: revisions from 0, positions from 1. */
const stored = (events: readonly CareerEvent[]): ProjectedEvent[] =>
  events.map((e, i) => ({
    type: e.type,
    data: JSON.parse(JSON.stringify(e.data)),
    revision: i,
    position: i + 1,
  }));

/** Careers the aggressive bot plays on fixed seeds: attacks, escorts, depth charges. */
const careers = Array.from({ length: 12 }, (_, n) =>
  stored(playCareer(POLICIES.aggressive, { serverSeed: `patrol-view-${n}`, maxCommands: 400 }).events),
);
const all = careers.flat();
const ofType = (events: readonly ProjectedEvent[], type: string) => events.filter((e) => e.type === type);
const sincePatrolStart = (events: readonly ProjectedEvent[]) =>
  events.slice(events.map((e) => e.type).lastIndexOf('PatrolAssigned'));

describe('the patrol view projection', () => {
  it('holds the boat, route and encounter exactly as the engine folds them', () => {
    for (const events of careers) {
      const state = events.reduce((s, e) => evolve(s, e as unknown as CareerEvent), initialState());
      const view = patrolViewAfter(events);
      expect(view.boat).toEqual(state.boat);
      expect(view.patrol?.boxIndex).toBe(state.patrol?.boxIndex);
      expect(view.patrol?.box ?? null).toEqual(state.patrol?.boxes[state.patrol.boxIndex] ?? null);
      expect(view.encounter?.ships.map(({ target: _, ...ship }) => ship) ?? null).toEqual(
        state.encounter?.ships ?? null,
      );
      expect(view.revision).toBe(events.length - 1);
      expect(view.position).toBe(events.length);
    }
  });

  it('lists every roll of the patrol with its modifiers, in order', () => {
    for (const events of careers) {
      const patrol = sincePatrolStart(events);
      const view = patrolViewAfter(events);
      expect(view.rolls.map((r) => r.roll)).toEqual(patrol.flatMap((e) => rollsIn(e.data)));
      for (const entry of view.rolls) expect(Array.isArray(entry.roll.modifiers)).toBe(true);
    }
    expect(
      careers.some((events) => patrolViewAfter(events).rolls.some((r) => r.roll.modifiers.length > 0)),
    ).toBe(true);
  });

  it('names the ships hit and sunk in the patrol, with the tonnage the events give', () => {
    for (const events of careers) {
      const patrol = sincePatrolStart(events);
      const view = patrolViewAfter(events);
      expect(view.shipsHit.map((h) => h.points)).toEqual(
        ofType(patrol, 'ShipDamaged').map((e) => (e.data as { points: number }).points),
      );
      expect(view.shipsSunk.map((s) => s.tonnage)).toEqual(
        ofType(patrol, 'ShipSunk').map((e) => (e.data as { tonnage: number }).tonnage),
      );
      expect(view.shipsHit.every((h) => typeof h.name === 'string')).toBe(true);
    }
    expect(ofType(all, 'ShipSunk').length).toBeGreaterThan(0);
  });

  it('follows the depth-charge cycle of the encounter: detection, attack, hits', () => {
    const hunted = careers.filter((events) => ofType(events, 'DepthCharged').length > 0);
    expect(hunted.length).toBeGreaterThan(0);
    for (const events of hunted) {
      // Cut right after the first depth-charge attack: the cycle shows the detection that led to it.
      const cut = events.findIndex((e) => e.type === 'DepthCharged') + 1;
      const view = patrolViewAfter(events.slice(0, cut));
      const kinds = view.depthCharges.map((s) => s.kind);
      expect(kinds.at(-1)).toBe('attack');
      expect(kinds).toContain('detection');
      const attack = events[cut - 1].data as { hits: number };
      expect(view.depthCharges.at(-1)).toMatchObject({ kind: 'attack', hits: attack.hits });
    }
  });

  it('says where the boat is: in port, underway in a box, in an encounter', () => {
    const events = careers[0];
    const statuses = events.map((_, i) => patrolViewAfter(events.slice(0, i + 1)).status);
    expect(statuses[0]).toBe('inPort');
    expect(statuses).toContain('underway');
    expect(statuses).toContain('encounter');
  });

  it('skips an event type it does not know, counting it, and goes on', () => {
    const events = careers[0];
    const half = Math.floor(events.length / 2);
    const unknown: ProjectedEvent = {
      type: 'SomethingNew',
      data: { note: 'a later engine wrote this' },
      revision: half,
      position: half + 1,
    };
    const shifted = events
      .slice(half)
      .map((e) => ({ ...e, revision: e.revision + 1, position: e.position + 1 }));
    const withUnknown = [...events.slice(0, half), unknown, ...shifted];
    const view = patrolViewAfter(withUnknown);
    const plain = patrolViewAfter(events);
    expect(view.ignored).toEqual({ count: 1, lastType: 'SomethingNew' });
    expect(view.boat).toEqual(plain.boat);
    expect(view.shipsSunk.map((s) => s.name)).toEqual(plain.shipsSunk.map((s) => s.name));
  });

  it('knows every event type the engine writes: none of the careers’ events is skipped', () => {
    for (const events of careers)
      expect(patrolViewAfter(events).ignored).toEqual({ count: 0, lastType: null });
    const written = new Set(all.map((e) => e.type));
    expect([...written].filter((type) => !CAREER_EVENT_TYPES.includes(type as CareerEvent['type']))).toEqual(
      [],
    );
  });

  it('skips an unknown type by its name, not by what evolve would make of its data', () => {
    // Data evolve would choke on: an unknown type is never handed to it.
    const odd: ProjectedEvent = { type: 'ShipSunkLater', data: null, revision: 0, position: 1 };
    expect(patrolViewAfter([odd]).ignored).toEqual({ count: 1, lastType: 'ShipSunkLater' });
    // A known type is folded by the engine, whose errors are not swallowed.
    const broken: ProjectedEvent = { type: 'PatrolAssigned', data: null, revision: 0, position: 1 };
    expect(() => patrolViewAfter([broken])).toThrow();
  });

  it('folds the same from a stored row as from the start (the projector resumes from its rows)', () => {
    const events = careers[1];
    const half = Math.floor(events.length / 2);
    const row = JSON.parse(JSON.stringify(events.slice(0, half).reduce(foldPatrol, initialPatrolFold())));
    const resumed = events.slice(half).reduce(foldPatrol, row as PatrolFold);
    expect(patrolViewOf(resumed)).toEqual(patrolViewAfter(events));
  });
});
