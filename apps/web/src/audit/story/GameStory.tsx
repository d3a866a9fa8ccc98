import { campaignOfTerms, twoPlayerRule } from '@periscope/play/campaign-terms';
import { useMemo } from 'preact/hooks';
import { RuleRef } from '../../ui/RuleRef';
import { Rulebook, rulebookOf } from '../../ui/rulebook';
import { TonnageTable } from '../../games/TonnageTable';
import { GameReplay } from '../replay/GameReplay';
import type { StoryEvent } from './export-events';
import { gameTimeline, resultWords, SEATS, type GameTimeline } from './game-timeline';
import { Timeline } from './Timeline';
import { t } from '../../i18n/i18n';

interface Props {
  readonly events: readonly StoryEvent[];
  /** A line of the game's stream to open the replay at, or null. */
  readonly line: number | null;
  readonly onShowLine: (line: number) => void;
  /** The report's first divergence in this stream, or null. */
  readonly divergenceLine: number | null;
}

/** A two-player game (13.1): the result, each boat's timeline by patrol, and the replay of the game's stream. */
export function GameStory({ events, line, onShowLine, divergenceLine }: Props) {
  const timeline = useMemo(() => gameTimeline(events), [events]);
  const divergingSeat = useMemo(() => seatAtLine(events, divergenceLine), [events, divergenceLine]);
  return (
    <>
      <GameResult timeline={timeline} onShowLine={onShowLine} />
      <div class="audit-story__boats">
        {timeline.boats.map((boat) => (
          <Timeline
            key={boat.seat}
            id={`audit-timeline-${boat.seat}`}
            timeline={boat.timeline}
            divergenceLine={divergingSeat === boat.seat ? divergenceLine : null}
            onShowLine={onShowLine}
          />
        ))}
      </div>
      <GameReplay key={line ?? ''} events={events} atLine={line} />
    </>
  );
}

/** Whose career event is at a line (a divergence is marked in that boat's timeline only). */
function seatAtLine(events: readonly StoryEvent[], line: number | null): string | null {
  const event = line === null ? undefined : events.find((e) => e.line === line);
  return event?.type === 'CareerAdvanced' ? (event.data as { seat: string }).seat : null;
}

function GameResult({
  timeline,
  onShowLine,
}: {
  timeline: GameTimeline;
  onShowLine: (line: number) => void;
}) {
  const names = { a: timeline.boats[0].kommandant, b: timeline.boats[1].kommandant };
  const result = timeline.result;
  const med = timeline.settings !== null && campaignOfTerms(timeline.settings).id === 'beneath-the-med';
  return (
    <Rulebook.Provider value={rulebookOf(med)}>
      <section class="panel audit-game-result" aria-labelledby="audit-game-result-title">
        <h2 id="audit-game-result-title">
          {result ? t('audit.game.result', { result: resultWords(result, names) }) : t('audit.game.playing')}
        </h2>
        <p>
          {t('audit.game.rule')} <RuleRef rule={twoPlayerRule(timeline.settings, 'winner')} />
          {result && (
            <>
              {' '}
              <button type="button" class="audit-timeline__line" onClick={() => onShowLine(result.line)}>
                {t('audit.line', { line: result.line })}
              </button>
            </>
          )}
        </p>
        <TonnageTable
          med={med}
          caption={t('audit.game.caption')}
          rows={SEATS.map((seat, i) => ({
            seat,
            kommandant: timeline.boats[i].timeline.title,
            tonnage: result?.tonnage[seat] ?? sunkSoFar(timeline, i),
            winner: result?.winner === seat,
          }))}
        />
      </section>
    </Rulebook.Provider>
  );
}

const sunkSoFar = (timeline: GameTimeline, i: number): number =>
  timeline.boats[i].timeline.patrols
    .flatMap((p) => p.encounters.flatMap((e) => e.sunk))
    .reduce((t, ship) => t + ship.tonnage, 0);
