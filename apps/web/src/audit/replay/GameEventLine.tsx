import { campaignOfTerms, twoPlayerRule } from '@periscope/play/campaign-terms';
import type { GameEvent, GameSettings } from '@periscope/play/duel/events';
import type { Seat } from '@periscope/play/duel/seats';
import { RuleRef } from '../../ui/RuleRef';
import { Rulebook, rulebookOf } from '../../ui/rulebook';
import { monthName, spelled } from '../../ui/words';
import { commandLabel } from '../../career/decisions/labels';
import type { StoryEvent } from '../story/export-events';
import { resultWords } from '../story/game-timeline';
import { EventLine } from './EventLine';
import { t, word } from '../../i18n/i18n';
import { purposeName } from '../../career/dice/rolls';

type Names = Readonly<Record<Seat, string>>;

/**
 * One event of a two-player game in words, with its rule in its own game's rulebook (the event's own where it records
 * one); a career command with every career event it caused. `settings` are the game's (null before it is created).
 */
export function GameEventLine({
  event,
  names,
  settings,
}: {
  readonly event: StoryEvent;
  readonly names: Names;
  readonly settings: GameSettings | null;
}) {
  const game = event as unknown as GameEvent;
  const terms = game.type === 'GameCreated' ? game.data.settings : settings;
  const med = terms !== null && campaignOfTerms(terms).id === 'beneath-the-med';
  const [words, rule] = gameWords(game, names, terms, med);
  return (
    <Rulebook.Provider value={rulebookOf(med)}>
      <strong>{word('gameEvent', event.type) ?? spelled(event.type)}</strong>: {words}{' '}
      {rule && <RuleRef rule={rule} />}
      {game.type === 'CareerAdvanced' && (
        <ul class="audit-replay__career" aria-label={t('audit.replay.decided')}>
          {game.data.events.map((e, i) => (
            <li key={i}>
              <EventLine event={{ ...event, type: e.type, data: e.data }} med={med} />
            </li>
          ))}
        </ul>
      )}
    </Rulebook.Provider>
  );
}

const rollerWords = (rolledBy: Seat | 'server' | null, names: Names): string =>
  rolledBy === null
    ? ''
    : `, ${t('audit.replay.rolledBy', { server: rolledBy === 'server', name: rolledBy === 'server' ? '' : names[rolledBy] })}`;

function gameWords(
  event: GameEvent,
  names: Names,
  terms: GameSettings | null,
  med: boolean,
): [string, string | null] {
  const start = twoPlayerRule(terms, 'start');
  switch (event.type) {
    case 'GameCreated': {
      const { settings, player } = event.data;
      const to = settings.endDate ? monthName(settings.endDate) : 'none';
      const from = monthName(settings.startDate);
      const created = med ? 'audit.replay.createdMed' : 'audit.replay.created';
      return [t(created, { name: player.kommandant, type: settings.uboatType, from, to }), start];
    }
    case 'GameJoined':
      return [t('audit.replay.joined', { name: event.data.player.kommandant }), start];
    case 'SeedRevealed':
      return [t('audit.replay.seed', { name: names[event.data.seat] }), start];
    case 'GameStarted':
      return [t('audit.replay.started', { name: names[event.data.firstPatrol] }), event.data.rule];
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
        event.data.rule,
      ];
    case 'TurnPassed':
      return [t('audit.replay.turn', { name: names[event.data.to] }), event.data.rule];
    case 'GameEnded':
      return [resultWords(event.data, names), event.data.rule];
    case 'ManoeuvreCommitted':
      return [t('audit.replay.committed', { name: names[event.data.seat] }), event.data.rule];
    case 'ManoeuvreRevealed':
      return [
        t('audit.replay.uncovered', { name: names[event.data.seat], n: event.data.number }),
        event.data.rule,
      ];
    case 'ManoeuvreRolled':
      return [
        t('audit.replay.rolledFor', { name: names[event.data.seat], n: event.data.roll.value }),
        event.data.rule,
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
