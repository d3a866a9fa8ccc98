import { BENEATH_THE_MED, medChart, refOf } from '../../campaigns';
import {
  MED_START,
  medBoardOf,
  type MedBase,
  type MedBoard,
  type MedClass,
  type MedRank,
  type MedTorpedo,
} from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { packHash } from '../../charts/chart-pack';
import type { YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import { medOptionsChosen } from './options';
import type { CareerCommand } from '../model/commands';
import { onChart, roll, type RecordedRoll } from '../model/rolls';
import type { MedState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import type { MedCampaignRef, MedTorpedoLoad } from '../model/med';
import type { CareerStarted } from '../model/events';
import { agreedEnd, checkStartMonth } from '../common/start-dates';
import { rollStartingRank } from '../common/starting-rank';

type StartCareer = Extract<CareerCommand, { type: 'StartCareer' }>;

/**
 * 4.0-4.7, 6.6, 7.9.3: a Beneath the Med career. The class must be in service (4.2.1); a long-range class rolls
 * 1d10 for its base (6.6), a Comandante of most classes 1d6 for his rank (7.9.3), and a player who asks for G7e
 * from 1942 1d6 for them (4.5 step 3), in that order.
 */
export function startMedCareer(
  state: MedState,
  command: StartCareer,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): CareerStarted<'beneath-the-med'>[] {
  requireStep(state, 'setup', '4.0', 'StartCareer');
  const d = command.data;
  const boatClass = d.uboatType as MedClass; // command-shape: a Beneath the Med class
  const available = MED_START.availableFrom.value[boatClass] ?? BENEATH_THE_MED.calendar.start.value;
  checkStartMonth(BENEATH_THE_MED, d.startDate, { name: `${boatClass} class`, available, rule: '4.2.1' });
  const endDate = agreedEnd(d.startDate, d.endDate);
  const options = medOptionsChosen(d.options); // §11
  const board = medBoardOf(medChart(pack, 'statusBoards'), boatClass);
  const asked = g7eAsked(boatClass, d.startDate, d.torpedoSwaps ?? 0);
  const base = startingBase(boatClass, d.startDate, dice);
  const rank = startingRank(boatClass, d.startDate, dice);
  const g7eRoll = asked > 0 ? g7eAvailable(dice) : null;
  const g7e = g7eRoll && g7eRoll.total <= MED_START.g7e.on.value ? asked : 0;
  return [
    {
      type: 'CareerStarted',
      data: {
        campaign: refOf(BENEATH_THE_MED) as MedCampaignRef,
        chartPack: { version: pack.version, hash: packHash(pack) },
        uboatType: boatClass,
        uboatId: d.uboatId ?? null,
        kommandant: d.kommandant,
        startDate: d.startDate,
        endDate,
        seedCommitment: d.seedCommitment,
        playerSeed: d.playerSeed,
        base: base.base,
        baseRoll: base.roll,
        firstPatrolFromItaly: base.base === 'betasom', // 6.4
        ...rank,
        crewQuality: MED_START.crewQuality.value,
        torpedoes: loadTorpedoes(board, g7e),
        g7eRoll,
        deckGunAmmo: board.deckGunAmmo.value, // 4.6.2
        options,
      },
    },
  ];
}

/** 4.5 step 3: how many G7e the player asks for; none before 1942, never on a Cagni, at most four. */
function g7eAsked(boatClass: MedClass, date: YearMonth, asked: number): number {
  const { from, atMost, never } = MED_START.g7e;
  if (asked === 0) return 0;
  if (asked < 0 || asked > atMost.value)
    throw violation('4.5', 'setup/too-many-torpedo-swaps', `From 0 to ${atMost.value} G7e may be asked for`);
  if (date < from.value || never.value.includes(boatClass))
    throw violation('4.5', 'setup/too-many-torpedo-swaps', `No G7e for a ${boatClass} in ${date}`);
  return asked;
}

const g7eAvailable = (dice: DiceSource): RecordedRoll => {
  const r = roll(dice, '1d6', { purpose: 'G7e torpedoes available', rule: '4.5' });
  return onChart(r, '4.5 G7e', r.total <= MED_START.g7e.on.value ? 'G7e (1)' : 'none (2-6)');
};

/** 6.6: a long-range class rolls 1d10, BETASOM at or below the month's number; every other class, the Med. */
function startingBase(boatClass: MedClass, date: YearMonth, dice: DiceSource) {
  const { rolledBy, betasomOnOrBelow, otherwise } = MED_START.startingBase;
  if (!rolledBy.value.includes(boatClass)) return { base: otherwise.value, roll: null };
  const row = betasomOnOrBelow.find((r) => r.from <= date && date <= r.to);
  if (!row) throw new RangeError(`no 6.6 row covers ${date}`);
  const r = roll(dice, '1d10', { purpose: 'starting base', rule: '6.6' });
  const base: MedBase = r.total <= row.value ? 'betasom' : 'mediterranean';
  return {
    base,
    roll: onChart(r, `6.6 ${row.from}`, base === 'betasom' ? `BETASOM 1-${row.value}` : 'Mediterranean'),
  };
}

/** 7.9.3: the five classes start as Capitano di Corvetta; the others roll 1d6 in 1940 and 1941. */
function startingRank(boatClass: MedClass, date: YearMonth, dice: DiceSource) {
  const { capitanoDiCorvettaAlways, corvettaFrom } = MED_START.startingRank;
  const year = date < '1941-01' ? '1940' : date < '1942-01' ? '1941' : '1942';
  const from = corvettaFrom[year].value;
  if (capitanoDiCorvettaAlways.value.includes(boatClass) || from <= 1)
    return { rank: 'capitanoDiCorvetta' as MedRank, rankRoll: null };
  return rollStartingRank<MedRank>(dice, {
    from,
    rule: '7.9.3',
    chart: `7.9.3 ${year}`,
    higher: 'capitanoDiCorvetta',
    higherName: 'Capitano di Corvetta',
    lower: 'tenenteDiVascello',
  });
}

/** 4.5 steps 1-5: a torpedo in every tube box, the rest in each end's reload box; the G7e in the bow reloads first. */
export function loadTorpedoes(board: MedBoard, g7e: number): MedTorpedoLoad {
  const steam = board.torpedo.value;
  const boxes = [
    ['bowReloads', board.bowReloads.value],
    ['sternReloads', board.sternReloads.value],
    ['bowTubes', board.bowTubes.value],
    ['sternTubes', board.sternTubes.value],
  ] as const;
  let left = g7e;
  const load = Object.fromEntries(
    boxes.map(([box, n]) => {
      const electric = Math.min(left, n);
      left -= electric;
      const torpedoes: MedTorpedo[] = [...Array(electric).fill('G7e'), ...Array(n - electric).fill(steam)];
      return [box, torpedoes];
    }),
  );
  return load as unknown as MedTorpedoLoad;
}
