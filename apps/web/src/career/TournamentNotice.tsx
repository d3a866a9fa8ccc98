import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { readTournament, type Tournament } from '../tournaments/api';
import { PHASE } from '../tournaments/words';
import { rich, t as say } from '../i18n/i18n';

/** How often an entrant's screen looks at its tournament again: a pause or the end shows within this. */
const REFRESH_MS = 30_000;

/** The tournament's name as a link to its page. */
const linkTo = (id: string) => (chunks: unknown) => <a href={`/tournaments/${id}`}>{chunks as string}</a>;

/**
 * T-PAUSE: an entrant's career names its tournament with a link, says while the organiser has paused it (with
 * the reason) and when it has finished; a solo career shows nothing. Read again after a refused move (`refusal`)
 * and when the career's own events hold or release its play (`held`: PlayHeld, PlayResumed, from the live feed).
 */
export function TournamentNotice({
  careerId,
  refusal,
  held,
}: {
  readonly careerId: string;
  readonly refusal: string | null;
  readonly held: boolean;
}) {
  const tournament = useSignal<Tournament | null>(null);
  useEffect(() => {
    let open = true;
    const load = async () => {
      const { tournamentId } = await api<{ tournamentId: string | null }>(`/careers/${careerId}/tournament`);
      if (!tournamentId) return false;
      const read = await readTournament(tournamentId);
      if (open) tournament.value = read;
      return true;
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    load().then(
      (entered) => {
        if (entered && open) timer = setInterval(() => void load().catch(() => undefined), REFRESH_MS);
      },
      () => undefined, // a solo career's screen does without; the next refusal asks again
    );
    return () => {
      open = false;
      clearInterval(timer);
    };
  }, [careerId, refusal, held, tournament]);
  const t = tournament.value;
  if (!t) return null;
  return (
    <section class="panel tournament-notice" aria-label={say('tournament.list.name')}>
      <p>
        {rich('tournament.notice.entered', { name: t.terms.name, link: linkTo(t.tournamentId) })}{' '}
        <span class="badge">{PHASE[t.phase]}</span>
      </p>
      {t.phase === 'registration' && (
        <p class="alert alert--info" role="status">
          {say('tournament.notice.registration')}
        </p>
      )}
      {t.phase === 'paused' && (
        <p class="alert alert--info" role="status">
          {say('tournament.notice.paused', { reason: t.pausedFor ?? 'none' })}
        </p>
      )}
      {t.phase === 'finished' && (
        <p class="alert alert--info" role="status">
          {say('tournament.notice.finished')}{' '}
          <a href={`/tournaments/${t.tournamentId}`}>{say('tournament.notice.results')}</a>
        </p>
      )}
    </section>
  );
}
