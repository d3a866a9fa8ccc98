import {
  defaultChartPack as charts,
  rowFor,
  sinkPointsFor,
  type AttackRange,
  type AttackResult,
  type EncounterKind,
  type RollTable,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import { SeededDice, type DiceKind } from '../../dice';
import { outliers, totalOdds } from '../../testing';
import { sighted as sightedEvents, started } from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import { decide } from '../decide';
import type {
  CareerEvent,
  CareerStarted,
  DepthCharged,
  EscortDetectionRolled,
  ShipDamaged,
  TorpedoDudRolled,
  TorpedoFired,
} from '../model/events';
import { fold } from '../evolve';
import type { RecordedRoll } from '../model/rolls';
import {
  boardOf,
  initialState,
  type AttackKind,
  type BoatSystem,
  type CareerState,
  type EscortHunt,
  type TargetShip,
  type TorpedoType,
} from '../model/state';

// Statistical fidelity of ship combat (9.2, 9.3, 9.6): the engine (decide) is driven N times from one fixed state,
// and every outcome's frequency is compared with the exact odds computed by enumerating the dice faces through the
// rows of defaultChartPack with the modifiers the rules call for, within 4σ (σ = sqrt(N·p·(1−p)); p = 0 never seen).
const N_U1 = 4_000; // shots per [U1] case
const N_TORPEDO = 10_000; // torpedoes at close range for [U2] and [U3] (about 7,200 hits)
const N_GUN = 6_000; // deck-gun points per boat type
const N_E2 = 4_000; // [E2] rolls per case
const N_HUNT = 12_000; // [E2] rolls of the +5 hunt, shared by [E2] and [E3]
const N_E3_1945 = 8_000; // [E2] rolls of the 1945 hunt ([E3b] +1)

// ---- Exact odds ----

/** Exact odds of an outcome of the natural roll, by enumerating the dice faces (2d6: 36 combinations, 1d6: 6). */
function oddsOf<K>(die: DiceKind, outcome: (natural: number) => K): Map<K, number> {
  const odds = new Map<K, number>();
  for (const [natural, p] of totalOdds(die)) {
    const key = outcome(natural);
    odds.set(key, (odds.get(key) ?? 0) + p);
  }
  return odds;
}

/** The result of a chart row for a natural roll and a net modifier. */
const read = <R>(table: RollTable<R>, natural: number, modifier: number): R =>
  rowFor(table, natural + modifier).result;

/** The net value of the chart modifiers the rules call for (by id), read from the chart itself. */
function net(
  modifiers: readonly { readonly id: string; readonly value: number }[],
  ids: readonly string[],
): number {
  return ids.reduce((sum, id) => {
    const modifier = modifiers.find((m) => m.id === id);
    if (!modifier) throw new Error(`the chart has no modifier ${id}`);
    return sum + modifier.value;
  }, 0);
}

/** Fails loudly, naming the event and the modifiers, when the engine applied other modifiers than the rules. */
function expectModifiers(roll: RecordedRoll, ids: readonly string[], total: number, what: string): void {
  const found = roll.modifiers.map((m) => m.id).sort();
  const wanted = [...ids].sort();
  if (found.join() !== wanted.join() || roll.total !== roll.natural + total)
    throw new Error(
      `${what}: the engine applied [${found.join(', ')}] (${roll.total - roll.natural}), ` +
        `the rules call for [${wanted.join(', ')}] (${total})`,
    );
}

/** A check made inside the loops (cheaper than expect, same failure). */
function must(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const tally = <K>(keys: readonly K[]): Map<K, number> => {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/** Every result of the trials within 4σ of its exact odds, over enough trials to mean something. */
function expectFidelity<K>(keys: readonly K[], odds: Map<K, number>, least: number): void {
  expect(keys.length).toBeGreaterThanOrEqual(least);
  expect(outliers(tally(keys), odds, keys.length)).toEqual([]);
}

const attackKey = (r: AttackResult) => (r.uboatSunk ? 'sunk' : String(r.hits));

// ---- States, built by folding hand-written events (no dice) ----

const fixedRoll = (dice: DiceKind, faces: number[]): RecordedRoll => {
  const natural = faces.reduce((a, b) => a + b, 0);
  return { purpose: 'fixture', rule: 'test', dice, nonce: 0, faces, natural, modifiers: [], total: natural };
};

const ship = (type: TargetShip['type'], tonnage: number, fast = false): TargetShip => ({
  type,
  name: type,
  tonnage,
  sinkPoints: type === 'capitalShip' ? 5 : sinkPointsFor(charts.U4, tonnage),
  damage: 0,
  fast,
});
const FREIGHTER = ship('largeFreighter', 6_000);

interface Sighting {
  readonly kind: EncounterKind;
  readonly ships: readonly TargetShip[];
  readonly escorted: boolean;
  /** The torpedo loaded in bow tube 0 (the one each test fires). */
  readonly bowTube0: TorpedoType;
  readonly uboatType?: UBoatType;
  readonly date?: YearMonth;
}

/** 8.3-8.4: ships met by day, the boat about to choose its approach. */
function sighted({ kind, ships, escorted, bowTube0, uboatType = 'VIIC', date = '1943-08' }: Sighting) {
  const torpedoes = (started(uboatType, date) as CareerStarted).data.torpedoes;
  const bowTubes = torpedoes.bowTubes.map((t, i) => (i === 0 ? bowTube0 : t));
  const events = sightedEvents({
    kind,
    ships,
    escorted,
    uboatType,
    date,
    torpedoes: { ...torpedoes, bowTubes },
  });
  const state = fold(events, initialState());
  expect(state.step.kind).toBe('shipsSighted');
  return state;
}

/** 9.0-9.1: the approach, without the close-range check of 9.2.2 (it is assumed passed). */
function approached(state: CareerState, attack: AttackKind, range: AttackRange): CareerState {
  const data = { attack, range, escortTarget: null, wolfpackRoll: null, wolfpack: null };
  const next = fold([{ type: 'AttackApproachChosen', data }], state);
  expect(next.step.kind).toBe('firing');
  return next;
}

/** 9.2.9: a torpedo from bow tube 0 missed an escorted target; the escorts hunt the boat. */
function afterMiss(state: CareerState): CareerState {
  const torpedo = state.boat!.torpedoes.bowTubes[0] as TorpedoType;
  const miss: TorpedoFired = {
    type: 'TorpedoFired',
    data: {
      end: 'bow',
      tube: 0,
      torpedo,
      target: 0,
      salvo: 1,
      roll: fixedRoll('2d6', [6, 6]),
      homingFloor: null,
      hit: false,
      fatReroll: null,
      newTarget: null,
    },
  };
  const next = fold([miss], state);
  expect(next.step.kind).toBe('evading');
  return next;
}

/** 9.6.14: the second detection loop (detected once, the depth charges did no harm). */
const secondLoop = (state: CareerState): CareerState => {
  const hunt: EscortHunt = { ...state.encounter!.hunt!, detectionRolls: 1, previouslyDetected: true };
  return { ...state, encounter: { ...state.encounter!, hunt } };
};

const damaged = (state: CareerState, systems: BoatSystem[]): CareerState => ({
  ...state,
  boat: { ...state.boat!, damagedSystems: systems },
});

const eventsOf = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.filter((e): e is Extract<CareerEvent, { type: T }> => e.type === type);

const diceFor = (name: string) => new SeededDice({ serverSeed: 'ship-combat-statistics', playerSeed: name });

const fire: CareerCommand = { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } };
const fireGun: CareerCommand = { type: 'FireDeckGun', data: { targets: [0] } };
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };

// ---- The escorts' hunt: the states of the [E2] and [E3] cases ----

/** Escorted freighter, submerged by day; bow tube 0 holds the torpedo fired (and missed). */
function hunted(range: AttackRange, torpedo: TorpedoType): CareerState {
  const state = sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true, bowTube0: torpedo });
  return afterMiss(approached(state, 'submerged', range));
}

/** +5 on [E2]: a capital ship's escorts, close range, G7a by day, second loop, dive planes damaged. */
function heavilyHunted(date: YearMonth): CareerState {
  const capital = sighted({
    kind: 'capitalShip',
    ships: [ship('capitalShip', 35_000)],
    escorted: true,
    bowTube0: 'g7aFat',
    date,
  });
  return damaged(secondLoop(afterMiss(approached(capital, 'submerged', 'close'))), ['divePlanes']);
}
const HEAVY_E2 = [
  'capitalShip',
  'closeRangeAfterFiring',
  'g7aByDay',
  'previouslyDetected',
  'divePlanesDamaged',
];

/** 9.6.9: exact odds of [E2], an unmodified total listed on the chart (2) deciding on its own. */
const e2Odds = (modifier: number) =>
  oddsOf('2d6', (natural) => {
    const unmodified = charts.E2.unmodified.find((u) => u.roll === natural);
    return unmodified?.result ?? read(charts.E2, natural, modifier);
  });

interface Hunt {
  readonly detection: EscortDetectionRolled['data'];
  readonly attack: DepthCharged['data'] | null;
}

/** EvadeEscorts (no deep dive, no BOLD) from the same state n times: the [E2] roll and the attack that follows. */
function hunts(state: CareerState, n: number, seed: string): Hunt[] {
  const dice = diceFor(seed);
  return Array.from({ length: n }, () => {
    const events = decide(state, evade, dice, charts);
    const [detection] = eventsOf(events, 'EscortDetectionRolled');
    const [attack] = eventsOf(events, 'DepthCharged');
    must(detection?.data.rule === '9.6.9', 'EvadeEscorts: no [E2] roll (9.6.9)');
    // 9.6.10: detected → the escorts attack at once; not detected → no attack.
    must(
      (detection.data.result === 'notDetected') === (attack === undefined),
      `[E2] ${detection.data.result} and ${attack ? 'an' : 'no'} attack`,
    );
    return { detection: detection.data, attack: attack?.data ?? null };
  });
}

describe('statistical fidelity of ship combat', () => {
  describe(`[U1] 9.2.3 torpedo hits over ${N_U1.toLocaleString('en-US')} shots per case`, () => {
    it.each([
      ['close', 'g7eFat', 'freighter', FREIGHTER, []],
      ['medium', 'g7eFat', 'freighter', FREIGHTER, ['g7eFatMediumRange']],
      ['long', 'g7eFat', 'freighter', FREIGHTER, ['g7eFatLongRange']],
      ['medium', 'g7aFat', 'freighter', FREIGHTER, []],
      // 9.2.5, Q-U1: a homing torpedo hits on its floor or less whatever the modifiers.
      ['long', 'zaunkoenig', 'freighter', FREIGHTER, []],
      ['long', 'zaunkoenig', 'fast capital ship', ship('capitalShip', 35_000, true), ['fastCapitalShip']],
    ] as const)(
      '[U1] 9.2.3, 9.2.5: submerged by day at %s range, one %s at an unescorted %s',
      (range, torpedo, _label, target, ids) => {
        const state = approached(
          sighted({ kind: 'ship', ships: [target], escorted: false, bowTube0: torpedo }),
          'submerged',
          range,
        );
        const modifier = net(charts.U1.modifiers, ids);
        const floor = torpedo === 'zaunkoenig' ? charts.U1.homingFloors.zaunkoenig.value : null;
        const dice = diceFor(`u1-${range}-${torpedo}-${target.type}`);
        const results = Array.from({ length: N_U1 }, () => {
          const [shot] = eventsOf(decide(state, fire, dice, charts), 'TorpedoFired');
          expectModifiers(shot.data.roll!, ids, modifier, `TorpedoFired (${torpedo}, ${range})`);
          must(shot.data.homingFloor === floor, `homing floor ${shot.data.homingFloor}, expected ${floor}`);
          return shot.data.hit ? 'hit' : 'miss';
        });
        const odds = oddsOf('2d6', (natural) =>
          read(charts.U1.ranges[range], natural, modifier) === 'hit' || (floor !== null && natural <= floor)
            ? 'hit'
            : 'miss',
        );
        expectFidelity(results, odds, N_U1);
      },
    );
  });

  describe(`[U2] [U3] 9.2.6-9.2.7 torpedo damage over ${N_TORPEDO.toLocaleString('en-US')} torpedoes`, () => {
    let salvos: CareerEvent[][] = [];
    let duds: TorpedoDudRolled[] = [];
    let damage: ShipDamaged[] = [];
    beforeAll(() => {
      // G7e at close range, submerged by day: no [U1] modifier, the most hits.
      const state = approached(
        sighted({ kind: 'ship', ships: [FREIGHTER], escorted: false, bowTube0: 'g7eFat' }),
        'submerged',
        'close',
      );
      const dice = diceFor('u2-u3-torpedo');
      salvos = Array.from({ length: N_TORPEDO }, () => decide(state, fire, dice, charts));
      duds = salvos.flatMap((events) => eventsOf(events, 'TorpedoDudRolled'));
      damage = salvos.flatMap((events) => eventsOf(events, 'ShipDamaged'));
    });

    it('[U2] 9.2.6: a torpedo that hit is a dud on 1d6 ≤ 1 (every hit rolls once, no miss rolls)', () => {
      const hits = salvos.filter((events) => eventsOf(events, 'TorpedoFired')[0].data.hit).length;
      expect(duds).toHaveLength(hits);
      duds.forEach((d) => expectModifiers(d.data.roll, [], 0, 'TorpedoDudRolled'));
      expectFidelity(
        duds.map((d) => d.data.dud),
        oddsOf('1d6', (natural) => read(charts.U2, natural, 0) === 'dud'),
        N_TORPEDO / 2,
      );
    });

    it('[U3] 9.2.7: the damage points of a torpedo that is not a dud (torpedo column)', () => {
      expect(damage).toHaveLength(duds.filter((d) => !d.data.dud).length);
      damage.forEach((d) => {
        must(d.data.weapon === 'torpedo', `ShipDamaged by ${d.data.weapon}`);
        expectModifiers(d.data.roll, [], 0, 'ShipDamaged (torpedo)');
      });
      const odds = oddsOf('1d6', (natural) => {
        const row = read(charts.U3, natural, 0);
        return row.torpedo ?? row.deckGun;
      });
      expectFidelity(
        damage.map((d) => d.data.points),
        odds,
        N_TORPEDO / 2,
      );
    });
  });

  describe(`[U1] [U3] 9.3.3 deck gun over ${N_GUN.toLocaleString('en-US')} points per boat`, () => {
    it.each(['VIIC', 'IXC'] as const)(
      '[U1] [U3] 9.3.3: the %s deck gun, surfaced at close range: hits, and the points of each hit',
      (uboatType) => {
        const state = approached(
          sighted({ kind: 'ship', ships: [FREIGHTER], escorted: false, bowTube0: 'g7eFat', uboatType }),
          'surfaced',
          'close',
        );
        // [U3]: −1 with a 105 mm gun, which makes row 0 (2 points) reachable.
        const ids = boardOf(charts, uboatType).guns.deckGun.value === '10.5 cm' ? ['deckGun105mm'] : [];
        const modifier = net(charts.U3.modifiers, ids);
        const dice = diceFor(`deck-gun-${uboatType}`);
        const shots = Array.from({ length: N_GUN }, () => decide(state, fireGun, dice, charts));
        const fired = shots.map((events) => eventsOf(events, 'DeckGunFired')[0]);
        // The UZO −1 is for torpedoes (Q-UZO): the gun rolls [U1] unmodified.
        fired.forEach((f) => expectModifiers(f.data.roll!, [], 0, `DeckGunFired (${uboatType})`));
        expectFidelity(
          fired.map((f) => (f.data.hit ? 'hit' : 'miss')),
          oddsOf('2d6', (natural) => read(charts.U1.ranges.close, natural, 0)),
          N_GUN,
        );
        const damage = shots.flatMap((events) => eventsOf(events, 'ShipDamaged'));
        expect(damage).toHaveLength(fired.filter((f) => f.data.hit).length);
        damage.forEach((d) => {
          must(d.data.weapon === 'deckGun', `ShipDamaged by ${d.data.weapon}`);
          expectModifiers(d.data.roll, ids, modifier, `ShipDamaged (deck gun, ${uboatType})`);
        });
        expectFidelity(
          damage.map((d) => d.data.points),
          oddsOf('1d6', (natural) => read(charts.U3, natural, modifier).deckGun),
          N_GUN / 2,
        );
      },
    );
  });

  describe('[E2] [E3] 9.6.9-9.6.10 the escorts’ hunt, EvadeEscorts without deep dive or BOLD', () => {
    // One sample of the +5 hunt in 1943-08 serves [E2] (where the unmodified 2 matters) and [E3].
    let heavy: Hunt[] = [];
    beforeAll(() => {
      heavy = hunts(heavilyHunted('1943-08'), N_HUNT, 'hunt-1943-08');
    });

    it.each([
      [
        'medium range after a G7a by day (+1)',
        () => hunts(hunted('medium', 'g7aFat'), N_E2, 'e2-g7a'),
        ['g7aByDay'],
      ],
      [
        'the second loop, medium range after a G7a by day (+2, 9.6.14)',
        () => hunts(secondLoop(hunted('medium', 'g7aFat')), N_E2, 'e2-second-loop'),
        ['g7aByDay', 'previouslyDetected'],
      ],
      ['long range after a G7e (−1)', () => hunts(hunted('long', 'g7eFat'), N_E2, 'e2-long'), ['longRange']],
      ['+5, where an unmodified 2 alone is not detected', () => heavy, HEAVY_E2],
    ] as const)('[E2] 9.6.9: %s', (_name, sample, ids) => {
      const modifier = net(charts.E2.modifiers, ids);
      const results = sample().map(({ detection }) => {
        expectModifiers(detection.roll, ids, modifier, 'EscortDetectionRolled');
        must(
          detection.roll.natural !== 2 || detection.result === 'notDetected',
          `an unmodified 2 was ${detection.result}`,
        );
        return detection.result;
      });
      expectFidelity(results, e2Odds(modifier), N_E2);
    });

    it.each([
      ['1943-08', () => heavy],
      ['1945-01', () => hunts(heavilyHunted('1945-01'), N_E3_1945, 'hunt-1945-01')],
    ] as const)(
      '[E3] [E3b]-[E3d] 9.6.10: in %s, the weapon (1d6: 1 special) and the outcome of Hedgehog and Squid',
      (date, sample) => {
        const attacks = sample().flatMap((h) => (h.attack ? [h.attack] : []));
        const e3b = date >= '1945-01' ? ['year1945'] : [];
        const e3bModifier = net(charts.E3b.modifiers, e3b);
        attacks.forEach((a) => {
          if (a.weaponRoll) expectModifiers(a.weaponRoll, e3b, e3bModifier, `DepthCharged [E3b] (${date})`);
        });
        const special = oddsOf('1d6', (natural) => read(charts.E3.specialAttackCheck, natural, 0));
        const weapons = new Map<string, number>([['depthCharges', special.get('normalAttack') ?? 0]]);
        const outcomes = new Map<string, number>();
        const add = (odds: Map<string, number>, key: string, p: number) =>
          odds.set(key, (odds.get(key) ?? 0) + p);
        for (const [b, pb] of totalOdds('1d6')) {
          const weapon = read(charts.E3b, b, e3bModifier);
          add(weapons, weapon, (special.get('specialAttack') ?? 0) * pb);
          for (const [c, pc] of totalOdds('1d6')) {
            if (weapon === 'squid') add(outcomes, `squid:${attackKey(read(charts.E3d, c, 0))}`, pb * pc);
            else if (read(charts.E3c, c, 0) === 'miss') add(outcomes, 'hedgehog:miss', pb * pc);
            else
              for (const [d, pd] of totalOdds('1d6'))
                add(outcomes, `hedgehog:${attackKey(read(charts.E3c.damage, d, 0))}`, pb * pc * pd);
          }
        }
        expectFidelity(
          attacks.map((a) => a.weapon),
          weapons,
          N_E3_1945 / 2,
        );
        const outcome = (a: DepthCharged['data']) =>
          `${a.weapon}:${a.roll === null ? 'miss' : a.sunk ? 'sunk' : String(a.hits)}`;
        expectFidelity(
          attacks.filter((a) => a.weapon !== 'depthCharges').map(outcome),
          outcomes,
          N_E3_1945 / 20,
        );
      },
    );

    it.each([
      ['detected', []],
      ['detectedAttackPlusOne', ['detectionRolled12']],
    ] as const)('[E3] 9.6.9-9.6.10: the hits of depth charges after an [E2] result %s', (result, ids) => {
      const modifier = net(charts.E3.modifiers, ids);
      const attacks = heavy.flatMap((h) =>
        h.detection.result === result && h.attack?.weapon === 'depthCharges' ? [h.attack] : [],
      );
      attacks.forEach((a) => expectModifiers(a.roll!, ids, modifier, `DepthCharged [E3] after ${result}`));
      expectFidelity(
        attacks.map((a) => (a.sunk ? 'sunk' : String(a.hits))),
        oddsOf('2d6', (natural) => attackKey(read(charts.E3, natural, modifier))),
        N_HUNT / 5,
      );
    });
  });
});
