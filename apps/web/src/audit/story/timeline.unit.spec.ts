import { commitment, decide, initialState, ScriptedDice, type CareerCommand } from '@periscope/rules';
import { switchLanguage } from '../../i18n/i18n';
import type { StoryEvent } from './export-events';
import { careerTimeline } from './timeline';

const start = (data: Record<string, unknown>): StoryEvent => {
  const command = {
    type: 'StartCareer',
    data: { startDate: '1942-06', seedCommitment: commitment('s'), playerSeed: 'p', ...data },
  } as unknown as CareerCommand;
  const [started] = decide(initialState(), command, new ScriptedDice([6, 6, 6, 6]));
  return { line: 2, stream: 'career-1', revision: 0, type: started.type, data: started.data };
};
const assigned: StoryEvent = {
  line: 3,
  stream: 'career-1',
  revision: 1,
  type: 'PatrolAssigned',
  data: { number: 1, date: '1942-06', area: 'ionian' },
};

describe("an audit's timeline of a career of either game", () => {
  afterAll(() => switchLanguage('en'));

  it('Given a Beneath the Med career, Then it is titled in its own words and its patrols are read', async () => {
    const med = start({ campaign: 'beneath-the-med', uboatType: 'Perla', kommandant: 'T.V. Prova' });
    const timeline = careerTimeline([med, assigned]);
    expect(timeline).toMatchObject({ title: 'T.V. Prova, Perla-class submarine', med: true });
    expect(timeline.patrols).toMatchObject([{ number: 1, area: 'ionian', line: 3 }]);
    await switchLanguage('it');
    expect(careerTimeline([med]).title).toBe('T.V. Prova, sommergibile classe Perla');
    await switchLanguage('es');
    expect(careerTimeline([med]).title).toBe('T.V. Prova, submarino de la clase Perla');
  });

  it('Given a career of The Hunted, Then its title names the Type and its patrols are read as before', async () => {
    await switchLanguage('en');
    const hunted = start({
      uboatType: 'VIIC',
      kommandant: 'Kptlt. Prien',
      uboatId: 'U-47',
      startDate: '1943-07',
    });
    const timeline = careerTimeline([hunted, assigned]);
    expect(timeline.title).toBe('Kptlt. Prien, U-47 (Type VIIC)');
    expect(timeline.med).toBeUndefined();
    expect(timeline.patrols).toHaveLength(1);
  });
});
