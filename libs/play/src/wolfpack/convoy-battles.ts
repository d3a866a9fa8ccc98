import type { CareerEventRow } from '../tournament/sinkings';

// 13.5.3-13.5.5: a pack's convoy battles, read from its boats' public career events.

export interface BattleBoat {
  readonly name: string;
  /** 13.5.4: +1 on escort detection for the boat the pack's 1d6 chose, −1 for the others. */
  readonly focused: boolean;
  /** 13.5.5: the boat joined the battle in this round (a later round's boat follows from the earlier). */
  readonly joined: boolean;
}

export interface BattleSinking {
  readonly boat: string;
  readonly ship: string;
  readonly tonnage: number;
}

export interface BattleRound {
  readonly round: number;
  readonly boats: readonly BattleBoat[];
  readonly sunk: readonly BattleSinking[];
}

export interface ConvoyBattle {
  /** The route box where the pack met the convoy. */
  readonly box: number;
  readonly rounds: readonly BattleRound[];
}

/** What ends a boat's part in the pack's round: a new encounter of its own, or the pack moving on. */
const LEAVES_ROUND = new Set(['EncounterRolled', 'PackMustered', 'PackDismissed', 'OwnContactPursued']);

interface Mutable {
  readonly box: number;
  readonly rounds: Map<number, { boats: BattleBoat[]; sunk: BattleSinking[] }>;
}

/** Every battle of the pack, by box, each round with its boats and what they sank. */
export function convoyBattles(
  members: readonly { name: string; events: readonly CareerEventRow[] }[],
): ConvoyBattle[] {
  const battles = new Map<number, Mutable>();
  const roundOf = (box: number, round: number) => {
    const battle = battles.get(box) ?? { box, rounds: new Map() };
    battles.set(box, battle);
    const found = battle.rounds.get(round) ?? { boats: [], sunk: [] };
    battle.rounds.set(round, found);
    return found;
  };
  for (const { name, events } of members) {
    let current: { boats: BattleBoat[]; sunk: BattleSinking[] } | null = null;
    for (const e of events) {
      if (e.type === 'PackRoundOpened') {
        const { box, round, detection, joined } = e.data as {
          box: number;
          round: number;
          detection: 'focused' | 'busy';
          joined: boolean;
        };
        const opened = roundOf(box, round);
        opened.boats.push({ name, focused: detection === 'focused', joined });
        current = opened;
      } else if (e.type === 'ShipSunk' && current) {
        current.sunk.push({ boat: name, ship: String(e.data.name), tonnage: Number(e.data.tonnage) });
      } else if (LEAVES_ROUND.has(e.type)) current = null;
    }
  }
  return [...battles.values()]
    .sort((a, b) => a.box - b.box)
    .map((b) => ({
      box: b.box,
      rounds: [...b.rounds].sort(([x], [y]) => x - y).map(([round, r]) => ({ round, ...r })),
    }));
}

export const battleTonnage = (battle: ConvoyBattle): number =>
  battle.rounds.reduce((t, r) => t + r.sunk.reduce((s, x) => s + x.tonnage, 0), 0);
