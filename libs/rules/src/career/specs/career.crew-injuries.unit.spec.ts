import { defaultChartPack as charts } from '../../charts';
import { ScriptedDice } from '../../dice';
import {
  enterNextBox,
  outOfPort,
  patrolThrough,
  sighted,
  started,
  target,
  TORPEDO_MISSES,
  play,
  type Of,
  all,
  types,
} from './career.fixtures';
import { crewBecame, earlierPatrol, improved, injured } from './career-history.fixtures';
import { e2Modifiers, u1Modifiers } from '../combat/combat-modifiers';
import type { CareerCommand } from '../model/commands';
import { injureCrew } from '../damage/crew-injuries';
import { inCommand } from '../model/crew';
import { decide } from '../decide';
import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { engineerModifiers } from '../damage/flooding';
import { boardOf, initialState, newCrew, type Crew, type Crewman, type Wound } from '../model/state';
import { flakModifiers } from '../damage/uboat-damage';

const ids = (modifiers: readonly { id: string }[]) => modifiers.map((m) => m.id);

const AIR = [1, 1]; // [E1] 2: aircraft in a transit box
const ONE_ATTACK = [3, 4]; // [A1] 7
const MISS = [6, 6]; // [A2] 12
const ONE_HIT = [1, 1]; // [E3] 2 + 2
const NOTHING = [4, 4]; // additional round: nothing
const CREW = [3, 4]; // [E5a] 7: generic crew

/** A boat in the first box of a route with on-station boxes: the nearest transit box home is behind it. */
const inTransit = (): CareerEvent[] => {
  const patrol = patrolThrough(['transit', 'transit', 'atlantic', 'atlantic', 'transit', 'transit']);
  const box = (patrol as Of<'PatrolAssigned'>).data.boxes[0];
  const entered: CareerEvent = {
    type: 'TravelBoxEntered',
    data: { boxIndex: 0, box, posture: 'surfaced', rolls: 0, kiteDeployed: false },
  };
  return [started(), patrol, entered];
};

const fit: Crewman = { wound: 'none', expert: false };
const crewWith = (change: Partial<Crew>): Crew => ({ ...newCrew(), ...change });
/** The same history after an earlier patrol whose refit brought these (11.1): Experte officers, the crew's level. */
const refittedFirst = ([career, ...patrol]: readonly CareerEvent[], refit: readonly CareerEvent[]) => [
  career,
  ...earlierPatrol({ refit }),
  ...patrol,
];

describe('crew injuries (10.6, 10.7.2)', () => {
  it('10.6.1: "an escort attack while the boat is submerged wounds lightly" — [E4] Crew Injury, [E5a] 2d6 unmodified, no severity roll', () => {
    const given = sighted({ kind: 'shipWithEscort', ships: [target('Freighter', 7600, 3)], escorted: true });
    const close: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } };
    // 9.2.2 detected on 7; depth charges [E3] 6: one hit; [E4] 34 Crew Injury; [E5a] 7 the crew.
    const { events, state } = play(given, close, {
      '2d6': [[3, 4], [3, 3], CREW],
      '1d6': [2],
      d66: [[3, 4]],
    });
    expect(types(events).slice(-2)).toEqual(['UBoatHit', 'CrewInjured']);
    expect(all(events, 'CrewInjured')[0]).toEqual({
      rule: '9.6.11',
      who: expect.objectContaining({
        chart: 'E5a who',
        rule: '10.6.1',
        natural: 7,
        modifiers: [],
        row: '6-9',
      }),
      member: 'crew',
      box: 0,
      severityRoll: null,
      severity: 'lightlyWounded',
      before: 'none',
      after: 'lightlyWounded',
      inCommand: 'kommandant',
    });
    expect(state.career?.crew.generic).toEqual(['lightlyWounded', 'none', 'none', 'none']);
  });

  it('10.6.1, E-SURFACED: in the first round of a night surface attack the escorts catch the boat on the surface — 1d6 for the severity', () => {
    const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
    const given = sighted({ kind: 'convoy', ships: convoy, escorted: true, timeOfDay: 'night' });
    const night = play(given, { type: 'ChooseApproach', data: { attack: 'nightSurface', range: 'medium' } });
    const shot: CareerCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
    };
    const fired = play(night.history, shot, TORPEDO_MISSES);
    const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
    const { events } = play(fired.history, evade, {
      '2d6': [[3, 3], [2, 2], CREW],
      '1d6': [3, 5],
      d66: [[3, 4]],
    });
    expect(all(events, 'CrewInjured')[0]).toMatchObject({
      severityRoll: { chart: 'E5a severity', natural: 5, row: '4-5' },
      severity: 'severelyWounded',
      after: 'severelyWounded',
    });
  });

  it('10.6.1 step 2: "if that crewman is already KIA or absent there is no effect" — no severity roll', () => {
    const agent = injureCrew(
      newCrew(),
      { rule: '9.8.2', lightWoundOnly: false },
      new ScriptedDice([6, 6]),
      charts,
    );
    expect(agent.data).toMatchObject({
      member: 'abwehrAgent',
      severityRoll: null,
      severity: null,
      after: 'none',
    });
    const dead = crewWith({ firstWatchOfficer: { wound: 'killed', expert: false } });
    const officer = injureCrew(
      dead,
      { rule: '9.8.2', lightWoundOnly: false },
      new ScriptedDice([1, 2]),
      charts,
    );
    expect(officer.data).toMatchObject({ member: 'firstWatchOfficer', severity: null, before: 'killed' });
    const none = crewWith({ generic: ['killed', 'killed', 'killed', 'killed'] });
    const crew = injureCrew(none, { rule: '9.8.2', lightWoundOnly: false }, new ScriptedDice([3, 4]), charts);
    expect(crew.data).toMatchObject({ member: 'crew', box: null, severity: null, after: 'killed' });
  });

  it.each([
    ['lightlyWounded', 1, 'severelyWounded'], // "LW + LW = SW"
    ['severelyWounded', 4, 'killed'], // "SW + SW = KIA"
    ['severelyWounded', 1, 'severelyWounded'], // "an LW on a box that is already SW has no effect"
    ['lightlyWounded', 4, 'severelyWounded'], // a new SW on an LW is SW
    ['lightlyWounded', 6, 'killed'], // otherwise the worse of the two
  ] as const)('10.7.2: %s, then 1d6 %i on [E5a], is %s', (before, severity, after) => {
    const crew = crewWith({ doctor: { wound: before, expert: false } });
    const dice = new ScriptedDice({ '2d6': [[2, 3]], '1d6': [severity] });
    const injured = injureCrew(crew, { rule: '9.8.2', lightWoundOnly: false }, dice, charts);
    expect(injured.data).toMatchObject({ member: 'doctor', before, after });
  });

  it.each([
    [['lightlyWounded', 'none', 'severelyWounded', 'lightlyWounded'], 1],
    [['lightlyWounded', 'severelyWounded', 'severelyWounded', 'lightlyWounded'], 0],
    [['killed', 'severelyWounded', 'killed', 'severelyWounded'], 1],
  ] as const)('10.6.1 step 5: "uninjured generic boxes first, LW before SW" — %j: box %i', (generic, box) => {
    const dice = new ScriptedDice({ '2d6': [CREW], '1d6': [1] });
    const injured = injureCrew(crewWith({ generic }), { rule: '9.8.2', lightWoundOnly: false }, dice, charts);
    expect(injured.data.box).toBe(box);
  });

  it('10.6.3: the chain of command — the Kommandant, the 1WO, the 2WO, then the LI', () => {
    const out: Crewman = { wound: 'severelyWounded', expert: false };
    expect(inCommand(newCrew())).toBe('kommandant');
    expect(inCommand(crewWith({ kommandant: { wound: 'lightlyWounded', expert: false } }))).toBe(
      'kommandant',
    );
    expect(inCommand(crewWith({ kommandant: out }))).toBe('firstWatchOfficer');
    expect(inCommand(crewWith({ kommandant: out, firstWatchOfficer: out }))).toBe('secondWatchOfficer');
    expect(inCommand(crewWith({ kommandant: out, firstWatchOfficer: fit, secondWatchOfficer: out }))).toBe(
      'firstWatchOfficer',
    );
    expect(inCommand(crewWith({ kommandant: out, firstWatchOfficer: out, secondWatchOfficer: out }))).toBe(
      'engineer',
    );
  });

  describe('10.6.3, Q-1WO-CMD: "the 1WO takes command: +1 on [U1] and [E2]"', () => {
    const fired = (kommandant: Wound, firstWatchOfficer: Crewman = fit) => {
      const sighting = sighted({
        kind: 'shipWithEscort',
        ships: [target('Freighter', 7600, 3)],
        escorted: true,
      });
      const given = [
        ...refittedFirst(sighting, firstWatchOfficer.expert ? [improved('firstWatchOfficerExperte')] : []),
        injured('kommandant', kommandant),
        ...(firstWatchOfficer.wound === 'none'
          ? []
          : [injured('firstWatchOfficer', firstWatchOfficer.wound)]),
      ];
      const { state } = play(given, {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'medium' },
      });
      const shot = { weapon: 'g7aFat', target: state.encounter!.ships[0], salvo: 1 } as const;
      const evasion = { exceededTestDepth: false, bold: false };
      return { u1: ids(u1Modifiers(state, charts, shot)), e2: ids(e2Modifiers(state, charts, evasion)) };
    };

    it('the Kommandant SW: +1 on both; an Experte 1WO takes command with no penalty (11.1)', () => {
      expect(fired('severelyWounded')).toEqual({
        u1: ['kommandantSeverelyWounded'],
        e2: ['firstWatchOfficerInCommand'],
      });
      expect(fired('lightlyWounded')).toEqual({ u1: [], e2: [] });
      expect(fired('severelyWounded', { wound: 'none', expert: true })).toEqual({ u1: [], e2: [] });
    });

    it('the Kommandant and the 1WO out: the 2WO commands at +2 on [U1] (002 L2531) and +1 on [E2], the only printed value (002 L2674)', () => {
      expect(fired('severelyWounded', { wound: 'killed', expert: true })).toEqual({
        u1: ['kommandantAndFirstWatchOfficerOut'],
        e2: ['secondWatchOfficerInCommand'],
      });
      const value = (id: string) => charts.E2.modifiers.find((m) => m.id === id)?.value;
      expect(value('secondWatchOfficerInCommand')).toBe(1);
      expect(charts.U1.modifiers.find((m) => m.id === 'kommandantAndFirstWatchOfficerOut')?.value).toBe(2);
    });
  });

  it('10.6.3: "2WO: the boat must abort if he is acting Kommandant" — the LI takes command and the patrol is aborted at once', () => {
    const given = [
      ...inTransit(),
      injured('kommandant', 'severelyWounded'),
      injured('firstWatchOfficer', 'killed'),
    ];
    // [E5a] 10 the 2WO, 1d6 4 SW.
    const { events, state } = play(given, enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, [4, 6], NOTHING],
      '1d6': [2, 4],
      d66: [[3, 3]],
    });
    expect(types(events).slice(4)).toEqual([
      'AircraftAttacked',
      'CrewInjured',
      'PatrolAborted',
      'UBoatHit',
      'AdditionalRoundRolled',
    ]);
    expect(all(events, 'CrewInjured')[0]).toMatchObject({
      member: 'secondWatchOfficer',
      after: 'severelyWounded',
      inCommand: 'engineer',
    });
    expect(all(events, 'PatrolAborted')[0]).toEqual({
      rule: '10.6.3',
      reason: 'engineerInCommand',
      voluntary: false,
      direction: 'back',
    });
    expect(state.patrol?.abort).toEqual({
      reason: 'engineerInCommand',
      direction: 'back',
      fromBox: 1,
      towed: false,
    });
    expect(state.career?.crew.kommandant.wound).toBe('severelyWounded');
  });

  describe('10.6.3 Doctor: "all SW crewmen become KIA after each box on 1d6 4-6"', () => {
    it('with the Doctor out, on entering a box and before its [E1] roll, 1d6 for every SW crewman (Q-06: the Doctor too)', () => {
      const given = [
        ...outOfPort('transit'),
        injured('doctor', 'severelyWounded'),
        injured('crew', 'severelyWounded', 2),
      ];
      const { events, state } = play(given, enterNextBox, { '1d6': [4, 3], '2d6': [NOTHING] });
      expect(types(events)).toEqual(['TravelBoxEntered', 'SevereWoundsChecked', 'EncounterRolled']);
      expect(all(events, 'SevereWoundsChecked')[0].rolls).toMatchObject([
        { member: 'doctor', box: null, roll: { rule: '10.6.3', natural: 4 }, died: true },
        { member: 'crew', box: 2, roll: { natural: 3 }, died: false },
      ]);
      expect(state.career?.crew.doctor.wound).toBe('killed');
      expect(state.career?.crew.generic[2]).toBe('severelyWounded');
    });

    it('no roll while the Doctor can do his job; the Kommandant who dies of his wounds ends the career', () => {
      const healed = play([...outOfPort('transit'), injured('crew', 'severelyWounded', 0)], enterNextBox, {
        '2d6': [NOTHING],
      });
      expect(types(healed.events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
      const given = [
        ...outOfPort('transit'),
        injured('doctor', 'killed'),
        injured('kommandant', 'severelyWounded'),
      ];
      const { events, state } = play(given, enterNextBox, { '1d6': [6] });
      expect(types(events)).toEqual(['TravelBoxEntered', 'SevereWoundsChecked', 'CareerEnded']);
      expect(all(events, 'CareerEnded')[0]).toMatchObject({ reason: 'kommandantKilled', rule: '10.6.3' });
      expect(state.step.kind).toBe('ended');
    });
  });

  it('10.6.3, 10.8.3, Q-02: "LI: every repair roll +1, the flooding check too"; an Experte LI −1 only while on duty', () => {
    const modifiers = (engineer: Crewman) =>
      engineerModifiers(crewWith({ engineer }), charts.E5.repairModifiers, '10.8.3').map((m) => [
        m.id,
        m.value,
      ]);
    expect(modifiers(fit)).toEqual([]);
    expect(modifiers({ wound: 'lightlyWounded', expert: true })).toEqual([['engineerExperte', -1]]);
    expect(modifiers({ wound: 'severelyWounded', expert: true })).toEqual([['engineerOut', 1]]);
    expect(modifiers({ wound: 'killed', expert: false })).toEqual([['engineerOut', 1]]);
    // Through a patrol: the radio fails its repair on a natural 2 (+1, over 1-2) and is out for the patrol.
    const given = [...outOfPort('transit'), injured('engineer', 'severelyWounded')];
    const { events, state } = play(given, enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, NOTHING],
      '1d6': [2, 1, 2],
      d66: [[4, 2]],
    });
    expect(all(events, 'RepairsAttempted')[0].repairs).toMatchObject([
      {
        system: 'radio',
        roll: { natural: 2, total: 3, modifiers: [{ id: 'engineerOut', value: 1, rule: '10.6.3' }] },
        repaired: false,
      },
    ]);
    expect(state.boat?.inoperativeSystems).toEqual(['radio']);
  });

  it('10.6.3, C-31: "all four generic crew boxes SW or KIA: −1 on every aircraft encounter [A1]"', () => {
    const given = [
      ...outOfPort('transit'),
      ...[0, 1, 2].map((box) => injured('crew', 'severelyWounded', box)),
      injured('crew', 'killed', 3),
    ];
    const { events } = play(given, enterNextBox, { '2d6': [AIR, [5, 4]] });
    expect(all(events, 'AircraftEncountered')[0]).toMatchObject({
      crashDive: {
        natural: 9,
        total: 8,
        modifiers: [{ id: 'allGenericCrewSeverelyWoundedOrKilled', value: -1 }],
      },
      result: 'crashDiveSuccessful',
    });
  });

  describe('7.4.1, 7.4.5, 10.6.3: the Abwehr agent', () => {
    const mission = () => [started('VIIC', '1943-08'), patrolThrough(['missionBox'], '1943-08', 'abwehr')];

    it('comes aboard with an Abwehr mission and leaves when landed', () => {
      expect(fold(mission(), initialState()).career?.crew.abwehrAgent).toEqual(fit);
      const { state, events } = play(mission(), enterNextBox, { '2d6': [[4, 4]] });
      expect(all(events, 'PatrolCompleted')[0]).toMatchObject({ success: true, missionAccomplished: true });
      expect(state.career?.crew.abwehrAgent).toBeNull();
    });

    it('"the special mission fails if he is SW or KIA before delivery", whatever the tonnage', () => {
      const { events, state } = play(
        [...mission(), injured('abwehrAgent', 'severelyWounded')],
        enterNextBox,
        {
          '2d6': [[4, 4]],
        },
      );
      expect(all(events, 'PatrolCompleted')[0]).toMatchObject({ success: false, missionAccomplished: false });
      expect(state.career?.crew.abwehrAgent).toBeNull(); // 7.4.1: ashore at base
    });
  });

  describe('11.1, Q-20: Experte officers and crew quality on the charts', () => {
    /** Given the crew an earlier refit left (and the wounds since), the modifiers of a surfaced shot. */
    const surfaced = (
      refit: readonly CareerEvent[],
      weapon: 'g7aFat' | 'deckGun',
      wounds: CareerEvent[] = [],
    ) => {
      const given = sighted({ ships: [target('Freighter', 7600, 3)], escorted: false });
      const { state } = play([...refittedFirst(given, refit), ...wounds], {
        type: 'ChooseApproach',
        data: { attack: 'surfaced', range: 'medium' },
      });
      const shot = { weapon, target: state.encounter!.ships[0], salvo: 1 } as const;
      return ids(u1Modifiers(state, charts, shot));
    };
    const expert: Crewman = { wound: 'none', expert: true };

    it('the 1WO Experte −1 on surfaced torpedo attacks; the 2WO Experte −1 on the deck gun; a green crew +1', () => {
      expect(surfaced([improved('firstWatchOfficerExperte')], 'g7aFat')).toEqual([
        'nightOrSurfacedVsUnescorted',
        'firstWatchOfficerExperteSurfacedTorpedoes',
      ]);
      const secondExperte = [improved('secondWatchOfficerExperte')];
      expect(surfaced(secondExperte, 'deckGun')).toEqual(['secondWatchOfficerExperteDeckGun']);
      const severely = [injured('secondWatchOfficer', 'severelyWounded')];
      expect(surfaced(secondExperte, 'deckGun', severely)).toEqual([]);
      expect(surfaced([crewBecame('trained', 'green')], 'deckGun')).toEqual(['greenCrew']);
    });

    it('[A2]: a veteran or elite crew −1, the 2WO Experte −1', () => {
      const board = boardOf(charts, 'VIIC');
      const boat = fold(outOfPort(), initialState()).boat!;
      const flak = (crew: Partial<Crew>) => ids(flakModifiers(board, boat, crewWith(crew), charts, false));
      expect(flak({})).toEqual([]);
      expect(flak({ quality: 'veteran', secondWatchOfficer: expert })).toEqual([
        'veteranOrEliteCrew',
        'secondWatchOfficerExperte',
      ]);
    });

    it('[A1]: a green crew −1, an elite crew +1', () => {
      const crashDive = (from: Crew['quality'], quality: Crew['quality']) => {
        const state = fold(refittedFirst(outOfPort('transit'), [crewBecame(from, quality)]), initialState());
        const dice = new ScriptedDice({ '2d6': [AIR, [5, 5]] });
        const events = decide(state, enterNextBox, dice);
        return all(events, 'AircraftEncountered')[0].crashDive?.modifiers.map((m) => [m.id, m.value]);
      };
      expect(crashDive('trained', 'green')).toEqual([['greenCrew', -1]]);
      expect(crashDive('veteran', 'elite')).toEqual([['eliteCrew', 1]]);
    });
  });
});
