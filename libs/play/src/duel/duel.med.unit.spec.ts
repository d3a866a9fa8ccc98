import { InvalidCommand, RuleNotImplemented } from '@periscope/rules';
import { createGame, duelSpec, run, startedGame, stateOf } from '../play.fixtures';
import type { CareerAdvanced, GameCreated } from './events';
import { firstOpponentRoll, isOpponentRoll } from './opponent-rolls';

const MED = { campaign: 'beneath-the-med', uboatType: 'Marcello', startDate: '1940-06' } as const;

describe('two-player game: Beneath the Med (10.1)', () => {
  describe('when the creator names the campaign', () => {
    it('10.1: the settings record it, and both careers start under it with the same class and month', () => {
      const events = startedGame(MED);
      const created = events[0] as GameCreated;
      expect(created.data.settings.campaign).toEqual({ id: 'beneath-the-med', rulesetVersion: '2' });
      const starts = events.filter((e): e is CareerAdvanced => e.type === 'CareerAdvanced');
      expect(starts.map((e) => e.data.seat)).toEqual(['a', 'b']);
      for (const start of starts)
        expect(start.data.events[0]).toMatchObject({
          type: 'CareerStarted',
          data: {
            campaign: { id: 'beneath-the-med', rulesetVersion: '2' },
            uboatType: 'Marcello',
            startDate: '1940-06',
          },
        });
      expect(stateOf(events).seats.a?.career.career?.campaign.id).toBe('beneath-the-med');
    });

    it('a U-boat type or a month of The Hunted is refused naming its field', () => {
      duelSpec
        .given([])
        .when(createGame({ ...MED, uboatType: 'VIIC' }))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.uboatType');
      duelSpec
        .given([])
        .when(createGame({ ...MED, startDate: '1944-02' }))
        .thenThrows(InvalidCommand, (e: InvalidCommand) => e.field === 'data.startDate');
    });

    it('11.3: the evasion chosen against the escort is not played yet, so it fails loudly', () => {
      duelSpec
        .given([])
        .when(createGame({ ...MED, options: { evasiveManoeuvres: 'escortRolled' } }))
        .thenThrows(RuleNotImplemented, (e: RuleNotImplemented) => e.rule === '11.3');
    });
  });

  it('10.1, Q-BTM-DUEL-ROLLS: the opponent rolls the crash dive on [A4], not the patrol assignment on [A1a]', () => {
    const roll = (chart: string) =>
      ({ kind: '2d6', values: [3, 3], total: 6, nonce: 4, purpose: 'p', rule: '7.3.1', chart }) as never;
    expect(isOpponentRoll(roll('A4'), 'beneath-the-med')).toBe(true);
    expect(isOpponentRoll(roll('A1a Tyrrhenian'), 'beneath-the-med')).toBe(false);
    expect(isOpponentRoll(roll('A4'))).toBe(false);
    expect(firstOpponentRoll([], 0, 'beneath-the-med')).toBeNull();
  });

  it('a game that names no campaign records none (its events as before)', () => {
    const [created] = run([createGame()]) as [GameCreated];
    expect(created.data.settings).not.toHaveProperty('campaign');
  });
});
