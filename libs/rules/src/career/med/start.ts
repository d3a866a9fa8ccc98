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
import { RuleNotImplemented } from '../../errors';
import type { CareerCommand } from '../model/commands';
import { onChart, roll, type RecordedRoll } from '../model/rolls';
import type { CareerState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import type { MedCareerStarted, MedTorpedoLoad } from '../model/med';

type StartCareer = Extract<CareerCommand, { type: 'StartCareer' }>;

/**
 * 4.0-4.7, 6.6, 7.9.3: a Beneath the Med career. The class must be in service (4.2.1); a long-range class rolls
 * 1d10 for its base (6.6), a Comandante of most classes 1d6 for his rank (7.9.3), and a player who asks for G7e
 * from 1942 1d6 for them (4.5 step 3), in that order.
 */
export function startMedCareer(
  state: CareerState,
  command: StartCareer,
  dice: DiceSource,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): MedCareerStarted[] {
  requireStep(state, 'setup', '4.0', 'StartCareer');
  const d = command.data;
  const boatClass = d.uboatType as MedClass; // command-shape: a Beneath the Med class
  const { start, end } = BENEATH_THE_MED.calendar;
  if (d.startDate < start.value || d.startDate > end.value)
    throw violation(
      '4.2.1',
      'career/start-date-not-allowed',
      `A career starts between ${start.value} and ${end.value}`,
    );
  const available = MED_START.availableFrom.value[boatClass] ?? start.value;
  if (d.startDate < available)
    throw violation(
      '4.2.1',
      'career/boat-not-available',
      `The ${boatClass} class is in service from ${available}`,
    );
  if (d.endDate !== undefined && d.endDate < d.startDate)
    throw violation(
      '5.1',
      'career/start-date-not-allowed',
      `The agreed end ${d.endDate} is before the start`,
    );
  if (d.options && Object.values(d.options).some((on) => on !== false && on !== undefined))
    throw new RuleNotImplemented('11.0', '(Beneath the Med: its optional rules)');
  const board = medBoardOf(medChart(pack, 'statusBoards'), boatClass);
  const asked = g7eAsked(boatClass, d.startDate, d.torpedoSwaps ?? 0);
  const base = startingBase(boatClass, d.startDate, dice);
  const rank = startingRank(boatClass, d.startDate, dice);
  const g7eRoll = asked > 0 ? g7eAvailable(dice) : null;
  const g7e = g7eRoll && g7eRoll.total <= MED_START.g7e.on.value ? asked : 0;
  return [
    {
      type: 'MedCareerStarted',
      data: {
        campaign: refOf(BENEATH_THE_MED),
        chartPack: { version: pack.version, hash: packHash(pack) },
        boatClass,
        boatName: d.uboatId ?? null,
        comandante: d.kommandant,
        startDate: d.startDate,
        endDate: d.endDate ?? null,
        seedCommitment: d.seedCommitment,
        playerSeed: d.playerSeed,
        base: base.base,
        baseRoll: base.roll,
        firstPatrolFromItaly: base.base === 'betasom', // 6.4
        rank: rank.rank,
        rankRoll: rank.roll,
        crewQuality: MED_START.crewQuality.value,
        torpedoes: loadTorpedoes(board, g7e),
        g7eRoll,
        deckGunAmmo: board.deckGunAmmo.value, // 4.6.2
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
    return { rank: 'capitanoDiCorvetta' as MedRank, roll: null };
  const r = roll(dice, '1d6', { purpose: 'starting rank', rule: '7.9.3' });
  const rank: MedRank = r.total >= from ? 'capitanoDiCorvetta' : 'tenenteDiVascello';
  return { rank, roll: onChart(r, `7.9.3 ${year}`, `Capitano di Corvetta on ${from}+`) };
}

/** 4.5 steps 1-5: a torpedo in every tube box, the rest in each end's reload box; the G7e in the bow reloads first. */
function loadTorpedoes(board: MedBoard, g7e: number): MedTorpedoLoad {
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
