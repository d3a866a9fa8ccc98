import { weakSecret } from '../common/weak-secret';
import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { commitment, pending, type CareerCommand, type CareerState, type Decision } from '@periscope/rules';
import {
  CareerCommands,
  TOURNAMENT,
  WOLFPACK_COORDINATOR,
  type CareerStart,
} from '../common/career-commands';
import { CareerGates } from '../common/career-gates';
import { CareerSecretsStore, type CareerSecrets } from '../common/career-secrets';
import { handleCommand, type CommandRequest, type EventRecord } from '../common/command-handler';
import type { EventsPageQuery } from '../common/dto/events-page.query';
import { ServerSeeds } from '../common/server-seeds';
import { careerStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { careerHides, without } from '../live/redact';
import { careers, type CareerContext } from './career.aggregate';
import { PLAYER_SEAT } from './career-record';
import { CareerSeats } from './career-seats';
import {
  foldCareer,
  storedEventView,
  summaryOf,
  type CareerSummary,
  type StoredEventView,
} from './career-view';
import { careerNotFound, seedSealed } from './careers.errors';
import type { CareerCommandDto } from './dto/career-command.dto';

/** The last event of a career that is over (5.1): nothing is appended after it. */
const CAREER_ENDED = 'CareerEnded';

/** The commandId of the event that starts a career (POST /careers). */
export const START_COMMAND_ID = 'start';

/** What a command answers; a repeated commandId gets the same answer again. */
export interface CommandAnswer {
  careerId: string;
  commandId: string;
  /** The revision of the command's last event (the stream's revision when it produced none). */
  revision: number;
  events: EventRecord[];
  /** What must be decided next, right after this command. */
  pending: Decision;
}

type CareerRequest = CommandRequest<CareerState, CareerCommand, CareerContext>;

export interface StartedCareer {
  careerId: string;
  seatToken: string;
  revision: number;
  state: CareerSummary;
  pending: Decision;
}

export interface CareerView {
  careerId: string;
  revision: number;
  state: CareerState;
  pending: Decision;
}

/** Solo careers: start, command, read. Every write goes through the decider; the store is the only state. */
@Injectable()
export class CareersService implements CareerCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: CareerSecretsStore,
    private readonly seeds: ServerSeeds,
    private readonly seats: CareerSeats,
    private readonly gates: CareerGates,
  ) {}

  /** 4.x: commit the dice, then start; the seed stream is written once the rules accept the start. */
  async start(dto: CareerStart): Promise<StartedCareer> {
    // L-8: a seed the player sends must look drawn; the one the server draws when he sends none does.
    const weak =
      dto.playerSeed === undefined ? null : weakSecret('seed/weak', 'L-8', 'A player seed', dto.playerSeed);
    if (weak) throw weak;
    const careerId = randomUUID();
    const serverSeed = this.seeds.draw();
    const command: CareerCommand = {
      type: 'StartCareer',
      data: {
        uboatType: dto.uboatType,
        startDate: dto.startDate,
        kommandant: dto.kommandant,
        ...(dto.uboatId !== undefined && { uboatId: dto.uboatId }),
        ...(dto.endDate !== undefined && { endDate: dto.endDate }),
        seedCommitment: commitment(serverSeed),
        playerSeed: dto.playerSeed ?? randomBytes(16).toString('hex'),
        ...(dto.options !== undefined && { options: { ...dto.options } }),
        ...(dto.torpedoSwaps !== undefined && { torpedoSwaps: dto.torpedoSwaps }),
        ...(dto.campaign !== undefined && { campaign: dto.campaign }),
      },
    };
    let seatToken = '';
    const { revision, state } = await handleCommand(this.store, careers, {
      id: careerId,
      commandId: START_COMMAND_ID,
      command,
      actor: PLAYER_SEAT,
      context: { serverSeed },
      expected: 'no_stream',
      // A career never exists without the seed that proves its dice.
      beforeAppend: async () =>
        void (seatToken = await this.secrets.create(careerId, serverSeed, dto.tournamentId ?? null)),
    });
    return { careerId, seatToken, revision, state: summaryOf(state), pending: pending(state) };
  }

  /**
   * One command of the seat (the SeatGuard has checked the token), once its tournament has started (T-START); while
   * the tournament holds its play the rules refuse it (T-PAUSE).
   */
  async command(careerId: string, dto: CareerCommandDto): Promise<CommandAnswer> {
    const command = { type: dto.type, data: dto.data } as CareerCommand;
    const secrets = await this.secretsOf(careerId);
    const admit = () => this.gates.check(careerId, secrets);
    return this.handle(
      { id: careerId, commandId: dto.commandId, command, actor: PLAYER_SEAT, admit },
      secrets,
    );
  }

  /**
   * 13.5.4, 13.5.5: a command of the career's wolfpack coordinator (OpenPackRound, DismissPack), from inside the
   * server only: no seat token, never over HTTP. The commandId makes a repeated order a replay.
   */
  async coordinatorCommand(
    careerId: string,
    commandId: string,
    command: CareerCommand,
  ): Promise<CommandAnswer> {
    return this.fromInside(WOLFPACK_COORDINATOR, careerId, commandId, command);
  }

  /** T-PAUSE: the career's tournament holds or releases its play (HoldPlay, ResumePlay), from inside the server. */
  async tournamentOrder(careerId: string, commandId: string, command: CareerCommand): Promise<CommandAnswer> {
    return this.fromInside(TOURNAMENT, careerId, commandId, command);
  }

  private async fromInside(actor: string, careerId: string, commandId: string, command: CareerCommand) {
    const secrets = await this.secretsOf(careerId);
    return this.handle({ id: careerId, commandId, command, actor }, secrets);
  }

  /** Every command but the start: the command handler, with the career's secret server seed for its dice. */
  private async handle(
    request: Omit<CareerRequest, 'context'>,
    secrets: CareerSecrets,
  ): Promise<CommandAnswer> {
    const careerId = request.id;
    const result = await handleCommand(this.store, careers, {
      ...request,
      context: { serverSeed: secrets.serverSeed },
    });
    const { commandId, revision, events, state } = result;
    return { careerId, commandId, revision, events, pending: pending(state) };
  }

  /** The career as `token`'s holder may see it: the seat sees all, a spectator no seed before the end (L-1). */
  async read(careerId: string, token?: string): Promise<CareerView> {
    const { state, revision } = await this.fold(careerId);
    const hidden = careerHides(await this.seats.roleOf(careerId, token), state.step.kind === 'ended');
    return { careerId, revision, state: without(state, hidden) as CareerState, pending: pending(state) };
  }

  /** Whether `token` opens the career's seat: the proof a browser asks for before keeping a pasted seat key. */
  async isSeat(careerId: string, token?: string): Promise<{ careerId: string; seat: boolean }> {
    return { careerId, seat: (await this.seats.roleOf(careerId, token)) === PLAYER_SEAT };
  }

  /** The tournament the career was started for (public: its standings name it); null for a solo career. */
  async tournamentOf(careerId: string): Promise<{ careerId: string; tournamentId: string | null }> {
    return { careerId, tournamentId: (await this.secretsOf(careerId)).tournamentId ?? null };
  }

  /** A page of the events, redacted as `read` is. */
  async events(careerId: string, { from, limit }: EventsPageQuery, token?: string) {
    const stream = careerStream(careerId);
    const [last] = await this.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    if (!last) throw careerNotFound(careerId);
    const hidden = careerHides(await this.seats.roleOf(careerId, token), last.type === CAREER_ENDED);
    const events = await this.store.readStream(stream, { fromRevision: from, maxCount: limit });
    return {
      careerId,
      events: events.map((event) => without(storedEventView(event), hidden) as StoredEventView),
    };
  }

  /** The seeds, once the career is over: anyone can then recompute every roll. */
  async seed(careerId: string): Promise<{ serverSeed: string; playerSeed: string; commitment: string }> {
    const { state } = await this.fold(careerId);
    if (state.step.kind !== 'ended') throw seedSealed(careerId);
    const secrets = await this.secretsOf(careerId);
    return {
      serverSeed: secrets.serverSeed,
      playerSeed: (state.career as NonNullable<CareerState['career']>).playerSeed,
      commitment: secrets.commitment,
    };
  }

  /** The career's secrets (read once per process: the seat guard has usually read them already). */
  private async secretsOf(careerId: string): Promise<CareerSecrets> {
    const secrets = await this.secrets.read(careerId);
    if (!secrets) throw careerNotFound(careerId);
    return secrets;
  }

  private async fold(careerId: string): Promise<{ state: CareerState; revision: number }> {
    const stream = await this.store.readStream(careerStream(careerId));
    if (stream.length === 0) throw careerNotFound(careerId);
    return { state: foldCareer(stream), revision: stream.length - 1 };
  }
}
