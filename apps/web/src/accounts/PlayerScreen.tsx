import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { api } from '../api/http';
import { errorMessage } from '../api/messages';
import { PHASE } from '../tournaments/words';
import { FormError, useSubmission } from '../ui/form';
import { decorationsWorn, monthName, rankName, tons, victoryName } from '../ui/words';
import {
  playerPage,
  type CareerLine,
  type GameLine,
  type PlayerPage,
  type TournamentLine,
} from './player-api';
import { TonnageChart } from './TonnageChart';
import './accounts.css';

/** /players/:name: every career, two-player game and tournament of a player, as far as he shows them. */
export function PlayerScreen({ name }: { readonly name: string }) {
  const page = useSignal<PlayerPage | null>(null);
  const failed = useSignal<string | null>(null);
  useEffect(() => {
    playerPage(name)
      .then((p) => (page.value = p))
      .catch((e) => (failed.value = errorMessage(e)));
  }, [name, page, failed]);
  const p = page.value;
  return (
    <div class="player">
      <h1>{p?.name ?? name}</h1>
      {failed.value && (
        <p class="alert alert--error" role="alert">
          {failed.value}
        </p>
      )}
      {!p && !failed.value && <p>Reading the log…</p>}
      {p?.own && (
        <p class="panel">
          This is your page: you see all of it. Others see only what you show on{' '}
          <a href="/account">your account</a>.
        </p>
      )}
      {p && <Careers careers={p.careers} own={p.own} />}
      {p && <Games games={p.games} />}
      {p && <Tournaments tournaments={p.tournaments} />}
    </div>
  );
}

const Hidden = () => <p class="hint">Kept private by the player.</p>;

function Careers({
  careers,
  own,
}: {
  readonly careers: readonly CareerLine[] | null;
  readonly own: boolean;
}) {
  return (
    <section class="panel" aria-labelledby="player-careers">
      <h2 id="player-careers">Careers</h2>
      {careers === null && <Hidden />}
      {careers?.length === 0 && <p>No career yet.</p>}
      <ul class="player__list">
        {careers?.map((c) => (
          <li key={c.careerId} class="player__career">
            <h3>
              <a href={`/careers/${c.careerId}`}>{c.kommandant}</a>, {c.boats.join(', then ')}
            </h3>
            <p>
              {rankName(c.rank)}. From {monthName(c.startDate)} to {monthName(c.date)}: {c.patrols} patrol
              {c.patrols === 1 ? '' : 's'}, {c.shipsSunk} ship{c.shipsSunk === 1 ? '' : 's'} sunk,{' '}
              {tons(c.tonnage)}.{' '}
              {c.ended ? (c.victoryLevel ? victoryName(c.victoryLevel) : 'Career over') : 'Still at war'}.
            </p>
            {c.decorations && <Decorations line={c} />}
            <TonnageChart points={c.tonnageOverTime} />
            {c.ended && <Audited careerId={c.careerId} own={own} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A finished career: the browser's own audit of it, and (on his own page) its way into the hall of fame. */
function Audited({ careerId, own }: { readonly careerId: string; readonly own: boolean }) {
  const admitted = useSignal<string | null>(null);
  const admit = useSubmission(async () => {
    await api(`/hall-of-fame/careers/${careerId}`, { method: 'POST' });
    admitted.value = 'Audited by the server and admitted to the hall of fame.';
  });
  return (
    <form class="player__audit" onSubmit={admit.submit}>
      <a href={`/audit?career=${encodeURIComponent(careerId)}`}>Verify it yourself</a>
      {own && !admitted.value && (
        <button type="submit" disabled={admit.busy.value}>
          Put it in the hall of fame
        </button>
      )}
      {admitted.value && (
        <span role="status">
          {admitted.value} <a href="/hall-of-fame">See the hall of fame</a>.
        </span>
      )}
      <FormError error={admit.error.value} />
    </form>
  );
}

function Decorations({ line }: { readonly line: CareerLine }) {
  const worn = line.decorations ? decorationsWorn(line.decorations) : [];
  return (
    <p>{worn.length === 0 ? 'No decoration yet.' : `Decorations: ${worn.map((d) => d.name).join(', ')}.`}</p>
  );
}

const OUTCOME = { won: 'Won', lost: 'Lost', drawn: 'Drawn' } as const;

function Games({ games }: { readonly games: readonly GameLine[] | null }) {
  return (
    <section class="panel" aria-labelledby="player-games">
      <h2 id="player-games">Two-player games</h2>
      {games === null && <Hidden />}
      {games?.length === 0 && <p>No two-player game yet.</p>}
      <ul class="player__list">
        {games?.map((g) => (
          <li key={g.gameId}>
            <a href={`/games/${g.gameId}`}>
              {g.kommandant} against {g.opponent ?? 'an opponent still to join'}
            </a>
            : {g.outcome ? OUTCOME[g.outcome] : 'in play'}, {tons(g.tonnage)} to {tons(g.opponentTonnage)}.
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tournaments({ tournaments }: { readonly tournaments: readonly TournamentLine[] | null }) {
  return (
    <section class="panel" aria-labelledby="player-tournaments">
      <h2 id="player-tournaments">Tournaments</h2>
      {tournaments === null && <Hidden />}
      {tournaments?.length === 0 && <p>No tournament yet.</p>}
      <ul class="player__list">
        {tournaments?.map((t) => (
          <li key={t.tournamentId}>
            <a href={`/tournaments/${t.tournamentId}`}>{t.name}</a>:{' '}
            {t.role === 'organiser' ? 'organiser' : 'entrant'},{' '}
            {(PHASE[t.phase as keyof typeof PHASE] ?? t.phase).toLowerCase()}.
          </li>
        ))}
      </ul>
    </section>
  );
}
