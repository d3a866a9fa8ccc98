import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { RuleRef } from '../ui/RuleRef';
import { monthName, tons } from '../ui/words';
import { listTournaments, type TournamentSummary } from './api';
import { formatName, formatRule, groupOf, PHASE, when, type ListGroup } from './words';

const GROUPS: readonly { group: ListGroup; title: string; empty: string }[] = [
  { group: 'registering', title: 'Registering now', empty: 'No tournament takes entrants right now.' },
  { group: 'upcoming', title: 'Upcoming', empty: 'None announced.' },
  { group: 'running', title: 'Running', empty: 'No tournament is at sea.' },
  { group: 'finished', title: 'Finished', empty: 'None finished yet.' },
];

const REFRESH_MS = 15_000;

/** Every tournament, grouped as a player looks for one: to enter, coming, at sea, over. */
export function TournamentList({ now = () => Date.now() }: { readonly now?: () => number }) {
  const rows = useSignal<readonly TournamentSummary[] | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    const load = () =>
      listTournaments()
        .then((list) => ((rows.value = list), (error.value = null)))
        .catch((e) => (error.value = errorMessage(e)));
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [rows, error]);
  if (error.value) return <p class="alert alert--error">{error.value}</p>;
  if (!rows.value) return <p class="loading">Reading the tournaments…</p>;
  const at = now();
  return (
    <>
      {GROUPS.map(({ group, title, empty }) => {
        const listed = (rows.value ?? []).filter((t) => groupOf(t, at) === group);
        return (
          <section key={group} class="panel tournament-list" aria-labelledby={`tournaments-${group}`}>
            <h2 id={`tournaments-${group}`}>
              {title} ({listed.length})
            </h2>
            {listed.length === 0 ? (
              <p class="hint">{empty}</p>
            ) : (
              <ListTable rows={listed} group={group} at={at} />
            )}
          </section>
        );
      })}
    </>
  );
}

function ListTable(props: { rows: readonly TournamentSummary[]; group: ListGroup; at: number }) {
  const { rows, group } = props;
  return (
    <div class="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">Tournament</th>
            <th scope="col">Format</th>
            <th scope="col">Boats</th>
            <th scope="col" class="num">
              Entrants
            </th>
            <th scope="col">
              {group === 'finished' ? 'Winner' : group === 'running' ? 'Leader' : 'Registration'}
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.tournamentId}>
              <th scope="row">
                <a href={`/tournaments/${t.tournamentId}`}>{t.name}</a>
                <span class="hint"> by {t.organiser}</span>
              </th>
              <td>
                {formatName(t.format)} <RuleRef rule={formatRule(t.format)} />
              </td>
              <td>
                {t.format === 'mixed' ? 'Type VII or IX' : t.uboatTypes.join(', ')} from{' '}
                {monthName(t.startDate)}
              </td>
              <td class="num">{t.entrants}</td>
              <td>{thirdColumn(t, group, props.at)}</td>
              <td>{PHASE[t.phase]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function thirdColumn(t: TournamentSummary, group: ListGroup, at: number): string {
  if (group === 'running' || group === 'finished') {
    if (t.leader) return `${t.leader.name}, ${tons(t.leader.tonnage)}`;
    return group === 'finished' ? 'No winner' : 'Nobody ranked yet';
  }
  const { opensAt, closesAt } = t.registration;
  if (group === 'upcoming' && opensAt && Date.parse(opensAt) > at) return `Opens ${when(opensAt)}`;
  return closesAt ? `Closes ${when(closesAt)}` : 'Open until the start';
}
