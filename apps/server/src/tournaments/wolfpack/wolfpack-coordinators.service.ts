import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore, RecordedEvent, Subscription } from '@periscope/event-store';
import { tournament, type wolfpack } from '@periscope/play';
import { CareerCommands } from '../../common/career-commands';
import { Clock } from '../../common/clock';
import { handleCommand } from '../../common/command-handler';
import { CAREER_CATEGORY, idOfStream, TOURNAMENT_CATEGORY } from '../../common/streams';
import { EVENT_STORE } from '../../event-store/event-store.module';
import { EntrantsPlay } from '../entrants-play';
import { tournaments } from '../tournament.aggregate';
import { TournamentSecrets } from '../tournament-secrets';
import { MemberCareers } from './member-careers';
import { PackCoordination, type PackKey } from './pack-coordination';
import { Backoff, COORDINATOR_RETRY } from './backoff';
import { SerialRunner } from './serial-runner';

/** The randomness of the coordinators' retry schedule (a number in [0, 1) a call); Math.random unless provided. */
export const RETRY_JITTER = Symbol('RETRY_JITTER');

/** W-FINISH: the commandId of the finish the coordinators append once every boat is done (13.5.6). */
export const WOLFPACK_FINISH_COMMAND_ID = 'wolfpack:13.5.6';

const runnerName = (key: PackKey) => `${key.tournamentId}-${key.index}`;

/**
 * The convoy-battle coordinators of every running wolfpack tournament (13.5.3-13.5.6), one per pack, each serialised
 * on its own: a pass runs when a boat's career changes (or the tournament: start, pause, resume, withdrawal), and
 * once for every pack when the server starts (catch-up after a crash). When every boat is done the tournament is
 * finished (W-FINISH). A failed pass is tried again, each pack on its own schedule with jitter (Backoff: an outage
 * of the store is logged once, not once per pack and attempt); nothing here stops the server.
 */
@Injectable()
export class WolfpackCoordinators implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WolfpackCoordinators');
  private readonly careers: MemberCareers;
  private readonly entrantsPlay: EntrantsPlay;
  private readonly coordination: PackCoordination;
  /** Per running wolfpack tournament: each pack's members (careerIds), in the order formed. */
  private readonly packs = new Map<string, string[][]>();
  private readonly packOfCareer = new Map<string, PackKey>();
  private readonly runners = new Map<string, SerialRunner>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly loops: Promise<void>[] = [];
  private live = false;
  private stopped = false;
  private readonly backoff: Backoff;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    careers: CareerCommands,
    secrets: TournamentSecrets,
    private readonly clock: Clock,
    @Optional() @Inject(RETRY_JITTER) jitter: () => number = Math.random,
  ) {
    const schedule = { ...COORDINATOR_RETRY, jitter };
    this.backoff = new Backoff(this.logger, schedule, () => clock.now().getTime());
    this.careers = new MemberCareers(store);
    this.entrantsPlay = new EntrantsPlay(store, careers);
    this.coordination = new PackCoordination({
      store,
      careers: this.careers,
      dice: (tournamentId, pack, nonce) => secrets.packDice(tournamentId, pack, nonce),
      order: (careerId, commandId, command) => careers.coordinatorCommand(careerId, commandId, command),
      log: this.logger,
    });
  }

  /** Careers from now on; tournaments from the start, then every pack of every running tournament once. */
  onApplicationBootstrap(): void {
    this.loops.push(
      this.follow(CAREER_CATEGORY, 'end', (event) => this.onCareer(event)),
      this.follow(TOURNAMENT_CATEGORY, 'start', (event) => this.onTournament(event)),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await Promise.all(this.loops);
    await this.settled();
  }

  /** Resolves once no pass is under way (tests). */
  async settled(): Promise<void> {
    while ([...this.runners.values()].some((r) => r.busy))
      await Promise.all([...this.runners.values()].map((r) => r.idle()));
  }

  /**
   * A subscription kept alive: after a failure it resumes after the last event it saw (from the head it started at,
   * for careers), and every pack is looked at again.
   */
  private async follow(category: string, from: 'start' | 'end', handle: (event: RecordedEvent) => void) {
    let cursor: number | 'start' | 'end' = from;
    const task = `subscription:${category}`;
    while (!this.stopped) {
      try {
        if (cursor === 'end') cursor = await this.store.headPosition();
        await this.subscribe(category, cursor, (event) => {
          cursor = event.position;
          handle(event);
        });
      } catch (error) {
        if (this.stopped) return;
        const ms = this.backoff.failed(task, `the ${category} subscription`, error);
        await new Promise((resolve) => setTimeout(resolve, ms));
        if (this.live) for (const id of this.packs.keys()) this.triggerTournament(id);
      }
    }
  }

  private async subscribe(category: string, from: number | 'start', handle: (event: RecordedEvent) => void) {
    const subscription = this.store.subscribeToAll({
      fromPosition: from,
      filter: { categories: [category] },
    });
    this.subscriptions.add(subscription);
    if (this.stopped) await subscription.close(); // stopped while this one was being opened
    void subscription.caughtUp.then(() => this.backoff.succeeded(`subscription:${category}`));
    if (category === TOURNAMENT_CATEGORY) void subscription.caughtUp.then(() => this.goLive());
    try {
      for await (const event of subscription) handle(event);
    } finally {
      this.subscriptions.delete(subscription);
    }
  }

  /** Caught up with the tournaments: every pack of a running wolfpack tournament gets a pass (crash recovery). */
  private goLive(): void {
    if (this.live || this.stopped) return;
    this.live = true;
    for (const id of this.packs.keys()) this.triggerTournament(id);
  }

  private onCareer(event: RecordedEvent): void {
    const key = this.packOfCareer.get(idOfStream(event.stream));
    if (key && this.live) this.trigger(key);
  }

  private onTournament(event: RecordedEvent): void {
    const id = idOfStream(event.stream);
    if (event.type === 'WolfpackFormed') this.formed(id, event as unknown as wolfpack.WolfpackFormed);
    if (event.type === 'TournamentFinished') return this.forget(id);
    if (this.live && this.packs.has(id)) this.triggerTournament(id);
  }

  private formed(id: string, event: wolfpack.WolfpackFormed): void {
    const packs = this.packs.get(id) ?? [];
    const members = event.data.seats.filter((s) => !s.bot).map((s) => s.entrant);
    const key: PackKey = { tournamentId: id, index: packs.length };
    for (const careerId of members) this.packOfCareer.set(careerId, key);
    this.packs.set(id, [...packs, members]);
  }

  /** The tournament is over: its packs, careers and runners go (a pass under way ends on its own). */
  private forget(id: string): void {
    const packs = this.packs.get(id) ?? [];
    for (const careerId of packs.flat()) this.packOfCareer.delete(careerId);
    this.careers.forget(packs.flat());
    this.coordination.forget(id);
    this.packs.delete(id);
    packs.forEach((_, index) => {
      const name = runnerName({ tournamentId: id, index });
      void this.runners
        .get(name)
        ?.idle()
        .then(() => this.runners.delete(name));
    });
  }

  private triggerTournament(id: string): void {
    (this.packs.get(id) ?? []).forEach((_, index) => this.trigger({ tournamentId: id, index }));
  }

  /** A pass of the pack; while it waits to retry a failed one, only its retry runs it (never every trigger). */
  private trigger(key: PackKey, retry = false): void {
    const name = runnerName(key);
    if (this.stopped || (!retry && this.backoff.waiting(name))) return;
    let runner = this.runners.get(name);
    if (!runner) {
      runner = new SerialRunner(() => this.run(key));
      this.runners.set(name, runner);
    }
    runner.trigger();
  }

  private async run(key: PackKey): Promise<void> {
    const name = runnerName(key);
    try {
      const outcome = await this.coordination.pass(key);
      if (outcome === 'done') await this.finishWhenOver(key.tournamentId);
      this.backoff.succeeded(name);
    } catch (error) {
      const ms = this.backoff.failed(name, `pack ${key.index} of tournament ${key.tournamentId}`, error);
      if (!this.stopped) this.clock.after(ms, () => this.trigger(key, true));
    }
  }

  /**
   * 13.5.6, W-FINISH: once every boat of every pack is sunk, home or out, the tournament is over: the server finishes
   * it for the organiser (once: a fixed commandId), which freezes the standings and names the winners.
   */
  private async finishWhenOver(tournamentId: string): Promise<void> {
    const packs = this.packs.get(tournamentId);
    if (!packs) return;
    for (let index = 0; index < packs.length; index++)
      if (!(await this.coordination.done({ tournamentId, index }))) return;
    try {
      const command = {
        type: 'FinishTournament' as const,
        data: {},
        actor: 'organiser' as const,
        at: this.clock.now().toISOString(),
      };
      const result = await handleCommand(this.store, tournaments, {
        id: tournamentId,
        commandId: WOLFPACK_FINISH_COMMAND_ID,
        command,
        actor: command.actor,
        context: {},
      });
      if (!result.replayed)
        this.logger.log(`tournament ${tournamentId}: every boat is done (13.5.6), finished`);
      await this.entrantsPlay.follow(tournamentId); // T-PAUSE: a finish releases a pause's hold
    } catch (error) {
      if (!(error instanceof tournament.TournamentViolation)) throw error; // finished (or paused) meanwhile
    }
  }
}
