import { boatReference } from '../reference/reference';
import { Reconstructed } from '../ui/Reconstructed';
import { RuleRef } from '../ui/RuleRef';
import { Rulebook } from '../ui/rulebook';
import { campaignOfTerms } from '@periscope/play/campaign-terms';
import { monthName, tons } from '../ui/words';
import { resultsUrl, type Standings, type Tournament } from './api';
import type { LeaderboardFeed } from './leaderboard-feed';
import { boatsWords, campaignName, formatName, PHASE, termsRule, when } from './words';
import { Reconnecting } from '../ui/Reconnecting';
import { t as say } from '../i18n/i18n';

/** The tournament's terms, phase, live state, winner and its results files. */
export function TournamentHeader(props: {
  readonly tournament: Tournament;
  readonly board: Standings | null;
  readonly feed: LeaderboardFeed;
}) {
  const { tournament: t, board, feed } = props;
  const terms = t.terms;
  const campaign = campaignOfTerms(terms).id;
  const phase = board?.phase ?? t.phase;
  const status = feed.status.value;
  const winner = board?.individual.find((r) => r.careerId === board.winner);
  const reconstructed = terms.uboatTypes.some((type) => (boatReference(type)?.reconstructed.length ?? 0) > 0);
  return (
    <header class="panel tournament-header">
      <h1 class="tournament-header__title">{terms.name}</h1>
      <p class="tournament-header__terms">
        <span class="tournament-header__campaign">{campaignName(terms)}</span>
        {' · '}
        <Rulebook.Provider value={campaign}>
          {formatName(terms.format)} <RuleRef rule={termsRule(terms)} />
        </Rulebook.Provider>
        {terms.format === 'mixed' && ` ${say('tournament.header.scoredBy', { scoring: terms.scoring })}`}
        {' · '}
        {say('tournament.header.organisedBy', { organiser: terms.organiser })}
        {' · '}
        {boatsWords(terms.format, campaign, terms.uboatTypes)}
        {reconstructed && ' '}
        {reconstructed && <Reconstructed what={say('tournament.header.boatBoard')} />}
        {' · '}
        {say('tournament.header.months', { from: monthName(terms.startDate), to: monthName(terms.endDate) })}
        {Object.keys(terms.options).length > 0 &&
          ` · ${say('tournament.header.options', { n: Object.keys(terms.options).length })}`}
      </p>
      <p class="tournament-header__state">
        <strong>{PHASE[phase]}</strong>
        {phase === 'paused' && board?.pausedFor && `: ${board.pausedFor}`}
        {phase === 'registration' &&
          terms.registration.closesAt &&
          ` · ${say('tournament.header.closes', { when: when(terms.registration.closesAt) })}`}
        {' · '}
        <span
          class={`status-dot status-dot--${status === 'live' ? 'live' : status === 'failed' ? 'failed' : 'connecting'}`}
          aria-hidden="true"
        />
        <span class="tournament-header__live">{say('header.status', { status })}</span>
        {feed.updatedAt.value && (
          <span class="hint">
            {' '}
            · {say('tournament.header.updated', { when: when(feed.updatedAt.value) })}
          </span>
        )}
      </p>
      {phase === 'finished' && (
        <p class="tournament-header__winner">
          {winner
            ? say('tournament.header.winner', { name: winner.name, tons: tons(winner.tonnage) })
            : terms.scoring === 'survival'
              ? say('tournament.header.noSurvivor', { rule: termsRule(terms) })
              : say('tournament.header.noWinner')}
          {board?.winningPack && ` · ${say('tournament.header.winningPack', { pack: board.winningPack })}`}
        </p>
      )}
      <p class="tournament-header__files">
        {say('tournament.header.results')}{' '}
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
