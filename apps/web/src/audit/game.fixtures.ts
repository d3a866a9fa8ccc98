import { lineWhere, rehash, tamper, text } from '@periscope/audit/audit.fixtures';
import { exportGame, gameResult, playGame, recordGame, type GameEvent } from '@periscope/play/duel';
import { POLICIES } from '@periscope/rules';

// A real two-player game (13.1) for the audit screen's tests: libs/play's bots play it on seeded dice to its result,
// the server's events are recorded and exported with the seeds revealed, as GET /api/games/:id/export serves it.

const SERVER_SEED = 'web-audit-game';
const TERMS = { endDate: '1943-07', options: { evasiveManoeuvres: 'escortChosen' } } as const;

const bots = (n: number) =>
  [
    { seat: 'a', policy: POLICIES.aggressive, seed: `audit-a-${n}`, secret: `audit-secret-a-${n}` },
    { seat: 'b', policy: POLICIES.cautious, seed: `audit-b-${n}`, secret: `audit-secret-b-${n}` },
  ] as const;

const sinks = (events: readonly GameEvent[], seat: 'a' | 'b') =>
  events.some(
    (e) =>
      e.type === 'CareerAdvanced' && e.data.seat === seat && e.data.events.some((c) => c.type === 'ShipSunk'),
  );

export interface AuditedGame {
  readonly gameId: string;
  readonly events: readonly GameEvent[];
  readonly lines: readonly string[];
  readonly export: string;
}

let cached: AuditedGame | null = null;

/** The first seeded game that ends (13.1.3) with ships sunk by both boats and an evasive manoeuvre (14.8.3). */
export function auditedGame(): AuditedGame {
  if (cached) return cached;
  for (let n = 0; n < 40; n++) {
    const played = playGame([...bots(n)], { serverSeed: SERVER_SEED, terms: TERMS });
    const { events } = played;
    if (played.stopped !== 'over' || !events.some((e) => e.type === 'ManoeuvreRevealed')) continue;
    if (!sinks(events, 'a') || !sinks(events, 'b')) continue;
    const recorded = recordGame(played.commands, SERVER_SEED);
    const seeds = { serverSeed: SERVER_SEED, playerSeed: played.state.playerSeed as string };
    const lines = exportGame({
      gameId: 'g-audit',
      events: recorded,
      seeds,
      published: { ...gameResult(recorded) },
    });
    return (cached = { gameId: 'g-audit', events, lines, export: text(lines) });
  }
  throw new Error('no seeded game ended with both boats sinking ships');
}

type Advanced = { seat: string; events: { type: string; data: { tonnage?: number } }[] };

/** The line of the seat's first command that sank a ship (5.2.1). */
export const sinkingLine = (game: AuditedGame, seat: 'a' | 'b'): number =>
  lineWhere(game.lines, (e) => {
    const data = e.data as Advanced;
    return (
      e.type === 'CareerAdvanced' && data.seat === seat && data.events.some((c) => c.type === 'ShipSunk')
    );
  });

/** The seat's first ship sunk made 1,000 t heavier, the chain rehashed as a careful forger would. */
export function heavierSinking(game: AuditedGame, seat: 'a' | 'b'): string {
  const heavier = (c: Advanced['events'][number]) =>
    c.type === 'ShipSunk' ? { ...c, data: { ...c.data, tonnage: (c.data.tonnage as number) + 1000 } } : c;
  return text(
    rehash(
      tamper(game.lines, sinkingLine(game, seat), (e) => ({
        ...e,
        data: { ...(e.data as Advanced), events: (e.data as Advanced).events.map(heavier) },
      })),
    ),
  );
}
