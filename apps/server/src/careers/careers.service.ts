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
import { handleCareerCommand, type CommandAnswer } from './career-command.handler';
import { CareerSecretsStore, ServerSeeds } from './career-secrets';
import { careerStream } from './career-streams';
import { foldCareer, storedEventView, summaryOf, type CareerSummary } from './career-view';
import { careerNotFound, seedSealed } from './careers.errors';
import { toNewEvents } from './command-record';
import type { CareerCommandDto } from './dto/career-command.dto';
import type { CareerEventsQuery } from './dto/career-events.query';
import type { StartCareerDto } from './dto/start-career.dto';

/** The commandId of the event that starts a career (POST /careers). */
export const START_COMMAND_ID = 'start';

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
    });
  }

  async read(careerId: string): Promise<CareerView> {
    const stream = await this.store.readStream(careerStream(careerId));
    if (stream.length === 0) throw careerNotFound(careerId);
    const state = foldCareer(stream);
    return { careerId, revision: stream.length - 1, state, pending: pending(state) };
  }

  async events(careerId: string, { from, limit }: CareerEventsQuery) {
    const stream = careerStream(careerId);
    const events = await this.store.readStream(stream, { fromRevision: from, maxCount: limit });
    if (events.length === 0 && (await this.store.readStream(stream, { maxCount: 1 })).length === 0)
      throw careerNotFound(careerId);
    return { careerId, events: events.map(storedEventView) };
  }

  /** The seeds, once the career is over: anyone can then recompute every roll. */
  async seed(careerId: string): Promise<{ serverSeed: string; playerSeed: string; commitment: string }> {
    const { state } = await this.read(careerId);
    if (state.step.kind !== 'ended') throw seedSealed(careerId);
    const secrets = await this.secrets.read(careerId);
    if (!secrets) throw careerNotFound(careerId);
    return {
      serverSeed: secrets.serverSeed,
      playerSeed: (state.career as NonNullable<CareerState['career']>).playerSeed,
      commitment: secrets.commitment,
    };
  }
}
