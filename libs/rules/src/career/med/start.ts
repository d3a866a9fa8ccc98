import { BENEATH_THE_MED, medChart, refOf } from '../../campaigns';
import {
  inServiceFrom,
  MED_START,
  medBoardOf,
  type MedBase,
  type MedClass,
  type MedRank,
} from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';
import { InvalidCommand } from '../../errors';
import { packHash } from '../../charts/chart-pack';
import type { YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import { medOptionsChosen } from './options';
import type { CareerCommand } from '../model/commands';
import { onChart, roll } from '../model/rolls';
import type { MedState } from '../model/state';
import { requireStep } from '../model/violations';
import type { MedCampaignRef } from '../model/med';
import type { CareerStarted } from '../model/events';
import { agreedEnd, checkStartMonth } from '../common/start-dates';
import { rollStartingRank } from '../common/starting-rank';
import { g7eAsked, g7eAvailable, g7eLoaded, loadTorpedoes } from './torpedo-loading';

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
  const available = inServiceFrom(boatClass);
  checkStartMonth(BENEATH_THE_MED, d.startDate, { name: `${boatClass} class`, available, rule: '4.2.1' });
  const endDate = agreedEnd(d.startDate, d.endDate);
  const options = medOptionsChosen(d.options); // §11
  if (options.historicalUBoatIds) checkHistoricalName(boatClass, d.uboatId);
  const board = medBoardOf(medChart(pack, 'statusBoards'), boatClass);
  const asked = g7eAsked(boatClass, d.startDate, d.torpedoSwaps ?? 0);
  const base = startingBase(boatClass, d.startDate, dice);
  const rank = startingRank(boatClass, d.startDate, dice);
  const g7eRoll = asked > 0 ? g7eAvailable(dice) : null;
  const g7e = g7eLoaded(asked, g7eRoll);
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
        crewQuality: options.noviceCrew ? MED_OPTION_RULES.noviceCrew.value : MED_START.crewQuality.value, // 11.8
        torpedoes: loadTorpedoes(board, g7e),
        g7eRoll,
        deckGunAmmo: board.deckGunAmmo.value, // 4.6.2
        options,
      },
    },
  ];
}

/** 11.7: a boat named by the player bears the name of one of its class's boats; none given, it has none. */
function checkHistoricalName(boatClass: MedClass, name: string | undefined): void {
  if (name === undefined || MED_OPTION_RULES.historicalBoatNames[boatClass].value.includes(name)) return;
  throw new InvalidCommand(
    'StartCareer',
    'data.uboatId',
    `must be the name of a ${boatClass}-class boat (11.7)`,
  );
}

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
