import { pickWolfpackName, type ChartPack, type DiceSource } from '@periscope/rules';
import type { PackSeat, WolfpackFormed } from './events';

/** 13.5.1: six boats a pack. */
export const PACK_SIZE = 6;

export interface Formation {
  /** Q-41, W-REMAINDER: the organiser fills the last pack's empty seats with bots (else it sails short). */
  readonly fillWithBots: boolean;
}

/**
 * 13.5.1, Q-41: the entrants in packs of six in the order given; the remainder is a smaller pack, or bots fill it.
 * 14.5: each pack's name is drawn among the names not yet given, so every name is unique in the tournament.
 */
export function formPacks(
  entrants: readonly string[],
  formation: Formation,
  dice: DiceSource,
  charts: ChartPack,
): WolfpackFormed[] {
  const packs: WolfpackFormed[] = [];
  const taken: string[] = [];
  for (let first = 0; first < entrants.length; first += PACK_SIZE) {
    const named = pickWolfpackName(dice, charts, taken);
    taken.push(named.label);
    const members = entrants.slice(first, first + PACK_SIZE);
    const bots = formation.fillWithBots ? PACK_SIZE - members.length : 0;
    const seats: PackSeat[] = [
      ...members.map((entrant, i) => ({ seat: i + 1, entrant, bot: false })),
      ...Array.from({ length: bots }, (_, i) => ({
        seat: members.length + i + 1,
        entrant: `${named.label} bot ${members.length + i + 1}`,
        bot: true,
      })),
    ];
    packs.push({
      type: 'WolfpackFormed',
      data: { pack: named.label, historicalBoats: named.boats, seats, rolls: named.rolls },
    });
  }
  return packs;
}
