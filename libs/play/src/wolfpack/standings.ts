import { evolve, initialState, type CareerState } from '@periscope/rules';
import type { Standings, WolfpackTournamentEvent } from './events';

/**
 * 13.5.1: the individual and pack standings, folded from the tournament's events: each boat's career rebuilt from
 * its career events (its tonnage, 5.2.1), each pack the sum of its boats. Ties keep the order of the seats.
 */
export function standingsOf(events: readonly WolfpackTournamentEvent[]): Standings {
  const packOf = new Map<string, string>();
  const careers = new Map<string, CareerState>();
  for (const event of events) {
    if (event.type === 'WolfpackFormed')
      for (const seat of event.data.seats) {
        packOf.set(seat.entrant, event.data.pack);
        careers.set(seat.entrant, initialState());
      }
    if (event.type === 'CareerAdvanced') {
      const { entrant } = event.data;
      careers.set(entrant, event.data.events.reduce(evolve, careers.get(entrant) ?? initialState()));
    }
  }
  const individual = [...careers.entries()]
    .map(([entrant, state]) => ({ entrant, pack: packOf.get(entrant) as string, tonnage: state.tonnage }))
    .sort((a, b) => b.tonnage - a.tonnage);
  const totals = new Map<string, number>();
  for (const { pack, tonnage } of individual) totals.set(pack, (totals.get(pack) ?? 0) + tonnage);
  const packs = [...new Set(packOf.values())]
    .map((pack) => ({ pack, tonnage: totals.get(pack) ?? 0 }))
    .sort((a, b) => b.tonnage - a.tonnage);
  return { individual, packs };
}
