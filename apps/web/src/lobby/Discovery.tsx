import { t } from '../i18n/i18n';
import { useSignal } from '@preact/signals';
import { useCallback, useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { errorMessage } from '../api/messages';
import { ago } from './format';
import { monthName, tons } from '../ui/words';

/** A row of GET /api/careers: public facts only, never a seed or a token. */
export interface CareerListing {
  readonly careerId: string;
  /** The game (absent from an older server, or a row kept before it was recorded: The Hunted). */
  readonly campaign?: string;
  readonly kommandant: string | null;
  readonly uboatType: string | null;
  readonly uboatId: string | null;
  readonly date: string | null;
  readonly status: 'active' | 'ended';
  /** 5.1: why it ended; null while active (absent from an older server). */
  readonly endReason?: string | null;
  readonly step: string;
  readonly patrolsCompleted: number;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly lastActivity: string;
}

/** A career of Beneath the Med: its commander is a Comandante and its boat a class. */
export const isMed = (c: CareerListing) => c.campaign === 'beneath-the-med';

interface Page {
  readonly careers: readonly CareerListing[];
  readonly next: string | null;
}

const REFRESH_MS = 15_000;

/** The steps of a boat ashore: "At sea now" leaves them out (a career not yet sailed, or in the yard). */
const ASHORE = ['setup', 'inPort', 'refit', 'newUBoatRequest'];
export const atSea = (c: CareerListing) => c.status === 'active' && !ASHORE.includes(c.step);

/** Careers being played now, and recently finished: each with a link to watch it. */
export function Discovery({
  status,
  title,
}: {
  readonly status: 'active' | 'ended';
  readonly title: string;
}) {
  const rows = useSignal<readonly CareerListing[]>([]);
  const next = useSignal<string | null>(null);
  const error = useSignal<string | null>(null);
  const loaded = useSignal(false);

  const load = useCallback(
    async (cursor?: string) => {
      try {
        const query = `status=${status}&limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = await api<Page>(`/careers?${query}`);
        const careers = status === 'active' ? page.careers.filter(atSea) : page.careers;
        rows.value = cursor ? [...rows.value, ...careers] : careers;
        next.value = page.next;
        error.value = null;
      } catch (e) {
        error.value = errorMessage(e);
      } finally {
        loaded.value = true;
      }
    },
    [status, rows, next, error, loaded],
  );

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const id = `discovery-${status}`;
  return (
    <section class="panel discovery" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {error.value && <p class="alert alert--error">{error.value}</p>}
      {!loaded.value && <p class="hint">{t('discovery.looking')}</p>}
      {loaded.value && rows.value.length === 0 && !error.value && (
        <p class="hint">{status === 'active' ? t('discovery.noneAtSea') : t('discovery.noneEnded')}</p>
      )}
      {rows.value.length > 0 && (
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">
                  {rows.value.some(isMed) ? t('discovery.commander') : t('crewman.kommandant')}
                </th>
                <th scope="col">{t('discovery.boat')}</th>
                <th scope="col">{t('discovery.month')}</th>
                <th scope="col" class="num">
                  {t('discovery.patrols')}
                </th>
                <th scope="col" class="num">
                  {t('targets.tonnage')}
                </th>
                <th scope="col">{t('discovery.lastMove')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('discovery.watch')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.value.map((c) => (
                <tr key={c.careerId}>
                  <td>{c.kommandant ?? '—'}</td>
                  <td>
                    {isMed(c) ? t('discovery.medBoat', { boatClass: c.uboatType ?? '' }) : c.uboatType}
                    {c.uboatId ? ` ${c.uboatId}` : ''}
                  </td>
                  <td>{monthName(c.date)}</td>
                  <td class="num">{c.patrolsCompleted}</td>
                  <td class="num">{tons(c.tonnage)}</td>
                  <td>{ago(c.lastActivity)}</td>
                  <td>
                    <a href={`/careers/${c.careerId}`}>
                      {status === 'active' ? t('discovery.watch') : t('discovery.view')}
                      <span class="visually-hidden"> {c.kommandant ?? t('discovery.thisCareer')}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next.value && (
        <button type="button" onClick={() => void load(next.value ?? undefined)}>
          {t('discovery.more')}
        </button>
      )}
    </section>
  );
}
