import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { intl, rich, t } from '../i18n/i18n';
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

const toAccount = (chunks: unknown) => <a href="/account">{chunks as string}</a>;

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
      {!p && !failed.value && <p>{t('player.readingLog')}</p>}
      {p?.own && <p class="panel">{rich('player.ownPage', { account: toAccount })}</p>}
      {p && <Careers careers={p.careers} />}
      {p && <Games games={p.games} />}
      {p && <Tournaments tournaments={p.tournaments} />}
    </div>
  );
}

const Hidden = () => <p class="hint">{t('player.hidden')}</p>;

function Careers({ careers }: { readonly careers: readonly CareerLine[] | null }) {
  return (
    <section class="panel" aria-labelledby="player-careers">
      <h2 id="player-careers">{t('player.careers')}</h2>
      {careers === null && <Hidden />}
      {careers?.length === 0 && <p>{t('player.noCareer')}</p>}
      <ul class="player__list">
        {careers?.map((c) => (
          <li key={c.careerId} class="player__career">
            <h3>
              {rich('player.boats', {
                kommandant: <a href={`/careers/${c.careerId}`}>{c.kommandant}</a>,
                boats: intl.value.formatList(c.boats),
              })}
            </h3>
            <CareerSummary line={c} />
            {c.decorations && <Decorations line={c} />}
            <TonnageChart points={c.tonnageOverTime} />
            {c.ended && <Audited careerId={c.careerId} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A career's figures: a finished one from its start to its end, with its result; a running one says so, its
 * start and the month it has reached.
 */
function CareerSummary({ line: c }: { readonly line: CareerLine }) {
  const values = {
    rank: rankName(c.rank),
    start: monthName(c.startDate),
    end: monthName(c.date),
    patrols: c.patrols,
    ships: c.shipsSunk,
    tonnage: tons(c.tonnage),
  };
  if (!c.ended) return <p>{`${t('player.careerRunning', values)} ${t('player.stillAtWar')}`}</p>;
  const result = c.victoryLevel
    ? t('player.result', { victory: victoryName(c.victoryLevel) })
    : t('player.careerEnded');
  return <p>{`${t('player.careerOver', values)} ${result}`}</p>;
}

/** A finished career: the browser's own audit of it; the server judged it for the hall of fame at its end. */
function Audited({ careerId }: { readonly careerId: string }) {
  return (
    <p class="player__audit">
      <a href={`/audit?career=${encodeURIComponent(careerId)}`}>{t('player.verify')}</a>{' '}
      <a href="/hall-of-fame">{t('player.seeHallOfFame')}</a>
    </p>
  );
}

function Decorations({ line }: { readonly line: CareerLine }) {
  const worn = line.decorations ? decorationsWorn(line.decorations) : [];
  return (
    <p>
      {worn.length === 0
        ? t('player.noDecoration')
        : t('player.decorations', { list: intl.value.formatList(worn.map((d) => d.name)) })}
    </p>
  );
}

function Games({ games }: { readonly games: readonly GameLine[] | null }) {
  return (
    <section class="panel" aria-labelledby="player-games">
      <h2 id="player-games">{t('player.games')}</h2>
      {games === null && <Hidden />}
      {games?.length === 0 && <p>{t('player.noGame')}</p>}
      <ul class="player__list">
        {games?.map((g) => (
          <li key={g.gameId}>
            <a href={`/games/${g.gameId}`}>
              {t('player.game', {
                kommandant: g.kommandant,
                opponent: g.opponent ?? t('player.opponentToJoin'),
              })}
            </a>
            :{' '}
            {t('player.gameResult', {
              outcome: g.outcome ?? 'playing',
              tonnage: tons(g.tonnage),
              opponentTonnage: tons(g.opponentTonnage),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A tournament role as the catalogues' select names it (an ICU select key has no hyphen). */
const ROLE = { organiser: 'organiser', 'co-organiser': 'coOrganiser', entrant: 'entrant' } as const;

function Tournaments({ tournaments }: { readonly tournaments: readonly TournamentLine[] | null }) {
  return (
    <section class="panel" aria-labelledby="player-tournaments">
      <h2 id="player-tournaments">{t('player.tournaments')}</h2>
      {tournaments === null && <Hidden />}
      {tournaments?.length === 0 && <p>{t('player.noTournament')}</p>}
      <ul class="player__list">
        {tournaments?.map((entry) => (
          <li key={entry.tournamentId}>
            <a href={`/tournaments/${entry.tournamentId}`}>{entry.name}</a>:{' '}
            {t('player.tournamentRole', { role: ROLE[entry.role], phase: entry.phase })}
          </li>
        ))}
      </ul>
    </section>
  );
}
