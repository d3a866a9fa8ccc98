import { CAMPAIGN_IDS } from '../campaigns';
import {
  isMedClass,
  MED_AREAS,
  MED_CLASSES,
  MED_CREW_ADVANCES,
  MED_RANGES,
} from '../campaigns/beneath-the-med';
import { CREW_MEMBERS, PATROL_AREAS, RANGES, UBOAT_TYPES } from '../charts';
import { YEAR_MONTH_PATTERN } from '../charts/vocabulary';
import { InvalidCommand, UnknownCommand } from '../errors';
import { CAREER_COMMAND_TYPES, type CareerCommand } from './model/commands';
import { checkCareerOptions } from './model/career-options';
import { EXTREME } from './model/vocabulary';

// Malformed commands (a missing or mistyped field) fail here, whatever the state: InvalidCommand names the field.

type Data = Record<string, unknown>;
type Need = (field: string, ok: boolean, what: string) => void;

const MAX_SHOTS = 14; // the most tubes of any boat: the Cagni's 8 bow and 6 stern, both ends at night (7.2.3.1)
const isIndex = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 100;
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
const oneOf = (values: readonly unknown[]) => (v: unknown) => values.includes(v);

/** The Hunted's ranges (9.1.4, 14.16) and Beneath the Med's (7.2.1); each campaign refuses the other's. */
const APPROACH_RANGES: readonly string[] = [...new Set<string>([...RANGES, EXTREME, ...MED_RANGES])];

/** A list of target indexes, 1 to `max` (9.3.2's deck-gun shots, Beneath the Med 6.7.5.3's S.L.C.s). */
function targetList(targets: unknown, max: number, what: string, need: Need): void {
  need('targets', Array.isArray(targets) && targets.length >= 1 && targets.length <= max, what);
  (targets as unknown[]).forEach((t, i) =>
    need(`targets[${i}]`, isIndex(t), 'must be a target index from 0'),
  );
}

const CHECKS: Partial<Record<CareerCommand['type'], (d: Data, need: Need) => void>> = {
  StartCareer: (d, need) => {
    for (const f of ['uboatType', 'startDate', 'kommandant', 'seedCommitment', 'playerSeed'])
      need(f, typeof d[f] === 'string' && (d[f] as string).length > 0, 'must be a non-empty string');
    need('torpedoSwaps', optional(d.torpedoSwaps, Number.isInteger), 'must be an integer');
    need(
      'endDate',
      optional(d.endDate, (v) => typeof v === 'string' && YEAR_MONTH_PATTERN.test(v)),
      'must be a month such as 1944-06',
    );
    need('campaign', optional(d.campaign, oneOf(CAMPAIGN_IDS)), `must be one of ${CAMPAIGN_IDS.join(', ')}`);
    if (d.campaign === 'beneath-the-med')
      need('uboatType', isMedClass(d.uboatType), 'must be a Beneath the Med class');
    else need('uboatType', oneOf(UBOAT_TYPES)(d.uboatType), 'must be a U-boat type');
    checkCareerOptions(d.options, need);
  },
  DoctorTreatsWound: (d, need) => {
    need('member', oneOf(CREW_MEMBERS)(d.member), 'must name a crewman');
    need(
      'box',
      optional(d.box, (v) => v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 3)),
      'must be a crew box 0-3 or null',
    );
  },
  ChooseEvasiveManoeuvre: (d, need) => {
    const number = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;
    need('uboatNumber', number(d.uboatNumber), 'must be a number from 1 to 6');
    need('escortNumber', optional(d.escortNumber, number), 'must be a number from 1 to 6');
  },
  LoadTorpedoes: (d, need) =>
    need('g7e', Number.isInteger(d.g7e) && (d.g7e as number) >= 0, 'must be a whole number, 0 for none'),
  ChooseCrewAdvance: (d, need) =>
    need('advance', oneOf(MED_CREW_ADVANCES)(d.advance), `must be one of ${MED_CREW_ADVANCES.join(', ')}`),
  AssignPatrol: (d, need) => {
    need(
      'requestedArea',
      d.requestedArea === null || optional(d.requestedArea, oneOf([...PATROL_AREAS, ...MED_AREAS])),
      'must be a patrol area or null (no request)',
    );
    need('deckGunShift', optional(d.deckGunShift, oneOf([-1, 0, 1])), 'must be -1, 0 or 1');
  },
  RequestNewUBoat: (d, need) => {
    need('uboatType', oneOf([...UBOAT_TYPES, ...MED_CLASSES])(d.uboatType), 'must be a U-boat type or class');
  },
  EnterNextBox: (d, need) => {
    need('posture', oneOf(['surfaced', 'schnorchel'])(d.posture), "must be 'surfaced' or 'schnorchel'");
    need(
      'deployKite',
      optional(d.deployKite, (v) => typeof v === 'boolean'),
      'must be a boolean',
    );
  },
  ChooseApproach: (d, need) => {
    need(
      'attack',
      oneOf(['submerged', 'surfaced', 'nightSurface'])(d.attack),
      "must be 'submerged', 'surfaced' or 'nightSurface'",
    );
    need('range', oneOf(APPROACH_RANGES)(d.range), `must be one of ${APPROACH_RANGES.join(', ')}`);
    need(
      'attackEscort',
      optional(d.attackEscort, (v) => typeof v === 'boolean'),
      'must be a boolean',
    );
  },
  FireTorpedoes: (d, need) => {
    const shots = d.shots;
    need(
      'shots',
      Array.isArray(shots) && shots.length >= 1 && shots.length <= MAX_SHOTS,
      `must list 1 to ${MAX_SHOTS} shots`,
    );
    (shots as Data[]).forEach((s, i) => {
      need(`shots[${i}]`, typeof s === 'object' && s !== null, 'must be an object');
      need(`shots[${i}].end`, oneOf(['bow', 'stern'])(s.end), "must be 'bow' or 'stern'");
      need(`shots[${i}].tube`, isIndex(s.tube), 'must be a tube index from 0');
      need(`shots[${i}].target`, isIndex(s.target), 'must be a target index from 0');
    });
  },
  FireDeckGun: (d, need) => targetList(d.targets, 4, 'must list 1 to 4 targets', need), // Beneath the Med 4.6.4: two guns
  EvadeEscorts: (d, need) => {
    need('exceedTestDepth', typeof d.exceedTestDepth === 'boolean', 'must be a boolean');
    need('bold', typeof d.bold === 'boolean', 'must be a boolean');
  },
  UseRandomEventToken: (d, need) => {
    need(
      'token',
      oneOf(['superiorTorpedoes', 'halsUndBeinbruch', 'inBoccaAlLupo'])(d.token),
      "must be 'superiorTorpedoes', 'halsUndBeinbruch' or 'inBoccaAlLupo'",
    );
  },
  AbortPatrol: (d, need) => {
    need('direction', optional(d.direction, oneOf(['onward', 'back'])), "must be 'onward' or 'back'");
  },
  UseSparePart: (d, need) => {
    need('onBoat', oneOf(['supplied', 'own'])(d.onBoat), "must be 'supplied' or 'own'");
    need('system', typeof d.system === 'string' && d.system.length > 0, 'must name a system');
  },
  TransferOwnFuel: (d, need) => {
    need('points', Number.isInteger(d.points) && (d.points as number) >= 1, 'must be a whole number from 1');
  },
  OpenPackRound: (d, need) => {
    need('round', oneOf([1, 2, 3])(d.round), 'must be 1, 2 or 3');
    need('detection', oneOf(['focused', 'busy'])(d.detection), "must be 'focused' or 'busy'");
  },
  HoldPlay: (d, need) => {
    need(
      'tournamentId',
      typeof d.tournamentId === 'string' && d.tournamentId.length > 0,
      'must name the tournament',
    );
    need('reason', typeof d.reason === 'string' && d.reason.length > 0, 'must be a non-empty string');
  },
  ResumePlay: (d, need) => {
    need(
      'tournamentId',
      typeof d.tournamentId === 'string' && d.tournamentId.length > 0,
      'must name the tournament',
    );
  },
  LaunchSlcs: (d, need) => {
    need('range', oneOf(['short', 'medium', 'long'])(d.range), "must be 'short', 'medium' or 'long'");
  },
  AttachSlcs: (d, need) => targetList(d.targets, 4, 'must list 1 to 4 targets', need), // 6.7.5.3
  RollFrogmenFate: (d, need) => {
    need(
      'skip',
      optional(d.skip, (v) => typeof v === 'boolean'),
      'must be a boolean',
    );
  },
  Follow: (d, need) => {
    need('damagedShip', optional(d.damagedShip, isIndex), 'must be a target index from 0');
    need('timeOfDay', optional(d.timeOfDay, oneOf(['day', 'night'])), "must be 'day' or 'night'");
  },
};

export function assertCommandShape(command: unknown): asserts command is CareerCommand {
  const c = command as { type?: unknown; data?: unknown };
  if (typeof c?.type !== 'string' || !(CAREER_COMMAND_TYPES as readonly string[]).includes(c.type))
    throw new UnknownCommand(c?.type, 'the career');
  const type = c.type as CareerCommand['type'];
  if (typeof c.data !== 'object' || c.data === null || Array.isArray(c.data))
    throw new InvalidCommand(type, 'data', 'must be an object');
  CHECKS[type]?.(c.data as Data, (field, ok, what) => {
    if (!ok) throw new InvalidCommand(type, `data.${field}`, what);
  });
}
