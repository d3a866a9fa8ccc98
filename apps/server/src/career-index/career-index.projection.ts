import type { RecordedEvent } from '@periscope/event-store';
import {
  DEFAULT_CAMPAIGN,
  evolve,
  initialState,
  type CampaignId,
  type CareerEvent,
  type CareerState,
} from '@periscope/rules';
import type { CareerEndReason } from '@periscope/rules/career/model/career-end';

/** A career as the discovery list shows it (GET /api/careers): who, where, how far; never a seed or a token. */
export interface CareerRow {
  readonly careerId: string;
  /** The game of the series (absent from a row kept before it was recorded: The Hunted). */
  readonly campaign?: CampaignId;
  readonly kommandant: string | null;
  readonly uboatType: string | null;
  readonly uboatId: string | null;
  readonly date: string | null;
  readonly base: string | null;
  /** 5.1: a career is over once its end is recorded (CareerEnded); until then it is active. */
  readonly status: CareerStatus;
  /** 5.1: why it ended (CareerEnded: sunk, captured, relieved…); null while it is active. */
  readonly endReason: CareerEndReason | null;
  readonly step: { readonly kind: CareerState['step']['kind'] };
  readonly patrolsCompleted: number;
  /** 5.2.1: the tonnage the career counts. */
  readonly tonnage: number;
  /** Ships sunk over the whole career (ShipSunk events, 9.2.8). */
  readonly shipsSunk: number;
  /** When the store appended the career's last event. */
  readonly lastActivity: string;
  readonly revision: number;
}

export type CareerStatus = 'active' | 'ended';

/** A row and the global position of the career's last event (the list's order and its cursor). */
export interface IndexedCareer {
  readonly row: CareerRow;
  readonly position: number;
}

/** What the index folds per career, beside its row: the engine's state, and what the state does not count. */
export interface CareerIndexFold {
  readonly state: CareerState;
  readonly shipsSunk: number;
  /** Absent in a fold kept before it was recorded: read as null. */
  readonly endReason?: CareerEndReason | null;
}

export const initialIndexFold = (): CareerIndexFold => ({
  state: initialState(),
  shipsSunk: 0,
  endReason: null,
});

/** Folds one event of the career's stream with the engine's own evolve; an event it cannot read changes nothing. */
export function foldIndex(fold: CareerIndexFold, event: RecordedEvent): CareerIndexFold {
  let state: CareerState;
  try {
    state = evolve(fold.state, { type: event.type, data: event.data } as CareerEvent) ?? fold.state;
  } catch {
    return fold;
  }
  const endReason =
    event.type === 'CareerEnded'
      ? (event.data as { reason: CareerEndReason }).reason
      : (fold.endReason ?? null);
  return { state, shipsSunk: fold.shipsSunk + (event.type === 'ShipSunk' ? 1 : 0), endReason };
}

/** The row after `event`, the career's last event so far. */
export function indexedCareer(careerId: string, fold: CareerIndexFold, event: RecordedEvent): IndexedCareer {
  const { state, shipsSunk, endReason } = fold;
  const career = state.career;
  return {
    position: event.position,
    row: {
      careerId,
      campaign: career?.campaign.id ?? DEFAULT_CAMPAIGN.id,
      kommandant: career?.kommandant ?? null,
      uboatType: career?.uboatType ?? null,
      uboatId: career?.uboatId ?? null,
      date: career?.date ?? null,
      base: career?.base ?? null,
      status: state.step.kind === 'ended' ? 'ended' : 'active',
      endReason: endReason ?? null,
      step: { kind: state.step.kind },
      patrolsCompleted: state.patrolsCompleted,
      tonnage: state.tonnage,
      shipsSunk,
      lastActivity: event.recordedAt,
      revision: event.revision,
    },
  };
}
