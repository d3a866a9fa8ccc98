import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { fileRuling, RulingRefused, rulingsStream, type Ruling, type RulingFiled } from '@periscope/audit';
import type { EventStore } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import { campaignById, type CareerOptionsChoice, type DiceSource } from '@periscope/rules';
import { tokenMatches } from '../common/bearer-token';
import { CareerCommands, type CareerStart } from '../common/career-commands';
import { CareerSecretsStore } from '../common/career-secrets';
import { Clock } from '../common/clock';
import { handleCommand, type CommandRequest } from '../common/command-handler';
import { careerStream, isId, tournamentStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
import type { OrganiserActionDto } from './dto/organiser-action.dto';
import type { RegisterDto } from './dto/register.dto';
import { resultsCsv, resultsNdjson } from './standings/results-export';
import { standingsOf, type TournamentDoc } from '@periscope/projections';
import { StandingsProjector } from './standings/standings.projector';
import { EntrantsPlay } from './entrants-play';
import { StartedTournamentGate } from './started-tournament.gate';
import { foldTournament, tournaments, type TournamentContext } from './tournament.aggregate';
import { TournamentSecrets, withSeedCommitment } from './tournament-secrets';
import {
  notProjectedYet,
  notYourEntry,
  organiserTokenMissing,
  tournamentNotFound,
} from './tournaments.errors';

/** How a command is sent: by default under a new commandId, on a tournament that exists, without dice. */
type SendOptions = Pick<
  CommandRequest<tournament.TournamentState, tournament.TournamentCommand, TournamentContext>,
  'expected' | 'beforeAppend'
> & { commandId?: string; dice?: () => DiceSource };

/** The organiser's actions that hold or release the entrants' play (T-PAUSE). */
const HOLDS_PLAY: ReadonlySet<string> = new Set(['PauseTournament', 'ResumeTournament', 'FinishTournament']);

/** A placeholder career for checking a registration before the career exists. */
const NO_CAREER = '00000000-0000-4000-8000-000000000000';

const viewOf = tournament.tournamentView;

const summaryOf = (standings: tournament.Standings, doc: TournamentDoc) => {
  const terms = doc.state.terms as tournament.TournamentTerms;
  const leader = standings.individual.find((row) => row.rank === 1);
  return {
    tournamentId: standings.tournamentId,
    name: terms.name,
    organiser: terms.organiser,
    format: terms.format,
    campaign: tournament.campaignOfTerms(terms).id,
    ...(terms.preset !== undefined && { preset: terms.preset }),
    scoring: terms.scoring,
    uboatTypes: terms.uboatTypes,
    startDate: terms.startDate,
    endDate: terms.endDate,
    registration: terms.registration,
    phase: standings.phase,
    entrants: doc.state.entrants.length,
    packs: doc.state.packs.length,
    leader: leader ? { name: leader.name, tonnage: leader.tonnage } : null,
    updatedAt: doc.updatedAt,
  };
};

/** W-MEMBER: a wolfpack entrant's career is a boat of its pack (13.5.2); no other format's is one. */
function careerOptions(terms: tournament.TournamentTerms): CareerOptionsChoice {
  const { wolfpackTournament: _ignored, ...options } = terms.options;
  return terms.format === 'wolfpack' ? { ...options, wolfpackTournament: true } : options;
}

/** The last month of the tournament's campaign: a career runs to it unless the terms agree an earlier one. */
const campaignEnd = (terms: tournament.TournamentTerms) =>
  campaignById(tournament.campaignOfTerms(terms).id).calendar.end.value;

/** T-ADJUDICATE: a ruling sent without its id is filed under one from the command's, the same at every retry. */
const withRulingId = (data: Record<string, unknown>, commandId: string) =>
  data.rulingId === undefined ? { ...data, rulingId: `command:${commandId}` } : data;

/** Tournaments (13.2–13.5): the decider in libs/play, careers through the careers service, standings projected. */
@Injectable()
export class TournamentsService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: TournamentSecrets,
    private readonly careers: CareerCommands,
    private readonly careerSecrets: CareerSecretsStore,
    private readonly projector: StandingsProjector,
    private readonly clock: Clock,
    private readonly entered: StartedTournamentGate,
    private readonly entrantsPlay: EntrantsPlay,
  ) {}

  private at(): string {
    return this.clock.now().toISOString();
  }

  /** The terms are checked before the organiser's token exists: a refused tournament leaves nothing behind. */
  async create(dto: CreateTournamentDto) {
    const tournamentId = randomUUID();
    const terms: tournament.TournamentTermsChoice = { ...dto };
    const command = {
      type: 'CreateTournament',
      data: { tournamentId, terms },
      actor: 'organiser',
      at: this.at(),
    } as const;
    tournament.decide(tournament.initialState(), command);
    const organiserToken = await this.secrets.create(tournamentId);
    // T-SEED: the tournament commits to its seed before anything rolls on it.
    const committed = await withSeedCommitment(this.store, tournamentId, command);
    const result = await this.send(tournamentId, committed, { commandId: 'create', expected: 'no_stream' });
    return { tournamentId, organiserToken, tournament: viewOf(tournamentId, result.revision, result.state) };
  }

  /** Every tournament, most recently changed first: its terms, phase, field and leader (the public list). */
  async list() {
    const docs = await this.projector.tournaments();
    const summaries = docs.map((doc) => summaryOf(standingsOf(doc), doc));
    return { tournaments: summaries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) };
  }

  async read(tournamentId: string) {
    const stream = await this.stream(tournamentId);
    return viewOf(tournamentId, stream.length - 1, foldTournament(stream));
  }

  async entrants(tournamentId: string) {
    const { entrants, packs } = await this.read(tournamentId);
    return { tournamentId, entrants, packs };
  }

  /**
   * The entrant's career starts with the tournament's type, month and optional rules (careers service), then the
   * registration names it. The registration is checked first, so a refused one starts no career.
   */
  /** Registers an entrant: with `playerId`, a signed-in player's account, once per tournament (docs/accounts.md). */
  async register(tournamentId: string, dto: RegisterDto, playerId?: string) {
    const state = foldTournament(await this.stream(tournamentId));
    const terms = state.terms as tournament.TournamentTerms;
    const uboatType = dto.uboatType ?? (terms.uboatTypes.length === 1 ? terms.uboatTypes[0] : undefined);
    const registration = (careerId: string) => ({
      type: 'Register' as const,
      data: {
        careerId,
        name: dto.name,
        uboatType: uboatType as tournament.TournamentBoat,
        ...(playerId !== undefined && { playerId }),
      },
      actor: `entrant:${careerId}` as const,
      at: this.at(),
    });
    tournament.decide(state, registration(NO_CAREER));
    const started = await this.careers.start({
      ...(terms.campaign !== undefined && { campaign: terms.campaign.id }),
      uboatType,
      startDate: terms.startDate,
      kommandant: dto.kommandant ?? dto.name,
      options: careerOptions(terms),
      ...(terms.endDate !== campaignEnd(terms) && { endDate: terms.endDate }), // 5.1.2, T-END-DATE
      ...(dto.uboatId !== undefined && { uboatId: dto.uboatId }),
      ...(dto.playerSeed !== undefined && { playerSeed: dto.playerSeed }),
      tournamentId,
    } as CareerStart);
    const result = await this.send(tournamentId, registration(started.careerId));
    this.entered.registered(started.careerId, tournamentId);
    const entrant = tournament.entrantOf(result.state, started.careerId);
    return { tournamentId, careerId: started.careerId, seatToken: started.seatToken, entrant };
  }

  /** The entrant (his career's seat token) or the organiser withdraws him. */
  async withdraw(tournamentId: string, careerId: string, reason: string, token: string | undefined) {
    if (!token) throw organiserTokenMissing();
    const organiser = await this.secrets.isOrganiser(tournamentId, token);
    if (organiser === undefined) throw tournamentNotFound(tournamentId);
    const seat = isId(careerId) ? await this.careerSecrets.read(careerId) : undefined;
    const entrant = seat !== undefined && tokenMatches(token, seat.seatTokenHash);
    if (!organiser && !entrant) throw notYourEntry(tournamentId, careerId);
    const command = {
      type: 'Withdraw' as const,
      data: { careerId, reason },
      actor: organiser ? ('organiser' as const) : (`entrant:${careerId}` as const),
      at: this.at(),
    };
    const result = await this.send(tournamentId, command);
    return { tournamentId, revision: result.revision, events: result.events };
  }

  /** One organiser action (the OrganiserGuard checked the token). Adjudicate also files the ruling (libs/audit). */
  async act(tournamentId: string, dto: OrganiserActionDto) {
    const commandId = dto.commandId ?? randomUUID();
    const command = {
      type: dto.type,
      data: dto.type === 'Adjudicate' ? withRulingId(dto.data, commandId) : dto.data,
      actor: 'organiser',
      at: this.at(),
    } as tournament.TournamentCommand;
    const beforeAppend =
      command.type === 'Adjudicate'
        ? (state: tournament.TournamentState) => this.fileRuling(state, command.data)
        : undefined;
    // T-PACKS: the start draws the packs' names on the tournament's own dice (from their start at each attempt).
    const dice = command.type === 'StartTournament' ? await this.secrets.dice(tournamentId) : undefined;
    const result = await this.send(tournamentId, command, { commandId, beforeAppend, dice });
    if (command.type === 'StartTournament') this.entered.started(tournamentId);
    // T-PAUSE: answered once every entrant's career holds or plays as the tournament now says (a retry repairs).
    if (HOLDS_PLAY.has(command.type)) await this.entrantsPlay.follow(tournamentId);
    return { tournamentId, revision: result.revision, events: result.events, replayed: result.replayed };
  }

  /** Every write: the command handler, the command's actor its sender. */
  private send(id: string, command: tournament.TournamentCommand, options: SendOptions = {}) {
    const { commandId = randomUUID(), dice, ...rest } = options;
    return handleCommand(this.store, tournaments, {
      ...rest,
      id,
      commandId,
      command,
      actor: command.actor,
      context: { dice },
    });
  }

  /** The ruling stands against the career's events, or 422; filed once per rulingId. */
  private async fileRuling(
    state: tournament.TournamentState,
    data: { careerId: string; rulingId: string; ruling: Ruling; reason: string },
  ): Promise<void> {
    const subject = await this.store.readStream(careerStream(data.careerId));
    const stream = rulingsStream(data.careerId);
    const filed = await this.store.readStream(stream);
    const earlier = filed.map((e) => e.data as RulingFiled['data']);
    if (earlier.some((r) => r.rulingId === data.rulingId)) return;
    let ruling: RulingFiled;
    try {
      ruling = fileRuling(
        {
          rulingId: data.rulingId,
          subject: careerStream(data.careerId),
          ruling: data.ruling,
          reason: data.reason,
          organiser: state.terms?.organiser ?? 'organiser',
        },
        subject,
        earlier,
      );
    } catch (error) {
      if (!(error instanceof RulingRefused)) throw error;
      throw new tournament.TournamentViolation('T-ADJUDICATE', 'tournament/ruling-refused', error.message);
    }
    await this.store.append(stream, [{ id: randomUUID(), ...ruling, metadata: { actor: 'organiser' } }], {
      expectedRevision: filed.length === 0 ? 'no_stream' : filed.length - 1,
    });
  }

  /**
   * The projected standings; 404 `tournament/not-projected-yet` until the read model has reached it. Beside them,
   * the rulings they count (T-ADJUDICATE): those the tournament recorded up to the standings' position.
   */
  async standings(tournamentId: string) {
    const stream = await this.stream(tournamentId);
    const doc = await this.projector.tournament(tournamentId);
    if (!doc) throw notProjectedYet(tournamentId);
    const rulings = tournament.rulingRows(stream.filter((e) => e.position <= doc.position));
    const { position, updatedAt } = doc;
    return { tournamentId, position, updatedAt, standings: standingsOf(doc), rulings };
  }

  async results(tournamentId: string, format: 'csv' | 'ndjson'): Promise<string> {
    const { standings, position, rulings } = await this.standings(tournamentId);
    return format === 'csv' ? resultsCsv(standings, rulings) : resultsNdjson(standings, position, rulings);
  }

  private async stream(tournamentId: string) {
    const stream = await this.store.readStream(tournamentStream(tournamentId));
    if (stream.length === 0) throw tournamentNotFound(tournamentId);
    return stream;
  }
}
