import type { CareerState } from '@periscope/rules';
import { rich, t } from '../i18n/i18n';

const code = (chunks: unknown) => <code>{chunks as string}</code>;

/** 5.1: the career is over; its seeds are revealed, so anyone can now check every roll (README "audit"). */
export function CareerOver({ state, careerId }: { readonly state: CareerState; readonly careerId: string }) {
  if (state.step.kind !== 'ended') return null;
  const api = `/api/careers/${careerId}`;
  return (
    <section class="panel career-over" aria-labelledby="career-over-title">
      <h2 id="career-over-title">{t('over.title')}</h2>
      <p>{state.step.reason}.</p>
      <p class="career-over__audit">
        <a class="button primary" href={`/audit?career=${encodeURIComponent(careerId)}`}>
          {t('over.check')}
        </a>
      </p>
      <p class="hint">{rich('over.seeds', { code })}</p>
      <details class="career-over__files">
        <summary>{t('over.files')}</summary>
        <ul class="career-over__links">
          <li>
            <a href={`${api}/export`} download={`career-${careerId}.ndjson`}>
              {t('over.export')}
            </a>
          </li>
          <li>
            <a href={`${api}/seed`}>{t('over.seed')}</a>
          </li>
          <li>
            <a href={`${api}/audit`}>{t('over.report')}</a>
          </li>
        </ul>
      </details>
    </section>
  );
}
