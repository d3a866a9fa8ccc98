import { RANKS, UBOAT_TYPES, type ChartPack, type UBoatType, type YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import { addMonths, monthsBefore } from './calendar';
import type { CareerCommand } from '../model/commands';
import type { NewUBoatAssigned, NewUBoatRequested, NewUBoatRequestKept } from '../model/events-port';
import type { NewUBoatReason, CrewBox, Refit } from '../model/port';
import { newBoatFittings } from './refit-upgrades';
import { rollOn, type RecordedRoll } from '../model/rolls';
import { careerOf, type Career, type CareerState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { VIIC_FLAK_LAST_SAILING } from '../common/special-types';

// 11.4: a new U-boat — automatically (10.11.5, 4.7.6, 10.12.4, 4.7.4, 10.10.4) or on request after a Knight's
// Cross grade (11.4.3), within the family (11.4.4), limited types on 1-2 (11.4.5). New boats start in Germany.

type RequestNewUBoat = Extract<CareerCommand, { type: 'RequestNewUBoat' }>;

const MEDITERRANEAN_CLOSED: YearMonth = '1944-09'; // 4.7.4 (000 L580)
const MEDITERRANEAN_TRANSFER_MONTHS = 1; // 4.7.4: a new boat after a month's delay
const REQUEST_MONTHS = 1; // 11.4.3, Q-63: the new boat sails one month after it is granted

/** E-LATEST-MODEL: the standard models of a family, oldest first; other types are their own latest model. */
const STANDARD_MODELS: Readonly<Record<'VII' | 'IX', readonly UBoatType[]>> = {
  VII: ['VIIB', 'VIIC', 'VIIC/41'],
  IX: ['IXB', 'IXC', 'IXC/40'],
};

/** 11.4.4: a VII Kommandant stays in VIIs and a IX Kommandant in IXs (XB, XII and XIV count as IX); any may take a XXI. */
export function family(type: UBoatType): 'VII' | 'IX' | 'XXI' {
  if (type.startsWith('VII')) return 'VII';
  return type === 'XXI' ? 'XXI' : 'IX';
}

/** The month a type comes into service (4.2.2); optional 14.11 brings the XXI forward. */
export function inService(career: Career, type: UBoatType, charts: ChartPack): YearMonth {
  const board = charts.uboatBoards.boards[type].identity.available.value;
  return type === 'XXI' ? monthsBefore(board, career.randomEvents.type21MonthsEarlier) : board;
}

const sails = (career: Career, type: UBoatType, month: YearMonth, charts: ChartPack) =>
  inService(career, type, charts) <= month && !(type === 'VIIC Flak' && month > VIIC_FLAK_LAST_SAILING);

/** The newest standard model of the family in service in `month` (11.4.2, 11.4.5). */
export function latestStandardModel(career: Career, type: UBoatType, month: YearMonth, charts: ChartPack) {
  const line = family(type) === 'XXI' ? ['XXI' as const] : STANDARD_MODELS[family(type) as 'VII' | 'IX'];
  return [...line].reverse().find((t) => sails(career, t, month, charts)) ?? line[0];
}

/** 10.11.5, 10.12.4, E-LATEST-MODEL: the same type, latest model; a VIIC Flak after 11/43 is a VIIC. */
function latestModel(career: Career, type: UBoatType, month: YearMonth, charts: ChartPack): UBoatType {
  const standard =
    STANDARD_MODELS.VII.includes(type) || STANDARD_MODELS.IX.includes(type) || type === 'VIIC Flak';
  return standard ? latestStandardModel(career, type, month, charts) : type;
}

/** The month the next patrol would start if the boat sailed after `months` in port. */
const sailing = (port: Refit, months: number) =>
  addMonths(port.returned, Math.max(months, port.kommandantRecovery));

/** 11.4: why a new boat is due now without asking, if one is. */
function automaticReason(state: CareerState): NewUBoatReason | null {
  const port = state.port as Refit;
  if (port.newUBoat) return port.newUBoat;
  const med = careerOf(state).base === 'mediterranean';
  return med && sailing(port, port.months) >= MEDITERRANEAN_CLOSED ? 'mediterraneanClosed' : null;
}

/** 10.12.2, 11.4.2, Q-18: crewmen still recovering when the boat sails are replaced. */
const stillRecovering = (port: Refit, months: number): CrewBox[] =>
  port.recovering.filter((r) => r.months > Math.max(months, port.kommandantRecovery)).map((r) => r.box);

function assigned(
  state: CareerState,
  reason: NewUBoatReason,
  type: UBoatType,
  months: number,
  dice: DiceSource,
  charts: ChartPack,
): NewUBoatAssigned {
  const port = state.port as Refit;
  const newCrew = reason === 'kommandantRecovery' || reason === 'crewRescued'; // 10.12.4, Q-12
  const { fittings, rolls } = newBoatFittings(type, sailing(port, months), dice, charts);
  const data: NewUBoatAssigned['data'] = {
    reason,
    uboatType: type,
    crew: newCrew ? 'new' : 'kept',
    replaced: newCrew ? [] : stillRecovering(port, months),
    base: 'germany', // 4.7.3
    fittings,
    fittingRolls: rolls,
    months,
  };
  return { type: 'NewUBoatAssigned', data };
}

/** 3-E: a new boat that is due (10.11.5, 4.7.6, 10.12.4, 4.7.4, 10.10.4): the same type, latest model. */
export function reassign(state: CareerState, dice: DiceSource, charts: ChartPack): NewUBoatAssigned[] {
  const reason = automaticReason(state);
  if (!reason) return [];
  const port = state.port as Refit;
  const months = port.months + (reason === 'mediterraneanClosed' ? MEDITERRANEAN_TRANSFER_MONTHS : 0);
  const type = latestModel(careerOf(state), careerOf(state).uboatType, sailing(port, months), charts);
  return [assigned(state, reason, type, months, dice, charts)];
}

/** 11.4.3: the player decides about a request when he has one and no new boat comes anyway (never at Penang, 4.7.5). */
export const requestPending = (state: CareerState): boolean =>
  careerOf(state).service.newUBoatRequests > 0 &&
  careerOf(state).base !== 'penang' &&
  automaticReason(state) === null;

const KPTLT = RANKS.indexOf('KptLt');

/** 11.4.3-11.4.5, E-NEWER: the types a request may name now: newer, in the family, in service, of his rank. */
export function requestableTypes(state: CareerState, charts: ChartPack): UBoatType[] {
  const career = careerOf(state);
  const month = sailing(state.port as Refit, REQUEST_MONTHS);
  const since = inService(career, career.uboatType, charts);
  const rankOk = (t: UBoatType) =>
    RANKS.indexOf(career.rank) >= KPTLT || !charts.M6.kptLtOrHigherFor.includes(t);
  return UBOAT_TYPES.filter(
    (t) =>
      inService(career, t, charts) > since &&
      sails(career, t, month, charts) &&
      (t === 'XXI' || family(t) === family(career.uboatType)) &&
      rankOk(t),
  );
}

/** 11.4.3: 1d6 1-3 the request is granted; a limited type needs 1-2 as well, else the latest standard model. */
export function requestNewUBoat(
  state: CareerState,
  command: RequestNewUBoat,
  dice: DiceSource,
  charts: ChartPack,
): (NewUBoatRequested | NewUBoatAssigned)[] {
  requireStep(state, 'newUBoatRequest', '11.4.3', 'RequestNewUBoat');
  const requested = command.data.uboatType as UBoatType; // a Beneath the Med class is never requestable here
  if (!requestableTypes(state, charts).includes(requested))
    throw violation('11.4.3', 'command/option-not-offered', `A ${requested} cannot be requested now`);
  const { roll, result } = rollOn(dice, charts.M6, 'M6', { purpose: 'newer U-boat (1-3)', rule: '11.4.3' });
  let limitedRoll: RecordedRoll | null = null;
  let granted: UBoatType | null = null;
  if (result === 'chooseNewerBoat') {
    granted = requested;
    if (charts.M6.limitedTypes.includes(requested)) {
      const limited = rollOn(dice, charts.M6.limitedRoll, 'M6 limited', {
        purpose: 'limited availability (1-2)',
        rule: '11.4.5',
      });
      limitedRoll = limited.roll;
      if (limited.result !== 'granted') {
        const month = sailing(state.port as Refit, REQUEST_MONTHS);
        granted = latestStandardModel(careerOf(state), careerOf(state).uboatType, month, charts);
      }
    }
  }
  const asked: NewUBoatRequested = {
    type: 'NewUBoatRequested',
    data: { uboatType: requested, roll, limitedRoll, granted },
  };
  if (!granted) return [asked];
  return [asked, assigned(state, 'request', granted, REQUEST_MONTHS, dice, charts)];
}

/** 11.4.3: the request is kept (banked) for a later refit. */
export function keepNewUBoatRequest(state: CareerState): NewUBoatRequestKept[] {
  requireStep(state, 'newUBoatRequest', '11.4.3', 'KeepNewUBoatRequest');
  return [{ type: 'NewUBoatRequestKept', data: { requests: careerOf(state).service.newUBoatRequests } }];
}
