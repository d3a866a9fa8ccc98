import type { ChartPack, Decoration, YearMonth } from '../../charts';
import { careerWith, serviceWith, withCareer } from '../model/copies';
import type { ShipSunk } from '../model/events';
import type { DecorationsAwarded, PortAward } from '../model/events-port';
import type { Refit } from '../model/port';
import { careerOf, type Career, type CareerState } from '../model/state';
import type { Decorations } from '../model/service';

// 11.3: the Knight's Cross chain, one grade a patrol (11.3.7), and the other decorations, awarded at the end of a
// patrol; E-KC: a capital ship sunk gives the next grade on return too, the first (the Knight's Cross) included.

export const noDecorations: Decorations = {
  knightsCross: null,
  knightsCrossBarred: false,
  ironCross: 'none',
  uboatWarBadge: 'none',
  germanCrossInGold: false,
  frontClasp: 'none',
  wounds: 0,
};

const GERMAN_CROSS_TONS = 25_000; // 11.3.12 (000 L1767)
const FRONT_CLASP = {
  bronze: { from: '1944-06', successfulPatrols: 2 }, // 11.3.13 (000 L1773), Q-28
  silver: { from: '1944-12', successfulPatrols: 4 },
} as const;
const WOUND_BADGE: readonly { readonly wounds: number; readonly award: PortAward }[] = [
  { wounds: 1, award: 'woundBadgeBlack' }, // 11.3.14 (000 L1783)
  { wounds: 3, award: 'woundBadgeSilver' },
  { wounds: 5, award: 'woundBadgeGold' },
];

const gradeAtLeast = (charts: ChartPack, held: Decoration | null, grade: Decoration): boolean =>
  held !== null && charts.M5.order.indexOf(held) >= charts.M5.order.indexOf(grade);

/**
 * The grade whose benefits apply now (11.3.6): none while the Kommandant is SW or KIA. `grade` asks
 * whether he holds at least that one.
 */
export function kommandantHolds(state: CareerState, charts: ChartPack, grade: Decoration): boolean {
  const career = careerOf(state);
  const wound = career.crew.kommandant.wound;
  if (wound === 'severelyWounded' || wound === 'killed') return false;
  return gradeAtLeast(charts, career.decorations.knightsCross, grade);
}

/**
 * A ship sunk (evolve): capital ships are counted for 11.3.1-11.3.4 (the grade comes on return, E-KC) and named for
 * [T5]. `knightsCross` is true only in logs written before E-KC was settled, when E-KC gave the cross at sea.
 */
export function careerAfterSinking(career: Career, sunk: ShipSunk['data'], tonnage: number): Career {
  const service = career.service;
  const capital = sunk.shipType === 'capitalShip';
  const counted = serviceWith(service, {
    capitalShipsThisPatrol: service.capitalShipsThisPatrol + (capital ? 1 : 0),
    capitalShipsSunk: capital ? [...service.capitalShipsSunk, sunk.name] : service.capitalShipsSunk,
  });
  if (!sunk.knightsCross) return careerWith(career, { service: counted });
  return careerWith(career, {
    decorations: { ...career.decorations, knightsCross: 'knightsCross' },
    service: serviceWith(counted, {
      gradeWonThisPatrol: true,
      tonnageAtLastGrade: tonnage,
      period: { ...service.period, knightsCross: true },
    }),
  });
}

/** 11.3.1, Q-26: the Knight's Cross tonnage for a patrol ending in this month. */
function knightsCrossTons(charts: ChartPack, month: YearMonth): number {
  const band = charts.M5.knightsCrossTons.find((b) => b.from <= month && month <= b.to);
  return band?.tons ?? charts.M5.knightsCrossTons[charts.M5.knightsCrossTons.length - 1].tons;
}

/**
 * 11.3.1-11.3.4, 11.3.7: the next grade, if this patrol earned it and none was won at sea. Capital ships earn it
 * on any patrol; tonnage (E-KC-TONNAGE) at the end of a patrol: the Knight's Cross only a successful one, as its
 * threshold drop says (11.3.1); the later grades' 25,000 t "during patrols" (11.3.2-11.3.4) on any patrol, so a grade
 * 11.3.7 held back comes at the end of the next patrol, whatever it sank.
 */
function nextGrade(state: CareerState, charts: ChartPack): Decoration | null {
  const { decorations, service } = careerOf(state);
  const port = state.port as Refit;
  if (decorations.knightsCrossBarred || service.gradeWonThisPatrol) return null;
  const order = charts.M5.order;
  const held = decorations.knightsCross;
  const next = held === null ? order[0] : order[order.indexOf(held) + 1];
  if (next === undefined) return null;
  const capitalShip = charts.M5.capitalShipGivesNextGrade.value && service.capitalShipsThisPatrol > 0;
  const needed =
    held === null
      ? state.tonnage >= knightsCrossTons(charts, port.returned)
      : state.tonnage - service.tonnageAtLastGrade >= charts.M5.nextGradeTons.value;
  return capitalShip || ((held !== null || port.patrol.success) && needed) ? next : null;
}

/** 11.3.8-11.3.14: the other decorations this patrol brings. */
function otherAwards(state: CareerState, grade: Decoration | null, charts: ChartPack): PortAward[] {
  const { decorations: d, service } = careerOf(state);
  const port = state.port as Refit;
  const success = port.patrol.success;
  const wins = service.successfulPatrols;
  const heldGrade = grade ?? d.knightsCross;
  const awards: (PortAward | false)[] = [
    d.ironCross === 'none' && 'ironCross2',
    success && d.ironCross !== 'firstClass' && 'ironCross1',
    d.uboatWarBadge === 'none' &&
      wins >= 2 &&
      !gradeAtLeast(charts, heldGrade, 'oakLeaves') &&
      'uboatWarBadge',
    d.uboatWarBadge !== 'diamonds' &&
      gradeAtLeast(charts, heldGrade, 'oakLeaves') &&
      'uboatWarBadgeWithDiamonds',
    // 11.3.12: tons sunk; a tanker's theoretical tons count only for victory and the KC (11.4.10.5, E-TANKER-TONNAGE).
    !d.germanCrossInGold &&
      state.tonnage - state.theoreticalTonnage >= GERMAN_CROSS_TONS &&
      'germanCrossInGold',
    d.frontClasp === 'none' && clasp(port.returned, wins, 'bronze') && 'frontClaspBronze',
    d.frontClasp !== 'silver' && clasp(port.returned, wins, 'silver') && 'frontClaspSilver',
    // 11.3.14, Q-29: each wound counts; several in one patrol may pass more than one badge.
    ...WOUND_BADGE.filter((b) => d.wounds < b.wounds && b.wounds <= d.wounds + port.kommandantWounds).map(
      (b) => b.award,
    ),
  ];
  return awards.filter((a): a is PortAward => a !== false);
}

const clasp = (month: YearMonth, wins: number, grade: keyof typeof FRONT_CLASP) =>
  month >= FRONT_CLASP[grade].from && wins >= FRONT_CLASP[grade].successfulPatrols;

/** 3-D, 11.3: the decorations of the patrol; any Knight's Cross grade won lets him ask for a newer boat (11.3.5). */
export function decorate(state: CareerState, charts: ChartPack): DecorationsAwarded[] {
  const { decorations, service } = careerOf(state);
  const port = state.port as Refit;
  const grade = nextGrade(state, charts);
  const awards = [...(grade ? [grade] : []), ...otherAwards(state, grade, charts)];
  const data = {
    awards,
    knightsCross: grade ?? decorations.knightsCross,
    wounds: decorations.wounds + port.kommandantWounds,
    newUBoatRequest: grade !== null || service.gradeWonThisPatrol,
  };
  return [{ type: 'DecorationsAwarded', data }];
}

/** Folds DecorationsAwarded into the career. */
export function careerDecorated(career: Career, tonnage: number, event: DecorationsAwarded): Career {
  const { awards, knightsCross, wounds } = event.data;
  const has = (a: PortAward) => awards.includes(a);
  const d = career.decorations;
  const grade = knightsCross !== d.knightsCross;
  const decorations: Decorations = {
    knightsCross,
    knightsCrossBarred: d.knightsCrossBarred,
    ironCross: has('ironCross1') ? 'firstClass' : has('ironCross2') ? 'secondClass' : d.ironCross,
    uboatWarBadge: has('uboatWarBadgeWithDiamonds')
      ? 'diamonds'
      : has('uboatWarBadge')
        ? 'badge'
        : d.uboatWarBadge,
    germanCrossInGold: d.germanCrossInGold || has('germanCrossInGold'),
    frontClasp: has('frontClaspSilver') ? 'silver' : has('frontClaspBronze') ? 'bronze' : d.frontClasp,
    wounds,
  };
  const service = career.service;
  return careerWith(career, {
    decorations,
    service: serviceWith(service, {
      tonnageAtLastGrade: grade ? tonnage : service.tonnageAtLastGrade,
      period: grade ? { ...service.period, knightsCross: true } : service.period,
      capitalShipsThisPatrol: 0,
      gradeWonThisPatrol: false,
      newUBoatRequests: service.newUBoatRequests + (event.data.newUBoatRequest ? 1 : 0),
    }),
  });
}

/** AttackDeclined (evolve): 7.4.3, a target met and not attacked on an Invasion patrol is judged at the return. */
export function invasionTargetDeclined(state: CareerState): CareerState {
  if (state.patrol?.area !== 'invasion') return state;
  const career = careerOf(state);
  return withCareer(state, { service: serviceWith(career.service, { invasionTargetDeclined: true }) });
}
