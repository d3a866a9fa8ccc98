import {
  defaultChartPack,
  SeededDice,
  wolfpackNames,
  type CareerEvent,
  type CareerState,
} from '@periscope/rules';
import type { CareerAdvanced, WolfpackFormed, WolfpackRoundStarted, WolfpackTournamentEvent } from './events';
import { formPacks, PACK_SIZE } from './packs';
import { boatDone, playWolfpackTournament } from './play-tournament';
import { standingsOf } from './standings';
import { coordinate, packOf } from './coordinator';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => `Kptlt. ${i + 1}`);
const dice = (seed = 'names') => new SeededDice({ serverSeed: 'wolfpack-tests', playerSeed: seed });
const of = <T extends WolfpackTournamentEvent['type']>(events: readonly WolfpackTournamentEvent[], type: T) =>
  events.filter((e): e is Extract<WolfpackTournamentEvent, { type: T }> => e.type === type);

describe('13.5.1 formation: packs of six, each with a unique 14.5 name', () => {
  it('twelve entrants make two packs of six, in the order they came', () => {
    const packs = formPacks(entrants(12), { fillWithBots: false }, dice(), defaultChartPack);
    expect(packs.map((p) => p.data.seats.map((s) => s.entrant))).toEqual([
      entrants(12).slice(0, 6),
      entrants(12).slice(6),
    ]);
    expect(packs.flatMap((p) => p.data.seats.map((s) => s.seat))).toEqual([
      1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it('Q-41: the remainder sails as a smaller pack, or bots fill its seats when the organiser asks', () => {
    const short = formPacks(entrants(8), { fillWithBots: false }, dice(), defaultChartPack);
    expect(short.map((p) => p.data.seats.length)).toEqual([6, 2]);
    const filled = formPacks(entrants(8), { fillWithBots: true }, dice(), defaultChartPack);
    expect(filled.map((p) => p.data.seats.length)).toEqual([PACK_SIZE, PACK_SIZE]);
    expect(filled[1].data.seats.filter((s) => s.bot).map((s) => s.seat)).toEqual([3, 4, 5, 6]);
  });

  it('14.5: names come from the list and no two packs share one, however many packs', () => {
    const packs = formPacks(entrants(60), { fillWithBots: false }, dice(), defaultChartPack);
    const labels = new Set(wolfpackNames(defaultChartPack).map((w) => w.label));
    expect(packs).toHaveLength(10);
    expect(packs.every((p) => labels.has(p.data.pack))).toBe(true);
    expect(new Set(packs.map((p) => p.data.pack)).size).toBe(10);
  });
});

describe('13.5 a wolfpack tournament of twelve bots in two packs, played to the end', () => {
  const played = playWolfpackTournament({ serverSeed: 'wolfpack-e2e-seed', entrants: entrants(12) });
  const careers = new Map<string, CareerEvent[]>();
  for (const e of of(played.events, 'CareerAdvanced'))
    careers.set(e.data.entrant, [...(careers.get(e.data.entrant) ?? []), ...e.data.events]);

  it('13.5.6: it ends with every boat sunk, or home after its patrol (aborted or not)', () => {
    expect(played.stopped).toBe('over');
    expect(played.events[played.events.length - 1].type).toBe('WolfpackTournamentEnded');
    expect(careers.size).toBe(12);
    for (const events of careers.values())
      expect(events.some((e) => e.type === 'CareerEnded' || e.type === 'PatrolCompleted')).toBe(true);
  });

  it('13.5.3: every boat that reached the first Atlantic box fought the pack’s convoy from round 1, with no [E1] roll there', () => {
    const opened = of(played.events, 'ConvoyBattleOpened');
    const firsts = of(played.events, 'WolfpackFormed').map((f) =>
      opened.find((o) => o.data.pack === f.data.pack),
    );
    expect(firsts.map((o) => o?.data.box)).toEqual([2, 2]);
    for (const events of careers.values()) {
      const musters = events.filter((e) => e.type === 'PackMustered');
      if (musters.length === 0) continue; // sunk or aborted in the Bay of Biscay
      expect(musters[0].data).toMatchObject({ rule: '13.5.3', box: 2, rolled: null, round: 1 });
      expect(
        events.some(
          (e) =>
            e.type === 'EncounterRolled' &&
            e.data.boxIndex === 2 &&
            events.indexOf(e) < events.indexOf(musters[0]),
        ),
      ).toBe(false);
    }
  });

  it('13.5.4: each round one 1d6 of the pack’s own stream names a boat in the round (+1); the others get −1', () => {
    const rounds = of(played.events, 'WolfpackRoundStarted');
    expect(rounds.length).toBeGreaterThan(0);
    for (const r of rounds) {
      expect(r.data.participants).toContain(r.data.penalisedSeat);
      expect(r.data.rolls.slice(0, -1).every((roll) => !r.data.participants.includes(roll.value))).toBe(true);
      const orders = ordersAfter(played.events, r);
      expect(orders.map((o) => (o.data.command.data as { detection: string }).detection).sort()).toEqual(
        r.data.participants.map((s) => (s === r.data.penalisedSeat ? 'focused' : 'busy')).sort(),
      );
    }
    // its own stream: the pack's rolls are the seeded stream of 'wolfpack:<name>', nonce after nonce
    const pack = of(played.events, 'WolfpackFormed')[0].data.pack;
    const nonces = rounds
      .filter((r) => r.data.pack === pack)
      .flatMap((r) => r.data.rolls.map((roll) => roll.nonce));
    expect(nonces).toEqual(nonces.map((_, i) => i));
  });

  it('13.5.5: at most three rounds a battle, rounds in order', () => {
    for (const r of of(played.events, 'WolfpackRoundStarted')) expect(r.data.round).toBeLessThanOrEqual(3);
    expect(of(played.events, 'ConvoyBattleOpened').length).toBe(
      of(played.events, 'ConvoyBattleClosed').length,
    );
  });

  it('13.5.1: the final standings equal a recomputation from the event log (ships sunk, summed by pack)', () => {
    const ended = of(played.events, 'WolfpackTournamentEnded')[0].data.standings;
    expect(ended).toEqual(standingsOf(played.events.slice(0, -1)));
    const sunk = (entrant: string) =>
      (careers.get(entrant) ?? []).reduce((t, e) => t + (e.type === 'ShipSunk' ? e.data.tonnage : 0), 0);
    for (const row of ended.individual) expect(row.tonnage).toBe(sunk(row.entrant));
    const formed = of(played.events, 'WolfpackFormed');
    for (const row of ended.packs) {
      const seats = (formed.find((f) => f.data.pack === row.pack) as WolfpackFormed).data.seats;
      expect(row.tonnage).toBe(seats.reduce((t, s) => t + sunk(s.entrant), 0));
    }
  });

  it('is deterministic: the same seeds play the same tournament', () => {
    const again = playWolfpackTournament({ serverSeed: 'wolfpack-e2e-seed', entrants: entrants(12) });
    expect(again.events).toEqual(played.events);
  });
});

describe('property: whatever the seeds, every boat of every pack reaches an end', () => {
  it.each(['s1', 's2', 's3', 's4', 's5'])('seed %s', (seed) => {
    const played = playWolfpackTournament({
      serverSeed: seed,
      entrants: entrants(8),
      formation: { fillWithBots: true },
    });
    expect(played.stopped).toBe('over');
    const last = new Map<string, CareerEvent[]>();
    for (const e of of(played.events, 'CareerAdvanced'))
      last.set(e.data.entrant, [...(last.get(e.data.entrant) ?? []), ...e.data.events]);
    expect(last.size).toBe(12);
  });
});

describe('the coordinator waits', () => {
  it('for every boat of the pack to muster before it rolls anything', () => {
    const formed = formPacks(entrants(2), { fillWithBots: false }, dice(), defaultChartPack)[0];
    const underway = { step: { kind: 'underway' } } as unknown as CareerState;
    const states = new Map([
      [1, underway],
      [2, underway],
    ]);
    expect(coordinate(packOf(formed), states, dice('pack'))).toEqual({ events: [], orders: [] });
    expect(boatDone({ step: { kind: 'ended', reason: 'sunk' }, patrolsCompleted: 0 } as never)).toBe(true);
  });
});

describe('the coordinator waits for a Kommandant choosing between his pack and his own contact (13.5.5)', () => {
  const formed = () => formPacks(entrants(2), { fillWithBots: false }, dice(), defaultChartPack)[0];
  const mustered = (choosing: boolean) =>
    ({
      career: { options: { wolfpackTournament: true } },
      patrol: { number: 1, abort: null },
      encounter: null,
      step: { kind: 'wolfpack', muster: { rule: '13.5.5', box: 3, rolled: 'none', round: 2, choosing } },
    }) as unknown as CareerState;

  it('Given one boat mustered and one choosing, When the coordinator looks, Then it orders nothing (no race)', () => {
    const boats = new Map([
      [1, mustered(false)],
      [2, mustered(true)],
    ]);
    expect(coordinate(packOf(formed()), boats, dice('pack'))).toEqual({ events: [], orders: [] });
  });

  it('Given both mustered with nobody on Convoy, Then the pack sails alone: each boat is dismissed (Q-45)', () => {
    const boats = new Map([
      [1, mustered(false)],
      [2, mustered(false)],
    ]);
    const { events, orders } = coordinate(packOf(formed()), boats, dice('pack'));
    expect(events.map((e) => e.type)).toEqual(['PackSailedAlone']);
    expect(orders).toEqual([
      { seat: 1, command: { type: 'DismissPack', data: {} } },
      { seat: 2, command: { type: 'DismissPack', data: {} } },
    ]);
  });
});

/** The coordinator's OpenPackRound orders that follow a round's start. */
function ordersAfter(
  events: readonly WolfpackTournamentEvent[],
  round: WolfpackRoundStarted,
): CareerAdvanced[] {
  const at = events.indexOf(round);
  const orders: CareerAdvanced[] = [];
  for (const e of events.slice(at + 1)) {
    if (e.type !== 'CareerAdvanced' || e.data.by !== 'coordinator' || e.data.command.type !== 'OpenPackRound')
      break;
    orders.push(e);
  }
  return orders;
}
