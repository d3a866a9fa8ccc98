import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import {
  commitment,
  decide,
  fold,
  initialState,
  pending,
  SeededDice,
  type CareerCommand,
  type CareerState,
  type Decision,
} from '@periscope/rules';
import { EVENT_STORE } from '../event-store/event-store.module';
import { careerHides, without } from '../live/redact';
import { handleCareerCommand, type CommandAnswer } from './career-command.handler';
import { CareerGates } from './career-gates';
import { CareerSeats } from './career-seats';
import { CareerSecretsStore, ServerSeeds } from './career-secrets';
import { careerStream } from './career-streams';
import {
  foldCareer,
  storedEventView,
  summaryOf,
  type CareerSummary,
  type StoredEventView,
} from './career-view';
import { careerNotFound, seedSealed } from './careers.errors';
import { toNewEvents } from './command-record';
import type { CareerCommandDto } from './dto/career-command.dto';
import type { CareerEventsQuery } from './dto/career-events.query';
import type { StartCareerDto } from './dto/start-career.dto';

/** The last event of a career that is over (5.1): nothing is appended after it. */
const CAREER_ENDED = 'CareerEnded';

/** The commandId of the event that starts a career (POST /careers). */
export const START_COMMAND_ID = 'start';

/** The actor of the commands a wolfpack's convoy-battle coordinator imposes on its boats (13.5.4, 13.5.5). */
export const WOLFPACK_COORDINATOR = 'wolfpack-coordinator';

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
export class CareersService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: CareerSecretsStore,
    private readonly seeds: ServerSeeds,
    private readonly seats: CareerSeats,
    private readonly gates: CareerGates,
  ) {}

  /** 4.x: commit the dice, then start. Nothing is written when the rules refuse the start. */
  async start(dto: StartCareerDto): Promise<StartedCareer> {
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
      },
    };
    const dice = new SeededDice({ serverSeed, playerSeed: command.data.playerSeed }, 0);
    const decided = decide(initialState(), command, dice);
    // The seed stream is written first: a career never exists without the seed that proves its dice.
    const seatToken = await this.secrets.create(careerId, serverSeed);
    const events = toNewEvents(careerId, START_COMMAND_ID, command, decided, {
      firstNonce: 0,
      nextNonce: dice.nextNonce,
    });
    const { nextExpectedRevision } = await this.store.append(careerStream(careerId), events, {
      expectedRevision: 'no_stream',
    });
    const state = fold(decided, initialState());
    return {
      careerId,
      seatToken,
      revision: nextExpectedRevision,
      state: summaryOf(state),
      pending: pending(state),
    };
  }

  /** One command of the seat (the SeatGuard has checked the token); see handleCareerCommand. */
  async command(careerId: string, dto: CareerCommandDto): Promise<CommandAnswer> {
    const secrets = await this.secrets.read(careerId);
    if (!secrets) throw careerNotFound(careerId);
    const command = { type: dto.type, data: dto.data } as CareerCommand;
    return handleCareerCommand(this.store, {
      careerId,
      commandId: dto.commandId,
      command,
      serverSeed: secrets.serverSeed,
      admit: () => this.gates.check(careerId), // T-PAUSE
    });
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
    const secrets = await this.secrets.read(careerId);
    if (!secrets) throw careerNotFound(careerId);
    return handleCareerCommand(this.store, {
      careerId,
      commandId,
      command,
      serverSeed: secrets.serverSeed,
      actor: WOLFPACK_COORDINATOR,
    });
  }

  /** The career as `token`'s holder may see it: the seat sees all, a spectator no seed before the end (L-1). */
  async read(careerId: string, token?: string): Promise<CareerView> {
    const { state, revision } = await this.fold(careerId);
    const hidden = careerHides(await this.seats.roleOf(careerId, token), state.step.kind === 'ended');
    return { careerId, revision, state: without(state, hidden) as CareerState, pending: pending(state) };
  }

  /** A page of the events, redacted as `read` is. */
  async events(careerId: string, { from, limit }: CareerEventsQuery, token?: string) {
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
    const secrets = await this.secrets.read(careerId);
    if (!secrets) throw careerNotFound(careerId);
    return {
      serverSeed: secrets.serverSeed,
      playerSeed: (state.career as NonNullable<CareerState['career']>).playerSeed,
      commitment: secrets.commitment,
    };
  }

  private async fold(careerId: string): Promise<{ state: CareerState; revision: number }> {
    const stream = await this.store.readStream(careerStream(careerId));
    if (stream.length === 0) throw careerNotFound(careerId);
    return { state: foldCareer(stream), revision: stream.length - 1 };
  }
}
