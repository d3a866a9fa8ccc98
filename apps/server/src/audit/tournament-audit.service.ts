import { Inject, Injectable } from '@nestjs/common';
import {
  careerResult,
  rulingsStream,
  rulingsThatStand,
  type AuditReport,
  type CareerExportInput,
  type RulingFiled,
} from '@periscope/audit';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import { CareerSecretsStore } from '../common/career-secrets';
import { Clock } from '../common/clock';
import { careerStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import {
  standingsOf,
  type DocumentStorage,
  type StandingsDoc,
  type TournamentDoc,
} from '@periscope/projections';
import { STANDINGS_STORAGE, StandingsProjector } from '../tournaments/standings/standings.projector';
import { foldTournament } from '../tournaments/tournament.aggregate';
import { TournamentSecrets } from '../tournaments/tournament-secrets';
import { packStream, tournamentStream } from '../common/streams';
import { changedUnderCommand } from '../common/app-error';
import { tournamentNotFound } from '../tournaments/tournaments.errors';
import { careerExportEvents, careerSeeds } from './career-seeds';
import { AuditRunner } from './audit-runner';
import { ExportCache } from './export-cache';
import { joinInTurns, readInTurns } from './in-turns';
import { standingsReach } from './standings-wait';

/** Reads of a tournament's streams that moved under the export before it gives up (409 tournament/conflict). */
const ATTEMPTS = 5;

interface Entry {
  readonly careerId: string;
  readonly events: RecordedEvent[];
  readonly rulings: RecordedEvent[];
  /** The whole career as stored (its seeds are revealed once it has ended, whenever that was). */
  readonly stored: RecordedEvent[];
}

/** What the export holds: every stream read, and the read model's standings they give. */
interface Snapshot {
  readonly events: RecordedEvent[];
  readonly entrants: Entry[];
  readonly packs: { n: number; events: RecordedEvent[] }[];
  readonly doc: TournamentDoc;
}

const upTo = (position: number) => (events: readonly RecordedEvent[]) =>
  events.filter((e) => e.position <= position);

/** Exports and audits tournaments (13.2-13.5): the tournament, its entrants' careers, their rulings, packs. */
@Injectable()
export class TournamentAuditService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: TournamentSecrets,
    private readonly careerSecrets: CareerSecretsStore,
    private readonly projector: StandingsProjector,
    @Inject(STANDINGS_STORAGE) private readonly standings: DocumentStorage<StandingsDoc>,
    private readonly runner: AuditRunner,
    private readonly cache: ExportCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The tournament's export (NDJSON): its stream, each entrant's career and rulings, the packs' coordinators;
   * the tournament's seed once it is finished ('sealed' before), each career's once it has ended; as published,
   * the standings of the read model and each career's result. E-AUDIT-SNAPSHOT: every stream is cut at the last
   * event the published standings count, so that the export and its standings are one moment of the tournament.
   */
  async export(tournamentId: string): Promise<Iterable<string>> {
    const { events, entrants, packs, doc } = await this.snapshot(tournamentId);
    const finished = foldTournament(events).phase === 'finished';
    // A finished tournament's export is the same bytes while the standings' position is (every stream is cut there).
    const key = `tournament-${tournamentId}`;
    const head = String(doc.position);
    const cached = finished ? this.cache.get(key, head) : undefined;
    if (cached) return cached;
    const serverSeed = finished ? ((await this.secrets.seed(tournamentId)) ?? null) : null;
    const careers = await Promise.all(entrants.map((entry) => this.career(entry)));
    const lines = tournament.exportTournamentLines({
      tournamentId,
      events,
      serverSeed,
      careers,
      packs: packs.filter((p) => p.events.length > 0),
      published: { ...standingsOf(doc) },
    });
    return finished ? this.cache.keep(key, head, lines) : lines;
  }

  /** The audit of the export; while the tournament runs its seed is sealed: chain and replay, as the report says. */
  async audit(tournamentId: string): Promise<AuditReport> {
    return this.runner.verify(await joinInTurns(await this.export(tournamentId)));
  }

  /**
   * The streams up to the read model's position, once it has applied every event read (on any process, within a
   * bounded wait: docs/failover.md): its doc then counts exactly the events at or before its position. Read again when
   * it moved on meanwhile.
   */
  private async snapshot(tournamentId: string): Promise<Snapshot> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const read = await this.read(tournamentId);
      const positions = [read.events, ...read.entrants.flatMap((e) => [e.events, e.rulings])]
        .flat()
        .map((e) => e.position);
      const last = Math.max(...positions);
      await standingsReach(
        last,
        {
          local: () => this.projector.position,
          stored: () => this.standings.checkpoint(),
        },
        this.clock,
      );
      const doc = await this.projector.tournament(tournamentId);
      if (!doc || doc.position > last) continue;
      const cut = upTo(doc.position);
      return {
        events: cut(read.events),
        entrants: read.entrants.map((e) => ({ ...e, events: cut(e.stored), rulings: cut(e.rulings) })),
        packs: read.packs.map((p) => ({ ...p, events: cut(p.events) })),
        doc,
      };
    }
    throw changedUnderCommand('tournament', tournamentId, ATTEMPTS);
  }

  private async read(tournamentId: string) {
    const events = await this.store.readStream(tournamentStream(tournamentId));
    if (events.length === 0) throw tournamentNotFound(tournamentId);
    const state = foldTournament(events);
    const entrants = await Promise.all(
      state.entrants.map(async ({ careerId }): Promise<Entry> => {
        const stored = await readInTurns(this.store, careerStream(careerId));
        const rulings = await readInTurns(this.store, rulingsStream(careerId));
        return { careerId, events: stored, rulings, stored };
      }),
    );
    const packs = await Promise.all(
      state.packs.map(async (_, n) => ({
        n,
        events: await this.store.readStream(packStream(tournamentId, n)),
      })),
    );
    return { events, entrants, packs };
  }

  /** An entrant's career in the export: its seeds once it has ended, its result with the rulings that stand. */
  private async career({ careerId, events, rulings, stored }: Entry): Promise<CareerExportInput> {
    const standing = rulingsThatStand(
      rulings.map((r) => r.data as RulingFiled['data']),
      events,
    );
    const ended = stored.some((e) => e.type === 'CareerEnded');
    return {
      careerId,
      events: ended ? events : await careerExportEvents(events),
      rulings,
      seeds: await careerSeeds(this.careerSecrets, careerId, stored),
      published: {
        ...careerResult(
          events,
          standing.map((r) => r.ruling),
        ),
      },
    };
  }
}
