import {
  RANKS,
  type ChartPack,
  type PatrolArea,
  type UBoatBoard,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import type { DiceSource } from '../../dice';
import { addMonths } from './calendar';
import type { BoatRefitted, DeckGunChecked } from '../model/events-port';
import { VIIC_FLAK_LAST_SAILING } from '../common/special-types';
import { timeInPort, type Fittings, type Refit } from '../model/port';
import { roll, type AppliedModifier, type RecordedRoll } from '../model/rolls';
import { loadTorpedoes } from './torpedo-loading';
import { boardOf, boatOf, careerOf, type Boat, type CareerState, type TorpedoLoadout } from '../model/state';
import { scroungerLoadout } from '../options/kommandant';

// 3-F, 3-G: the boat repaired and reloaded (4.5, 4.6, 9.6.7), the refit upgrades (10.11.9 Balkon-Gerät,
// 10.11.10 schnorchel, NAXOS), none at Penang (4.7.5), and the deck-gun check before each patrol (10.11.8).

const NAXOS_FROM: YearMonth = '1943-12'; // board "FuMB-7 NAXOS (12/43+)" (000 L493), Q-EQUIP
const SCHNORCHEL_FROM: YearMonth = '1944-02'; // 10.11.10, Q-16 (000 L493, L1584)
const BALKON_FROM: YearMonth = '1944-01'; // 10.11.9 (000 L1576)
const BALKON_AT_REFIT_ON = 2; // 10.11.9: 1d6 1-2 at a refit
const BALKON_NEW_BOAT_ON = 3; // 10.11.9: 1d6 1-3 for a new Type IX
const SCHNORCHEL_ON = 1; // 10.11.10: a modified 1
const ALBERICH_FROM: YearMonth = '1944-06'; // 9.6.8 (000 L1156)
const ALBERICH_ON = 12; // 9.6.8: 2d6 = 12, a new VIIC or VIIC/41
const DECK_GUN_REMOVED_ON = 4; // 10.11.8: 1d6 1-4 (000 L1564)

const standard = (value: string | null) => value?.startsWith('standard') === true;

const working = (boat: Boat, system: 'naxos' | 'schnorchel') =>
  boat.fittings[system] && !boat.damagedSystems.includes(system) && !boat.inoperativeSystems.includes(system);

/** 8.1.3, 8.1.5: a working schnorchel and a hull that is not holed. */
export const canSchnorchel = (boat: Boat): boolean => working(boat, 'schnorchel') && !boat.hullHoled;

/** 8.1.2: NAXOS fitted and working. */
export const naxosWorking = (boat: Boat): boolean => working(boat, 'naxos');

/** boats new from 2/44 come with a schnorchel; some types have it as standard; the VIIC Flak never. */
const schnorchelOnNewBoat = (board: string, month: YearMonth): boolean =>
  standard(board) || (!board.startsWith('n/a') && month >= SCHNORCHEL_FROM);

/** Q-EQUIP: NAXOS on every boat from 12/43 (not the VIIC Flak, which last sails 11/43). */
const naxosFitted = (board: string, month: YearMonth): boolean =>
  !board.startsWith('n/a') && month >= NAXOS_FROM;

/** The fittings of a career's first boat (4.4.2, Q-EQUIP, Q-16): what needs no roll. */
export function startingFittings(board: UBoatBoard, month: YearMonth): Fittings {
  return {
    deckGunRemoved: false,
    schnorchel: schnorchelOnNewBoat(board.equipment.schnorchel.value, month),
    naxos: naxosFitted(board.equipment.naxos.value, month),
    balkonGeraet: standard(board.equipment.balkonGeraet.value),
    alberich: false,
    schnorchelAttempts: 0,
  };
}

/** The fittings of a new boat of this type sailing in `month` (10.11.9 1-3 for a Type IX, 9.6.8 Alberich 12). */
export function newBoatFittings(
  type: UBoatType,
  month: YearMonth,
  dice: DiceSource,
  charts: ChartPack,
): { fittings: Fittings; rolls: RecordedRoll[] } {
  const board = boardOf(charts, type);
  const { balkonGeraet, alberich } = board.equipment;
  const rolls: RecordedRoll[] = [];
  const rolled = (r: RecordedRoll) => (rolls.push(r), r.total);
  const fittings = { ...startingFittings(board, month) };
  if (!fittings.balkonGeraet && balkonGeraet.value !== null && month >= BALKON_FROM)
    fittings.balkonGeraet =
      rolled(roll(dice, '1d6', { purpose: `Balkon-Gerät (1-${BALKON_NEW_BOAT_ON})`, rule: '10.11.9' })) <=
      BALKON_NEW_BOAT_ON;
  if (alberich.value !== null && month >= ALBERICH_FROM)
    fittings.alberich =
      rolled(roll(dice, '2d6', { purpose: `Alberich (${ALBERICH_ON})`, rule: '9.6.8' })) >= ALBERICH_ON;
  return { fittings, rolls };
}

/** 10.11.10: −1 per rank above OltzS, −1 with the Knight's Cross, −1 per earlier attempt. */
function schnorchelModifiers(state: CareerState): AppliedModifier[] {
  const career = careerOf(state);
  const values = {
    rank: -RANKS.indexOf(career.rank),
    knightsCross: career.decorations.knightsCross ? -1 : 0,
    earlierAttempts: -boatOf(state).fittings.schnorchelAttempts,
  };
  return Object.entries(values)
    .filter(([, value]) => value !== 0)
    .map(([id, value]) => ({ id, value, rule: '10.11.10' }));
}

/** 10.11.9, 10.11.10, Q-15, Q-16, Q-EQUIP: the upgrades rolled for at a refit (none at Penang or on a new boat). */
function upgrades(state: CareerState, board: UBoatBoard, month: YearMonth, dice: DiceSource) {
  const f = boatOf(state).fittings;
  const port = state.port as Refit;
  if (careerOf(state).base === 'penang' || port.newBoatAssigned)
    return { fittings: f, balkonGeraet: null, schnorchel: null };
  const { balkonGeraet: balkon, schnorchel: snort, naxos } = board.equipment;
  const balkonGeraet =
    !f.balkonGeraet && balkon.value?.includes('refit') && month >= BALKON_FROM
      ? roll(dice, '1d6', { purpose: `Balkon-Gerät (1-${BALKON_AT_REFIT_ON})`, rule: '10.11.9' })
      : null;
  const schnorchel =
    !f.schnorchel && snort.value.includes('refit') && month >= SCHNORCHEL_FROM
      ? roll(dice, '1d6', {
          purpose: 'schnorchel (1)',
          rule: '10.11.10',
          modifiers: schnorchelModifiers(state),
        })
      : null;
  const fitted = schnorchel !== null && schnorchel.total <= SCHNORCHEL_ON;
  const fittings: Fittings = {
    ...f,
    balkonGeraet: f.balkonGeraet || (balkonGeraet !== null && balkonGeraet.total <= BALKON_AT_REFIT_ON),
    schnorchel: f.schnorchel || fitted,
    schnorchelAttempts: f.schnorchelAttempts + (schnorchel && !fitted ? 1 : 0),
    naxos: f.naxos || naxosFitted(naxos.value, month),
  };
  return { fittings, balkonGeraet, schnorchel };
}

const aboard = (t: TorpedoLoadout): number =>
  t.bowTubes.filter((x) => x !== null).length +
  t.sternTubes.filter((x) => x !== null).length +
  t.forwardReloads.length +
  t.aftReloads.length;

/** 4.7.5: `short` torpedoes fewer, taken from the reloads first (E-PENANG-SHORT). */
function without(t: TorpedoLoadout, short: number): TorpedoLoadout {
  let left = short;
  const take = <T>(list: readonly T[]) => {
    const n = Math.min(left, list.length);
    left -= n;
    return list.slice(0, list.length - n);
  };
  const forwardReloads = take(t.forwardReloads);
  const aftReloads = take(t.aftReloads);
  const empty = (tubes: readonly TorpedoLoadout['bowTubes'][number][]) =>
    [...tubes]
      .reverse()
      .map((x) => (x !== null && left > 0 ? (left--, null) : x))
      .reverse();
  return { bowTubes: empty(t.bowTubes), sternTubes: empty(t.sternTubes), forwardReloads, aftReloads };
}

/** 3-F: repairs, reload (4.5, 4.6, Q-BOLD), the refit upgrades; a VIIC Flak sails as a VIIC from 12/43 (11.4.7). */
export function refitBoat(state: CareerState, dice: DiceSource, charts: ChartPack): BoatRefitted[] {
  const career = careerOf(state);
  const port = state.port as Refit;
  const month = addMonths(port.returned, timeInPort(port));
  const uboatType =
    career.uboatType === 'VIIC Flak' && month > VIIC_FLAK_LAST_SAILING ? 'VIIC' : career.uboatType;
  const board = boardOf(charts, uboatType);
  const { fittings, balkonGeraet, schnorchel } = upgrades(state, board, month, dice);
  let torpedoes = scroungerLoadout(state, loadTorpedoes(board, month, 0)); // 14.15 #18
  let penangShortfall: BoatRefitted['data']['penangShortfall'] = null;
  if (career.base === 'penang' && !port.newBoatAssigned) {
    const r = roll(dice, '2d6', { purpose: 'torpedo shortage at Penang', rule: '4.7.5' });
    const short = Math.max(0, r.total - aboard(boatOf(state).torpedoes));
    penangShortfall = { roll: r, torpedoes: short };
    torpedoes = without(torpedoes, short);
  }
  const gun = board.guns.deckGun.value !== null && !fittings.deckGunRemoved;
  const data: BoatRefitted['data'] = {
    uboatType,
    balkonGeraet,
    schnorchel,
    fittings,
    torpedoes,
    penangShortfall,
    deckGunAmmo: gun ? board.guns.ammoCounters.value.reduce((a, b) => a + b, 0) : 0,
    boldDecoys: month >= board.equipment.boldFrom ? board.equipment.boldDecoys.value : 0,
  };
  return [{ type: 'BoatRefitted', data }];
}

/**
 * 10.11.8, Q-14, E-DECKGUN: once the next patrol is known, after a refit: 1d6 1-4 the deck gun is removed (a KKpt
 * or higher shifts the roll by his `shift`); a patrol to the Indian Ocean (Penang, Australia) puts it back instead.
 */
/** 10.11.8, E-DECKGUN: a deck gun aboard is checked before every patrol after the first. */
export const deckGunCheckDue = (state: CareerState, charts: ChartPack): boolean =>
  boardOf(charts, careerOf(state).uboatType).guns.deckGun.value !== null &&
  !boatOf(state).fittings.deckGunRemoved &&
  state.patrolsCompleted > 0;

export function deckGunCheck(
  state: CareerState,
  area: PatrolArea,
  shift: number,
  dice: DiceSource,
  charts: ChartPack,
): DeckGunChecked[] {
  const board = boardOf(charts, careerOf(state).uboatType);
  const boat = boatOf(state);
  if (board.guns.deckGun.value === null) return [];
  const indianOcean = area === 'indianOcean' || area === 'australia';
  const full = board.guns.ammoCounters.value.reduce((a, b) => a + b, 0);
  if (boat.fittings.deckGunRemoved)
    return indianOcean
      ? [{ type: 'DeckGunChecked', data: { roll: null, shift: 0, removed: false, deckGunAmmo: full } }]
      : [];
  if (indianOcean || state.patrolsCompleted === 0) return [];
  const modifiers = shift !== 0 ? [{ id: 'kommandant', value: shift, rule: '10.11.8' }] : [];
  const r = roll(dice, '1d6', {
    purpose: `deck gun removed (1-${DECK_GUN_REMOVED_ON})`,
    rule: '10.11.8',
    modifiers,
  });
  const removed = r.total <= DECK_GUN_REMOVED_ON;
  const data = { roll: r, shift, removed, deckGunAmmo: removed ? 0 : boat.deckGunAmmo };
  return [{ type: 'DeckGunChecked', data }];
}
