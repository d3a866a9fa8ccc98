import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { readTournament, type Tournament } from '../tournaments/api';
import { PHASE } from '../tournaments/words';

/** How often an entrant's screen looks at its tournament again: a pause or the end shows within this. */
const REFRESH_MS = 30_000;

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
    <section class="panel tournament-notice" aria-label="Tournament">
      <p>
        Entered in <a href={`/tournaments/${t.tournamentId}`}>{t.terms.name}</a>{' '}
        <span class="badge">{PHASE[t.phase]}</span>
      </p>
      {t.phase === 'registration' && (
        <p class="alert alert--info" role="status">
          The tournament has not started: your moves wait until the organiser starts it.
        </p>
      )}
      {t.phase === 'paused' && (
        <p class="alert alert--info" role="status">
          The organiser has paused the tournament{t.pausedFor ? `: ${t.pausedFor}` : ''}. Your moves wait
          until it resumes.
        </p>
      )}
      {t.phase === 'finished' && (
        <p class="alert alert--info" role="status">
          The tournament has finished: its standings are final.{' '}
          <a href={`/tournaments/${t.tournamentId}`}>See the results</a>
        </p>
      )}
    </section>
  );
}
