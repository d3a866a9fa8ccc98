import type { CareerState, Shot } from '@periscope/rules';
import { commandLabel } from './labels';
import { shipName } from './ships';
import { words, wordsInSentence } from '../../ui/words';

/** A ready-to-send command of pending()'s `choices`. */
export interface Choice {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

type Describe = (data: Readonly<Record<string, unknown>>, state: CareerState) => string;

/** 9.6.4 exceed test depth, 9.6.7 BOLD: what is declared before the [E2] roll. */
const evade: Describe = ({ exceedTestDepth, bold }) => {
  if (exceedTestDepth && bold) return 'Exceed test depth and release BOLD (9.6.4, 9.6.7)';
  if (exceedTestDepth) return 'Exceed test depth (9.6.4)';
  if (bold) return 'Release a BOLD decoy (9.6.7)';
  return 'Evade, nothing more (9.6.3)';
};

/** 9.7.5-9.7.7: one damaged ship or the group, by day or night. */
const follow: Describe = ({ damagedShip, timeOfDay }, state) => {
  const who =
    typeof damagedShip === 'number'
      ? `Follow the damaged ${shipName(state, damagedShip)} (9.7.6)`
      : 'Follow the group (9.7.7)';
  return timeOfDay ? `${who}, attack by ${timeOfDay} (9.7.5)` : who;
};

/** 8.1 posture, 8.2.2 the Fa-330 kite. */
const enterBox: Describe = ({ posture, deployKite }) => {
  const how =
    posture === 'schnorchel' ? 'Schnorchel into the next box (8.1)' : 'Sail surfaced into the next box (8.1)';
  return deployKite ? `${how}, kite up (8.2.2)` : how;
};

const DESCRIBE: Readonly<Record<string, Describe>> = {
  EvadeEscorts: evade,
  Follow: follow,
  EnterNextBox: enterBox,
  AbortPatrol: ({ direction }) =>
    direction ? `Abort the patrol: ${wordsInSentence(direction)} (10.9.2)` : commandLabel('AbortPatrol'),
  UseRandomEventToken: () => commandLabel('UseRandomEventToken'),
  UseSparePart: ({ system }) => `Use the spare part on the ${wordsInSentence(system)} (11.4.10.3)`,
  TransferOwnFuel: ({ points }) =>
    `Transfer ${String(points)} fuel point${points === 1 ? '' : 's'} (11.4.10.4)`,
  FireTorpedoes: ({ shots }, state) => salvoLabel(shots as readonly Shot[], state),
  FireDeckGun: ({ targets }, state) => gunLabel(targets as readonly number[], state),
};

/** A choice in the game's words; a choice with no data is its command's label. */
export function choiceLabel(choice: Choice, state: CareerState): string {
  const describe = DESCRIBE[choice.type];
  if (describe) return describe(choice.data, state);
  const details = Object.entries(choice.data).map(([k, v]) => `${wordsInSentence(k)}: ${words(v)}`);
  return details.length > 0
    ? `${commandLabel(choice.type)}: ${details.join(', ')}`
    : commandLabel(choice.type);
}

/** "Fire bow salvo at Nebraska (4 torpedoes)", "Fire bow tube 1 at Nebraska". */
export function salvoLabel(shots: readonly Shot[], state: CareerState): string {
  const ends = [...new Set(shots.map((s) => s.end))].join(' and ');
  const targets = [...new Set(shots.map((s) => shipName(state, s.target)))].join(' and ');
  if (shots.length === 1) return `Fire ${ends} tube ${shots[0].tube + 1} at ${targets}`;
  return `Fire ${ends} salvo at ${targets} (${shots.length} torpedoes)`;
}

/** 9.3.2: one or two ammunition points. */
export function gunLabel(targets: readonly number[], state: CareerState): string {
  const at = [...new Set(targets.map((t) => shipName(state, t)))].join(' and ');
  return `Fire the deck gun at ${at} (${targets.length} point${targets.length === 1 ? '' : 's'})`;
}

/** The same command offered twice (e.g. a one-tube stern salvo listed as "all" and "one") is shown once. */
export function distinct<T extends Choice>(choices: readonly T[]): T[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const key = JSON.stringify(c);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
