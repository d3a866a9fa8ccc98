import { useSignal } from '@preact/signals';
import type { CareerState } from '@periscope/rules';
import type { LiveFeed } from '../api/live';
import { monthName, tons } from '../ui/words';
import { Reconnecting } from '../ui/Reconnecting';
import { t } from '../i18n/i18n';

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
          {career?.kommandant ?? t('header.newCareer')}
          <span class="career-header__boat">
            {career ? ` · ${career.uboatType}${career.uboatId ? ` ${career.uboatId}` : ''}` : ''}
          </span>
        </h1>
        <p class="career-header__facts">
          <span>{monthName(career?.date)}</span>
          <span>{t('header.sunk', { tons: tons(state.tonnage) })}</span>
          <span>{t('header.patrols', { n: state.patrolsCompleted })}</span>
        </p>
      </div>
      <div class="career-header__live no-print" aria-live="polite">
        <span class="career-header__role">{playing ? t('header.commanding') : t('header.watching')}</span>
        <span>
          <span class={`status-dot status-dot--${status}`} aria-hidden="true" />
          {t('header.status', { status })}
        </span>
        {typeof viewers === 'number' && <span>{t('header.viewers', { n: viewers })}</span>}
        {delay > 0 && <span>{t('header.delay', { delay })}</span>}
        <button type="button" onClick={share}>
          {copied.value ? t('header.copied') : t('header.share')}
        </button>
      </div>
      <Reconnecting status={status} />
    </header>
  );
}
