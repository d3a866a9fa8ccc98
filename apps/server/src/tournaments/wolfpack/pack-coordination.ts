import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { tournament, wolfpack } from '@periscope/play';
import { RulesError, type CareerCommand, type DiceSource } from '@periscope/rules';
import { AppError } from '../../common/app-error';
import { WOLFPACK_COORDINATOR } from '../../common/career-commands';
import { handleCommand } from '../../common/command-handler';
import { packStream } from '../../common/streams';
import { FoldedTournaments } from '../folded-tournaments';
import type { MemberCareer, MemberCareers } from './member-careers';
import { COORDINATE, packs, type RecordedOrder } from './pack.aggregate';

// One pass of a pack's convoy-battle coordinator (13.5.3-13.5.5) on the store: the pure `wolfpack.coordinate` on its
// own stream and dice through the command handler (pack.aggregate.ts), its orders to the boats' careers. The pack stream is the only memory: every append carries
// the orders it gives, and a pass first delivers the last append's orders that a boat has not received (after a
// crash, or another server's pass), under the commandId the append names, so an order is never given twice.

/** Pack n (0-based, in the order formed) of a tournament. */
export interface PackKey {
  readonly tournamentId: string;
  readonly index: number;
}

/** The metadata of a coordination's events (every event of one append shares it). */
export interface CoordinationMetadata {
  readonly [key: string]: unknown;
  /** Also the commandId of its orders in the careers. */
  readonly commandId: string;
  readonly correlationId: string;
  readonly actor: typeof WOLFPACK_COORDINATOR;
  readonly command: typeof COORDINATE;
  readonly orders: readonly RecordedOrder[];
  readonly dice: { readonly firstNonce: number; readonly nextNonce: number };
}

export interface PackPorts {
  readonly store: EventStore;
  readonly careers: MemberCareers;
  /** The pack's own dice from `nonce` (W-DRM); undefined when the tournament has no seed. */
  dice(tournamentId: string, pack: string, nonce: number): Promise<DiceSource | undefined>;
  /** An order to a boat's career, under `commandId` (CareersService.coordinatorCommand). */
  order(careerId: string, commandId: string, command: CareerCommand): Promise<unknown>;
  readonly log: { warn(message: string): void; error(message: string): void };
}

/**
 * What a pass found: `idle` (the tournament is not running, or the pack is unknown), `waiting` (for a boat), `done`
 * (every boat of the pack is sunk, home, or out of the tournament: 13.5.6).
 */
export type PassOutcome = 'idle' | 'waiting' | 'done';

/** A pass settles in a few steps (an append, its delivery, the next round…); more means something loops. */
const MAX_STEPS = 50;

/** A seat of the pack sailed by an entrant's career. */
interface Boat {
  readonly seat: number;
  readonly careerId: string;
  /** Still in the tournament (not withdrawn or disqualified). */
  readonly sailing: boolean;
  readonly career: MemberCareer;
}

export class PackCoordination {
  /** Orders a career refused (a rule): logged once, not sent again by this process. */
  private readonly refused = new Set<string>();
  /** Each tournament folded so far: a pass reads only the events appended since (it runs on every boat's move). */
  private readonly tournaments: FoldedTournaments;

  constructor(private readonly ports: PackPorts) {
    this.tournaments = new FoldedTournaments(ports.store);
  }

  /** Coordinates the pack until it waits for a boat; safe to run again at any time (idempotent). */
  async pass(key: PackKey): Promise<PassOutcome> {
    for (let step = 0; step < MAX_STEPS; step++) {
      const outcome = await this.step(key);
      if (outcome !== 'again') return outcome;
    }
    this.ports.log.warn(`${packStream(key.tournamentId, key.index)} did not settle in ${MAX_STEPS} steps`);
    return 'waiting';
  }

  /** 13.5.6: every boat of the pack is sunk, home (W-END) or out of the tournament, and the tournament runs. */
  async done(key: PackKey): Promise<boolean> {
    const found = await this.formedPack(key);
    if (!found) return false;
    const boats = await this.boatsOf(found.formed, found.state);
    return boats.every((b) => !b.sailing || wolfpack.boatDone(b.career.state));
  }

  private async step(key: PackKey): Promise<PassOutcome | 'again'> {
    const found = await this.formedPack(key);
    if (!found) return 'idle';
    const stream = packStream(key.tournamentId, key.index);
    const recorded = await this.ports.store.readStream(stream);
    const pack = packs.fold(wolfpack.packOf(found.formed), recorded);
    const boats = await this.boatsOf(found.formed, found.state);
    if (await this.deliver(recorded.at(-1), boats)) return 'again';
    const sailing = new Map(
      boats
        .filter((b) => b.sailing && !wolfpack.boatDone(b.career.state))
        .map((b) => [b.seat, b.career.state]),
    );
    if (sailing.size === 0) return 'done';
    const dice = await this.ports.dice(key.tournamentId, pack.pack, pack.nextNonce);
    if (!dice) {
      this.ports.log.error(`${stream}: the tournament has no server seed, the pack cannot roll`);
      return 'idle';
    }
    // Only on the stream as read: its last orders are delivered before anything else is coordinated.
    const result = await handleCommand(this.ports.store, packs, {
      id: stream,
      commandId: `wolfpack:${randomUUID()}`,
      command: COORDINATE,
      actor: WOLFPACK_COORDINATOR,
      context: {
        formed: found.formed,
        sailing,
        careerOf: new Map(boats.map((b) => [b.seat, b.careerId])),
        dice,
      },
      expected: 'any',
      onlyAtRevision: recorded.length - 1,
    });
    const waiting = result.events.length === 0 && result.revision === recorded.length - 1;
    return waiting ? 'waiting' : 'again'; // delivered by the next step, from the stream as it is now
  }

  /** Each boat's order of the last coordination that its career has not yet; true when one was delivered. */
  private async deliver(last: RecordedEvent | undefined, boats: readonly Boat[]): Promise<boolean> {
    if (!last) return false;
    const { commandId, orders } = last.metadata as CoordinationMetadata;
    let delivered = false;
    for (const order of orders) {
      const boat = boats.find((b) => b.careerId === order.careerId);
      const refusal = `${order.careerId} ${commandId}`;
      if (!boat || boat.career.orders.has(commandId) || this.refused.has(refusal)) continue;
      try {
        await this.ports.order(order.careerId, commandId, order.command);
        delivered = true;
      } catch (error) {
        if (!refusedByRules(error)) throw error;
        this.refused.add(refusal);
        this.ports.log.error(
          `${last.stream}: career ${order.careerId} refused ${order.command.type} (${commandId}): ${describe(error)}`,
        );
      }
    }
    return delivered;
  }

  /** A finished tournament: nothing more to coordinate. */
  forget(tournamentId: string): void {
    this.tournaments.forget(tournamentId);
  }

  /** The tournament's state and the pack's formation, while the tournament runs; undefined otherwise. */
  private async formedPack(
    key: PackKey,
  ): Promise<{ state: tournament.TournamentState; formed: wolfpack.WolfpackFormed } | undefined> {
    const known = await this.tournaments.read(key.tournamentId);
    const formed = known.formed[key.index];
    if (known.state.phase !== 'running' || !formed) return undefined; // T-PAUSE: no round opens while paused
    return { state: known.state, formed };
  }

  private async boatsOf(formed: wolfpack.WolfpackFormed, state: tournament.TournamentState): Promise<Boat[]> {
    const seats = formed.data.seats.filter((s) => !s.bot); // the server forms no bot seats
    return Promise.all(
      seats.map(async (s) => ({
        seat: s.seat,
        careerId: s.entrant,
        sailing: tournament.entrantOf(state, s.entrant)?.status === 'in',
        career: await this.ports.careers.read(s.entrant),
      })),
    );
  }
}

/** A refusal that sending again cannot change: a rule, or an application error other than a busy career. */
function refusedByRules(error: unknown): boolean {
  if (error instanceof RulesError) return true;
  if (!(error instanceof AppError)) return false;
  return error.kind !== 'unavailable' && error.code !== 'career/conflict';
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
