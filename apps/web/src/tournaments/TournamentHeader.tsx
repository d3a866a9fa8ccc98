import { boatReference } from '../reference/reference';
import { Reconstructed } from '../ui/Reconstructed';
import { RuleRef } from '../ui/RuleRef';
import { monthName, tons } from '../ui/words';
import { resultsUrl, type Standings, type Tournament } from './api';
import type { LeaderboardFeed } from './leaderboard-feed';
import { formatName, formatRule, PHASE, when } from './words';
import { Reconnecting } from '../ui/Reconnecting';

const LIVE: Record<string, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  failed: 'Not live',
};

/** The tournament's terms, phase, live state, winner and its results files. */
export function TournamentHeader(props: {
  readonly tournament: Tournament;
  readonly board: Standings | null;
  readonly feed: LeaderboardFeed;
}) {
  const { tournament: t, board, feed } = props;
  const terms = t.terms;
  const phase = board?.phase ?? t.phase;
  const status = feed.status.value;
  const winner = board?.individual.find((r) => r.careerId === board.winner);
  const reconstructed = terms.uboatTypes.some((type) => (boatReference(type)?.reconstructed.length ?? 0) > 0);
  return (
    <header class="panel tournament-header">
      <h1 class="tournament-header__title">{terms.name}</h1>
      <p class="tournament-header__terms">
        {formatName(terms.format)} <RuleRef rule={formatRule(terms.format)} />
        {terms.format === 'mixed' &&
          ` scored by ${terms.scoring === 'survival' ? 'survival (13.3)' : 'tonnage (13.2)'}`}
        {' · '}organised by {terms.organiser}
        {' · '}
        {terms.format === 'mixed' ? 'any Type VII or IX' : terms.uboatTypes.join(', ')}
        {reconstructed && ' '}
        {reconstructed && <Reconstructed what="boat board" />}
        {' · '}from {monthName(terms.startDate)} to {monthName(terms.endDate)}
        {Object.keys(terms.options).length > 0 && ` · ${Object.keys(terms.options).length} optional rules`}
      </p>
      <p class="tournament-header__state">
        <strong>{PHASE[phase]}</strong>
        {phase === 'paused' && board?.pausedFor && `: ${board.pausedFor}`}
        {phase === 'registration' &&
          terms.registration.closesAt &&
          ` · closes ${when(terms.registration.closesAt)}`}
        {' · '}
        <span
          class={`status-dot status-dot--${status === 'live' ? 'live' : status === 'failed' ? 'failed' : 'connecting'}`}
          aria-hidden="true"
        />
        <span class="tournament-header__live">{LIVE[status]}</span>
        {feed.updatedAt.value && <span class="hint"> · updated {when(feed.updatedAt.value)}</span>}
      </p>
      {phase === 'finished' && (
        <p class="tournament-header__winner">
          {winner
            ? `Winner: ${winner.name}, ${tons(winner.tonnage)}`
            : terms.scoring === 'survival'
              ? 'No winner: nobody survived (13.3).'
              : 'No winner.'}
          {board?.winningPack && ` · Winning pack: ${board.winningPack}`}
        </p>
      )}
      <p class="tournament-header__files">
        Results:{' '}
        <a href={resultsUrl(t.tournamentId, 'csv')} download={`${terms.name}.csv`}>
          CSV
        </a>{' '}
        <a href={resultsUrl(t.tournamentId, 'ndjson')} download={`${terms.name}.ndjson`}>
          NDJSON
        </a>
      </p>
      <Reconnecting status={status} />
    </header>
  );
}
