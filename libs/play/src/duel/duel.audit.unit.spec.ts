import { POLICIES, type RecordedRoll } from '@periscope/rules';
import { auditGame } from './audit';
import type { CareerAdvanced, GameEvent } from './events';
import { firstOpponentRoll, isOpponentRoll } from './opponent-rolls';
import { playGame } from './play-game';

const roll = (chart: string | undefined, rule = '9.6.9'): RecordedRoll => ({
  purpose: 'test',
  rule,
  ...(chart !== undefined && { chart }),
  dice: '2d6',
  nonce: 0,
  faces: [3, 4],
  natural: 7,
  modifiers: [],
  total: 7,
});

describe('who rolls what in a two-player game (13.1.2, Q-35, TP-ROLLS)', () => {
  it.each([
    ['E2', true],
    ['E2 close range', true],
    ['E3', true],
    ['E3 special attack', true],
    ['E3a', true],
    ['E3c damage', true],
    ['E3e', true],
    ['E4', true],
    ['E2 extreme range', true],
    ['E4 extra flooding', false],
    ['E5a who', true],
    ['E5a severity', true],
    ['escort quality', true],
    ['aircraft quality', true],
    ['A1', true],
    ['A1 special attack', true],
    ['A2', false],
    ['E1 atlantic', false],
    ['E5', false],
    ['U1 medium', false],
    ['U3', false],
    ['B12 escort', false],
  ])('[%s]: the opponent rolls it = %s', (chart, opponent) => {
    expect(isOpponentRoll(roll(chart))).toBe(opponent);
  });

  it('the rolls of an air attack without a chart are the opponent’s (9.8.9, 11.4.7); a test-depth roll is not (9.6.4)', () => {
    expect(isOpponentRoll(roll(undefined, '9.8.9'))).toBe(true);
    expect(isOpponentRoll(roll(undefined, '11.4.7'))).toBe(true);
    expect(isOpponentRoll(roll(undefined, '9.6.4'))).toBe(false);
  });

  it('only the rolls of this decision count: an earlier roll carried again is not awaited', () => {
    const event = { type: 'EscortDetectionRolled', data: { roll: { ...roll('E2'), nonce: 4 } } } as never;
    expect(firstOpponentRoll([event], 4)).toEqual({ chart: 'E2', purpose: 'test', rule: '9.6.9' });
    expect(firstOpponentRoll([event], 5)).toBeNull();
  });
});

describe('auditGame (TP-SEEDS)', () => {
  const serverSeed = 'audit-server-seed';
  const { events } = playGame(
    [
      { seat: 'a', policy: POLICIES.aggressive, seed: 'audit-a', secret: 'audit-secret-a' },
      { seat: 'b', policy: POLICIES.cautious, seed: 'audit-b', secret: 'audit-secret-b' },
    ],
    { serverSeed, terms: { options: { evasiveManoeuvres: 'escortChosen' } } },
  );
  const at = (type: GameEvent['type'], n = 0) =>
    events.map((e, i) => [e, i] as const).filter(([e]) => e.type === type)[n][1];
  const changed = (index: number, change: (event: GameEvent) => GameEvent) =>
    events.map((event, i) => (i === index ? change(event) : event));

  it('finds nothing wrong with an honest game', () => {
    expect(auditGame(events, serverSeed)).toEqual([]);
  });

  it('finds a server seed that is not the one committed to', () => {
    expect(auditGame(events, 'another seed')[0]).toBe(
      '#0 GameCreated: the server seed does not match its commitment',
    );
  });

  it('finds a player seed that is not the one committed to', () => {
    const i = at('SeedRevealed');
    const forged = changed(
      i,
      (e) => ({ ...e, data: { ...(e.data as object), seed: 'forged' } }) as GameEvent,
    );
    expect(auditGame(forged, serverSeed)).toContain(
      `#${i} SeedRevealed: seat a's seed does not match its commitment`,
    );
  });

  it('finds a roll whose faces the seeds do not give, and a decision that does not recompute', () => {
    const i = events.findIndex((e) => e.type === 'CareerAdvanced' && e.data.rolledBy !== null);
    const forged = changed(i, (e) => {
      const data = (e as CareerAdvanced).data;
      const text = JSON.stringify(data.events).replace(
        /"faces":\[(\d)/,
        (_, d) => `"faces":[${(Number(d) % 6) + 1}`,
      );
      return { ...e, data: { ...data, events: JSON.parse(text) } } as GameEvent;
    });
    const problems = auditGame(forged, serverSeed);
    expect(problems).toContain(`#${i} CareerAdvanced: the career decides other events than the ones stored`);
    expect(problems.some((p) => p.startsWith(`#${i} CareerAdvanced: nonce`))).toBe(true);
  });

  it('finds a decision that skipped nonces (a discarded roll)', () => {
    const i = events.findIndex((e, n) => n > 10 && e.type === 'CareerAdvanced');
    const forged = changed(i, (e) => {
      const data = (e as CareerAdvanced).data;
      return {
        ...e,
        data: { ...data, dice: { ...data.dice, firstNonce: data.dice.firstNonce + 1 } },
      } as GameEvent;
    });
    expect(
      auditGame(forged, serverSeed).some((p) => p.startsWith(`#${i} CareerAdvanced: dice start at`)),
    ).toBe(true);
  });

  it('finds a winner who does not have the most tonnage (13.1.3)', () => {
    const i = at('GameEnded');
    const forged = changed(
      i,
      (e) => ({ ...e, data: { ...(e.data as object), winner: 'b', tonnage: { a: 0, b: 1 } } }) as GameEvent,
    );
    expect(auditGame(forged, serverSeed)[0]).toMatch(
      new RegExp(`^#${i} GameEnded: the careers give tonnage`),
    );
  });
});
