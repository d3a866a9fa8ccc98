import { medStartCommand } from '@periscope/rules/testing';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  decide,
  fold,
  initialState,
  pending,
  rollsIn,
  RuleNotImplemented,
  ScriptedDice,
  type CareerEvent,
  type CareerState,
} from '@periscope/rules';
import { main } from '../main';
import { UsageError } from '../options';
import { CareerLog, readCareerLog } from './career-log';
import { parsePlayArgs, play } from './play.command';
import { pipedIO, tempFile } from './play.test-support';
import { describeRoll } from './render';
import { ENGINE } from './session';

const NEW = ['--seed', 'play-golden', '--type', 'VIIC', '--start', '1943-07'];
/** The first legal command at every prompt (and the first value of every parameter), more than a career needs. */
const FIRST = Array<string>(3000).fill('1');

const eventsOf = (path: string): CareerEvent[] => readCareerLog(path).lines.map((l) => l.event);
const stateOf = (path: string): CareerState => fold(eventsOf(path), initialState());

async function played(args: string[], answers: readonly string[] = FIRST, engine = ENGINE) {
  const { io, text } = pipedIO(answers);
  const code = await play([...args, '--lang', 'en'], io, engine);
  return { code, text: text() };
}

describe('periscope play', () => {
  it('plays a whole career from piped answers, printing every event and every roll with its modifiers', async () => {
    const save = tempFile('career.ndjson');
    const { code, text } = await played([...NEW, '--save', save]);
    expect(code).toBe(0);
    expect(text).toMatch(/Career (over|stopped): \d+ patrols?, [\d,]+ t sunk\./);
    expect(text).not.toContain('Stopped.'); // the answers did not run out
    expect(text).toContain('Server seed play-golden, player seed player');
    const state = stateOf(save);
    const stoppedByThrow = text.includes('The engine does not play rule');
    expect(stoppedByThrow || pending(state).commands.length === 0).toBe(true);
    if (state.step.kind === 'blocked') expect(text).toContain(`The career stops at rule ${state.step.rule}`);
    const events = eventsOf(save);
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) expect(text).toContain(event.type);
    const rolls = events.flatMap((e) => rollsIn(e.data));
    expect(rolls.map((r) => r.nonce)).toEqual(rolls.map((_, i) => i));
    for (const roll of rolls) expect(text).toContain(describeRoll(roll));
  });

  it('saves every event with its command and nonces; a resumed career equals one played straight through', async () => {
    const straight = tempFile('straight.ndjson');
    await played([...NEW, '--save', straight]);
    const commands = readCareerLog(straight).lines.at(-1)!.commandSeq;
    expect(commands).toBeGreaterThan(3);
    const split = tempFile('split.ndjson');
    const first = await played([...NEW, '--save', split], FIRST.slice(0, commands >> 1));
    expect(first.text).toContain(`Continue with: periscope play --resume ${split}`);
    const resumed = await played(['--resume', split]);
    expect(resumed.text).toMatch(/Resumed .*: \d+ events; \d+ rolls recomputed from the seeds in its header/);
    expect(readFileSync(split, 'utf8')).toBe(readFileSync(straight, 'utf8'));
    expect(stateOf(split)).toEqual(stateOf(straight));

    const { header, lines } = readCareerLog(straight);
    expect(header).toMatchObject({ format: 'periscope-career-log', serverSeed: 'play-golden' });
    expect(lines[0]).toMatchObject({ seq: 0, commandSeq: 0, command: { type: 'StartCareer' }, nonces: [0] });
    for (const line of lines) expect(line.nonces).toEqual(rollsIn(line.event.data).map((r) => r.nonce));
  });

  it('prints what the engine refuses, naming the rule, and asks again', async () => {
    const save = tempFile('errors.ndjson');
    const answers = [
      's',
      '99',
      '{"type":"FireDeckGun","data":{"targets":[0]}}',
      '{"type":"Scuttle","data":{}}',
      '{"type":"EnterNextBox","data":{"posture":"deep"}}',
      '{not json',
      'q',
    ];
    const { code, text } = await played([...NEW, '--save', save], answers);
    expect(code).toBe(0);
    expect(text).toContain('step inPort');
    expect(text).toContain('Answer 1-1');
    expect(text).toMatch(
      /✗ RuleViolation: FireDeckGun is not possible now .*\(rule [\d.]+\) \[command\/not-pending\]/,
    );
    expect(text).toContain(
      '✗ UnknownCommand: "Scuttle" is not a command of the career [command/unknown-type]',
    );
    expect(text).toContain('✗ InvalidCommand: EnterNextBox.data.posture');
    expect(text).toContain('That is not JSON.');
    expect(text).toContain('Stopped.');
    expect(eventsOf(save).map((e) => e.type)).toEqual(['CareerStarted']);
  });

  it('stops at RuleNotImplemented with the rule, keeping what was saved', async () => {
    const save = tempFile('gap.ndjson');
    const engine = {
      ...ENGINE,
      decide: ((state, command, dice, charts) => {
        if (command.type === 'AssignPatrol') throw new RuleNotImplemented('7.3.7', 'Penang');
        return decide(state, command, dice, charts);
      }) as typeof decide,
    };
    const { code, text } = await played([...NEW, '--save', save], FIRST, engine);
    expect(code).toBe(0);
    expect(text).toContain('The engine does not play rule 7.3.7 yet (RuleNotImplemented: 7.3.7 Penang)');
    expect(text).toContain('Career stopped: 0 patrols, 0 t sunk.');
    expect(eventsOf(save).map((e) => e.type)).toEqual(['CareerStarted']);
  });

  it('asks for the type and start date, and again after StartCareer refuses them', async () => {
    const answers = ['Type XV', '2', '1941-01', 'viic', '1943-07', 'q'];
    const { text } = await played(['--seed', 'ask'], answers);
    expect(text).toContain('1) VIIB   2) VIIC');
    expect(text).toContain('Not a choice: Type XV');
    expect(text).toMatch(/✗ RuleViolation: .*\(rule 4\.2\.1\)/);
    expect(text).toMatch(/CareerStarted {2}uboatType VIIC .*startDate 1943-07/);
  });

  it('resumes a file saved before the career started by asking for the type and start date', async () => {
    const save = tempFile('header-only.ndjson');
    await played(['--seed', 'early', '--save', save], []);
    expect(readCareerLog(save).lines).toEqual([]);
    const { text } = await played(['--resume', save], ['2', '1943-07', 'q']);
    expect(text).toContain('Resumed');
    expect(eventsOf(save).map((e) => e.type)).toEqual(['CareerStarted']);
  });

  it('lets a bot play', async () => {
    const { code, text } = await played([...NEW, '--bot', 'cautious'], []);
    expect(code).toBe(0);
    expect(text).toContain('cautious> AssignPatrol');
    expect(text).toMatch(/Career (over|stopped)/);
  });

  it('does not resume a saved career of Beneath the Med, whose board it does not draw, and says so', async () => {
    const save = tempFile('med.ndjson');
    const seeds = { serverSeed: 'med-play-server', playerSeed: 'med-play-player' };
    const start = medStartCommand(seeds);
    CareerLog.create(save, seeds).append(start, decide(initialState(), start, new ScriptedDice([])), 0);
    const resumed = await played(['--resume', save], []);
    expect(resumed.code).toBe(1);
    expect(resumed.text).toContain(`${save} is a Beneath the Med career: its rolls match its seeds`);
  });

  it('refuses a saved file whose rolls do not match its seeds, and never overwrites one', async () => {
    const save = tempFile('tampered.ndjson');
    await played([...NEW, '--save', save], ['q']);
    const text = readFileSync(save, 'utf8');
    const face = /"faces":\[(\d)\]/.exec(text) as RegExpExecArray;
    writeFileSync(save, text.replace(face[0], `"faces":[${(Number(face[1]) % 6) + 1}]`));
    const resumed = await played(['--resume', save], []);
    expect(resumed.code).toBe(1);
    expect(resumed.text).toContain(`${save} does not match its seeds: nonce 0 (1d6)`);
    const again = await played([...NEW, '--save', save], []);
    expect(again.code).toBe(1);
    expect(again.text).toContain(`${save} exists: continue it with --resume ${save}`);
    const missing = await played(['--resume', `${save}.missing`], []);
    expect(missing).toMatchObject({ code: 1 });
    writeFileSync(`${save}.txt`, 'hello\n');
    const notALog = await played(['--resume', `${save}.txt`], []);
    expect(notALog).toMatchObject({ code: 1, text: expect.stringContaining('line 1 is not JSON') });
  });
});

describe('periscope play options', () => {
  it('reads them', () => {
    const args = [...NEW, '--bot', 'aggressive', '--no-color', '--torpedo-swaps=-2', '--lang', 'it'];
    expect(parsePlayArgs(args)).toEqual({
      type: 'VIIC',
      start: '1943-07',
      seed: 'play-golden',
      playerSeed: 'player',
      kommandant: 'Kaleun',
      torpedoSwaps: -2,
      options: {},
      bot: 'aggressive',
      noColor: true,
      language: 'it',
      save: undefined,
      resume: undefined,
    });
  });

  it.each([
    [
      ['--resume', 'a.ndjson', '--type', 'VIIC'],
      /--resume continues a saved career; --type starts a new one/,
    ],
    [['--type', 'VIII'], /--type takes VIIB, VIIC/],
    [['--start', 'July'], /--start takes YYYY-MM/],
    [['--bot', 'reckless'], /--bot takes cautious, aggressive, moderate/],
    [['--torpedo-swaps', 'two'], /--torpedo-swaps must be an integer/],
    [['--lang', 'de'], /--lang: one of en, es, it/],
  ])('rejects %j', (args, message) => {
    expect(() => parsePlayArgs(args)).toThrow(UsageError);
    expect(() => parsePlayArgs(args)).toThrow(message);
  });

  it('is a CLI command: --help, and exit 2 on a bad option', async () => {
    const out = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await main(['play', '--help'])).toBe(0);
      expect(String(out.mock.calls[0][0])).toContain('usage: periscope play [--type VIIC]');
      expect(await main(['play', '--type', 'VIII'])).toBe(2);
      expect(String(err.mock.calls[0][0])).toContain('periscope play: --type takes');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
