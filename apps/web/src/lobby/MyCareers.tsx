import { t } from '../i18n/i18n';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { seats } from '../seats/seats';
import { atSea, isMed, type CareerListing } from './Discovery';
import { ago } from './format';
import { SeatKeys } from './SeatKeys';

/** The careers whose seat this browser holds (localStorage), newest first. */
export function MyCareers() {
  const mine = Object.values(seats.value).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const listed = useSignal<ReadonlyMap<string, CareerListing>>(new Map());
  useEffect(() => {
    if (mine.length === 0) return;
    api<{ careers: readonly CareerListing[] }>('/careers?status=all&limit=100').then(
      (page) => (listed.value = new Map(page.careers.map((c) => [c.careerId, c]))),
      () => undefined, // the list still links every career; only the status is missing
    );
  }, [mine.length, listed]);
  return (
    <section class="panel my-careers" aria-labelledby="my-careers-title">
      <h2 id="my-careers-title">{t('mine.title')}</h2>
      {mine.length === 0 ? (
        <p class="hint">{t('mine.none')}</p>
      ) : (
        <ul class="career-list">
          {mine.map((seat) => (
            <li key={seat.careerId}>
              <a href={`/careers/${seat.careerId}`}>
                <strong>{seat.kommandant}</strong> · {seat.uboatType}
              </a>{' '}
              <CareerStatus listing={listed.value.get(seat.careerId)} />{' '}
              <span class="hint">{t('mine.started', { ago: ago(seat.startedAt) })}</span>
            </li>
          ))}
        </ul>
      )}
      <SeatKeys />
    </section>
  );
}

/**
 * Alive (at sea or in port), sunk, or ended and why, from the public index, a Beneath the Med career in its words;
 * nothing while it is not known.
 */
function CareerStatus({ listing }: { readonly listing: CareerListing | undefined }) {
  if (!listing) return null;
  const where =
    listing.status === 'ended' ? (listing.endReason ?? 'ended') : atSea(listing) ? 'atSea' : 'inPort';
  const kind = listing.status === 'ended' ? 'ended' : 'alive';
  return (
    <span class={`career-status career-status--${kind}`}>
      {t(isMed(listing) ? 'mine.medStatus' : 'mine.status', { where })}
    </span>
  );
}
