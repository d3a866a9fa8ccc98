import type { ClientEvent } from '../events';
import { patrolLog } from './patrol-log';
import { longCareer, playedCareer, tankerCareer } from './log.fixtures';

/** The data of every event of this type, in the order of the stream. */
const dataOf = <T>(events: readonly ClientEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.data as T);

/** The events of each patrol: from its PatrolAssigned to the next one. */
function byPatrol(events: readonly ClientEvent[]): ClientEvent[][] {
  const patrols: ClientEvent[][] = [];
  for (const event of events) {
    if (event.type === 'PatrolAssigned') patrols.push([]);
    patrols.at(-1)?.push(event);
  }
  return patrols;
}

describe('patrolLog', () => {
  const { events, state } = longCareer();
  const log = patrolLog(events);
  const patrols = byPatrol(events);

  it('is a career of several patrols with ships sunk on more than one (the fixture holds)', () => {
    expect(patrols.length).toBeGreaterThanOrEqual(4);
    expect(log.patrols.filter((p) => p.ships.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(state.step.kind).toBe('ended');
  });

  it('has one entry per patrol sailed, with its number, month and area (7.0)', () => {
    const assigned = dataOf<{ number: number; date: string; area: string }>(events, 'PatrolAssigned');
    expect(log.patrols.map(({ number, sailed, area }) => ({ number, date: sailed, area }))).toEqual(
      assigned.map(({ number, date, area }) => ({ number, date, area })),
    );
  });

  it("writes each ship on the patrol that sank it, and adds up to the career's tonnage (5.2.1)", () => {
    log.patrols.forEach((entry, i) => {
      const sunk = dataOf<{ name: string; tonnage: number }>(patrols[i], 'ShipSunk');
      expect(entry.ships.map(({ name, tonnage }) => ({ name, tonnage }))).toEqual(
        sunk.map(({ name, tonnage }) => ({ name, tonnage })),
      );
      expect(entry.tonnage).toBe(sunk.reduce((n, s) => n + s.tonnage, 0) + entry.theoreticalTonnage);
    });
    expect(log.tonnage).toBe(state.tonnage);
    expect(log.shipsSunk).toBe(dataOf(events, 'ShipSunk').length);
  });

  it('dates each patrol from the month it sailed to the month it was back in port (10.11.6)', () => {
    const back = dataOf<{ patrol: number; atSea: string[]; returned: string }>(events, 'BoatReturned');
    for (const { patrol, atSea, returned } of back) {
      expect(log.patrols[patrol - 1]).toMatchObject({ atSea, returned, sailed: atSea[0] });
    }
  });

  it('writes the header with the rank as it stands, the awards and promotions, and the end (5.2)', () => {
    const { kommandant, uboatType } = dataOf<{ kommandant: string; uboatType: string }>(
      events,
      'CareerStarted',
    )[0];
    expect(log.header).toMatchObject({ kommandant, uboatType, rank: state.career?.rank });
    const awards = dataOf<{ awards: string[] }>(events, 'DecorationsAwarded').flatMap((d) => d.awards);
    expect(log.patrols.flatMap((p) => p.awards)).toEqual(awards);
    const promoted = dataOf<{ promoted: boolean }>(events, 'PromotionRolled').filter((p) => p.promoted);
    expect(log.patrols.filter((p) => p.promotion !== null)).toHaveLength(promoted.length);
    const { reason, victoryLevel, tonnage } = dataOf<Record<string, unknown>>(events, 'CareerEnded')[0];
    expect(log.ended).toMatchObject({ reason, victoryLevel, tonnage });
  });

  it('lists the encounters met by their box, and how each patrol ended (7.5, 10.9)', () => {
    log.patrols.forEach((entry, i) => {
      const met = dataOf<{ result: string; boxIndex: number }>(patrols[i], 'EncounterRolled');
      expect(entry.encounters.map((e) => [e.kind, e.box])).toEqual(
        met.filter((m) => m.result !== 'none').map((m) => [m.result, m.boxIndex + 1]),
      );
      const aborted = patrols[i].some((e) => e.type === 'PatrolAborted');
      expect(entry.outcome).toBe(aborted ? 'aborted' : 'returned');
    });
  });

  it('writes the damage and the wounds taken at sea (10.1, 10.3, 10.6)', () => {
    log.patrols.forEach((entry, i) => {
      const hits = dataOf<{ systems: string[]; hull: number }>(patrols[i], 'UBoatHit');
      expect(new Set(entry.damage.systems)).toEqual(new Set(hits.flatMap((h) => h.systems)));
      expect(entry.damage.hull).toBe(Math.max(0, ...hits.map((h) => h.hull)));
      const wounds = dataOf<{ before: string; after: string }>(patrols[i], 'CrewInjured');
      expect(entry.crew.wounds).toHaveLength(wounds.filter((w) => w.before !== w.after).length);
    });
  });

  it('ends the last patrol with the boat when it is sunk at sea (9.6.10)', () => {
    const lost = playedCareer('log-2', 'VIIC');
    const last = patrolLog(lost.events).patrols.at(-1);
    expect(lost.events.some((e) => e.type === 'UBoatSunk')).toBe(true);
    expect(last).toMatchObject({ outcome: 'sunk', returned: null });
  });

  it("counts a tanker's theoretical tonnage on its patrols (11.4.10.5)", () => {
    const tanker = tankerCareer();
    const tankerLog = patrolLog(tanker.events);
    expect(tanker.state.theoreticalTonnage).toBeGreaterThan(0);
    expect(tankerLog.tonnage).toBe(tanker.state.tonnage);
    expect(tankerLog.patrols.reduce((n, p) => n + p.theoreticalTonnage, 0)).toBe(
      tanker.state.theoreticalTonnage,
    );
  });
});
