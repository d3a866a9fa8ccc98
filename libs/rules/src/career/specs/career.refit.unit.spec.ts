import { defaultChartPack, type Rank, type UBoatType, type YearMonth } from '../../charts';
import { ScriptedDice } from '../../dice';
import { RuleViolation } from '../../errors';
import {
  assignPatrol,
  outOfPort,
  patrolThrough,
  started,
  one,
  patrolEnded,
  refit,
  spec,
} from './career.fixtures';
import {
  crewBecame,
  decorated,
  earlierPatrol,
  hitAtSea,
  improved,
  injured,
  lastReload,
  promotedTo,
  sank,
  schnorchelRolled,
  type EarlierPatrol,
} from './career-history.fixtures';
import { decide } from '../decide';
import type { CareerEvent, CareerStarted } from '../model/events';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { flakModifiers } from '../damage/uboat-damage';
import {
  boatOf,
  careerOf,
  initialState,
  type BoatSystem,
  type CareerState,
  type TorpedoLoadout,
} from '../model/state';

/** Earlier, unsuccessful patrols the Kommandant came back from: his rank, his base, a permanent assignment. */
const returned = (...patrols: EarlierPatrol[]) =>
  patrols.flatMap((p) => earlierPatrol({ success: false, ...p }));
const rankOf = (rank: Rank) => returned({ refit: [promotedTo(rank, '1944-07')] });
const aboard = (t: TorpedoLoadout) =>
  [...t.bowTubes, ...t.sternTubes].filter((x) => x !== null).length +
  t.forwardReloads.length +
  t.aftReloads.length;
const fullLoad = (type: UBoatType, date: YearMonth) =>
  aboard((started(type, date) as CareerStarted).data.torpedoes);

describe('refit length (10.11.1-10.11.4)', () => {
  it('10.11 worked example (000 L1536): a Type VII with periscope, fuel tanks and dive planes out and 5 hull boxes refits 4 months', () => {
    const ended = patrolEnded({ atSea: [hitAtSea(['periscope', 'fuelTanks', 'divePlanes'], 5)] });
    const { events, state } = refit(ended);
    expect(one(events, 'RefitMonthsSet')).toEqual({
      base: 1,
      inoperativeSystems: 3,
      hullBoxes: 5,
      damageMonths: 4,
      newUBoat: false,
      seniorRank: 0,
      airRaids: [],
      months: 4,
    });
    // 10.11.4: R in the four months after the patrol; the next patrol starts the month after the last R.
    expect(one(events, 'RefitCompleted')).toEqual({
      inPort: ['1943-08', '1943-09', '1943-10', '1943-11'],
      nextPatrol: '1943-12',
      end: null,
    });
    expect(state.step).toEqual({ kind: 'inPort' });
    expect(careerOf(state).date).toBe('1943-12');
    expect(boatOf(state)).toMatchObject({
      hullDamage: 0,
      inoperativeSystems: [],
      damagedSystems: [],
      flooding: 0,
    });
  });

  it('10.11.2: up to two systems are fixed in the month; three or more add exactly one month', () => {
    const months = (systems: BoatSystem[]) =>
      one(refit(patrolEnded({ atSea: [hitAtSea(systems)] })).events, 'RefitMonthsSet').months;
    expect(months(['radio', 'periscope'])).toBe(1);
    expect(months(['radio', 'periscope', 'hydrophones'])).toBe(2);
    expect(months(['radio', 'periscope', 'hydrophones', 'diesel1', 'electricMotor1'])).toBe(2);
  });

  it('10.11.3: one month per 3 hull boxes or part of 3 (1 box +1, 4 boxes +2)', () => {
    const months = (hull: number) =>
      one(refit(patrolEnded({ atSea: [hitAtSea([], hull)] })).events, 'RefitMonthsSet');
    expect(months(1)).toMatchObject({ damageMonths: 2 });
    expect(months(3)).toMatchObject({ damageMonths: 2 });
    expect(months(4)).toMatchObject({ damageMonths: 3 });
  });

  it('10.11.6: a Type IX writes one P (patrol 9/43: P in 10/43, R in 11/43, out again in 12/43)', () => {
    const { events, state } = refit(patrolEnded({ uboatType: 'IXC', date: '1943-09' }));
    expect(one(events, 'BoatReturned')).toMatchObject({ atSea: ['1943-09', '1943-10'], returned: '1943-11' });
    expect(one(events, 'RefitCompleted')).toMatchObject({ inPort: ['1943-11'], nextPatrol: '1943-12' });
    expect(careerOf(state).date).toBe('1943-12');
  });

  it('10.11.6: an IXD-2 writes three P; a Type VII none', () => {
    const ixd2 = refit(patrolEnded({ uboatType: 'IXD-2', date: '1943-08' }), [3]).events; // 3: no Balkon-Gerät
    expect(one(ixd2, 'BoatReturned').atSea).toEqual(['1943-08', '1943-09', '1943-10', '1943-11']);
    expect(one(ixd2, 'RefitCompleted').nextPatrol).toBe('1944-01');
    expect(one(refit(patrolEnded()).events, 'BoatReturned').atSea).toEqual(['1943-07']);
  });

  it('11.2.1, Q-13: a KKpt cuts an original refit of 3-4 months by one, never one of 1-2', () => {
    const kkpt = (hull: number) =>
      one(
        refit(patrolEnded({ before: rankOf('KKpt'), atSea: [hitAtSea([], hull)] })).events,
        'RefitMonthsSet',
      );
    expect(kkpt(4)).toMatchObject({ damageMonths: 3, seniorRank: -1, months: 2 });
    expect(kkpt(1)).toMatchObject({ damageMonths: 2, seniorRank: 0, months: 2 });
  });
});

describe('a new boat after a 5-month refit (10.11.5, 11.4.2)', () => {
  it('the same type, latest model, in Germany, in one month; the crew kept; a permanent assignment cancelled', () => {
    const ended = patrolEnded({
      uboatType: 'IXC',
      date: '1943-09',
      before: returned({
        date: '1943-09',
        refit: [promotedTo('KKpt', '1944-07')],
        permanentAssignment: 'arctic',
      }),
      atSea: [hitAtSea(['radio', 'periscope', 'hydrophones'], 7)],
    });
    const { events, state } = refit(ended);
    expect(one(events, 'RefitMonthsSet')).toMatchObject({
      damageMonths: 5,
      newUBoat: true,
      seniorRank: 0,
      months: 1,
    });
    expect(one(events, 'NewUBoatAssigned')).toMatchObject({
      reason: 'wrecked',
      uboatType: 'IXC/40',
      crew: 'kept',
      base: 'germany',
      months: 1,
    });
    expect(careerOf(state)).toMatchObject({
      uboatType: 'IXC/40',
      base: 'germany',
      permanentAssignment: null,
    });
    expect(careerOf(state).date).toBe('1943-12');
    expect(boatOf(state).hullDamage).toBe(0);
  });
});

describe('port air raids (4.7.6)', () => {
  it('from 1/44 in Norway, 2d6: 3 heavily damaged (+2 months); the schnorchel is rolled for at the refit', () => {
    const ended = patrolEnded({ date: '1944-01', before: returned({ date: '1944-01', base: 'norway' }) });
    const { events } = refit(ended, [1, 2, 6]);
    expect(one(events, 'RefitMonthsSet')).toMatchObject({
      airRaids: [{ outcome: 'heavilyDamaged', months: 2, roll: { rule: '4.7.6', natural: 3 } }],
      months: 3,
    });
    expect(one(events, 'BoatRefitted').schnorchel).toMatchObject({
      total: 5,
      modifiers: [{ id: 'rank', value: -1, rule: '10.11.10' }],
    });
  });

  it('a 2 destroys the boat: a month to a new one, and the roll is made again (Q-PORT-RAID)', () => {
    const ended = patrolEnded({ date: '1944-05', before: returned({ date: '1944-05', base: 'norway' }) });
    const { events, state } = refit(ended, [1, 1, 3, 3, 6, 6]); // raid 2, raid 6, Alberich 12
    expect(one(events, 'RefitMonthsSet')).toMatchObject({
      airRaids: [
        { outcome: 'boatDestroyed', months: 1 },
        { outcome: 'noEffect', months: 0 },
      ],
      months: 2,
    });
    expect(one(events, 'NewUBoatAssigned')).toMatchObject({
      reason: 'airRaid',
      uboatType: 'VIIC/41',
      fittings: { alberich: true, schnorchel: true, naxos: true },
    });
    expect(careerOf(state).date).toBe('1944-08');
  });

  it('no raid in France (the bunkers), nor before 1/44', () => {
    const france = refit(patrolEnded({ date: '1944-01' }), [6]).events; // 6: no schnorchel
    expect(one(france, 'RefitMonthsSet').airRaids).toEqual([]);
    const norway1943 = refit(
      patrolEnded({ date: '1943-10', before: returned({ date: '1943-10', base: 'norway' }) }),
    );
    expect(one(norway1943.events, 'RefitMonthsSet').airRaids).toEqual([]);
  });
});

describe('Penang (4.7.5)', () => {
  it('a refit of two months; 2d6 less the torpedoes brought back is the shortfall; no upgrades', () => {
    const full = (started('IXC/40', '1944-03') as CareerStarted).data.torpedoes;
    const threeAboard = lastReload({
      bowTubes: full.bowTubes.map((t, i) => (i < 3 ? t : null)),
      sternTubes: full.sternTubes.map(() => null),
      forwardReloads: [],
      aftReloads: [],
    });
    const ended = patrolEnded({
      uboatType: 'IXC/40',
      date: '1944-03',
      before: returned({ date: '1944-03', base: 'penang' }),
      atSea: [threeAboard],
    });
    expect(aboard(boatOf(ended).torpedoes)).toBe(3);
    const { events, state } = refit(ended, [3, 4]); // 2d6 = 7, less the 3 brought back: 4 short
    expect(one(events, 'RefitMonthsSet')).toMatchObject({ base: 2, months: 2, airRaids: [] });
    const refitted = one(events, 'BoatRefitted');
    expect(refitted).toMatchObject({
      balkonGeraet: null,
      schnorchel: null,
      penangShortfall: { torpedoes: 4 },
    });
    expect(aboard(refitted.torpedoes)).toBe(fullLoad('IXC/40', '1944-05') - 4);
    expect(careerOf(state).base).toBe('penang');
  });

  it('after the refit 1d6 for the next patrol: 6 Australia from Penang, 1-2 home to France as the Indian Ocean row reversed', () => {
    const based = fold(
      [started('IXC/40', '1944-03'), ...returned({ date: '1944-03', base: 'penang' })],
      initialState(),
    );
    const [australia] = decide(based, assignPatrol, new ScriptedDice([6]));
    expect(australia).toMatchObject({
      type: 'PatrolAssigned',
      data: {
        area: 'australia',
        routeId: 'PEN-AUS',
        rebaseTo: null,
        roll: { rule: '4.7.5', chart: 'Penang' },
      },
    });
    const [home] = decide(based, assignPatrol, new ScriptedDice([1]));
    expect(home).toMatchObject({ data: { area: 'indianOcean', routeId: 'PEN-HOME-IX', rebaseTo: 'france' } });
  });
});

describe('refit upgrades (10.11.9, 10.11.10, Q-EQUIP)', () => {
  it('10.11.9: a Type IX refitting from 1/44 gets Balkon-Gerät on 1-2; 10.11.10: the schnorchel on a modified 1', () => {
    const { events, state } = refit(patrolEnded({ uboatType: 'IXC', date: '1944-01' }), [2, 2]);
    const refitted = one(events, 'BoatRefitted');
    expect(refitted.balkonGeraet).toMatchObject({ rule: '10.11.9', natural: 2 });
    expect(refitted.schnorchel).toMatchObject({ rule: '10.11.10', natural: 2, total: 1 });
    expect(boatOf(state).fittings).toMatchObject({ balkonGeraet: true, schnorchel: true, naxos: true });
  });

  it("10.11.10: −1 per rank above OltzS, −1 with the Knight's Cross, −1 per earlier attempt; a failure counts", () => {
    const ended = patrolEnded({
      date: '1944-01',
      before: returned(
        {
          date: '1944-01',
          refit: [promotedTo('KKpt', '1944-07'), decorated([], 'knightsCross'), schnorchelRolled(false, 1)],
        },
        { date: '1944-01', refit: [schnorchelRolled(false, 2)] },
      ),
    });
    expect(one(refit(ended, [6]).events, 'BoatRefitted').schnorchel).toMatchObject({ natural: 6, total: 1 });
    const failed = refit(patrolEnded({ date: '1944-01' }), [3]).state; // KptLt: 3 - 1 = 2
    expect(boatOf(failed).fittings).toMatchObject({ schnorchel: false, schnorchelAttempts: 1 });
  });

  it('11.4.7: a VIIC Flak sails as a plain VIIC from 12/43 (its board, its torpedoes)', () => {
    const { events, state } = refit(patrolEnded({ uboatType: 'VIIC Flak', date: '1943-10' }));
    expect(one(events, 'BoatRefitted').uboatType).toBe('VIIC');
    expect(careerOf(state).uboatType).toBe('VIIC');
    expect(aboard(boatOf(state).torpedoes)).toBe(fullLoad('VIIC', '1943-12'));
  });
});

describe('deck-gun removal before each patrol after a refit (10.11.8, Q-14)', () => {
  const inPort = (rank: 'KptLt' | 'KKpt' = 'KptLt') => refit(patrolEnded({ before: rankOf(rank) })).state;

  it('1d6 1-4: removed, its box is the Extra Flak and the ammunition goes ashore', () => {
    const state = inPort();
    const events = decide(state, assignPatrol, new ScriptedDice({ '2d6': [[5, 3]], '1d6': [4] }));
    const checked = events.find((e) => e.type === 'DeckGunChecked');
    expect(checked).toMatchObject({
      data: { roll: { rule: '10.11.8', total: 4 }, shift: 0, removed: true, deckGunAmmo: 0 },
    });
    const next = events.reduce(evolve, state);
    expect(boatOf(next)).toMatchObject({ deckGunAmmo: 0, fittings: { deckGunRemoved: true } });
  });

  it('a KKpt or higher may shift the roll by one (+1 keeps the gun on a 4); a KptLt may not', () => {
    const kkpt = { type: 'AssignPatrol', data: { deckGunShift: 1 } } as const;
    const events = decide(inPort('KKpt'), kkpt, new ScriptedDice({ '2d6': [[5, 3]], '1d6': [4] }));
    expect(events.find((e) => e.type === 'DeckGunChecked')).toMatchObject({
      data: { shift: 1, removed: false },
    });
    expect(() => decide(inPort(), kkpt, new ScriptedDice([]))).toThrow(RuleViolation);
  });

  it('the first patrol of a career is not checked (E-DECKGUN)', () => {
    const events = spec
      .given([started()])
      .when(assignPatrol, { '2d6': [[5, 3]] })
      .thenEvents();
    expect(events.map((e) => e.type)).toEqual(['PatrolAssigned']);
  });
});

describe('recovery of the wounded (10.12)', () => {
  it('LW heal, KIA are replaced (an Experte lost), an SW crewman longer than the refit is replaced', () => {
    const ended = patrolEnded({
      before: returned({ refit: [improved('engineerExperte')] }),
      atSea: [
        injured('firstWatchOfficer', 'lightlyWounded'),
        injured('engineer', 'killed'),
        injured('doctor', 'severelyWounded'),
        injured('crew', 'severelyWounded', 0),
      ],
    });
    const { events, state } = refit(ended, [3, 1]); // Doctor 3 months, crew1 1 month; the refit is 1 month
    expect(one(events, 'CrewRecovered')).toMatchObject({
      kommandant: null,
      crew: [
        { box: 'firstWatchOfficer', wound: 'lightlyWounded', roll: null, months: 0, replaced: false },
        { box: 'engineer', wound: 'killed', roll: null, replaced: true },
        {
          box: 'doctor',
          wound: 'severelyWounded',
          roll: { rule: '10.12', natural: 3 },
          months: 3,
          replaced: true,
        },
        { box: 'crew1', wound: 'severelyWounded', months: 1, replaced: false },
      ],
      quality: null,
      newCrew: false,
    });
    const crew = careerOf(state).crew;
    expect([crew.firstWatchOfficer, crew.engineer, crew.doctor]).toEqual([
      { wound: 'none', expert: false },
      { wound: 'none', expert: false },
      { wound: 'none', expert: false },
    ]);
    expect(crew.generic).toEqual(['none', 'none', 'none', 'none']);
  });

  it('14.15 #20 Charismatic (E-OPT-CHARISMATIC): the named crewmen replaced arrive Experte; the healed keep what they were', () => {
    const charismatic: CareerEvent = {
      type: 'KommandantAbilitiesSet',
      data: { card: null, specialAbility: null, roll: null, abilities: ['charismatic'] },
    };
    const ended = patrolEnded({
      before: [charismatic],
      atSea: [injured('firstWatchOfficer', 'lightlyWounded'), injured('engineer', 'killed')],
    });
    const { events, state } = refit(ended, []);
    expect(one(events, 'CrewRecovered')).toMatchObject({ replacementsExperte: true });
    const crew = careerOf(state).crew;
    expect([crew.firstWatchOfficer, crew.engineer]).toEqual([
      { wound: 'none', expert: false },
      { wound: 'none', expert: true },
    ]);
  });

  it('10.12.1: an Experte Doctor takes 1 off each roll (Q-17: 0 months is fit at once)', () => {
    const ended = patrolEnded({
      before: returned({ refit: [improved('doctorExperte')] }),
      atSea: [injured('crew', 'severelyWounded', 0)],
    });
    expect(one(refit(ended, [1]).events, 'CrewRecovered').crew[0]).toMatchObject({
      roll: { natural: 1, total: 0, modifiers: [{ id: 'doctorExperte', value: -1, rule: '10.12.1' }] },
      months: 0,
    });
  });

  it('10.12: the Kommandant is never replaced — the boat waits for him, and his crew with it (Q-18)', () => {
    const ended = patrolEnded({
      before: returned({ refit: [improved('secondWatchOfficerExperte')] }),
      atSea: [injured('kommandant', 'severelyWounded'), injured('secondWatchOfficer', 'severelyWounded')],
    });
    const { events, state } = refit(ended, [3, 2]);
    expect(one(events, 'CrewRecovered')).toMatchObject({
      kommandant: { months: 3 },
      crew: [{ box: 'secondWatchOfficer', months: 2, replaced: false }],
    });
    expect(one(events, 'RefitCompleted')).toMatchObject({
      inPort: ['1943-08', '1943-09', '1943-10'],
      nextPatrol: '1943-11',
    });
    expect(careerOf(state).crew.secondWatchOfficer).toEqual({ wound: 'none', expert: true });
  });

  it('10.12.4: a Kommandant recovering 5 months or more gets a new boat and an entirely new Trained crew', () => {
    const ended = patrolEnded({
      before: returned({ refit: [improved('engineerExperte'), crewBecame('trained', 'veteran')] }),
      atSea: [injured('kommandant', 'severelyWounded')],
    });
    const { events, state } = refit(ended, [5]);
    expect(one(events, 'CrewRecovered')).toMatchObject({
      kommandant: { months: 5 },
      crew: [],
      newCrew: true,
    });
    expect(one(events, 'NewUBoatAssigned')).toMatchObject({
      reason: 'kommandantRecovery',
      crew: 'new',
      uboatType: 'VIIC',
    });
    expect(careerOf(state).crew).toMatchObject({ quality: 'trained', engineer: { expert: false } });
    expect(careerOf(state).date).toBe('1944-01'); // the month after he recovers
  });

  it('10.12.3, Q-19: all four generic boxes replaced: the quality drops one level, never below Trained', () => {
    const lost = (quality: 'veteran' | 'trained') =>
      one(
        refit(
          patrolEnded({
            before: quality === 'veteran' ? returned({ refit: [crewBecame('trained', 'veteran')] }) : [],
            atSea: [0, 1, 2, 3].map((box) => injured('crew', 'killed', box)),
          }),
        ).events,
        'CrewRecovered',
      ).quality;
    expect(lost('veteran')).toEqual({ from: 'veteran', to: 'trained', rule: '10.12.3' });
    expect(lost('trained')).toBeNull();
  });
});

describe('a newer U-boat on request (11.4.3-11.4.5)', () => {
  /** Back in France in 8/44 with the Knight's Cross won (30,000 t): the refit waits for the request. */
  const decorated = (uboatType: 'VIIC' | 'IXC' = 'VIIC', rank: 'OltzS' | 'KptLt' = 'KptLt') =>
    refit(
      patrolEnded({
        uboatType,
        date: uboatType === 'IXC' ? '1944-06' : '1944-07', // a IX's P month: back in 8/44 either way
        success: true,
        shipsSunk: 1,
        rank, // a career begun by 8/44 sails from France (4.7.1)
        atSea: [sank(30_000)],
      }),
    ).state;
  const request = (uboatType: 'VIIC/41' | 'VIID') =>
    ({ type: 'RequestNewUBoat', data: { uboatType } }) as const;

  it('11.4.3, 11.4.4, E-NEWER: newer types of his family that sail by then (the VIIC Flak last sailed in 11/43)', () => {
    const state = decorated();
    expect(state.step).toEqual({ kind: 'newUBoatRequest' });
    expect(pendingTypes(state)).toEqual(['VIIC/41', 'VIID']);
    expect(pendingTypes(decorated('IXC', 'OltzS'))).toEqual(['IXC/40']); // the XB, XII, XIV, IXD-2 need a KptLt
    expect(pendingTypes(decorated('IXC'))).toEqual(['IXC/40', 'IXD-2', 'XB', 'XII', 'XIV']);
  });

  it('1d6 1-3 grants it: a new boat in Germany, sailing a month later (Q-63); the crew kept', () => {
    const state = decorated();
    const events = decide(state, request('VIIC/41'), new ScriptedDice([3, 1, 1])); // M6 3, Alberich 2
    expect(events[0]).toMatchObject({
      type: 'NewUBoatRequested',
      data: {
        uboatType: 'VIIC/41',
        roll: { rule: '11.4.3', chart: 'M6', natural: 3 },
        limitedRoll: null,
        granted: 'VIIC/41',
      },
    });
    expect(events[1]).toMatchObject({
      type: 'NewUBoatAssigned',
      data: { reason: 'request', crew: 'kept', months: 1, base: 'germany' },
    });
    const next = events.reduce(evolve, state);
    expect(careerOf(next)).toMatchObject({ uboatType: 'VIIC/41', base: 'germany', date: '1944-09' });
    expect(careerOf(next).service.newUBoatRequests).toBe(0);
    expect(next.step).toEqual({ kind: 'inPort' });
  });

  it('11.4.5: a limited type also needs 1-2, else the latest standard model; 4-6 the request is spent', () => {
    const limited = decide(decorated(), request('VIID'), new ScriptedDice([1, 3, 1, 1]));
    expect(limited[0]).toMatchObject({
      data: { limitedRoll: { rule: '11.4.5', natural: 3 }, granted: 'VIIC/41' },
    });
    const refused = decide(decorated(), request('VIID'), new ScriptedDice([4]));
    expect(refused.map((e) => e.type)).toEqual(['NewUBoatRequested', 'BoatRefitted', 'RefitCompleted']);
    expect(careerOf(refused.reduce(evolve, decorated())).service.newUBoatRequests).toBe(0);
  });

  it('11.4.3: the request may be kept for a later refit', () => {
    const kept = decide(decorated(), { type: 'KeepNewUBoatRequest', data: {} }, new ScriptedDice([]));
    expect(kept[0]).toEqual({ type: 'NewUBoatRequestKept', data: { requests: 1 } });
    const next = kept.reduce(evolve, decorated());
    expect(careerOf(next)).toMatchObject({ uboatType: 'VIIC', service: { newUBoatRequests: 1 } });
  });

  it('a type not offered is refused', () => {
    expect(() =>
      decide(decorated(), { type: 'RequestNewUBoat', data: { uboatType: 'XXI' } }, new ScriptedDice([])),
    ).toThrow(RuleViolation);
  });
});

const pendingTypes = (state: CareerState) =>
  pending(state).commands.find((c) => c.type === 'RequestNewUBoat')?.parameters.uboatType ?? [];

describe('the fittings at sea (8.1.2, 8.1.3, 8.1.5, 10.11.8)', () => {
  it('a boat with a schnorchel may schnorchel (8.1.3); none fitted, or a holed hull (8.1.5): surfaced only', () => {
    const fitted = fold(outOfPort('transit', 'VIIC', '1944-03'), initialState());
    expect(pending(fitted).commands[0].parameters.posture).toEqual(['surfaced', 'schnorchel']);
    const holed = { ...fitted, boat: { ...boatOf(fitted), hullHoled: true } };
    expect(pending(holed).commands[0].parameters.posture).toEqual(['surfaced']);
    const none = fold(outOfPort('transit', 'VIIC', '1943-08'), initialState());
    expect(() =>
      decide(none, { type: 'EnterNextBox', data: { posture: 'schnorchel' } }, new ScriptedDice([])),
    ).toThrow(RuleViolation);
  });

  it('10.11.8: the deck gun removed, its Extra Flak gives −1 on [A2] until a "Flak gun(s)" hit', () => {
    const state = fold(outOfPort(), initialState());
    const boat = { ...boatOf(state), fittings: { ...boatOf(state).fittings, deckGunRemoved: true } };
    const board = defaultChartPack.uboatBoards.boards.VIIC;
    const crew = careerOf(state).crew;
    expect(flakModifiers(board, boat, crew, defaultChartPack, false).map((m) => m.id)).toContain('extraFlak');
    const hit = { ...boat, damagedSystems: ['extraFlak' as const] };
    expect(flakModifiers(board, hit, crew, defaultChartPack, false).map((m) => m.id)).not.toContain(
      'extraFlak',
    );
  });
});

describe('after a crew rescued at sea (10.10.4, Q-12)', () => {
  it('the refit follows with a new boat of the same type and a new Trained crew, in a month', () => {
    const atSea = fold([started(), patrolThrough(['transit'])], initialState());
    const veterans = {
      ...atSea,
      career: { ...careerOf(atSea), crew: { ...careerOf(atSea).crew, quality: 'veteran' as const } },
    };
    const roll = {
      purpose: 'rescue',
      rule: '10.10.4',
      dice: '2d6' as const,
      nonce: 0,
      faces: [3, 4],
      natural: 7,
      modifiers: [],
      total: 7,
    };
    const rescued = evolve(veterans, { type: 'CrewRescued', data: { rule: '10.10.4', roll } });
    expect(rescued.step).toEqual({ kind: 'refit' });
    const { events, state } = refit(rescued);
    expect(one(events, 'RefitMonthsSet')).toMatchObject({ months: 1, airRaids: [] });
    expect(one(events, 'NewUBoatAssigned')).toMatchObject({
      reason: 'crewRescued',
      uboatType: 'VIIC',
      crew: 'new',
    });
    expect(careerOf(state)).toMatchObject({ date: '1943-09', crew: { quality: 'trained' } });
  });
});
