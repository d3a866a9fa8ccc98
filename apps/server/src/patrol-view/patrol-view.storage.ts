import type { PatrolFold, RollEntry } from './patrol-view.projection';

/** The read model's name and version: a new version rebuilds it from position 0. */
export const PATROL_VIEW = 'patrol-view';
export const PATROL_VIEW_VERSION = 1;

/** Injection token of the configured PatrolViewStorage. */
export const PATROL_VIEW_STORAGE = Symbol('PATROL_VIEW_STORAGE');

/** A roll as stored: its career, the event's position, and its order inside the event. */
export interface StoredRoll {
  readonly careerId: string;
  readonly position: number;
  readonly seq: number;
  readonly entry: RollEntry;
}

/** What one commit writes: the folds of the careers it touched (rolls kept apart), new rolls, the checkpoint. */
export interface PatrolViewBatch {
  readonly folds: ReadonlyMap<string, PatrolFold>;
  readonly rolls: readonly StoredRoll[];
  /** The checkpoint the batch was folded from, and the one it moves to. */
  readonly from: number;
  readonly checkpoint: number;
}

export interface StoredPatrolView {
  readonly fold: PatrolFold;
  /** The rolls of the fold's patrol (or of no patrol yet), in order. */
  readonly rolls: readonly RollEntry[];
}

/**
 * Where the patrol view lives: beside the events where the store has tables (sqlite, postgres), with its
 * checkpoint written in the same transaction as the rows, so a crash never applies an event twice or skips one.
 */
export interface PatrolViewStorage {
  readonly kind: string;
  /** Creates the tables; a stored version other than PATROL_VIEW_VERSION empties them (rebuild). */
  open(): Promise<void>;
  /** Waits until this process may write the read model (one writer per database); false once closed. */
  lease(): Promise<boolean>;
  /** The position of the last event applied (0: none). */
  checkpoint(): Promise<number>;
  /** The fold of a career without its rolls, or undefined before its first event. */
  load(careerId: string): Promise<PatrolFold | undefined>;
  commit(batch: PatrolViewBatch): Promise<void>;
  read(careerId: string): Promise<StoredPatrolView | undefined>;
  close(): Promise<void>;
}

/** A fold as stored: its rolls live in their own rows. */
export const withoutRolls = (fold: PatrolFold): PatrolFold => ({ ...fold, log: { ...fold.log, rolls: [] } });
