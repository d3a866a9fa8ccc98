import type { CareerCommand, CareerCommandType } from '../model/commands';
import type { CareerState, Encounter } from '../model/state';
import type { Phrase } from '../views/headlines';

// One line per option: what choosing it does, in the game's words (the chances it runs come from option-odds.ts),
// as a phrase each client words in its language (docs/i18n.md "What a move did"): a sentence's key is
// `effect.<its English>`; the ones that name a ship or a count are `effectOf.*` with their values.

const RANGE_EFFECT: Readonly<Record<string, string>> = {
  close: 'Close range: the best chance to hit, but escorts may detect the boat before it fires (9.2.2).',
  medium: 'Medium range: no check before firing; the usual chance to hit (9.1.4).',
  long: 'Long range: a worse chance to hit, but the escorts are less likely to find the boat afterwards (9.6.3).',
  extreme: 'Extreme range: unmodified rolls, a small chance to hit, hard to detect (14.16).',
};

const ATTACK_EFFECT: Readonly<Record<string, string>> = {
  submerged: 'Submerged',
  surfaced: 'Surfaced (with the deck gun against unescorted ships)',
  nightSurface:
    'On the surface by night (a better chance to hit, a second salvo; caught on the surface if found)',
};

const EFFECTS: Partial<Record<CareerCommandType, string>> = {
  AssignPatrol: 'Roll the patrol assignment on [P1] and sail.',
  DeclineAttack: 'Let the ships pass: the boat is not detected and sails on (8.3.6).',
  SwitchToNight: 'Shadow the ships until night: attack by night if they are still in sight (8.4.2).',
  Dive: 'Dive: the aircraft cannot attack again; the encounter ends (9.8.7).',
  EndRound: 'End the combat round (9.4.2).',
  AdditionalRound: 'Roll for another combat round against the same ships (9.7).',
  BreakOff: 'Break off: the encounter ends and the boat sails on (9.0).',
  AbortPatrol: 'Abort the patrol and head for port (10.9): the patrol counts only in part.',
  KeepNewUBoatRequest: 'Keep the old boat and the request for a later refit (11.4.3).',
  RequestNewUBoat: 'Ask for a newer type (11.4.3).',
  UseRandomEventToken: 'Spend the token on this roll (12.1.3).',
  AcceptReplenishment: 'Meet the tanker: torpedoes and fuel, but time at sea (14.9).',
  DeclineReplenishment: 'Sail on without replenishing (14.9).',
};

const say = (key: string, params?: Phrase['params']): Phrase => (params ? { key, params } : { key });
const sentence = (english: string): Phrase => say(`effect.${english}`);

/** What "Survives this round" of a depth-charge round counts (hunt-round.ts): every way the round ends the career. */
const ROUND_COUNTS = sentence(
  'Survives this round counts the boat sunk, its hull filled (9.6.13), forced to surface by flooding (10.1.2) ' +
    'and the Kommandant killed (10.6.2).',
);
const withRound = (effect: Phrase): Phrase => say('effectOf.round', { effect, counts: ROUND_COUNTS });
/** What "Survives the pass" of an aircraft's pass counts (hunt-round.ts): every way the pass ends the career. */
const PASS_COUNTS = sentence(
  'Survives the pass counts the boat sunk, its hull filled (9.6.13), forced to surface by flooding (10.1.2) ' +
    'and the Kommandant killed by the strafing or the hits (9.8.2, 10.6.2).',
);

/** 9.6.3-9.6.7: what the evasion adds, one part or both. */
function evasionEffect({ exceedTestDepth, bold }: { exceedTestDepth: boolean; bold: boolean }): Phrase {
  const parts = [
    exceedTestDepth ? sentence('Dive below test depth: −1 on [E2] but the hull may give way (9.6.4)') : null,
    bold ? sentence('Release a BOLD decoy: −1 on [E2] (9.6.7)') : null,
  ].filter((p): p is Phrase => p !== null);
  if (parts.length === 2) return say('effectOf.both', { first: parts[0], second: parts[1] });
  return parts[0] ?? sentence('Evade with nothing more: [E2] as it stands (9.6.3)');
}

/** The one-line effect of a command; null when the command has none to say. */
export function effectOf(state: CareerState, command: CareerCommand): Phrase | null {
  switch (command.type) {
    case 'EnterNextBox':
      return sentence(
        command.data.posture === 'schnorchel'
          ? 'Schnorchel into the next box: [E1] is read as 8.1.6 says.'
          : 'Sail into the next box and roll for an encounter on [E1] (8.2).',
      );
    case 'ChooseApproach':
      return say('effectOf.approach', {
        attack: sentence(ATTACK_EFFECT[command.data.attack]),
        range: sentence(RANGE_EFFECT[command.data.range]),
      });
    case 'FireTorpedoes':
      return say('effectOf.torpedoes', { n: command.data.shots.length });
    case 'FireDeckGun':
      return sentence('Each ammunition point rolls on [U1] to hit and [U3] for damage (9.3).');
    case 'EvadeEscorts':
      return withRound(evasionEffect(command.data));
    case 'ChooseEvasiveManoeuvre':
      return withRound(sentence('Turn the boat: if the escort turns the same way it gains hits (14.8)'));
    case 'StaySurfaced':
      return say('effectOf.round', {
        effect: sentence('Stay on the surface and fight the aircraft with the flak again (9.8.7)'),
        counts: PASS_COUNTS,
      });
    case 'Follow': {
      const ship = (state.encounter as Encounter | null)?.ships[command.data.damagedShip ?? -1];
      return typeof command.data.damagedShip === 'number'
        ? say('effectOf.followDamaged', { name: ship?.name ?? String(command.data.damagedShip) })
        : sentence('Follow the group for another attack (9.7.7).');
    }
    default: {
      const effect = EFFECTS[command.type];
      return effect ? sentence(effect) : null;
    }
  }
}
