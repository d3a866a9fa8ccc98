import type { RulingFiled } from '@periscope/audit';
import type { RecordedEvent } from '@periscope/event-store';
import { tournament, wolfpack } from '@periscope/play';
import { CAREER_CATEGORY, RULINGS_CATEGORY, TOURNAMENT_CATEGORY } from './categories';
import type { Projection, ProjectionContext } from './checkpointed-projector';

/** A tournament as the read model keeps it: its state and each entrant's career results. */
export interface TournamentDoc {
  readonly kind: 'tournament';
  readonly state: tournament.TournamentState;
  readonly careers: Readonly<Record<string, tournament.EntrantCareer>>;
  /** The last event that changed the standings, and when the store appended it. */
  readonly position: number;
  readonly updatedAt: string;
}

/** An entrant's career, folded: the tally and the tournament it entered. */
export interface CareerDoc {
  readonly kind: 'career';
  readonly tournamentId: string;
  readonly tally: tournament.CareerTally;
}

export type StandingsDoc = TournamentDoc | CareerDoc;

export const tournamentKey = (id: string) => `t:${id}`;
export const careerKey = (id: string) => `c:${id}`;
const idOf = (stream: string) => stream.slice(stream.indexOf('-') + 1);

/** The standings of a tournament doc: the pure function every recomputation uses. */
export const standingsOf = (doc: TournamentDoc): tournament.Standings =>
  tournament.standings(doc.state, (careerId) => doc.careers[careerId]);

/**
 * The standings read model: tournament streams, the entrants' career streams and their rulings. Career
 * events count up to the tournament's finish (T-FINISH), a wolfpack boat's up to the end of its tournament patrol
 * (W-END); a registration folds the career's events before it.
 */
export const STANDINGS_PROJECTION: Projection<StandingsDoc> = {
  view: { name: 'tournament-standings', version: 2 },
  categories: [TOURNAMENT_CATEGORY, CAREER_CATEGORY, RULINGS_CATEGORY],
  async apply(event, context) {
    const category = event.stream.slice(0, event.stream.indexOf('-'));
    if (category === TOURNAMENT_CATEGORY) return applyTournament(event, context);
    const careerId =
      category === CAREER_CATEGORY
        ? idOf(event.stream)
        : event.type === 'RulingFiled'
          ? idOf((event.data as RulingFiled['data']).subject ?? '')
          : undefined;
    if (careerId === undefined) return;
    const career = (await context.get(careerKey(careerId))) as CareerDoc | undefined;
    if (!career) return; // not an entrant (yet)
    if (category === CAREER_CATEGORY && (await patrolOver(context, career))) return;
    const tally =
      category === CAREER_CATEGORY
        ? tournament.foldTally(career.tally, event)
        : tournament.ruledOn(career.tally, (event.data as RulingFiled['data']).ruling);
    await changed(context, career.tournamentId, careerId, tally, event);
  },
};

async function changed(
  context: ProjectionContext<StandingsDoc>,
  tournamentId: string,
  careerId: string,
  tally: tournament.CareerTally,
  event: RecordedEvent,
): Promise<void> {
  const doc = (await context.get(tournamentKey(tournamentId))) as TournamentDoc;
  if (doc.state.phase === 'finished') return; // T-FINISH: the results stand as they were at the finish
  context.set(careerKey(careerId), { kind: 'career', tournamentId, tally });
  context.set(tournamentKey(tournamentId), {
    ...doc,
    careers: { ...doc.careers, [careerId]: careerOf(doc, tally) },
    position: event.position,
    updatedAt: event.recordedAt,
  });
}

const isWolfpack = (doc: TournamentDoc) => doc.state.terms?.format === 'wolfpack';

/** 13.5.6, Q-46 (W-END): a wolfpack boat's events count up to the end of its first patrol, not the solo career after. */
async function patrolOver(context: ProjectionContext<StandingsDoc>, career: CareerDoc): Promise<boolean> {
  const doc = (await context.get(tournamentKey(career.tournamentId))) as TournamentDoc;
  return isWolfpack(doc) && wolfpack.tallyDone(career.tally);
}

/** The entrant's results; a wolfpack boat done alive is home (W-HOME). */
const careerOf = (doc: TournamentDoc, tally: tournament.CareerTally): tournament.EntrantCareer =>
  isWolfpack(doc) ? wolfpack.boatCareer(tally) : tournament.entrantCareer(tally);

async function applyTournament(event: RecordedEvent, context: ProjectionContext<StandingsDoc>) {
  const tournamentId = idOf(event.stream);
  const before = (await context.get(tournamentKey(tournamentId))) as TournamentDoc | undefined;
  const state = tournament.evolve(before?.state ?? tournament.initialState(), event as never);
  const doc: TournamentDoc = {
    kind: 'tournament',
    state,
    careers: before?.careers ?? {},
    position: event.position,
    updatedAt: event.recordedAt,
  };
  context.set(tournamentKey(tournamentId), doc);
  if (event.type !== 'EntrantRegistered') return;
  const { careerId } = event.data as tournament.EntrantRegistered['data'];
  const tally = await tallyBefore(careerId, event.position, context, isWolfpack(doc));
  await changed(context, tournamentId, careerId, tally, event);
}

/** The career's events and rulings before the registration: the same on a live store and on a rebuild. */
async function tallyBefore(
  careerId: string,
  position: number,
  context: ProjectionContext<StandingsDoc>,
  wolfpackBoat: boolean,
): Promise<tournament.CareerTally> {
  const before = (e: RecordedEvent) => e.position < position;
  const all = (await context.readStream(`${CAREER_CATEGORY}-${careerId}`)).filter(before);
  const events = wolfpackBoat ? wolfpack.tournamentPatrolEvents(all) : all;
  const rulings = (await context.readStream(`${RULINGS_CATEGORY}-${careerId}`))
    .filter((e) => before(e) && e.type === 'RulingFiled')
    .map((e) => (e.data as RulingFiled['data']).ruling);
  return tournament.tallyOf(events, rulings);
}
