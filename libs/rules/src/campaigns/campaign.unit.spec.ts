import { defaultChartPack } from '../charts';
import { commitment, ScriptedDice } from '../dice';
import { InvalidCommand } from '../errors';
import { decide, evolve, initialState, type CareerCommand, type CareerEvent } from '../career';
import { DEFAULT_CAMPAIGN, rulesetOf } from './registry';
import { THE_HUNTED } from './the-hunted';

const start = (campaign?: string): CareerCommand =>
  ({
    type: 'StartCareer',
    data: {
      uboatType: 'IXC',
      startDate: '1943-07',
      kommandant: 'Kptlt. Test',
      seedCommitment: commitment('server'),
      playerSeed: 'player',
      ...(campaign === undefined ? {} : { campaign }),
    },
  }) as CareerCommand;

const startedBy = (command: CareerCommand) => {
  const events = decide(initialState(), command, new ScriptedDice([6, 6, 6]), defaultChartPack);
  const state = events.reduce(evolve, initialState());
  return { started: events[0] as Extract<CareerEvent, { type: 'CareerStarted' }>, state };
};

describe('a career records the campaign it is started under (docs/chart-packs/README.md "Campaigns")', () => {
  it('Given no career, When StartCareer names The Hunted, Then CareerStarted records it and its ruleset', () => {
    const { started, state } = startedBy(start('the-hunted'));
    expect(started.data.campaign).toEqual({ id: 'the-hunted', rulesetVersion: '1' });
    expect(started.data.chartPack.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.career?.campaign).toEqual({ id: 'the-hunted', rulesetVersion: '1' });
  });

  it('Given a StartCareer that names no campaign (as before campaigns were data), Then its events stay as they were and the career is The Hunted', () => {
    const { started, state } = startedBy(start());
    expect('campaign' in started.data).toBe(false);
    expect(state.career?.campaign).toEqual(DEFAULT_CAMPAIGN);
    expect(rulesetOf(DEFAULT_CAMPAIGN)).toBe(THE_HUNTED);
  });

  it('When StartCareer names Beneath the Med and one of its classes, Then its career records the campaign and ruleset', () => {
    const command = start('beneath-the-med') as Extract<CareerCommand, { type: 'StartCareer' }>;
    const events = decide(
      initialState(),
      { ...command, data: { ...command.data, uboatType: 'Perla', startDate: '1942-06' } },
      new ScriptedDice([]),
    );
    const state = events.reduce(evolve, initialState());
    expect(events.map((e) => e.type)).toEqual(['CareerStarted']);
    expect(events[0].data).toMatchObject({ campaign: { id: 'beneath-the-med', rulesetVersion: '3' } });
    expect(state.career?.campaign).toEqual({ id: 'beneath-the-med', rulesetVersion: '3' });
  });

  it('When StartCareer names Beneath the Med with a U-boat type of The Hunted, Then the command is refused by field', () => {
    expect(() => startedBy(start('beneath-the-med'))).toThrow(InvalidCommand);
  });

  it('When a Beneath the Med career meets an aircraft in its first travel box and fails its crash dive, Then its attack, the crew injury on [B8] and the aircraft shadowing the boat are played, and the boat sails on', () => {
    const command = start('beneath-the-med') as Extract<CareerCommand, { type: 'StartCareer' }>;
    const dice = new ScriptedDice({
      '2d6': [
        [3, 4],
        [1, 1], // [A3] Transit: aircraft
        [1, 2], // [A4] crash dive: an attack
        [5, 5], // [A2] the AA fired misses (7.3.4)
        [1, 1], // [B4] 2 +2: one hit (7.3.3)
        [3, 4], // [B8] who: 7, a generic crewman (7.5.6)
        [3, 4], // [A3] extra combat round: 7, nothing comes, the aircraft leaves (7.3.3)
      ],
      d66: [[1, 3]], // [B5] 13: no effect
      '1d6': [1], // [B8] how badly: a light wound
    });
    const go = [
      { ...command, data: { ...command.data, uboatType: 'Perla', startDate: '1942-06' } },
      { type: 'AssignPatrol', data: {} },
    ] as CareerCommand[];
    const state = go.reduce((s, c) => decide(s, c, dice).reduce(evolve, s), initialState());
    const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
    const caught = decide(state, enter, dice).reduce(evolve, state);
    expect(caught.step).toMatchObject({ kind: 'antiAircraft', rule: '7.3.3' });
    const fire: CareerCommand = { type: 'StaySurfaced', data: {} };
    const attacked = decide(caught, fire, dice).reduce(evolve, caught);
    expect(attacked.step).toEqual({ kind: 'underway' });
    expect(attacked.air).toBeNull();
    expect((attacked.career as unknown as { wounds: { generic: string[] } }).wounds.generic).toContain(
      'lightlyWounded',
    );
  });

  it('When StartCareer names a game of no campaign, Then the command is refused by field', () => {
    expect(() => startedBy(start('the-hunters'))).toThrow(InvalidCommand);
  });

  it('refuses to play a ruleset version it does not hold, rather than play other rules', () => {
    expect(() => rulesetOf({ id: 'the-hunted', rulesetVersion: '0' })).toThrow(
      'RuleNotImplemented: campaign the-hunted ruleset 0',
    );
  });

  it("cites a seed line for each of The Hunted's constants", () => {
    const cited = [THE_HUNTED.calendar.start, THE_HUNTED.calendar.end, ...Object.values(THE_HUNTED.follow)];
    for (const { source } of cited) expect(source).toMatch(/^000 L\d+(, 000 L\d+)*$/);
  });
});
