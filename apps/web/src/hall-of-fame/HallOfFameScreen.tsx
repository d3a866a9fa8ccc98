import { MED_CLASSES } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { LiveFeed } from '../api/live';
import { errorMessage } from '../api/messages';
import { t } from '../i18n/i18n';
import type { CampaignId } from '@periscope/rules';
import { campaignBoatName, monthName, tons, victoryName } from '../ui/words';
import {
  askOf,
  readBoards,
  readGameRecords,
  readTournamentWinners,
  searchOf,
  thisMonth,
  type Board,
  type Boards,
  type FameAsk,
  type GameRecords,
  type TournamentWinners,
} from './fame-api';
import { FameTable } from './FameTable';
import { TournamentWinnersBoard } from './TournamentWinnersBoard';
import './hall-of-fame.css';

/**
 * /hall-of-fame: the finished careers the server admitted after auditing their exports, one board per boat type
 * and start month, all-time or of one month, a page at a time, then the two-player records and the tournament
 * winners; the page follows the verdicts live and reads its boards again when one is appended. Every row links to
 * the browser's own audit of its career, game or tournament (docs/accounts.md "Hall of fame").
 */
export function HallOfFameScreen() {
  const ask = useSignal<FameAsk>(askOf(location.search));
  const boards = useSignal<Boards | null>(null);
  const records = useSignal<GameRecords | null>(null);
  const winners = useSignal<TournamentWinners | null>(null);
  const failed = useSignal<string | null>(null);
  useEffect(() => {
    const feeds: LiveFeed[] = [];
    let closed = false;
    const failure = (e: unknown) => void (failed.value = errorMessage(e));
    const follow = <T extends { position: number }>(
      board: string,
      read: () => Promise<T>,
      shown: { value: T | null },
    ) => {
      const again = () => read().then((answer) => (shown.value = answer), failure);
      void read().then((answer) => {
        shown.value = answer;
        if (!closed) feeds.push(new LiveFeed('halloffame', board, answer.position, () => void again()));
      }, failure);
    };
    follow('careers', () => readBoards(ask.value), boards);
    follow('games', () => readGameRecords(ask.value), records);
    follow('tournaments', () => readTournamentWinners(ask.value), winners);
    return () => {
      closed = true;
      feeds.forEach((feed) => feed.close());
    };
  }, [ask.value, boards, records, winners, failed]);
  const go = (next: FameAsk) => {
    history.pushState(null, '', `${location.pathname}${searchOf(next)}`);
    ask.value = next;
  };
  const { period, page, size } = ask.value;
  const more =
    (boards.value?.boards.some((b) => b.total > page * size) ?? false) ||
    (records.value?.total ?? 0) > page * size ||
    (winners.value?.total ?? 0) > page * size;
  return (
    <div class="hall-of-fame">
      <h1>{t('fame.title')}</h1>
      <p class="panel">{t('fame.intro')}</p>
      <nav class="hall-of-fame__periods" aria-label={t('fame.periods')}>
        <button
          type="button"
          aria-pressed={period === 'all'}
          onClick={() => go({ ...ask.value, period: 'all', page: 1 })}
        >
          {t('fame.allTime')}
        </button>
        <button
          type="button"
          aria-pressed={period !== 'all'}
          onClick={() => go({ ...ask.value, period: thisMonth(new Date()), page: 1 })}
        >
          {t('fame.month', {
            month: period === 'all' ? monthName(thisMonth(new Date())) : monthName(period),
          })}
        </button>
      </nav>
      {failed.value && (
        <p class="alert alert--error" role="alert">
          {failed.value}
        </p>
      )}
      {boards.value?.boards.length === 0 && <p class="panel">{t('fame.empty')}</p>}
      {boards.value?.boards.map((board) => (
        <FameBoard key={`${board.uboatType}-${board.startDate}`} board={board} />
      ))}
      {records.value && <TwoPlayerRecords records={records.value} />}
      {winners.value && <TournamentWinnersBoard winners={winners.value} />}
      <nav class="hall-of-fame__pages" aria-label={t('fame.pages')}>
        {page > 1 && (
          <button type="button" onClick={() => go({ ...ask.value, page: page - 1 })}>
            {t('fame.previous')}
          </button>
        )}
        {more && (
          <button type="button" onClick={() => go({ ...ask.value, page: page + 1 })}>
            {t('fame.next')}
          </button>
        )}
      </nav>
    </div>
  );
}

/** A game, its boat and first month ("Beneath the Med · Perla class from June 1942"): a board's title, a record's game. */
const sailedWords = (campaign: CampaignId, uboatType: string, startDate: string): string =>
  t('fame.board', {
    game: t(`campaign.${campaign}`),
    uboatType: campaignBoatName(campaign, uboatType),
    month: monthName(startDate),
  });

/** A board of a Beneath the Med class (its classes are its own): its careers' commanders are Comandanti. */
const medBoard = (board: Board): boolean => (MED_CLASSES as readonly string[]).includes(board.uboatType);

function FameBoard({ board }: { readonly board: Board }) {
  return (
    <section class="panel">
      <h2>
        {sailedWords(medBoard(board) ? 'beneath-the-med' : 'the-hunted', board.uboatType, board.startDate)}
      </h2>
      <FameTable
        rows={board.entries}
        keyOf={(row) => row.careerId}
        auditOf={(row) => `career=${encodeURIComponent(row.careerId)}`}
        columns={[
          {
            heading: t(medBoard(board) ? 'start.comandante' : 'fame.kommandant'),
            cell: (row) => <a href={`/careers/${row.careerId}`}>{row.kommandant}</a>,
          },
          { heading: t('fame.patrols'), cell: (row) => row.patrols },
          { heading: t('fame.ships'), cell: (row) => row.shipsSunk },
          { heading: t('fame.tonnage'), cell: (row) => tons(row.tonnage) },
          {
            heading: t('fame.result'),
            cell: (row) => (row.victoryLevel ? victoryName(row.victoryLevel) : ''),
          },
        ]}
      />
    </section>
  );
}

/** 13.1.3: the two-player games admitted after their audit, the most tonnage either seat sank first. */
function TwoPlayerRecords({ records }: { readonly records: GameRecords }) {
  return (
    <section class="panel" aria-labelledby="two-player-records">
      <h2 id="two-player-records">{t('fame.records')}</h2>
      {records.total === 0 && <p>{t('fame.noRecord')}</p>}
      {records.entries.length > 0 && (
        <FameTable
          rows={records.entries}
          keyOf={(row) => row.gameId}
          auditOf={(row) => `game=${encodeURIComponent(row.gameId)}`}
          columns={[
            {
              heading: t('fame.game'),
              cell: (row) => (
                <>
                  <a href={`/games/${row.gameId}`}>
                    {t('fame.against', { a: row.kommandants.a, b: row.kommandants.b })}
                  </a>
                  {row.sailed && (
                    <small class="hall-of-fame__game">
                      {sailedWords(row.sailed.campaign, row.sailed.uboatType, row.sailed.startDate)}
                    </small>
                  )}
                </>
              ),
            },
            {
              heading: t('fame.tonnage'),
              cell: (row) => t('fame.tonnages', { a: tons(row.tonnage.a), b: tons(row.tonnage.b) }),
            },
            {
              heading: t('fame.result'),
              cell: (row) =>
                row.winner ? t('fame.won', { kommandant: row.kommandants[row.winner] }) : t('fame.drawn'),
            },
          ]}
        />
      )}
    </section>
  );
}
