import { defaultChartPack, type UBoatType, type YearMonth } from '../../charts';
import { RuleViolation } from '../../errors';
import { playCareer } from '../../bots/play-career';
import { POLICIES, POLICY_NAMES } from '../../bots/policies';
import { assignPatrol, start, started, all, one, play, spec, type Of } from './career.fixtures';
import type { CareerEvent } from '../model/events';
import { boardOf } from '../model/state';

// The special U-boat types (11.4.5-11.4.11): what each does differently from an ordinary boat of its family.

const startedIn = (type: UBoatType, date: YearMonth) => started(type, date) as Of<'CareerStarted'>;

/** The first patrol of a boat of this type in `date`, [P1] showing `p1` (2d6). */
function assigned(
  type: UBoatType,
  date: YearMonth,
  p1: [number, number],
  more: Record<string, unknown> = {},
) {
  const { events } = play([startedIn(type, date)], assignPatrol, { '2d6': [p1], ...more });
  return { patrol: one(events, 'PatrolAssigned'), events };
}

const P1_4 = [2, 2] as [number, number]; // britishIsles in every column
const P1_7 = [3, 4] as [number, number]; // atlantic in 7-12/43 and 1-5/44
const P1_9 = [4, 5] as [number, number]; // northAmerica (8-12/44: with an Abwehr agent)
const P1_2 = [1, 1] as [number, number]; // indianOcean
const P1_10 = [5, 5] as [number, number]; // mediterranean in 7-12/43, arctic from 1/44
const P1_11 = [5, 6] as [number, number]; // brazilianCoast in 7-12/43
const P1_12 = [6, 6] as [number, number]; // westAfricanCoast
const P1_3 = [1, 2] as [number, number]; // caribbean in 1-5/44

describe('11.4.6 the VIID minelayer', () => {
  it('Given a VIID, When it is sent to the British Isles, North America or the Caribbean, Then with an (M) mission and every torpedo', () => {
    const britishIsles = assigned('VIID', '1943-08', P1_4).patrol;
    expect(britishIsles).toMatchObject({ area: 'britishIsles', mission: 'mines' });
    expect(britishIsles.boxes.some((b) => b.kind === 'missionBox')).toBe(true);
    expect(assigned('VIID', '1943-08', P1_9).patrol).toMatchObject({
      area: 'northAmerica',
      mission: 'mines',
    });
    expect(assigned('VIID', '1944-02', P1_3).patrol).toMatchObject({ area: 'caribbean', mission: 'mines' });
    // 7.4.2: the mines go in their own shafts: the torpedo load stays whole (12).
    const loaded = startedIn('VIID', '1943-08').data.torpedoes;
    const aboard = [...loaded.bowTubes, ...loaded.sternTubes].filter(Boolean).length;
    expect(aboard + loaded.forwardReloads.length + loaded.aftReloads.length).toBe(
      boardOf(defaultChartPack, 'VIID').torpedoes.load.value,
    );
  });

  it('Given a VIID, When [P1] gives North America (A), Then it lands the agent instead of laying mines', () => {
    expect(assigned('VIID', '1944-09', P1_9).patrol).toMatchObject({
      area: 'northAmerica',
      mission: 'abwehr',
    });
  });

  it('Given a VIID, When [P1] gives the Caribbean, Brazil, the Indian Ocean or West Africa, Then it goes there (a VIIC goes to the Atlantic)', () => {
    expect(assigned('VIID', '1943-08', P1_11).patrol).toMatchObject({
      area: 'brazilianCoast',
      mission: null,
    });
    expect(assigned('VIID', '1943-08', P1_2).patrol.area).toBe('indianOcean');
    expect(assigned('VIID', '1943-08', P1_12).patrol.area).toBe('westAfricanCoast');
    expect(assigned('VIIC', '1943-08', P1_12).patrol.area).toBe('atlantic');
    expect(assigned('VIIC', '1943-08', P1_11).patrol.area).toBe('atlantic');
  });

  it('Given a VIID, When it patrols the Atlantic, Then no mission', () => {
    expect(assigned('VIID', '1943-08', P1_7).patrol).toMatchObject({ area: 'atlantic', mission: null });
  });
});

describe('11.4.5, 11.4.7 limited types chosen at the start', () => {
  it('Q-24: a VIID or VIIC Flak Kommandant starts as KptLt, with no 11.2.2 roll', () => {
    for (const type of ['VIID', 'VIIC Flak'] as const) {
      const [event] = spec.given([]).when(start(type, '1943-07')).thenEvents();
      expect(event).toMatchObject({ type: 'CareerStarted', data: { rank: 'KptLt', rankRoll: null } });
    }
  });

  it('11.4.7: When a career would start in a VIIC Flak after 11/43, Then it is refused (from 12/43 it is a plain VIIC)', () => {
    spec
      .given([])
      .when(start('VIIC Flak', '1943-12'))
      .thenThrows(RuleViolation, (e) => e.rule === '11.4.7' && e.code === 'career/boat-not-available');
    expect(spec.given([]).when(start('VIIC Flak', '1943-11')).thenEvents()).toHaveLength(1);
  });
});

describe('11.4.8 the Type XB', () => {
  it('Given an XB, When it patrols anywhere but the Atlantic, Then it lays mines too (7.4.2: no torpedoes lost)', () => {
    expect(assigned('XB', '1943-08', P1_7).patrol).toMatchObject({ area: 'atlantic', mission: null });
    expect(assigned('XB', '1943-08', P1_4).patrol).toMatchObject({ area: 'britishIsles', mission: 'mines' });
    expect(assigned('XB', '1943-08', P1_12).patrol).toMatchObject({
      area: 'westAfricanCoast',
      mission: 'mines',
    });
    // 7.3.1 (the XB is a IX for this, D20): the Mediterranean is read as West Africa, with mines.
    expect(assigned('XB', '1943-08', P1_10).patrol).toMatchObject({
      area: 'westAfricanCoast',
      mission: 'mines',
    });
  });

  it('11.4.10: every XB patrol is a replenishment mission: 8 fuel, 2 spare parts, no torpedoes for others (Q-37)', () => {
    for (const p1 of [P1_7, P1_4]) {
      const { events } = assigned('XB', '1943-08', p1);
      expect(one(events, 'ReplenishmentMissionAssigned')).toEqual({
        fuel: 8,
        spareParts: 2,
        torpedoes: 0,
        attacksSingleShips: true,
        bakery: false,
      });
    }
  });
});

describe('11.4.9 the Type XIV', () => {
  it('has no torpedo tubes: nothing is loaded to fire; it carries 4 torpedoes for other boats', () => {
    const loaded = startedIn('XIV', '1943-08').data.torpedoes;
    expect(loaded).toEqual({ bowTubes: [], sternTubes: [], forwardReloads: [], aftReloads: [] });
    expect(boardOf(defaultChartPack, 'XIV').torpedoes.cargoTorpedoes.value).toBe(4);
  });

  it('Given a XIV, When [P1] gives an area not on its table, Then it patrols the Atlantic', () => {
    for (const p1 of [P1_4, P1_2, P1_10]) {
      const { patrol } = assigned('XIV', '1943-08', p1);
      expect(patrol).toMatchObject({ area: 'atlantic', mission: null });
      expect(patrol.rulesApplied.map((r) => r.rule)).toContain('11.4.9');
    }
    expect(assigned('XIV', '1943-08', P1_9).patrol.area).toBe('northAmerica');
    expect(assigned('XIV', '1943-08', P1_12).patrol.area).toBe('westAfricanCoast');
  });

  it('11.4.10: every XIV patrol is a replenishment mission: 12 fuel, 3 spare parts, 4 torpedoes, the bakery (Q-37)', () => {
    expect(one(assigned('XIV', '1943-08', P1_7).events, 'ReplenishmentMissionAssigned')).toEqual({
      fuel: 12,
      spareParts: 3,
      torpedoes: 4,
      attacksSingleShips: false,
      bakery: true,
    });
  });
});

describe('11.4.11 the Type XII', () => {
  it('has 6 bow and 2 stern tubes, all loaded', () => {
    const loaded = startedIn('XII', '1943-08').data.torpedoes;
    expect(loaded.bowTubes).toHaveLength(6);
    expect(loaded.sternTubes).toHaveLength(2);
    expect([...loaded.bowTubes, ...loaded.sternTubes].every((t) => t !== null)).toBe(true);
  });

  it('is a Type IX for patrol assignment: the Mediterranean and the Arctic are West Africa (7.3.1)', () => {
    expect(assigned('XII', '1943-08', P1_10).patrol.area).toBe('westAfricanCoast');
    expect(assigned('XII', '1944-02', P1_10).patrol.area).toBe('westAfricanCoast');
    expect(assigned('XII', '1943-08', P1_12).patrol.area).toBe('westAfricanCoast'); // a VII would go to the Atlantic
    const { events } = assigned('XII', '1943-08', P1_4);
    expect(all(events, 'ReplenishmentMissionAssigned')).toHaveLength(0); // not a tanker
  });
});

describe('bot careers of the special types', () => {
  const TYPES: readonly UBoatType[] = ['VIID', 'VIIC Flak', 'XB', 'XIV', 'XII'];
  const sum = (events: readonly CareerEvent[], reason?: string) =>
    events.reduce(
      (t, e) =>
        e.type === 'TheoreticalTonnageCredited' && (!reason || e.data.reason === reason)
          ? t + e.data.tons
          : t,
      0,
    );

  it.each(POLICY_NAMES)('the %s bot plays each special type to its end', (policy) => {
    for (const uboatType of TYPES)
      for (const seed of ['a', 'b', 'c', 'd']) {
        const played = playCareer(POLICIES[policy], {
          serverSeed: `special-${uboatType}-${seed}`,
          uboatType,
          startDate: '1943-07',
          maxCommands: 20_000,
        });
        expect(played.stopped).toBe('ended');
        expect(played.state.theoreticalTonnage).toBe(sum(played.events));
        const tanker = uboatType === 'XB' || uboatType === 'XIV';
        if (!tanker) expect(played.state.theoreticalTonnage).toBe(0);
        expect(firedFromAXIV(played.events)).toEqual([]);
        expectTankerPatrols(played.events);
      }
  });
});

/** 11.4.9: a XIV has no tubes and no deck gun: shots fired while the boat is one (a new boat may follow, 11.4.3). */
function firedFromAXIV(events: readonly CareerEvent[]): CareerEvent[] {
  let type: UBoatType | null = null;
  return events.filter((e) => {
    if (e.type === 'CareerStarted' || e.type === 'NewUBoatAssigned') type = e.data.uboatType;
    return type === 'XIV' && (e.type === 'TorpedoFired' || e.type === 'DeckGunFired');
  });
}

/** 11.4.10.6: a tanker's patrol succeeds exactly when a boat was resupplied (and any (M)/(A) mission done). */
function expectTankerPatrols(events: readonly CareerEvent[]) {
  let tanker = false;
  let resupplied = 0;
  let mission: Of<'PatrolAssigned'>['data']['mission'] = null;
  for (const e of events) {
    if (e.type === 'PatrolAssigned') [tanker, resupplied, mission] = [false, 0, e.data.mission];
    if (e.type === 'ReplenishmentMissionAssigned') tanker = true;
    if (e.type === 'TheoreticalTonnageCredited' && e.data.reason === 'boatResupplied') resupplied += 1;
    if (e.type === 'PatrolCompleted' && tanker) {
      expect(e.data.success).toBe(
        resupplied > 0 && (mission === null || e.data.missionAccomplished === true),
      );
      if (e.data.aborted === false) expect(resupplied).toBeGreaterThan(0); // 11.4.10.2: the final box's operation
    }
  }
}
