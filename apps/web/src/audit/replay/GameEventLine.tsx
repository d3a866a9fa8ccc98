import type { GameEvent } from '@periscope/play/duel/events';
import type { Seat } from '@periscope/play/duel/seats';
import { RuleRef } from '../../ui/RuleRef';
import { monthName, spelled } from '../../ui/words';
import type { StoryEvent } from '../story/export-events';
import { resultWords } from '../story/game-timeline';
import { EventLine } from './EventLine';

type Names = Readonly<Record<Seat, string>>;

/** One event of a two-player game in words, with its rule; a career command with every career event it caused. */
export function GameEventLine({ event, names }: { readonly event: StoryEvent; readonly names: Names }) {
  const game = event as unknown as GameEvent;
  const [words, rule] = gameWords(game, names);
  return (
    <>
      <strong>{spelled(event.type)}</strong>: {words} {rule && <RuleRef rule={rule} />}
      {game.type === 'CareerAdvanced' && (
        <ul class="audit-replay__career" aria-label="What the command decided">
          {game.data.events.map((e, i) => (
            <li key={i}>
              <EventLine event={{ ...event, type: e.type, data: e.data }} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const rollerWords = (rolledBy: Seat | 'server' | null, names: Names): string =>
  rolledBy === null
    ? ''
    : rolledBy === 'server'
      ? ", the absent opponent's rolls made by the server"
      : `, the opponent's rolls made by ${names[rolledBy]}`;

function gameWords(event: GameEvent, names: Names): [string, string | null] {
  switch (event.type) {
    case 'GameCreated': {
      const { settings, player } = event.data;
      const end = settings.endDate ? ` to ${monthName(settings.endDate)}` : '';
      return [
        `${player.kommandant}, Type ${settings.uboatType} from ${monthName(settings.startDate)}${end}`,
        '13.1.1',
      ];
    }
    case 'GameJoined':
      return [`${event.data.player.kommandant} takes the second seat`, '13.1.1'];
    case 'SeedRevealed':
      return [`${names[event.data.seat]}'s dice seed, checked against his commitment`, '13.1.1'];
    case 'GameStarted':
      return [`both careers start; ${names[event.data.firstPatrol]} patrols first`, '13.1.1'];
    case 'CareerAdvanced':
      return [
        `${names[event.data.seat]}: ${spelled(event.data.command.type)}${rollerWords(event.data.rolledBy, names)}`,
        null,
      ];
    case 'OpponentRollAwaited':
      return [
        `${names[event.data.for]} waits for ${names[event.data.seat]} to roll ${event.data.roll.purpose}`,
        '13.1.2',
      ];
    case 'TurnPassed':
      return [`${names[event.data.to]}'s patrol`, '13.1.2'];
    case 'GameEnded':
      return [resultWords(event.data, names), '13.1.3'];
    case 'ManoeuvreCommitted':
      return [`${names[event.data.seat]} set his evasive number face hidden`, '14.8.3'];
    case 'ManoeuvreRevealed':
      return [`${names[event.data.seat]} uncovered evasive number ${event.data.number}`, '14.8.3'];
    case 'ManoeuvreRolled':
      return [
        `${names[event.data.seat]} absent: evasive number ${event.data.roll.value} rolled for him`,
        '14.8',
      ];
    case 'ManoeuvreForfeited':
      return [`${names[event.data.seat]}'s evasive number forfeit: ${event.data.number}`, null];
    case 'SeatForfeited':
      return [
        `${names[event.data.seat]} let his deadline pass ${OWED[event.data.stage]}: the game is lost`,
        null,
      ];
  }
}

/** What a seat that forfeit still owed (TP-TIMEOUT). */
const OWED = {
  seed: 'without revealing his dice seed',
  patrol: "without his patrol's next order",
  manoeuvre: 'without uncovering his evasive number',
} as const;
