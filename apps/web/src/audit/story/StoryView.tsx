import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { Replay } from '../replay/Replay';
import type { ExportStory } from './export-events';
import { GameStory } from './GameStory';
import { Timeline } from './Timeline';
import { careerTimeline } from './timeline';
import { t } from '../../i18n/i18n';

interface Props {
  readonly story: ExportStory;
  readonly names: ReadonlyMap<string, string>;
  /** A line to show in the replay (the first divergence, or one clicked), and its stream. */
  readonly shown: { readonly line: number; readonly stream?: string } | null;
  readonly onShowLine: (line: number, stream?: string) => void;
  /** The report's first divergence, marked in its career's timeline. */
  readonly divergence: { readonly line: number; readonly stream?: string } | null;
}

/** The streams laid out: a career's, or a two-player game's with both its careers (13.1). */
const STORY_KINDS: ReadonlySet<string> = new Set(['career', 'game']);

/** One career or game of the export at a time: its timeline by patrol and its replay. */
export function StoryView({ story, names, shown, onShowLine, divergence }: Props) {
  const streams = useMemo(() => story.streams.filter((s) => STORY_KINDS.has(s.kind)), [story]);
  const picked = useSignal(shown?.stream ?? streams[0]?.stream ?? '');
  if (shown?.stream && streams.some((c) => c.stream === shown.stream) && picked.peek() !== shown.stream)
    picked.value = shown.stream;
  const stream = picked.value;
  const events = useMemo(() => story.eventsOf(stream), [story, stream]);
  if (streams.length === 0) return <p class="panel hint">{t('audit.noCareer')}</p>;
  const line = shown && (!shown.stream || shown.stream === stream) ? shown.line : null;
  const divergenceLine = divergence?.stream === stream ? divergence.line : null;
  const showLine = (l: number) => onShowLine(l, stream);
  const game = streams.find((s) => s.stream === stream)?.kind === 'game';
  return (
    <div class="audit-story">
      {streams.length > 1 && (
        <label class="panel field audit-story__pick">
          <span>{t('audit.shown', { n: streams.length })}</span>
          <select value={stream} onChange={(e) => (picked.value = e.currentTarget.value)}>
            {streams.map((c) => (
              <option key={c.stream} value={c.stream}>
                {names.get(c.stream) ?? c.stream}
              </option>
            ))}
          </select>
        </label>
      )}
      {game ? (
        <GameStory events={events} line={line} onShowLine={showLine} divergenceLine={divergenceLine} />
      ) : (
        <>
          <Timeline timeline={careerTimeline(events)} divergenceLine={divergenceLine} onShowLine={showLine} />
          <Replay key={`${stream}:${line ?? ''}`} events={events} atLine={line} />
        </>
      )}
    </div>
  );
}
