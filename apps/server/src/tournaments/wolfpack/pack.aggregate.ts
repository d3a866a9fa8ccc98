import { wolfpack } from '@periscope/play';
import type { CareerCommand, CareerState, DiceSource } from '@periscope/rules';
import type { Aggregate } from '../../common/command-handler';

/** An order as the pack stream records it. */
export interface RecordedOrder {
  readonly seat: number;
  readonly careerId: string;
  readonly command: CareerCommand;
}

/** What one coordination of a pack needs: its formation, its boats still sailing, its own dice (W-DRM). */
export interface PackContext {
  readonly formed: wolfpack.WolfpackFormed;
  readonly sailing: ReadonlyMap<number, CareerState>;
  readonly careerOf: ReadonlyMap<number, string>;
  readonly dice: DiceSource;
}

/** The coordinator's one command: do now what the pack's boats are ready for (13.5.3-13.5.5). */
export interface Coordinate {
  readonly type: 'Coordinate';
  readonly data: Record<string, never>;
}

export const COORDINATE: Coordinate = { type: 'Coordinate', data: {} };

const rollsIn = (events: readonly wolfpack.PackEvent[]): number =>
  events.reduce((n, e) => n + (e.type === 'WolfpackRoundStarted' ? e.data.rolls.length : 0), 0);

/**
 * A pack's convoy-battle coordinator for the command handler; its id is its stream (`wolfpack-<tournament>-<n>`).
 * Every append records the orders it gives the boats and the pack's dice nonces it consumed.
 */
export const packs: Aggregate<wolfpack.PackState, Coordinate, PackContext> = {
  noun: 'wolfpack',
  stream: (packStream) => packStream,
  initialState: ({ formed }) => wolfpack.packOf(formed),
  fold: (state, events) =>
    events.reduce((pack, event) => wolfpack.evolvePack(pack, event as wolfpack.PackEvent), state),
  decide(pack, _coordinate, { sailing, careerOf, dice }) {
    const { events, orders } = wolfpack.coordinate(pack, sailing, dice);
    const recorded: RecordedOrder[] = orders.map((o) => ({ ...o, careerId: careerOf.get(o.seat) as string }));
    const nonces = { firstNonce: pack.nextNonce, nextNonce: pack.nextNonce + rollsIn(events) };
    return { events, metadata: { orders: recorded, dice: nonces } };
  },
  recorded: (coordinate) => coordinate,
};
