import { createHash } from 'node:crypto';
import { categoryOf, type RecordedEvent } from '@periscope/event-store';
import type { Projection, ProjectionContext } from './checkpointed-projector';
import type { DocumentStorage, ViewName } from './document-storage';

/**
 * A read model that shards cleanly (docs/scaling.md, "Read models in shards"): every event writes only documents of
 * its own stream's id (a career's), so the view splits by that id into shards folded apart, each with its own lease
 * and checkpoint. `partitionOf` names the stream id a document key belongs to.
 */
export interface ShardableProjection<Doc> extends Projection<Doc> {
  partitionOf(docKey: string): string;
}

export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The shards of a view split `count` ways. */
export const shardsOf = (count: number): Shard[] =>
  Array.from({ length: count }, (_, index) => ({ index, count }));

/**
 * The shard of a stream id: the first 32 bits of its MD5, modulo the count. PostgreSQL computes the same
 * (`('x' || left(md5(id), 8))::bit(32)::bigint % count`), so a store could filter by shard on its side.
 */
export const shardOf = (id: string, count: number): number =>
  createHash('md5').update(id).digest().readUInt32BE(0) % count;

/** The stream id of an event (`career-<id>` gives `<id>`). */
const streamId = (event: RecordedEvent): string => event.stream.slice(categoryOf(event.stream).length + 1);

/**
 * One shard's view: its own name, so its own checkpoint row, lease and documents. One shard is the whole view,
 * under its name of before; a new count is a new set of views, built from position 0.
 */
export const shardView = (view: ViewName, { index, count }: Shard): ViewName =>
  count === 1 ? view : { name: `${view.name}:${index + 1}-of-${count}`, version: view.version };

/** A document written outside the shard of the event that wrote it: the projection does not shard cleanly. */
export class CrossShardWrite extends Error {
  constructor(view: string, key: string, stream: string) {
    super(`${view}: ${stream} wrote ${key}, a document of another shard`);
    this.name = 'CrossShardWrite';
  }
}

/**
 * The projection of one shard: it applies the events of its shard's streams and passes over the others (its
 * checkpoint still moves past them), and refuses a write to another shard's document.
 */
export function shardProjection<Doc>(projection: ShardableProjection<Doc>, shard: Shard): Projection<Doc> {
  if (shard.count === 1) return projection;
  const view = shardView(projection.view, shard);
  const mine = (id: string) => shardOf(id, shard.count) === shard.index;
  return {
    view,
    categories: projection.categories,
    async apply(event, context) {
      if (!mine(streamId(event))) return;
      const guarded: ProjectionContext<Doc> = {
        ...context,
        set: (key, doc) => {
          if (!mine(projection.partitionOf(key))) throw new CrossShardWrite(view.name, key, event.stream);
          context.set(key, doc);
        },
      };
      await projection.apply(event, guarded);
    },
  };
}

/** A sharded view's documents as one: a key is read from its shard, a listing from every shard. */
export class ShardedDocuments<Doc> {
  constructor(
    private readonly projection: ShardableProjection<Doc>,
    readonly storages: readonly DocumentStorage<Doc>[],
  ) {}

  load(key: string): Promise<Doc | undefined> {
    return this.storages[shardOf(this.projection.partitionOf(key), this.storages.length)].load(key);
  }

  /** Every document whose key starts with `prefix`: each shard's in key order, one shard after another. */
  async list(prefix: string): Promise<Doc[]> {
    return (await Promise.all(this.storages.map((storage) => storage.list(prefix)))).flat();
  }

  /** The shards' stored checkpoints: any shard's commit changes them. */
  checkpoints(): Promise<number[]> {
    return Promise.all(this.storages.map((storage) => storage.checkpoint()));
  }
}
