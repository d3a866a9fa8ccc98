import { useSignal } from '@preact/signals';
import { campaignOfTerms, twoPlayerRule } from '@periscope/play/campaign-terms';
import type { LiveFeed } from '../api/live';
import { campaignBoatName, monthName, tons } from '../ui/words';
import { kommandantOf, SEATS, type GameView, type Seat } from './game-view';
import { alertsWanted, wantAlerts } from './move-alerts';
import { Reconnecting } from '../ui/Reconnecting';
import { t } from '../i18n/i18n';

/** The two Kommandanten, their tonnage, the terms (13.1.1), and how this browser follows the game. */
export function GameHeader({
  view,
  me,
  feed,
}: {
  readonly view: GameView;
  readonly me: Seat | null;
  readonly feed: LiveFeed | null;
}) {
  const status = feed?.status.value ?? 'connecting';
  const viewers = feed?.viewers.value;
  return (
    <header class="game-header">
      <div>
        <h1 class="game-header__title">
          {kommandantOf(view, 'a')} <span class="game-header__v">v</span> {kommandantOf(view, 'b')}
        </h1>
        <ul class="game-header__players" aria-label={t('game.tonnageSunk')}>
          {SEATS.map((seat) => (
            <li key={seat}>
              {seat === me ? t('game.you') : kommandantOf(view, seat)}:{' '}
              {tons(view.seats[seat]?.career.tonnage ?? 0)}
            </li>
          ))}
        </ul>
        {view.settings && <Terms settings={view.settings} />}
      </div>
      <div class="game-header__live" aria-live="polite">
        <span>{me ? t('game.header.seat') : t('header.watching')}</span>
        <span>
          <span class={`status-dot status-dot--${status}`} aria-hidden="true" />
          {t('header.status', { status })}
        </span>
        {typeof viewers === 'number' && <span>{t('header.viewers', { n: viewers })}</span>}
        {me && <AlertsSwitch />}
      </div>
      <Reconnecting status={status} />
    </header>
  );
}

/** The campaign and the terms both careers sail under (13.1.1): in Beneath the Med a class's, citing its 10.1. */
function Terms({ settings }: { readonly settings: NonNullable<GameView['settings']> }) {
  const campaign = campaignOfTerms(settings).id;
  const boat = settings.uboatType;
  return (
    <p class="game-header__terms">
      <span class="game-header__campaign">{t(`campaign.${campaign}`)}</span>
      {' · '}
      {t(settings.endDate ? 'game.header.termsUntil' : 'game.header.terms', {
        type: campaignBoatName(campaign, boat),
        from: monthName(settings.startDate),
        to: monthName(settings.endDate),
        rule: twoPlayerRule(settings, 'start'),
      })}
    </p>
  );
}

function AlertsSwitch() {
  const on = useSignal(alertsWanted());
  return (
    <label class="game-header__alerts">
      <input
        type="checkbox"
        checked={on.value}
        onChange={(e) => {
          on.value = e.currentTarget.checked;
          wantAlerts(on.value);
        }}
      />{' '}
      {t('game.header.alerts')}
    </label>
  );
}
