import { t } from '../i18n/i18n';
import { tons } from '../ui/words';
import type { TournamentWinners } from './fame-api';
import { FameTable } from './FameTable';

/** The finished tournaments admitted after their export's audit, the winner's tonnage first (docs/accounts.md). */
export function TournamentWinnersBoard({ winners }: { readonly winners: TournamentWinners }) {
  return (
    <section class="panel" aria-labelledby="tournament-winners">
      <h2 id="tournament-winners">{t('fame.winners')}</h2>
      {winners.total === 0 && <p>{t('fame.noWinner')}</p>}
      {winners.entries.length > 0 && (
        <FameTable
          rows={winners.entries}
          keyOf={(row) => row.tournamentId}
          auditOf={(row) => `tournament=${encodeURIComponent(row.tournamentId)}`}
          columns={[
            {
              heading: t('fame.winner'),
              cell: (row) => <a href={`/careers/${row.winner.careerId}`}>{row.winner.name}</a>,
            },
            {
              heading: t('fame.tournament'),
              cell: (row) => (
                <>
                  <a href={`/tournaments/${row.tournamentId}`}>
                    {t('fame.of', { tournament: row.tournament, entrants: row.entrants })}
                  </a>
                  {row.campaign && <small class="hall-of-fame__game">{t(`campaign.${row.campaign}`)}</small>}
                </>
              ),
            },
            { heading: t('fame.tonnage'), cell: (row) => tons(row.winner.tonnage) },
          ]}
        />
      )}
    </section>
  );
}
