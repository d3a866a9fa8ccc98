import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { MED_PORT, type MedAward } from '../../campaigns/beneath-the-med';
import { VALOUR_AWARDS } from '../../campaigns/beneath-the-med/crew-advances';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { addMonths } from '../common/months';
import type { MedDecorationsAwarded } from '../model/events-med-port';
import type { MedCareer } from '../model/med';
import type { MedRefit } from '../model/med-port';
import type { MedState } from '../model/state';

// 7.8: the Italian and German awards at the return, one valour award a patrol (7.8.10).

type Met = MedDecorationsAwarded['data']['awards'][number];
const met = (award: MedAward, rule: string, reason: string): Met => ({ award, rule, reason });

const TONNAGE_AWARDS: readonly (readonly [MedAward, keyof typeof MED_PORT.tonnage, string])[] = [
  ['goldMedal', 'gold', '7.8.1'],
  ['silverMedal', 'silver', '7.8.1'],
  ['knightsCross', 'knightsCross', '7.8.5'],
];

/** 7.8.1, 7.8.5, 7.8.10: the tonnage awards the career's tonnage reaches now, each once. */
const tonnageAwards = (career: MedCareer, tonnage: number): Met[] =>
  TONNAGE_AWARDS.filter(
    ([award, key]) => tonnage >= MED_PORT.tonnage[key].value && !career.service.tonnageAwards.includes(award),
  ).map(([award, key, rule]) => met(award, rule, `${MED_PORT.tonnage[key].value} t`));

/** 7.8.1-7.8.2, 7.8.5: what the patrol's sinkings earn: a capital ship of [T4] its medal, a warship the Silver Medal. */
function sinkingAwards(refit: MedRefit, pack: MedChartPack): Met[] {
  const capitals = medChart(pack, 'T4').rows;
  const awards = refit.tally.sunk.flatMap((ship): Met[] => {
    const capital = capitals.find((row) => row.name === ship.name);
    if (ship.shipType === 'capitalShip' && capital)
      return [
        met(capital.medal === 'gold' ? 'goldMedal' : 'silverMedal', '7.8.1', ship.name),
        ...(capital.knightsCross ? [met('knightsCross', '7.8.5', ship.name)] : []),
      ];
    return ship.shipType === 'escort' || ship.shipType === 'submarine'
      ? [met('silverMedal', '7.8.1', ship.name)]
      : [];
  });
  // 6.7.5.4 (004 L1439-1442): a capital ship the S.L.C.s sink earns the Gold Medal, though not its tonnage, and a
  // battleship the Knight's Cross besides (7.8.5, 004 L2332-2335: "any battleship", as [T4]'s asterisk marks them)
  const battleships = slcBattleships(pack);
  for (const name of refit.tally.slcCapitalShips ?? []) {
    awards.push(met('goldMedal', '6.7.5.4', name));
    if (battleships.has(name)) awards.push(met('knightsCross', '7.8.5', name));
  }
  const ships = refit.tally.sunk.length;
  const { bronze, warCross } = MED_PORT.shipsInAPatrol;
  if (ships >= bronze.value) awards.push(met('bronzeMedal', '7.8.1', `${ships} ships`));
  else if (ships >= warCross.value) awards.push(met('warCross', '7.8.2', `${ships} ships`));
  return awards;
}

/** 6.7.5.3 [D3]: the battleships in harbour, by the name an S.L.C. mission records (its type when it has none). */
const slcBattleships = (pack: MedChartPack): ReadonlySet<string> =>
  new Set(
    Object.values(medChart(pack, 'D3').harbours)
      .flatMap((table) => table.rows)
      .filter((row) => row.result.type === 'battleship')
      .map((row) => row.result.name ?? row.result.type),
  );

/** 7.8.3, 7.8.4, 7.8.6: the service and German awards of this return. */
function serviceAwards(career: MedCareer, refit: MedRefit): Met[] {
  const awards: Met[] = [];
  if (refit.success && !career.awards.submarineBadge) awards.push(met('submarineBadge', '7.8.4', 'first'));
  const year = addMonths(career.service.startDate, MED_PORT.warMeritMonths.value);
  if (!career.awards.warMeritCross && refit.returned >= year)
    awards.push(met('warMeritCross', '7.8.3', year));
  if (refit.tally.missionAccomplished) {
    const iron = career.service.missionsAccomplished === 0 ? 'ironCross2' : 'ironCross1';
    if (career.service.missionsAccomplished < 2) awards.push(met(iron, '7.8.6', 'mission'));
  }
  return awards;
}

/**
 * 7.8 at the return: every award met, then 7.8.10: of the valour awards (Gold, Silver, Bronze, War Cross) only the
 * highest is given, the others withheld; German and service awards are given besides.
 */
export function medDecorations(
  state: MedState,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedDecorationsAwarded[] {
  const career = state.career as MedCareer;
  const refit = career.refit as MedRefit;
  const tonnage = tonnageAwards(career, state.tonnage);
  const all = [...tonnage, ...sinkingAwards(refit, pack), ...serviceAwards(career, refit)];
  const valour = all.filter((a) => VALOUR_AWARDS.includes(a.award));
  const highest = VALOUR_AWARDS.find((award) => valour.some((a) => a.award === award));
  const given = all.filter((a) => !VALOUR_AWARDS.includes(a.award) || a.award === highest);
  const once = (a: Met, i: number) =>
    !VALOUR_AWARDS.includes(a.award) || given.findIndex((b) => b.award === a.award) === i;
  const withheld = [...new Set(valour.map((a) => a.award).filter((award) => award !== highest))];
  const tonnageMet = tonnage.map((a) => a.award);
  if (all.length === 0) return [];
  return [{ type: 'MedDecorationsAwarded', data: { awards: given.filter(once), withheld, tonnageMet } }];
}
