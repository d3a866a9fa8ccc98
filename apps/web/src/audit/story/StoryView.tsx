import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { Replay } from '../replay/Replay';
import type { ExportStory } from './export-events';
import { Timeline } from './Timeline';
import { careerTimeline } from './timeline';

interface Props {
  readonly story: ExportStory;
  readonly names: ReadonlyMap<string, string>;
  /** A line to show in the replay (the first divergence, or one clicked), and its stream. */
  readonly shown: { readonly line: number; readonly stream?: string } | null;
  readonly onShowLine: (line: number, stream?: string) => void;
  /** The report's first divergence, marked in its career's timeline. */
  readonly divergence: { readonly line: number; readonly stream?: string } | null;
}

/** One career of the export at a time: its timeline by patrol and its replay. */
export function StoryView({ story, names, shown, onShowLine, divergence }: Props) {
  const careers = useMemo(() => story.streams.filter((s) => s.kind === 'career'), [story]);
  const picked = useSignal(shown?.stream ?? careers[0]?.stream ?? '');
  if (shown?.stream && careers.some((c) => c.stream === shown.stream) && picked.peek() !== shown.stream)
    picked.value = shown.stream;
  const stream = picked.value;
  const events = useMemo(() => story.eventsOf(stream), [story, stream]);
  if (careers.length === 0)
    return (
      <p class="panel hint">
        This export holds no career: the checks above cover it; the timeline and the replay show careers.
      </p>
    );
  const line = shown && (!shown.stream || shown.stream === stream) ? shown.line : null;
  return (
    <div class="audit-story">
      {careers.length > 1 && (
        <label class="panel field audit-story__pick">
          <span>Career shown ({careers.length.toLocaleString('en-US')} in this export)</span>
          <select value={stream} onChange={(e) => (picked.value = e.currentTarget.value)}>
            {careers.map((c) => (
              <option key={c.stream} value={c.stream}>
                {names.get(c.stream) ?? c.stream}
              </option>
            ))}
          </select>
        </label>
      )}
      <Timeline
        timeline={careerTimeline(events)}
        divergenceLine={divergence?.stream === stream ? divergence.line : null}
        onShowLine={(l) => onShowLine(l, stream)}
      />
      <Replay key={`${stream}:${line ?? ''}`} events={events} atLine={line} />
    </div>
  );
}
