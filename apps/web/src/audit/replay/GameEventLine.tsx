import type { GameEvent } from '@periscope/play/duel/events';
import type { Seat } from '@periscope/play/duel/seats';
import { RuleRef } from '../../ui/RuleRef';
import { monthName, spelled } from '../../ui/words';
import { commandLabel } from '../../career/decisions/labels';
import type { StoryEvent } from '../story/export-events';
import { resultWords } from '../story/game-timeline';
import { EventLine } from './EventLine';
import { t, word } from '../../i18n/i18n';
import { purposeName } from '../../career/dice/rolls';

type Names = Readonly<Record<Seat, string>>;

/** One event of a two-player game in words, with its rule; a career command with every career event it caused. */
export function GameEventLine({ event, names }: { readonly event: StoryEvent; readonly names: Names }) {
  const game = event as unknown as GameEvent;
  const [words, rule] = gameWords(game, names);
  return (
    <>
      <strong>{word('gameEvent', event.type) ?? spelled(event.type)}</strong>: {words}{' '}
      {rule && <RuleRef rule={rule} />}
      {game.type === 'CareerAdvanced' && (
        <ul class="audit-replay__career" aria-label={t('audit.replay.decided')}>
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
    : `, ${t('audit.replay.rolledBy', { server: rolledBy === 'server', name: rolledBy === 'server' ? '' : names[rolledBy] })}`;

function gameWords(event: GameEvent, names: Names): [string, string | null] {
  switch (event.type) {
    case 'GameCreated': {
      const { settings, player } = event.data;
      const to = settings.endDate ? monthName(settings.endDate) : 'none';
      const from = monthName(settings.startDate);
      return [
        t('audit.replay.created', { name: player.kommandant, type: settings.uboatType, from, to }),
        '13.1.1',
      ];
    }
    case 'GameJoined':
      return [t('audit.replay.joined', { name: event.data.player.kommandant }), '13.1.1'];
    case 'SeedRevealed':
      return [t('audit.replay.seed', { name: names[event.data.seat] }), '13.1.1'];
    case 'GameStarted':
      return [t('audit.replay.started', { name: names[event.data.firstPatrol] }), '13.1.1'];
    case 'CareerAdvanced':
      return [
        `${names[event.data.seat]}: ${commandLabel(event.data.command.type)}${rollerWords(event.data.rolledBy, names)}`,
        null,
      ];
    case 'OpponentRollAwaited':
      return [
        t('audit.replay.awaited', {
          name: names[event.data.for],
          roller: names[event.data.seat],
          purpose: purposeName(event.data.roll.purpose),
        }),
        '13.1.2',
      ];
    case 'TurnPassed':
      return [t('audit.replay.turn', { name: names[event.data.to] }), '13.1.2'];
    case 'GameEnded':
      return [resultWords(event.data, names), '13.1.3'];
    case 'ManoeuvreCommitted':
      return [t('audit.replay.committed', { name: names[event.data.seat] }), '14.8.3'];
    case 'ManoeuvreRevealed':
      return [t('audit.replay.uncovered', { name: names[event.data.seat], n: event.data.number }), '14.8.3'];
    case 'ManoeuvreRolled':
      return [
        t('audit.replay.rolledFor', { name: names[event.data.seat], n: event.data.roll.value }),
        '14.8',
      ];
    case 'ManoeuvreForfeited':
      return [t('audit.replay.forfeit', { name: names[event.data.seat], n: event.data.number }), null];
    case 'SeatForfeited':
      return [
        t('audit.replay.seatForfeited', { name: names[event.data.seat], stage: event.data.stage }),
        null,
      ];
  }
}
