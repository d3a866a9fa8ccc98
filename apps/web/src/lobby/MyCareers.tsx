import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { seats } from '../seats/seats';
import { atSea, type CareerListing } from './Discovery';
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
      <h2 id="my-careers-title">My careers</h2>
      {mine.length === 0 ? (
        <p class="hint">
          No career in this browser yet. Start one, or import a seat key from another browser.
        </p>
      ) : (
        <ul class="career-list">
          {mine.map((seat) => (
            <li key={seat.careerId}>
              <a href={`/careers/${seat.careerId}`}>
                <strong>{seat.kommandant}</strong> · {seat.uboatType}
              </a>{' '}
              <CareerStatus listing={listed.value.get(seat.careerId)} />{' '}
              <span class="hint">started {ago(seat.startedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <SeatKeys />
    </section>
  );
}

/** 5.1: how a career ended, as its line in the list says it. */
const ENDED: Readonly<Record<string, string>> = {
  sunk: 'sunk',
  captured: 'captured',
  lostAtSea: 'lost at sea',
  kommandantKilled: 'Kommandant killed',
  relieved: 'relieved of command',
  warOver: 'ended with the war',
  endDate: 'ended at the agreed last month',
};

/** Alive (at sea or in port), sunk, or ended and why, from the public index; nothing while it is not known. */
function CareerStatus({ listing }: { readonly listing: CareerListing | undefined }) {
  if (!listing) return null;
  const [word, kind] =
    listing.status === 'ended'
      ? [ENDED[listing.endReason ?? ''] ?? 'ended', 'ended']
      : atSea(listing)
        ? ['at sea', 'alive']
        : ['in port', 'alive'];
  return <span class={`career-status career-status--${kind}`}>{word}</span>;
}
