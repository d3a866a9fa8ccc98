import { fold, initialState, type CareerCommand, type CareerState, type Decision } from '../career';
import { isOffered } from './offered';
import { POLICIES, POLICY_NAMES } from './policies';
import { playCareer, type PlayOptions } from './play-career';
import { NoCommandToBuild, type Policy } from './policy';

// Beneath the Med (004) played by the bots to the career's end: they pick from what pending() offers,
// in the Med's words where they have a preference (7.2.1, 7.2.2), the first offered where they have none.

const CAREERS = 40;
const MED = { campaign: 'beneath-the-med', uboatType: 'Marconi', startDate: '1942-06' } as const;
const med = (i: number, extra: Partial<PlayOptions> = {}): PlayOptions => ({
  serverSeed: `bots-med-${i}`,
  ...MED,
  ...extra,
});

interface Seen {
  readonly state: CareerState;
  readonly decision: Decision;
  readonly command: CareerCommand;
}

function watched(policy: Policy, seen: Seen[]): Policy {
  return (state, decision) => {
    const command = policy(state, decision);
    seen.push({ state, decision, command });
    return command;
  };
}

describe.each(POLICY_NAMES)('the %s bot in Beneath the Med', (name) => {
  const seen: Seen[] = [];
  const careers = Array.from({ length: CAREERS }, (_, i) =>
    playCareer(watched(POLICIES[name], seen), med(i)),
  );

  it('sends only offered commands, and every career ends or stops at a rule not played yet', () => {
    expect(seen.filter((s) => !isOffered(s.decision, s.command))).toEqual([]);
    for (const career of careers) {
      expect(['blocked', 'ended', 'notImplemented']).toContain(career.stopped);
      expect(fold(career.events, initialState())).toEqual(career.state);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(playCareer(POLICIES[name], med(3)))).toBe(JSON.stringify(careers[3]));
  });

  it('7.2.1: closes on unescorted ships (no detection roll), as close as offered (the enemy submarine, 7.2.10); 7.2.2: surfaces at night as its taste says', () => {
    const approaches = seen.filter((s) => s.command.type === 'ChooseApproach');
    expect(approaches.length).toBeGreaterThan(0);
    const surfaces = { moderate: 'unescorted', cautious: 'never', aggressive: 'always' }[name];
    for (const { state, decision, command } of approaches) {
      const { escorted, timeOfDay } = state.encounter!;
      const data = command.data as { attack: string; range: string };
      const offered = decision.commands.find((c) => c.type === 'ChooseApproach')!.parameters as {
        range: readonly string[];
      };
      const closest = ['close', 'medium', 'long'].find((r) => offered.range.includes(r));
      if (!escorted) expect(data.range).toBe(closest);
      const first = { cautious: 'long', moderate: 'medium', aggressive: 'close' }[name]; // its taste's first range
      if (escorted) expect(data.range).toBe(first);
      const surfaced =
        timeOfDay === 'night' && (surfaces === 'always' || (surfaces === 'unescorted' && !escorted));
      expect(data.attack).toBe(surfaced ? 'nightSurface' : 'submerged');
    }
  });
});

describe('a Beneath the Med step the bot cannot play', () => {
  const firstFire =
    (p: Policy): Policy =>
    (state, decision) =>
      decision.step.kind === 'firing'
        ? ({ type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 9 }] } } as CareerCommand)
        : p(state, decision);
  const firing = (i: number) =>
    playCareer(POLICIES.moderate, med(i)).events.some((e) => e.type === 'TorpedoFired');
  const seed = Array.from({ length: 20 }, (_, i) => i).find(firing)!;

  it('a command decide refuses stops a Med career, recorded; in The Hunted it is thrown, a bug', () => {
    const played = playCareer(firstFire(POLICIES.moderate), med(seed));
    expect(played.stopped).toBe('refused');
    expect(played.refused?.rule).toBe('7.2.3');
    expect(() =>
      playCareer(firstFire(POLICIES.moderate), { serverSeed: 'hunted-refused', maxCommands: 5_000 }),
    ).toThrow(/no target/i);
  });

  it('nothing a bot can build (a free-text parameter only) stops a Med career as noCommand', () => {
    const step: Decision = {
      step: { kind: 'inPort' },
      commands: [{ type: 'AssignPatrol', parameters: { requestedArea: 'free text' } }],
    };
    expect(() => POLICIES.moderate(initialState(), step)).toThrow(NoCommandToBuild);
    const stuck: Policy = (state, decision) =>
      decision.step.kind === 'inPort' ? POLICIES.moderate(state, step) : POLICIES.moderate(state, decision);
    expect(playCareer(stuck, med(0)).stopped).toBe('noCommand');
  });
});
