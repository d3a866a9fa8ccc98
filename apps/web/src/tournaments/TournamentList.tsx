import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { RuleRef } from '../ui/RuleRef';
import { Rulebook } from '../ui/rulebook';
import { monthName, tons } from '../ui/words';
import { listTournaments, type TournamentSummary } from './api';
import { boatsWords, formatName, gameName, gameRule, groupOf, PHASE, when, type ListGroup } from './words';
import { t as say } from '../i18n/i18n';

const GROUPS: readonly ListGroup[] = ['registering', 'upcoming', 'running', 'finished'];

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
  if (!rows.value) return <p class="loading">{say('tournament.list.loading')}</p>;
  const at = now();
  return (
    <>
      {GROUPS.map((group) => {
        const listed = (rows.value ?? []).filter((t) => groupOf(t, at) === group);
        return (
          <section key={group} class="panel tournament-list" aria-labelledby={`tournaments-${group}`}>
            <h2 id={`tournaments-${group}`}>
              {say(`tournament.group.${group}`)} ({listed.length})
            </h2>
            {listed.length === 0 ? (
              <p class="hint">{say(`tournament.groupEmpty.${group}`)}</p>
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
            <th scope="col">{say('tournament.list.name')}</th>
            <th scope="col">{say('tournament.list.game')}</th>
            <th scope="col">{say('tournament.list.format')}</th>
            <th scope="col">{say('tournament.list.boats')}</th>
            <th scope="col" class="num">
              {say('tournament.list.entrants')}
            </th>
            <th scope="col">{say('tournament.list.third', { group })}</th>
            <th scope="col">{say('tournament.list.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <Row key={t.tournamentId} t={t} group={group} at={props.at} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One tournament: its game and format, each format's rule in that game's rulebook. */
function Row({ t, group, at }: { t: TournamentSummary; group: ListGroup; at: number }) {
  const campaign = t.campaign ?? 'the-hunted';
  return (
    <tr>
      <th scope="row">
        <a href={`/tournaments/${t.tournamentId}`}>{t.name}</a>
        <span class="hint"> {say('tournament.list.by', { organiser: t.organiser })}</span>
      </th>
      <td>{gameName(campaign, t.preset)}</td>
      <td>
        <Rulebook.Provider value={campaign}>
          {formatName(t.format)} <RuleRef rule={gameRule(t.format, campaign, t.preset)} />
        </Rulebook.Provider>
      </td>
      <td>
        {say('tournament.list.boatsFrom', {
          types: boatsWords(t.format, campaign, t.uboatTypes),
          from: monthName(t.startDate),
        })}
      </td>
      <td class="num">{t.entrants}</td>
      <td>{thirdColumn(t, group, at)}</td>
      <td>{PHASE[t.phase]}</td>
    </tr>
  );
}

function thirdColumn(t: TournamentSummary, group: ListGroup, at: number): string {
  if (group === 'running' || group === 'finished') {
    if (t.leader) return `${t.leader.name}, ${tons(t.leader.tonnage)}`;
    return say(group === 'finished' ? 'tournament.noWinner' : 'tournament.list.nobodyRanked');
  }
  const { opensAt, closesAt } = t.registration;
  if (group === 'upcoming' && opensAt && Date.parse(opensAt) > at)
    return say('tournament.list.opens', { when: when(opensAt) });
  return closesAt
    ? say('tournament.list.closes', { when: when(closesAt) })
    : say('tournament.list.openUntilStart');
}
