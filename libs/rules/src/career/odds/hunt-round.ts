import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { surfacedUnderAttack } from '../combat/combat-modifiers';
import type { AircraftAttacked } from '../model/events';
import { injuries } from '../damage/crew-injuries';
import { checkFlooding } from '../damage/flooding';
import { rollHit } from '../damage/uboat-damage';
import { crewWith, stateWith } from '../model/copies';
import {
  boardOf,
  boatOf,
  careerOf,
  huntOf,
  type AircraftWeapon,
  type CareerState,
  type Wound,
} from '../model/state';
import { enumerate } from './enumerate';

// How a depth-charge round or an aircraft's pass ends once the attack has given its hits, as the escorts' step
// (combat/escorts.ts depthChargeStep) and the aircraft's (combat/air/air-attack.ts) roll it: the aircraft's automatic
// crew injuries first (9.8.2, E-INJURY-ORDER), then each hit one [E4] roll applied at once (9.6.11, 10.0), its crew
// injuries resolved before the next (10.0 step 4, 10.6.1), then the additional flooding check (10.1.3). Each piece
// is the engine's own roll, enumerated over its dice once per state it starts from, and chained hit by hit. The
// round ends the career, or the boat survives it:
// - the hull's last box: sunk with all hands (9.6.13, 10.3.2);
// - the flooding track's last box, by a hit or the check: the boat surfaces and must scuttle (10.1.2, 10.10);
// - the Kommandant killed (10.6.2). Submerged, an escort's wound is always light (10.6.1 step 3) and a light wound
//   on a serious one has no effect (10.7.2): only a boat caught on the surface (E-SURFACED) or an aircraft's pass
//   can lose him.

/** How the round ends. */
export type RoundEnd = 'hullFilled' | 'forcedToSurface' | 'kommandantKilled' | 'survives';

/** What the attack leaves to roll: its hits on [E4] and with what weapon, the crew injuries before them. */
export interface Attack {
  readonly hits: number;
  readonly weapon: AircraftWeapon;
  /** 10.6.1 step 3: an escort's wound on a submerged boat is light. */
  readonly lightWoundOnly: boolean;
  /** 9.8.2, 14.7.3: the aircraft's automatic crew injuries, resolved before its hits (E-INJURY-ORDER). */
  readonly strafed: number;
}

/** The depth charges' round: their hits, a wound light unless the boat was caught on the surface (E-SURFACED). */
export const depthCharges = (after: CareerState): Attack => ({
  hits: huntOf(after).hitsToRoll,
  weapon: 'normal',
  lightWoundOnly: !surfacedUnderAttack(after),
  strafed: 0,
});

/** An aircraft's pass (air-attack.ts): its hits unless it sank the boat, and the strafing's injuries. */
export const airPass = (d: AircraftAttacked['data']): Attack => ({
  hits: d.sunk ? 0 : d.hits,
  weapon: d.weapon,
  lightWoundOnly: false,
  strafed: d.automaticCrewInjury && !d.sunk ? (d.automaticCrewInjuries ?? 1) : 0,
});

/** What the rest of the round reads: the tracks, a flooding result this round (10.1.3), two men's wounds. */
interface Open {
  readonly hull: number;
  readonly flooding: number;
  readonly flooded: boolean;
  /** The Kommandant's (10.6.2) and the LI's (his modifiers on the check, 10.6.3): nothing else changes the odds. */
  readonly kommandant: Wound;
  readonly engineer: Wound;
}

const keyOf = (o: Open) => [o.hull, o.flooding, o.flooded, o.kommandant, o.engineer].join(',');
const openOf = (key: string): Open => {
  const [hull, flooding, flooded, kommandant, engineer] = key.split(',');
  return {
    hull: Number(hull),
    flooding: Number(flooding),
    flooded: flooded === 'true',
    kommandant: kommandant as Wound,
    engineer: engineer as Wound,
  };
};

/** The round's state as `open` has it: the boat's tracks and the two men's wounds. */
function stateAt(after: CareerState, open: Open): CareerState {
  const crew = careerOf(after).crew;
  return stateWith(after, {
    boat: { ...boatOf(after), hullDamage: open.hull, flooding: open.flooding },
    career: {
      ...careerOf(after),
      crew: crewWith(crew, {
        kommandant: { ...crew.kommandant, wound: open.kommandant },
        engineer: { ...crew.engineer, wound: open.engineer },
      }),
    },
  });
}

/** One piece's odds, or a throw when it is too large to enumerate (the option then shows none, never wrong ones). */
function whole(found: Map<string, number> | null): Map<string, number> {
  if (!found) throw new Error('odds: a step of the round too large to enumerate');
  return found;
}

/** One piece of the round enumerated over its dice: the chance of each label `classify` gives. */
type Piece = (open: Open) => Map<string, number>;

function pieces(after: CareerState, charts: ChartPack, { weapon, lightWoundOnly }: Attack) {
  const board = boardOf(charts, careerOf(after).uboatType);
  const cause = { rule: '9.6.11', lightWoundOnly }; // 10.6.1
  const memo = (piece: Piece, key: (open: Open) => string): Piece => {
    const cache = new Map<string, Map<string, number>>();
    return (open) => {
      const k = key(open);
      const found = cache.get(k) ?? piece(open);
      cache.set(k, found);
      return found;
    };
  };
  /** 9.6.11: where one [E4] hit leaves the tracks, and the injuries it brings. */
  const hit = memo(
    (open) =>
      whole(
        enumerate(
          (dice: DiceSource) => rollHit(boatOf(stateAt(after, open)), board, weapon, dice, charts).data,
          (h) => [
            h.sunk
              ? 'hullFilled'
              : h.forcedToSurface
                ? 'forcedToSurface'
                : `${h.hull},${h.flooding},${h.effect},${h.crewInjuries}`,
          ],
        ),
      ),
    (open) => `${open.hull},${open.flooding}`,
  );
  /** 10.6.1: `n` injuries at once; the Kommandant's death ends them (10.6.2). */
  const byCount = new Map<number, Piece>();
  const wounds = (n: number): Piece => {
    const piece =
      byCount.get(n) ??
      memo(
        (open) =>
          whole(
            enumerate(
              (dice: DiceSource) =>
                injuries(after, n, cause, dice, charts, careerOf(stateAt(after, open)).crew),
              (r) => [
                r.kommandantKilled
                  ? 'kommandantKilled'
                  : `${r.crew.kommandant.wound},${r.crew.engineer.wound}`,
              ],
              {},
              50_000,
            ),
          ),
        (open) => `${open.kommandant},${open.engineer}`,
      );
    byCount.set(n, piece);
    return piece;
  };
  /** 10.1.3: the check after the hits, with the LI's modifiers. */
  const check = memo(
    (open) =>
      whole(
        enumerate(
          (dice: DiceSource) => checkFlooding(stateAt(after, open), dice, charts).data,
          (c) => (c.forcedToSurface ? ['forcedToSurface'] : []),
        ),
      ),
    (open) => `${open.flooding},${open.engineer}`,
  );
  return { hit, wounds, check };
}

const add = <K>(map: Map<K, number>, key: K, p: number) => map.set(key, (map.get(key) ?? 0) + p);

type Pieces = ReturnType<typeof pieces>;

/**
 * The pieces' odds kept across the rounds one option weighs (the same boat and crew but for the tracks and the two
 * men's wounds, which the pieces are keyed by), one set per weapon and kind of wound.
 */
export const sharedRolls = () => new Map<string, Pieces>();

/** The men's wounds after `n` injuries from `from`, each weighed by `p` into `open`; his death into `ends`. */
function wounded(
  { wounds }: Pieces,
  n: number,
  from: Open,
  p: number,
  open: Map<string, number>,
  ends: Map<RoundEnd, number>,
) {
  const crew = n > 0 ? wounds(n)(from) : new Map([[`${from.kommandant},${from.engineer}`, 1]]);
  for (const [men, r] of crew) {
    if (men === 'kommandantKilled') add(ends, men, p * r);
    else {
      const [kommandant, engineer] = men.split(',') as [Wound, Wound];
      add(open, keyOf({ ...from, kommandant, engineer }), p * r);
    }
  }
}

/** One hit on [E4] from every open state: the hull filled, forced up, or the tracks and wounds it leaves. */
function nextHit(roll: Pieces, open: Map<string, number>, ends: Map<RoundEnd, number>) {
  const next = new Map<string, number>();
  for (const [key, p] of open) {
    const from = openOf(key);
    for (const [label, q] of roll.hit(from)) {
      if (label === 'hullFilled' || label === 'forcedToSurface') {
        add(ends, label, p * q);
        continue;
      }
      const [hull, flooding, effect, injured] = label.split(',');
      const flooded = from.flooded || effect === 'flooding';
      const tracks = { ...from, hull: Number(hull), flooding: Number(flooding), flooded };
      wounded(roll, Number(injured), tracks, p * q, next, ends);
    }
  }
  return next;
}

/**
 * The exact chance of each end of the round, from the state just after the attack (its DepthCharged or its
 * AircraftAttacked).
 */
export function roundEnds(
  after: CareerState,
  charts: ChartPack,
  attack: Attack = depthCharges(after),
  rolls = sharedRolls(),
): Map<RoundEnd, number> {
  const kind = `${attack.weapon},${attack.lightWoundOnly}`;
  const roll = rolls.get(kind) ?? pieces(after, charts, attack);
  rolls.set(kind, roll);
  const ends = new Map<RoundEnd, number>();
  const { kommandant, engineer } = careerOf(after).crew;
  const { hullDamage: hull, flooding } = boatOf(after);
  const start: Open = {
    hull,
    flooding,
    flooded: false,
    kommandant: kommandant.wound,
    engineer: engineer.wound,
  };
  let open = new Map<string, number>();
  wounded(roll, attack.strafed, start, 1, open, ends);
  for (let left = attack.hits; left > 0; left--) open = nextHit(roll, open, ends);
  for (const [key, p] of open) {
    const from = openOf(key);
    const up = from.flooded ? (roll.check(from).get('forcedToSurface') ?? 0) : 0;
    add(ends, 'forcedToSurface', p * up);
    add(ends, 'survives', p * (1 - up));
  }
  return ends;
}
