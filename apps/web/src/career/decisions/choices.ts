import type { CareerState, Shot } from '@periscope/rules';
import { commandLabel } from './labels';
import { isMedCareer } from '../med/is-med';
import { medChoiceLabel } from '../med/med-choices';
import { shipName } from './ships';
import { words, wordsInSentence } from '../../ui/words';
import { intl, t } from '../../i18n/i18n';

const and = (items: readonly string[]) => intl.value.formatList(items, { type: 'conjunction' });

/** A ready-to-send command of pending()'s `choices`. */
export interface Choice {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

type Describe = (data: Readonly<Record<string, unknown>>, state: CareerState) => string;

/** 9.6.4 exceed test depth, 9.6.7 BOLD: what is declared before the [E2] roll. */
const evade: Describe = ({ exceedTestDepth, bold }) => {
  if (exceedTestDepth && bold) return t('choice.deepBold');
  if (exceedTestDepth) return t('choice.deep');
  if (bold) return t('choice.bold');
  return t('choice.evade');
};

/** 9.7.5-9.7.7: one damaged ship or the group, by day or night. */
const follow: Describe = ({ damagedShip, timeOfDay }, state) => {
  const who =
    typeof damagedShip === 'number'
      ? t('choice.followDamaged', { ship: shipName(state, damagedShip) })
      : t('choice.followGroup');
  return timeOfDay ? t('choice.followWhen', { who, time: String(timeOfDay) }) : who;
};

/** 8.1 posture, 8.2.2 the Fa-330 kite. */
const enterBox: Describe = ({ posture, deployKite }) => {
  const how = posture === 'schnorchel' ? t('choice.schnorchel') : t('choice.surfaced');
  return deployKite ? t('choice.kite', { how }) : how;
};

const DESCRIBE: Readonly<Record<string, Describe>> = {
  EvadeEscorts: evade,
  Follow: follow,
  EnterNextBox: enterBox,
  AbortPatrol: ({ direction }) =>
    direction ? t('choice.abort', { direction: wordsInSentence(direction) }) : commandLabel('AbortPatrol'),
  UseRandomEventToken: () => commandLabel('UseRandomEventToken'),
  UseSparePart: ({ system }) => t('choice.spare', { system: wordsInSentence(system) }),
  TransferOwnFuel: ({ points }) => t('choice.fuel', { n: Number(points) }),
  FireTorpedoes: ({ shots }, state) => salvoLabel(shots as readonly Shot[], state),
  FireDeckGun: ({ targets }, state) => gunLabel(targets as readonly number[], state),
};

/** A choice in the game's words; a choice with no data is its command's label. */
export function choiceLabel(choice: Choice, state: CareerState): string {
  if (isMedCareer(state)) return medChoiceLabel(choice, state); // the S.L.C.s' ships (6.7.5.3)
  const describe = DESCRIBE[choice.type];
  if (describe) return describe(choice.data, state);
  const details = Object.entries(choice.data).map(([k, v]) => `${wordsInSentence(k)}: ${words(v)}`);
  return details.length > 0
    ? `${commandLabel(choice.type)}: ${details.join(', ')}`
    : commandLabel(choice.type);
}

/** "Fire bow salvo at Nebraska (4 torpedoes)", "Fire bow tube 1 at Nebraska". */
export function salvoLabel(shots: readonly Shot[], state: CareerState): string {
  const ends = [...new Set(shots.map((s) => s.end))];
  const end = ends.length === 1 ? ends[0] : 'both';
  const targets = and([...new Set(shots.map((s) => shipName(state, s.target)))]);
  if (shots.length === 1) return t('choice.tube', { end, tube: shots[0].tube + 1, targets });
  return t('choice.salvo', { end, targets, n: shots.length });
}

/** 9.3.2: one or two ammunition points. */
export function gunLabel(targets: readonly number[], state: CareerState): string {
  const at = and([...new Set(targets.map((target) => shipName(state, target)))]);
  return t('choice.gun', { at, n: targets.length });
}

/** The same command offered twice (e.g. a one-tube stern salvo listed as "all" and "one") is shown once. */
export function distinct<T extends Choice>(choices: readonly T[]): T[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const key = JSON.stringify(c);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
