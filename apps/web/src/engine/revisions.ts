/** The revision after folding `events` onto a fold at `from` (-1: none); each must follow the last by one. */
export function revisionAfter(events: readonly { readonly revision: number }[], from = -1): number {
  let revision = from;
  for (const event of events) {
    if (event.revision !== revision + 1)
      throw new Error(`the events skip from revision ${revision} to ${event.revision}`);
    revision = event.revision;
  }
  return revision;
}
