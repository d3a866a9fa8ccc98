import {
  QUALITY_LEVELS,
  type CrewImprovement,
  type CrewMember,
  type PatrolArea,
  type Decoration,
  type QualityLevel,
  type Rank,
  type YearMonth,
} from '../../charts';
import type { CareerEvent } from '../model/events';
import { monthsBefore } from '../port/calendar';
import type { PortAward } from '../model/events-port';
import type { Fittings } from '../model/port';
import type { Base, BoatSystem, TargetShip, TorpedoLoadout, Wound } from '../model/state';
import { NO_ROLL, patrolThrough, started, type Of } from './career.fixtures';

// Events a career's log holds, written by hand for a Given: wounds and sinkings at sea, earlier patrols and the
// refits after them. Each is folded by evolve like any stored event; the rolls behind them are NO_ROLL.

/** 10.6.1: a crewman marked with this wound (`box` a generic crew box, 0-3). */
export const injured = (member: CrewMember, after: Wound, box: number | null = null): CareerEvent => ({
  type: 'CrewInjured',
  data: {
    rule: '9.6.11',
    who: NO_ROLL,
    member,
    box,
    severityRoll: null,
    severity: after === 'none' ? null : after,
    before: 'none',
    after,
    inCommand: 'kommandant',
  },
});

/** 9.5: a ship sunk on this patrol (its tonnage counts for the career and for decorations, 11.3). */
export const sank = (
  tonnage: number,
  shipType: TargetShip['type'] = 'largeFreighter',
  name = 'Test ship',
): CareerEvent => ({
  type: 'ShipSunk',
  data: { target: 0, name, shipType, tonnage, knightsCross: false },
});

/**
 * Hits taken at sea (a random event caught the boat by surprise, 12.1): these systems damaged, the hull track at
 * `hull` boxes, `flooding` boxes of flooding, the hull holed or not.
 */
export const hitAtSea = (
  systems: readonly BoatSystem[],
  hull = 0,
  flooding = 0,
  hullHoled = false,
): CareerEvent => ({
  type: 'RandomEventResolved',
  data: {
    event: 'caughtBySurprise',
    rolls: [],
    outcome: {
      kind: 'damage',
      hits: [
        {
          roll: NO_ROLL,
          damage: 'hull',
          times: 1,
          effect: systems.length > 0 ? 'systemDamaged' : 'hull',
          systems,
          hull,
          flooding,
          hullHoled,
          crewInjuries: 0,
          sunk: false,
          forcedToSurface: false,
        },
      ],
      sunk: false,
    },
    abortPatrol: false,
  },
});

/** 9.2.10: the patrol's last reload (end of an encounter) left these torpedoes aboard, and no others. */
export const lastReload = (torpedoes: TorpedoLoadout): CareerEvent => ({
  type: 'TubesReloaded',
  data: { rule: '9.2.10', torpedoes },
});

/**
 * 10.11.10: a refit of a VIIC of 1943-08 where the schnorchel was rolled for: fitted, or not and the boat's
 * `attempts`-th failure.
 */
export const schnorchelRolled = (fitted: boolean, attempts = 0): CareerEvent => {
  const { torpedoes, deckGunAmmo, boldDecoys, fittings } = (started('VIIC', '1943-08') as Of<'CareerStarted'>)
    .data;
  const refitted: Fittings = { ...fittings, schnorchel: fitted, schnorchelAttempts: attempts };
  return {
    type: 'BoatRefitted',
    data: {
      uboatType: 'VIIC',
      balkonGeraet: null,
      schnorchel: { ...NO_ROLL, rule: '10.11.10' },
      fittings: refitted,
      torpedoes,
      penangShortfall: null,
      deckGunAmmo,
      boldDecoys,
    },
  };
};

/** 10.8.5: damage control failed on these damaged systems: inoperative for the rest of the patrol. */
export const repairsFailed = (systems: readonly BoatSystem[]): CareerEvent => ({
  type: 'RepairsAttempted',
  data: { floodingPumped: 0, repairs: systems.map((system) => ({ system, roll: NO_ROLL, repaired: false })) },
});

/** 10.9.1: damage control left damage that forces the abort (9.8.8.5 a holed hull), the nearest way home (10.9.2). */
export const forcedAbort = (reason: 'hullHoled', direction: 'onward' | 'back'): CareerEvent => ({
  type: 'PatrolAborted',
  data: { rule: '9.8.8.5', reason, voluntary: false, direction },
});

/** 10.9.5: the Kommandant aborted the patrol in the box he is in, onward or back (10.9.2). */
export const abortedAtSea = (direction: 'onward' | 'back'): CareerEvent => ({
  type: 'PatrolAborted',
  data: { rule: '10.9.5', reason: 'voluntary', voluntary: true, direction },
});

/**
 * 11.4.10: a tanker's patrol before this one (`mission` its ReplenishmentMissionAssigned) that passed other boats
 * `points` points of fuel: 1,000 theoretical tons each (11.4.10.5).
 */
export const tankerPatrol = (mission: CareerEvent, points: number): CareerEvent[] =>
  earlierPatrol({
    atSea: [
      mission,
      ...Array.from({ length: points }, (): CareerEvent => ({
        type: 'TheoreticalTonnageCredited',
        data: { reason: 'fuel', tons: 1000 },
      })),
    ],
  });

/** 11.1: an improvement roll at a refit that made this man Experte (or the crew rise a level). */
export const improved = (result: CrewImprovement): CareerEvent => ({
  type: 'CrewProgressed',
  data: {
    firstWatchOfficerLeaves: null,
    secondWatchOfficerMovedUp: false,
    replacementsExperte: false,
    improvement: { roll: NO_ROLL, result, applied: true },
    quality: null,
  },
});

/** 11.1.3, 11.1.4: the crew's level changed at a refit. */
export const crewBecame = (from: QualityLevel, to: QualityLevel): CareerEvent => ({
  type: 'CrewProgressed',
  data: {
    firstWatchOfficerLeaves: null,
    secondWatchOfficerMovedUp: false,
    replacementsExperte: false,
    improvement: null,
    quality: {
      from,
      to,
      rule: QUALITY_LEVELS.indexOf(from) < QUALITY_LEVELS.indexOf(to) ? '11.1.3' : '11.1.4',
    },
  },
});

/** 11.3: decorations awarded at a refit (the Knight's Cross grade among them), `wounds` the Kommandant's so far. */
export const decorated = (
  awards: readonly PortAward[],
  knightsCross: Decoration | null = null,
  wounds = 0,
): CareerEvent => ({
  type: 'DecorationsAwarded',
  data: { awards, knightsCross, wounds, newUBoatRequest: false },
});

/** 11.2: a promotion roll at a refit that left the Kommandant at this rank. */
export const promotedTo = (rank: Rank, nextDue: YearMonth): CareerEvent => ({
  type: 'PromotionRolled',
  data: { reason: 'service', roll: NO_ROLL, promoted: true, rank, nextDue },
});

/** [R2] 5 (12.1): the Kommandant joined the search for the ace (once per game); recovered, he is promoted at the next refit. */
export const aceSearched = (recovered: boolean): CareerEvent => ({
  type: 'RandomEventResolved',
  data: {
    event: 'searchAndRescue',
    rolls: [],
    outcome: { kind: 'aceSearch', recovered },
    abortPatrol: false,
  },
});

export const aceRecovered = aceSearched(true);

/** [R1] 5, [R1] 7 (12.1.3): a random event that gave this token. */
export const tokenDrawn = (token: 'halsUndBeinbruch' | 'superiorTorpedoes'): CareerEvent => ({
  type: 'RandomEventResolved',
  data: {
    event: token,
    rolls: [],
    outcome: { kind: 'token', token },
    abortPatrol: false,
  },
});

/** 14.11: a patrol's random-event roll brought the Type XXI `monthsEarlier` months before its board's 1945-04. */
export const type21Advanced = (monthsEarlier: number): CareerEvent => ({
  type: 'Type21ProductionAdvanced',
  data: { monthsEarlier, availableFrom: monthsBefore('1945-04', monthsEarlier) },
});

export interface EarlierPatrol {
  readonly success?: boolean;
  /** The patrol's month; the next patrol sails in it too. */
  readonly date?: YearMonth;
  /** The month it came back (10.11.4: the month after it sailed); by default the patrol's month. */
  readonly returned?: YearMonth;
  /** Events at sea before it ended: sinkings, wounds. */
  readonly atSea?: readonly CareerEvent[];
  /** Events of the refit after it, between the return and the refit's end. */
  readonly refit?: readonly CareerEvent[];
  /** 7.4.3: a target declined on an Invasion patrol, and at the return no Knight's Cross ever (3-6). */
  readonly barred?: boolean;
  /** The month the next patrol sails (the calendar moves on to it); by default the patrol's month. */
  readonly nextPatrol?: YearMonth;
  /** 7.3.4, 7.3.5: the boat kept in the Arctic or the Mediterranean from this return on. */
  readonly permanentAssignment?: 'arctic' | 'mediterranean' | null;
  readonly area?: PatrolArea;
  /** Where the boat returned (4.7): France by default. */
  readonly base?: Base;
}

/** An earlier patrol from France and the refit after it, ending back in port. */
export const earlierPatrol = ({
  success = true,
  date = '1943-07',
  returned = date,
  atSea = [],
  refit = [],
  barred = false,
  nextPatrol = date,
  permanentAssignment = null,
  area = 'atlantic',
  base = 'france',
}: EarlierPatrol = {}): CareerEvent[] => [
  inArea([patrolThrough(['atlantic'], date)], area)[0],
  ...atSea,
  {
    type: 'PatrolCompleted',
    data: {
      number: 1,
      shipsSunk: 0,
      success,
      missionAccomplished: null,
      aborted: false,
      patrolShare: 1,
    },
  },
  {
    type: 'BoatReturned',
    data: {
      patrol: 1,
      success,
      atSea: [date],
      returned,
      base,
      permanentAssignment,
      relief: barred ? { roll: NO_ROLL, relieved: false } : null,
    },
  },
  ...refit,
  { type: 'RefitCompleted', data: { inPort: [], nextPatrol, end: null } },
];

/** The same history on a patrol to this area (the last PatrolAssigned's). */
export function inArea(history: readonly CareerEvent[], area: PatrolArea): CareerEvent[] {
  const last = history.map((e) => e.type).lastIndexOf('PatrolAssigned');
  return history.map((e, i) =>
    i === last && e.type === 'PatrolAssigned' ? { ...e, data: { ...e.data, area } } : e,
  );
}

/** `count` earlier patrols, all successful or all not. */
export const earlierPatrols = (count: number, success: boolean, date: YearMonth = '1943-07'): CareerEvent[] =>
  Array.from({ length: count }, () => earlierPatrol({ success, date })).flat();
