import { BENEATH_THE_MED, type MedChartPack } from '../../campaigns';
import type { MedArea } from '../../campaigns/beneath-the-med';
import { ScriptedDice, type DiceScript } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { pending } from '../pending';
import { patrolViewAfter } from '../views/patrol-view';
import { reportOf } from '../views/headlines';
import { decideMed } from '../med/decide';
import type { CareerCommand, Shot } from '../model/commands';
import type { CareerEvent, ShipSunk, TorpedoFired } from '../model/events';
import { initialState, type AttackKind, type CareerState } from '../model/state';
import { spec, types } from './career.fixtures';
import {
  asGiven,
  assignedInTheMed,
  everywhere,
  med,
  metInArea,
  metInTheMed,
  startedInTheMed,
} from './career.med.fixtures';

type Range = Extract<CareerCommand, { type: 'ChooseApproach' }>['data']['range'];

const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const pack = BENEATH_THE_MED.charts.builtIn;

const met = (area: MedArea, dice: DiceScript, with_: MedChartPack = pack): CareerEvent[] =>
  metInTheMed(area, dice, with_);
/** Spanish coast, a Ship (2d6 9), small (1d6 1), T1-4 of 2,500 t and 2 points, alone, by day (1d6 1). */
const freighterAlone = () => met('spanishCoast', { '2d6': [[4, 5]], '1d6': [1, 1], '1d10': [4] });
/** Central Mediterranean, Ship(s) + Escort (2d6 7), one ship (1d6 3), large (1d6 4), T2-6 of 3 points, at night (1d6 5). */
const escortedAtNight = () => met('centralMed', { '2d6': [[3, 4]], '1d6': [3, 4, 5], '1d10': [6] });

/** 7.2.1-7.2.2: the command names Beneath the Med's ranges as they are, standard among them, with no cast. */
const approach = (range: Range, attack: AttackKind = 'submerged'): CareerCommand => ({
  type: 'ChooseApproach',
  data: { attack, range },
});
const salvo = (...shots: Shot[]): CareerCommand => ({ type: 'FireTorpedoes', data: { shots } });
const bow = (tube: number, target = 0): Shot => ({ end: 'bow', tube, target });
const stern = (tube: number, target = 0): Shot => ({ end: 'stern', tube, target });
const afterApproach = (given: CareerEvent[], range: Range, attack?: AttackKind) => [
  ...given,
  ...spec.given(given).when(approach(range, attack)).thenEvents(),
];

describe('Beneath the Med: the attack on the ships met (7.2.1-7.2.3, [B1] [B6] [B2])', () => {
  describe('when the ship sails alone (no [B3] roll before the salvo, 7.2.1)', () => {
    it('7.2.1: Given a freighter alone, When the Comandante closes to close range, Then he fires first, with no detection roll', () => {
      spec
        .given(freighterAlone())
        .when(approach('close'))
        .then([
          {
            type: 'AttackApproachChosen',
            data: {
              attack: 'submerged',
              range: 'close',
              escortTarget: null,
              wolfpackRoll: null,
              wolfpack: null,
            },
          },
        ] as CareerEvent[]);
    });

    it('7.2.3 [B1] [B6] [B2]: a hit at close range (2d6 6, 9 or less), no dud (1d6 4), 4 points (1d6 1) sink the 2,500 t freighter, credited to the Comandante', () => {
      const given = afterApproach(freighterAlone(), 'close');
      const events = spec
        .given(given)
        .when(salvo(bow(0)), { '2d6': [[3, 3]], '1d6': [4, 1] })
        .thenEvents();
      // 7.2.3: no ship left afloat, the round is over; 7.2.7: and the combat
      expect(types(events)).toEqual([
        'TorpedoFired',
        'TorpedoDudRolled',
        'ShipDamaged',
        'ShipSunk',
        'CombatRoundEnded',
        'EncounterEnded',
      ]);
      expect((events[0] as TorpedoFired).data).toMatchObject({
        end: 'bow',
        torpedo: 'W270',
        hit: true,
        roll: { chart: 'B1 close', rule: '7.2.3', total: 6, modifiers: [] },
      });
      expect(events[1].data).toMatchObject({ dud: false, roll: { chart: 'B6', natural: 4 } });
      expect(events[2].data).toMatchObject({ points: 4, damage: 2, sinkPoints: 2, roll: { chart: 'B2' } });
      expect((events[3] as ShipSunk).data).toMatchObject({ name: 'T1-4', tonnage: 2500 });
      const after = fold([...given, ...events]);
      expect(after.tonnage).toBe(2500);
      expect(med(after).career?.torpedoes.bowTubes).toHaveLength(3);
      // the same words as The Hunted's sinking, and a patrol view that folds it
      const { headlines } = reportOf(events);
      expect(headlines).toContainEqual({ key: 'move.salvo', params: { fired: 1, hits: 1, duds: 0 } });
      expect(headlines).toContainEqual({ key: 'move.shipSunk', params: { name: 'T1-4', tonnage: 2500 } });
      const stored = [...given, ...events].map((e, i) => ({ ...e, revision: i, position: i }));
      expect(() => patrolViewAfter(stored)).not.toThrow();
    });

    it('7.2.3 [B6]: a torpedo that hits is a dud on 1d6 1, and the ship takes no damage', () => {
      const given = afterApproach(freighterAlone(), 'long');
      const events = spec
        .given(given)
        .when(salvo(bow(0)), { '2d6': [[1, 2]], '1d6': [1] })
        .thenEvents();
      expect(types(events)).toEqual(['TorpedoFired', 'TorpedoDudRolled']);
      expect(events[1].data).toMatchObject({ dud: true });
      expect(fold([...given, ...events]).encounter?.ships[0].damage).toBe(0);
    });

    it('7.2.3 [B1]: at extreme range a 6 misses (5 or less hits)', () => {
      const given = afterApproach(freighterAlone(), 'extreme');
      const events = spec
        .given(given)
        .when(salvo(bow(0)), { '2d6': [[3, 3]] })
        .thenEvents();
      expect(events).toMatchObject([
        { type: 'TorpedoFired', data: { hit: false, roll: { chart: 'B1 extreme' } } },
      ]);
    });

    it('7.2.3: at the firing step pending() offers ready salvos: every loaded tube of one end, or one, at each ship afloat', () => {
      const [fire] = pending(fold(afterApproach(freighterAlone(), 'close'))).commands;
      expect(fire.choices).toEqual([
        salvo(bow(0), bow(1), bow(2), bow(3)),
        salvo(bow(0)),
        salvo(stern(0), stern(1)),
        salvo(stern(0)),
      ]);
    });

    it('7.2.7: Given the salvo fired at a ship alone, When the Comandante ends the round, Then the round is over: an extra round or let the ship go', () => {
      const given = afterApproach(freighterAlone(), 'close');
      const fired = spec
        .given(given)
        .when(salvo(bow(0)), { '2d6': [[6, 6]] })
        .thenEvents();
      const ended = spec
        .given([...given, ...fired])
        .when({ type: 'EndRound', data: {} })
        .thenEvents();
      expect(ended).toEqual([{ type: 'CombatRoundEnded', data: { rule: '7.2.3' } }]);
      const state = [...given, ...fired, ...ended].reduce(evolve, initialState());
      expect(pending(state).commands.map((c) => c.type)).toEqual(['AdditionalRound', 'BreakOff']);
    });
  });

  describe('when the ship is escorted', () => {
    it('7.2.3 [B2]: Given the large freighter of 3 points, When a good hit deals 1 point (1d6 4), Then it is damaged, not sunk; after the salvo the Comandante declares his evasion before the escorts’ [B3] (7.2.5-7.2.6)', () => {
      const given = afterApproach(escortedAtNight(), 'medium');
      const events = spec
        .given(given)
        .when(salvo(bow(0)), { '2d6': [[2, 2]], '1d6': [3, 4] })
        .thenEvents();
      expect(types(events)).toEqual(['TorpedoFired', 'TorpedoDudRolled', 'ShipDamaged']);
      expect(events[2].data).toMatchObject({ points: 1, damage: 1, sinkPoints: 3 });
      const after = [...given, ...events];
      expect(fold(after).encounter?.ships[0].damage).toBe(1);
      expect(fold(after).tonnage).toBe(0);
      expect(pending(fold(after)).commands.map((c) => c.type)).toEqual(['EvadeEscorts']);
    });

    it('7.2.3.1 worked example (004 L1635-1642): the Adua at night on the surface fires its 4 bow tubes normally, then its 2 stern tubes at +1 to hit', () => {
      const given = afterApproach(escortedAtNight(), 'medium', 'nightSurface');
      const shots = [bow(0), bow(1), bow(2), bow(3), stern(0), stern(1)];
      const misses = { '2d6': Array.from({ length: 6 }, (): [number, number] => [6, 6]) };
      const events = spec
        .given(given)
        .when(salvo(...shots), misses)
        .thenEvents();
      const fired = events as TorpedoFired[];
      expect(fired.map((e) => [e.data.end, e.data.salvo, e.data.roll?.modifiers])).toEqual([
        ...Array.from({ length: 4 }, () => ['bow', 1, []]),
        ...Array.from({ length: 2 }, () => ['stern', 2, [{ id: 'secondSalvo', value: 1, rule: '7.2.3.1' }]]),
      ]);
    });

    it('7.2.3.1: a night surface attack offers the salvo of both ends among its choices, a submerged one never', () => {
      const bothEnds = (attack: 'submerged' | 'nightSurface') =>
        (pending(fold(afterApproach(escortedAtNight(), 'medium', attack))).commands[0].choices ?? []).filter(
          (c) => new Set((c.data as { shots: { end: string }[] }).shots.map((shot) => shot.end)).size === 2,
        );
      expect(bothEnds('nightSurface')[0]?.data).toEqual({
        shots: [bow(0), bow(1), bow(2), bow(3), stern(0), stern(1)],
      });
      expect(bothEnds('submerged')).toEqual([]);
    });

    it('7.2.3.1: the Cagni at night on the surface fires its 8 bow and 6 stern tubes in one command, 14 shots', () => {
      const started = startedInTheMed('Cagni', '1940-06', { '1d10': [10] });
      const cagni = asGiven([started, assignedInTheMed([started], [3, 4])]);
      const dice = { '2d6': [[3, 4]], '1d6': [3, 4, 5], '1d10': [6] } satisfies DiceScript;
      const given = afterApproach(metInArea(cagni, 'centralMed', dice), 'medium', 'nightSurface');
      const shots = [
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((t) => bow(t)),
        ...[0, 1, 2, 3, 4, 5].map((t) => stern(t)),
      ];
      const misses = { '2d6': Array.from({ length: 14 }, (): [number, number] => [6, 6]) };
      const events = spec
        .given(given)
        .when(salvo(...shots), misses)
        .thenEvents();
      expect(events.filter((e) => e.type === 'TorpedoFired')).toHaveLength(14);
    });

    it('7.2.3.1: both ends fire together only in a night surface attack', () => {
      spec
        .given(afterApproach(escortedAtNight(), 'medium'))
        .when(salvo(bow(0), stern(0)))
        .thenThrows(Error, (e) => /one end only/i.test(e.message));
    });
  });

  it('7.1.5 [B1]: a destroyer is +2 to hit, small, fast and manoeuvrable (004 L1517-1522): a 4 at medium range totals 6, a hit', () => {
    const withWarships = everywhere('warship');
    const given = met('centralMed', { '2d6': [[3, 4]], '1d6': [5, 1] }, withWarships);
    const approached = [
      ...given,
      ...(decideMed(
        fold(given),
        approach('medium'),
        new ScriptedDice({}),
        withWarships,
      ) as unknown as CareerEvent[]),
    ];
    const [fired] = decideMed(
      fold(approached),
      salvo(bow(0)),
      new ScriptedDice({ '2d6': [[1, 3]], '1d6': [1] }),
      withWarships,
    );
    expect(fired).toMatchObject({
      type: 'TorpedoFired',
      data: { hit: true, roll: { total: 6, modifiers: [{ id: 'smallWarship', value: 2, rule: '7.1.5' }] } },
    });
  });

  it("9.1.4: The Hunted has no standard range: a Hunted career's ChooseApproach with it is refused", () => {
    const hunted = { ...initialState(), step: { kind: 'shipsSighted' as const } };
    expect(() => decide(hunted, approach('standard'), new ScriptedDice({}))).toThrow(
      /not a range of The Hunted/,
    );
  });
});
