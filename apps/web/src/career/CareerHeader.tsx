import { useSignal } from '@preact/signals';
import type { CareerState } from '@periscope/rules';
import type { LiveFeed } from '../api/live';
import { monthName, tons } from '../ui/words';
import { Reconnecting } from '../ui/Reconnecting';

const STATUS_TEXT = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  failed: 'Not live',
};

/** Who sails, where the career stands, and how this browser follows it. */
export function CareerHeader({
  state,
  playing,
  feed,
}: {
  readonly state: CareerState;
  readonly playing: boolean;
  readonly feed: LiveFeed | null;
}) {
  const career = state.career;
  const copied = useSignal(false);
  const share = async () => {
    await navigator.clipboard?.writeText(location.href.split('#')[0]).catch(() => undefined);
    copied.value = true;
    setTimeout(() => (copied.value = false), 2000);
  };
  const status = feed?.status.value ?? 'connecting';
  const viewers = feed?.viewers.value;
  const delay = feed?.delaySeconds.value ?? 0;
  return (
    <header class="career-header">
      <div class="career-header__who">
        <h1>
          {career?.kommandant ?? 'A new career'}
          <span class="career-header__boat">
            {career ? ` · ${career.uboatType}${career.uboatId ? ` ${career.uboatId}` : ''}` : ''}
          </span>
        </h1>
        <p class="career-header__facts">
          <span>{monthName(career?.date)}</span>
          <span>{tons(state.tonnage)} sunk</span>
          <span>
            {state.patrolsCompleted} patrol{state.patrolsCompleted === 1 ? '' : 's'} completed
          </span>
        </p>
      </div>
      <div class="career-header__live no-print" aria-live="polite">
        <span class="career-header__role">{playing ? 'You command this boat' : 'Watching'}</span>
        <span>
          <span class={`status-dot status-dot--${status}`} aria-hidden="true" />
          {STATUS_TEXT[status]}
        </span>
        {typeof viewers === 'number' && <span>{viewers} watching</span>}
        {delay > 0 && <span>spectators see moves {delay} s late</span>}
        <button type="button" onClick={share}>
          {copied.value ? 'Link copied' : 'Share link'}
        </button>
      </div>
      <Reconnecting status={status} />
    </header>
  );
}
