import type { EventStore } from '@periscope/event-store';
import { fold, initialState, type CareerEvent, type CareerState } from '@periscope/rules';
import { WOLFPACK_COORDINATOR } from '../../common/career-commands';
import { careerStream } from '../../common/streams';

/** A boat's career as its coordinator sees it: the state, and the orders it has received. */
export interface MemberCareer {
  readonly revision: number;
  readonly state: CareerState;
  /** The commandIds of the coordinator's commands in the career. */
  readonly orders: ReadonlySet<string>;
}

const NOT_READ: MemberCareer = { revision: -1, state: initialState(), orders: new Set() };

/**
 * The careers of the packs' boats, folded incrementally: each read takes only the events appended since the last.
 * Entries are never changed, only replaced, so two readers of one career at once cannot spoil it.
 */
export class MemberCareers {
  private readonly known = new Map<string, MemberCareer>();

  constructor(private readonly store: EventStore) {}

  async read(careerId: string): Promise<MemberCareer> {
    const before = this.known.get(careerId) ?? NOT_READ;
    const news = await this.store.readStream(careerStream(careerId), { fromRevision: before.revision + 1 });
    if (news.length === 0) return before;
    const orders = new Set(before.orders);
    for (const event of news)
      if (event.metadata.actor === WOLFPACK_COORDINATOR) orders.add(event.metadata.commandId as string);
    const after: MemberCareer = {
      revision: (news.at(-1) as { revision: number }).revision,
      state: fold(news as unknown as CareerEvent[], before.state),
      orders,
    };
    const latest = this.known.get(careerId);
    if (!latest || latest.revision < after.revision) this.known.set(careerId, after);
    return after;
  }

  forget(careerIds: Iterable<string>): void {
    for (const careerId of careerIds) this.known.delete(careerId);
  }
}
