import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../../event-store/event-store.module';
import {
  careerKey,
  CheckpointedProjector,
  STANDINGS_PROJECTION,
  tournamentKey,
  type CareerDoc,
  type DocumentStorage,
  type StandingsDoc,
  type TournamentDoc,
} from '@periscope/projections';

/** Injection token of the standings' DocumentStorage. */
export const STANDINGS_STORAGE = Symbol('STANDINGS_STORAGE');

type Listener = (tournamentId: string) => void;

/** Runs the standings projection in the server and tells listeners which tournaments' standings changed. */
@Injectable()
export class StandingsProjector implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly projector: CheckpointedProjector<StandingsDoc>;
  private readonly listeners = new Set<Listener>();

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(STANDINGS_STORAGE) private readonly storage: DocumentStorage<StandingsDoc>,
  ) {
    const logger = new Logger('TournamentStandings');
    const changed = (keys: readonly string[]) => {
      for (const key of keys)
        if (key.startsWith('t:')) for (const listener of this.listeners) listener(key.slice(2));
    };
    // The server's own randomness spreads the processes' retries after an outage (libraries draw none).
    this.projector = new CheckpointedProjector(store, storage, STANDINGS_PROJECTION, logger, changed, {
      jitter: Math.random,
    });
  }

  onApplicationBootstrap(): void {
    this.projector.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.projector.stop();
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get position(): number {
    return this.projector.position;
  }

  /** Whether this process writes the standings now: it holds their lease (false at once when it loses it). */
  get holdsLease(): boolean {
    return this.projector.holdsLease;
  }

  caughtUpTo(position: number): Promise<void> {
    return this.projector.caughtUpTo(position);
  }

  /** The tournament a career was registered in, once the standings have seen the registration. */
  async tournamentOf(careerId: string): Promise<string | undefined> {
    return ((await this.storage.load(careerKey(careerId))) as CareerDoc | undefined)?.tournamentId;
  }

  /** Every tournament the standings have seen (the list of tournaments). */
  async tournaments(): Promise<TournamentDoc[]> {
    return (await this.storage.list(tournamentKey(''))) as TournamentDoc[];
  }

  async tournament(tournamentId: string): Promise<TournamentDoc | undefined> {
    return (await this.storage.load(tournamentKey(tournamentId))) as TournamentDoc | undefined;
  }
}
