import {
  commitment,
  decide,
  evolve,
  initialState,
  pending,
  POLICIES,
  SeededDice,
  type CareerCommand,
  type CareerState,
} from '@periscope/rules';
import { UsageError } from '../options';
import { readCareerLog } from './career-log';
import { chooseCommand, menuOf } from './menu';
import { parsePlayArgs, play } from './play.command';
import { pipedIO, tempFile } from './play.test-support';
import { describeStatus, postureOf } from './status';
import { Terminal } from './terminal';

describe('periscope play: the optional rules (§14, §15)', () => {
  it('switches each --option on, with a value when it takes one', () => {
    const args = ['--option', 'reducedConvoyTargets', '--option', 'evasiveManoeuvres=escortRolled'];
    expect(parsePlayArgs(args).options).toEqual({
      reducedConvoyTargets: true,
      evasiveManoeuvres: 'escortRolled',
    });
    expect(parsePlayArgs(['--option', 'extremeRange=false']).options).toEqual({ extremeRange: false });
    expect(parsePlayArgs([]).options).toEqual({});
  });

  it('refuses a rule it does not know, and the tournament-only wolfpack boat', () => {
    expect(() => parsePlayArgs(['--option', 'godMode'])).toThrow(UsageError);
    expect(() => parsePlayArgs(['--option', 'wolfpackTournament'])).toThrow(UsageError);
    expect(() => parsePlayArgs(['--resume', 'x.ndjson', '--option', 'extremeRange'])).toThrow(UsageError);
  });

  it('starts the career with them (CareerStarted records the options)', async () => {
    const save = tempFile('options.ndjson');
    const { io } = pipedIO(['q']);
    const args = ['--seed', 's', '--type', 'VIIC', '--start', '1943-07', '--save', save];
    expect(await play([...args, '--option', 'reducedConvoyTargets', '--option', 'extremeRange'], io)).toBe(0);
    const started = readCareerLog(save).lines[0].event;
    expect(started.type).toBe('CareerStarted');
    expect(started.data).toMatchObject({ options: { reducedConvoyTargets: true, extremeRange: true } });
  });
});

describe('periscope play: the status line', () => {
  it('shows the hull and flooding tracks against their boxes, BOLD left, each tube, and the crew', () => {
    const state = firstState((s) => s.patrol !== null);
    const status = describeStatus(state).join('\n');
    expect(status).toMatch(/hull 0\/\d+ · flooding 0\/\d+ · deck gun \d+ · BOLD \d+ left/);
    expect(status).toMatch(/tubes bow \[(\w+ ?){4}\] · stern \[\w+\] · reloads \d+ fwd \+ \d+ aft/);
    expect(status).toMatch(/crew \w+: all fit/);
  });

  it('shows the boat submerged under the depth charges, whatever posture it travelled in (9.6)', () => {
    const state = firstState((s) => s.encounter?.hunt != null && s.patrol?.posture === 'surfaced');
    expect(postureOf(state)).toMatch(/^submerged/);
    expect(describeStatus(state).join('\n')).toMatch(/· submerged, (depth-charged|hunted) ·/);
  });
});

describe('periscope play: the salvo tube by tube (9.2.1)', () => {
  const firing = () =>
    firstState((s) => s.step.kind === 'firing' && (s.encounter?.ships.length ?? 0) >= 2 && bowLoaded(s) >= 2);

  it('offers it beside the ready-made salvos, and names what each tube holds', () => {
    const state = firing();
    const items = menuOf(pending(state), state);
    expect(items.map((i) => i.label)).toContain(
      'FireTorpedoes  tube by tube (a target for each tube, or hold it)',
    );
    expect(items.find((i) => i.command?.type === 'FireTorpedoes')?.label).toMatch(/bow tube 0 \(\w+\) →/);
  });

  it('builds a split salvo from one target per tube (bow 0 at ship 0, bow 1 at ship 1, the rest held)', async () => {
    const state = firing();
    const items = menuOf(pending(state), state);
    const form = items.findIndex((i) => i.label.includes('tube by tube')) + 1;
    const tubes = 5; // a VIIC: 4 bow, 1 stern, all loaded at the first encounter
    const { io, text } = pipedIO([String(form), '2', '3', ...Array<string>(tubes - 2).fill('1')]);
    const terminal = new Terminal(io, false);
    const command = await chooseCommand(terminal, pending(state), state);
    terminal.close();
    expect(command).toEqual({
      type: 'FireTorpedoes',
      data: {
        shots: [
          { end: 'bow', tube: 0, target: 0 },
          { end: 'bow', tube: 1, target: 1 },
        ],
      },
    });
    expect(text()).toMatch(/bow tube 0 holds a \w+: 1\) hold {3}2\) 0 /);
    const dice = new SeededDice({ serverSeed: 'split', playerSeed: 'bot' }, 0);
    const fired = decide(state, command as CareerCommand, dice).filter((e) => e.type === 'TorpedoFired');
    expect(fired).toHaveLength(2); // the engine takes the split salvo
  });
});

// ---- fixtures ----

const bowLoaded = (s: CareerState) => s.boat?.torpedoes.bowTubes.filter((t) => t !== null).length ?? 0;

/** The first state of aggressive bot careers (VIIC, 1943-07, seeds play-<n>) that meets the test. */
function firstState(test: (state: CareerState) => boolean): CareerState {
  for (let n = 0; n < 200; n++) {
    const seeds = { serverSeed: `play-${n}`, playerSeed: 'bot' };
    const start: CareerCommand = {
      type: 'StartCareer',
      data: {
        uboatType: 'VIIC',
        startDate: '1943-07',
        kommandant: 'Kaleun',
        seedCommitment: commitment(seeds.serverSeed),
        playerSeed: 'bot',
      },
    };
    let state = initialState();
    let nonce = 0;
    for (let command: CareerCommand | null = start; command !== null;) {
      const dice = new SeededDice(seeds, nonce);
      state = decide(state, command, dice).reduce(evolve, state);
      nonce = dice.nextNonce;
      if (test(state)) return state;
      const decision = pending(state);
      command = decision.commands.length > 0 ? POLICIES.aggressive(state, decision) : null;
    }
  }
  throw new Error('no bot career reached the state');
}
