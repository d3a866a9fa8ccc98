import { careerResult, type Ruling } from '@periscope/audit';
import { botCareers, wolfpackCareers } from './career-rows.fixtures';
import { ruledEncounter, sinkings } from './sinkings';

// A score sheet and the leaders' chart count each sinking as the standings do, rulings honoured (E-AUDIT-ENCOUNTER).
describe('the sinkings of a career, as they count', () => {
  const careers = wolfpackCareers();
  const total = (events: Parameters<typeof sinkings>[0], rulings: Ruling[] = []) =>
    sinkings(events, rulings).reduce((t, s) => t + s.counts, 0);

  it("count each ShipSunk's tonnage without a ruling", () => {
    for (const { events } of careers) expect(total(events)).toBe(careerResult(events).tonnage);
  });

  it('count nothing sunk in a voided encounter', () => {
    // A sinking in an encounter its EncounterRolled opened (not the pack's first convoy, 13.5.3, which has none)
    const closes = [
      'EncounterRolled',
      'TravelBoxEntered',
      'PatrolAssigned',
      'PatrolCompleted',
      'CareerEnded',
    ];
    const found = [...careers, ...botCareers()].flatMap(({ events }) =>
      events.flatMap((e, i) => {
        if (e.type !== 'ShipSunk') return [];
        const opener = events
          .slice(0, i)
          .filter((x) => closes.includes(x.type))
          .at(-1);
        return opener?.type === 'EncounterRolled' ? [{ events, opener }] : [];
      }),
    );
    expect(found.length).toBeGreaterThan(0);
    const { events, opener } = found[0];
    const voids: Ruling[] = [{ kind: 'voidEncounter', revision: opener.revision }];
    expect(total(events, voids)).toBe(careerResult(events, voids).tonnage);
    expect(total(events, voids)).toBeLessThan(total(events));
  });

  it('count a corrected sinking at its ruled tonnage', () => {
    const sank = careers.find((c) => c.events.some((e) => e.type === 'ShipSunk'));
    expect(sank).toBeDefined();
    const { events } = sank as (typeof careers)[number];
    const first = events.find((e) => e.type === 'ShipSunk') as (typeof events)[number];
    const correct: Ruling = {
      kind: 'correctResult',
      revision: first.revision,
      field: 'tonnage',
      from: Number(first.data.tonnage),
      to: 1,
    };
    expect(total(events, [correct])).toBe(careerResult(events, [correct]).tonnage);
    expect(total(events, [correct])).toBeLessThan(total(events));
    expect(sinkings(events, [correct])[0]).toMatchObject({ tonnage: correct.from, counts: 1 });
  });
});

describe('the encounter a ruling names', () => {
  const row = (revision: number, type: string, data: Record<string, unknown> = {}) => ({
    revision,
    type,
    data,
  });
  const career = [
    row(0, 'CareerStarted', { uboatType: 'VIIC', uboatId: null }),
    row(1, 'HistoricalUBoatIdDrawn', { uboatId: 'U-333' }),
    row(2, 'PatrolAssigned', { number: 1 }),
    row(3, 'EncounterRolled', { result: 'convoy' }),
    row(4, 'ShipsIdentified', { ships: [{ name: 'Acme' }, { name: 'Bravo' }] }),
    row(5, 'ShipSunk', { name: 'Acme', tonnage: 6_900 }),
    row(6, 'PatrolAssigned', { number: 2 }),
    row(7, 'EncounterRolled', { result: 'ship' }),
    row(8, 'ShipsIdentified', { ships: [{ name: 'Carla' }] }),
  ];

  it('a voided encounter: the boat, the patrol and the ships met in it, not those of the next', () => {
    expect(ruledEncounter(career, { kind: 'voidEncounter', revision: 3 })).toEqual({
      boat: 'U-333',
      patrol: 1,
      ships: ['Acme', 'Bravo'],
    });
    expect(ruledEncounter(career, { kind: 'voidEncounter', revision: 7 })?.ships).toEqual(['Carla']);
  });

  it('a corrected result: the ship sunk; a revision the events do not hold names nothing', () => {
    const corrected = {
      kind: 'correctResult',
      revision: 5,
      field: 'tonnage',
      from: 6_900,
      to: 1_000,
    } as const;
    expect(ruledEncounter(career, corrected)).toEqual({ boat: 'U-333', patrol: 1, ships: ['Acme'] });
    expect(ruledEncounter(career, { kind: 'voidEncounter', revision: 40 })).toBeNull();
  });
});
