import { fold, initialState, type CareerCommand, type Decision } from '../career';
import { isOffered } from './offered';
import { POLICIES, POLICY_NAMES } from './policies';
import { playCareer } from './play-career';
import type { Policy } from './policy';

// Beneath the Med's optional rules of §11 played by the bots: the evasive manoeuvre (11.3) is a step of its own.

const CAREERS = 12;
const OPTIONS = {
  standardTonnage: true,
  evasiveManoeuvres: 'escortRolled',
  variableEscortQuality: true,
  variableAircraftQuality: true,
} as const;

describe.each(POLICY_NAMES)('the %s bot in Beneath the Med with 11.1, 11.3, 11.4 and 11.5', (name) => {
  const seen: { decision: Decision; command: CareerCommand }[] = [];
  const watched: Policy = (state, decision) => {
    const command = POLICIES[name](state, decision);
    seen.push({ decision, command });
    return command;
  };
  const careers = Array.from({ length: CAREERS }, (_, i) =>
    playCareer(watched, {
      serverSeed: `bots-med-options-${i}`,
      campaign: 'beneath-the-med',
      uboatType: 'Marconi',
      startDate: '1942-06',
      careerOptions: OPTIONS,
    }),
  );

  it('sends only offered commands, picks its evasive numbers, and every career ends or stops at a rule not played yet', () => {
    expect(seen.filter((s) => !isOffered(s.decision, s.command))).toEqual([]);
    for (const career of careers) {
      expect(['blocked', 'ended', 'notImplemented']).toContain(career.stopped);
      expect(fold(career.events, initialState())).toEqual(career.state);
    }
    const played = careers.flatMap((c) => c.events.map((e) => e.type));
    expect(played).toContain('EvasiveManoeuvreMade');
    expect(played).toContain('EscortQualityRolled');
  });
});
