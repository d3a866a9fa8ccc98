import {
  aggressive,
  commitment,
  decide,
  defaultChartPack,
  evolve,
  gameReference,
  initialState,
  pending,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type GameReference,
  type UBoatType,
  type YearMonth,
} from '@periscope/rules';
import type { ClientEvent } from '../events';

// Real engine states for the board's tests: a seeded career played by the aggressive bot until a predicate holds.

export interface Played {
  readonly state: CareerState;
  readonly events: readonly ClientEvent[];
}

export interface PlayUntil {
  readonly seed?: string;
  readonly uboatType?: UBoatType;
  readonly startDate?: YearMonth;
  readonly maxCommands?: number;
}

const clientEvent = (event: CareerEvent, revision: number): ClientEvent => ({
  revision,
  position: revision + 1,
  type: event.type,
  data: event.data,
  recordedAt: '2026-01-01T00:00:00.000Z',
});

const startCommand = (serverSeed: string, uboatType: UBoatType, startDate: YearMonth): CareerCommand => ({
  type: 'StartCareer',
  data: {
    uboatType,
    startDate,
    kommandant: 'Kptlt. Prien',
    seedCommitment: commitment(serverSeed),
    playerSeed: 'board',
  },
});

/** Plays until `until(state)` holds after a command; throws when the career ends or the limit comes first. */
export function playUntil(until: (state: CareerState) => boolean, options: PlayUntil = {}): Played {
  const { seed = 'board-1', uboatType = 'VIIC', startDate = '1943-07', maxCommands = 2_000 } = options;
  const dice = new SeededDice({ serverSeed: seed, playerSeed: 'board' });
  const events: ClientEvent[] = [];
  let state = initialState();
  const send = (command: CareerCommand) => {
    for (const event of decide(state, command, dice, defaultChartPack)) {
      events.push(clientEvent(event, events.length));
      state = evolve(state, event);
    }
  };
  send(startCommand(seed, uboatType, startDate));
  for (let sent = 0; !until(state); sent++) {
    const decision = pending(state);
    if (decision.commands.length === 0 || sent > maxCommands)
      throw new Error(`never reached (${state.step.kind})`);
    send(aggressive(state, decision));
  }
  return { state, events };
}

/** Just started: in port before the first patrol. */
export const inPort = (): Played => playUntil((s) => s.step.kind === 'inPort');

/** Out on patrol, between encounters. */
export const atSea = (): Played =>
  playUntil((s) => s.step.kind === 'underway' && (s.patrol?.boxIndex ?? -1) >= 1);

/** Ships sighted and the approach chosen: the combat mat holds its target columns. */
export const meetingShips = (): Played => playUntil((s) => s.step.kind === 'firing');

/** A ship with damage points on it that is still afloat. */
export const shipDamaged = (): Played =>
  playUntil(
    (s) => s.encounter?.ships.some((ship) => ship.damage > 0 && ship.damage < ship.sinkPoints) ?? false,
    {
      seed: 'board-2',
    },
  );

/** The escorts' hunt: a depth-charge attack has been made in this encounter. */
export const depthCharged = (): Played =>
  playUntil((s) => s.step.kind === 'evading' && (s.encounter?.hunt?.detectionRolls ?? 0) > 1);

/** An aircraft has attacked and hit the boat (9.8); it may stay surfaced or dive (9.8.9). */
export const airAttack = (): Played => playUntil((s) => s.air !== null, { seed: 'board-23' });

/** GET /api/reference as the server builds it from the engine's chart pack. */
export const engineReference = (): GameReference => gameReference();
