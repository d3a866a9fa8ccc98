import { randomBytes } from 'node:crypto';
import {
  commitment,
  POLICIES,
  RuleNotImplemented,
  RulesError,
  RuleViolation,
  UBOAT_TYPES,
  type CareerCommand,
  type CareerState,
  type DiceSeeds,
} from '@periscope/rules';
import { auditCareerLog, CareerLog, CareerLogError, readCareerLog, type CareerLogFile } from './career-log';
import { chooseCommand } from './menu';
import { pick } from './pick';
import type { PlayOptions } from './play-options';
import type { PlayWords } from './play-words';
import { describeCommand, describeEvent, tons } from './render';
import { describeStatus, stepName } from './status';
import { Session, type Engine } from './session';
import type { Terminal } from './terminal';

/** A bot plays at most this many commands (a career is a few hundred). */
const BOT_COMMANDS = 20_000;

type Outcome = 'decided' | 'refused' | RuleNotImplemented;

/** One `periscope play`: a new or resumed career, played to its end, a rule not played yet, or the player's quit. */
export class Game {
  #session: Session | null = null;

  constructor(
    private readonly options: PlayOptions,
    private readonly terminal: Terminal,
    private readonly engine: Engine,
  ) {}

  async run(): Promise<number> {
    const ready = this.options.resume ? this.resume(this.options.resume) : this.start();
    if (ready !== 'ready') return ready;
    if (this.#state.step.kind === 'setup') {
      const started = await this.#startCareer();
      if (started !== 'ready') return started;
    }
    return this.playOn();
  }

  get #words(): PlayWords {
    return this.terminal.words;
  }

  get #state(): CareerState {
    return (this.#session as Session).state;
  }

  #error(text: string): void {
    this.terminal.write(this.terminal.paint('red', text));
  }

  /** A saved career: its rolls recomputed from the header's seeds, folded, the dice at the next nonce. */
  resume(path: string): 'ready' | number {
    const file = this.#read(path);
    if (file === null) return 1;
    const audit = auditCareerLog(file);
    if (audit.problems.length > 0) {
      this.#error(this.#words.notMatching(path, audit.problems.slice(0, 3).join('; ')));
      return 1;
    }
    if (playsMed(file)) {
      this.#error(this.#words.medNotPlayed(path)); // its rolls check out (above); its board is not drawn here
      return 1;
    }
    this.#session = Session.resumed(path, file, this.engine);
    const { nextNonce } = this.#session;
    this.terminal.write(
      this.#words.resumed(path, String(file.lines.length), String(audit.rolls), String(nextNonce)),
    );
    for (const gap of audit.gaps) this.#error(this.#words.diceGap(gap));
    return 'ready';
  }

  #read(path: string): CareerLogFile | null {
    try {
      return readCareerLog(path);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!(error instanceof CareerLogError) && code !== 'ENOENT' && code !== 'EISDIR') throw error;
      this.#error(
        error instanceof CareerLogError
          ? this.#words.notALog(error)
          : this.#words.cannotRead(path, String(code)),
      );
      return null;
    }
  }

  /** A new career: the seeds and the save file. */
  start(): 'ready' | number {
    const { seed, playerSeed, save } = this.options;
    const seeds: DiceSeeds = { serverSeed: seed ?? randomBytes(32).toString('hex'), playerSeed };
    const log = save === undefined ? null : this.#createLog(save, seeds);
    if (log === undefined) return 1;
    this.#session = new Session(seeds, log, this.engine);
    const words = this.#words;
    this.terminal.write(
      words.dice(commitment(seeds.serverSeed), playerSeed) +
        (save === undefined ? '.' : `${words.seedsKept(save)}.`),
    );
    return 'ready';
  }

  /** StartCareer from the options or the answers, asked again while the engine refuses it. */
  async #startCareer(): Promise<'ready' | number> {
    for (;;) {
      const command = await this.#startCommand((this.#session as Session).seeds);
      if (command === null) return 0;
      const outcome = this.#send(command);
      if (outcome === 'decided') return 'ready';
      if (outcome instanceof RuleNotImplemented) return this.#notImplemented(outcome);
      if (this.options.type !== undefined && this.options.start !== undefined) return 2;
    }
  }

  #createLog(path: string, seeds: DiceSeeds): CareerLog | undefined {
    try {
      return CareerLog.create(path, seeds);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      this.#error(this.#words.exists(path));
      return undefined;
    }
  }

  async #startCommand(seeds: DiceSeeds): Promise<CareerCommand | null> {
    const uboatType = this.options.type ?? (await this.#askType());
    if (uboatType === null) return null;
    const startDate = this.options.start ?? (await this.terminal.ask(this.#words.startDate));
    if (startDate === null) return null;
    const { kommandant, torpedoSwaps, options } = this.options;
    const seedCommitment = commitment(seeds.serverSeed);
    const data = {
      uboatType,
      startDate,
      kommandant,
      seedCommitment,
      playerSeed: seeds.playerSeed,
      ...(Object.keys(options).length > 0 && { options }),
    };
    return {
      type: 'StartCareer',
      data: torpedoSwaps === undefined ? data : { ...data, torpedoSwaps },
    } as CareerCommand;
  }

  /** The types StartCareer offers (pending), by number or name. */
  async #askType(): Promise<string | null> {
    const offer = this.engine.pending(this.#state).commands.find((c) => c.type === 'StartCareer');
    const types = (offer?.parameters.uboatType ?? UBOAT_TYPES) as readonly string[];
    this.terminal.write(`${this.#words.uboatType}: ${types.map((t, i) => `${i + 1}) ${t}`).join('   ')}`);
    const i = await pick(this.terminal, this.#words.typePrompt, types);
    return i === null ? null : types[i];
  }

  async playOn(): Promise<number> {
    const session = this.#session as Session;
    const bot = this.options.bot === undefined ? undefined : POLICIES[this.options.bot];
    for (let commands = 0; ; commands++) {
      const state = session.state;
      const decision = this.engine.pending(state);
      if (decision.commands.length === 0) return this.#stopped();
      let command: CareerCommand | null;
      if (bot) {
        if (commands === BOT_COMMANDS) return this.#quit(this.#words.botStops(String(BOT_COMMANDS)));
        command = bot(state, decision);
        this.terminal.write(
          this.terminal.paint(
            'green',
            `${this.options.bot}> ${describeCommand(command, state, this.#words.language)}`,
          ),
        );
      } else {
        this.terminal.write();
        describeStatus(state, this.#words).forEach((l) => this.terminal.write(this.terminal.paint('dim', l)));
        command = await chooseCommand(this.terminal, decision, state);
        if (command === null) return this.#quit(this.#words.stopped);
      }
      const outcome = this.#send(command);
      if (outcome instanceof RuleNotImplemented) return this.#notImplemented(outcome);
      if (outcome === 'refused' && bot) return 1; // a bot sends only what pending() offers
    }
  }

  /** Decides the command and prints its events, or prints why the engine refused it. */
  #send(command: CareerCommand): Outcome {
    try {
      const events = (this.#session as Session).send(command);
      for (const event of events)
        describeEvent(event, this.terminal.paint, this.#words).forEach((l) => this.terminal.write(l));
      return 'decided';
    } catch (error) {
      if (error instanceof RuleNotImplemented) return error;
      if (!(error instanceof RulesError)) throw error;
      const message = error.message.startsWith(error.name)
        ? error.message
        : `${error.name}: ${error.message}`;
      const rule = error instanceof RuleViolation ? error.rule : undefined;
      this.#error(this.#words.refused(message, rule, error.code));
      return 'refused';
    }
  }

  #notImplemented(error: RuleNotImplemented): number {
    this.#error(this.#words.notImplemented(error.rule, error.message));
    return this.#end();
  }

  /** pending() offers nothing: the career ended, or it is blocked at a rule not played yet. */
  #stopped(): number {
    const step = this.#state.step;
    if (step.kind === 'blocked') this.#error(this.#words.blocked(step.rule, step.reason));
    else if (step.kind !== 'ended') this.#error(this.#words.nothing(stepName(step.kind, this.#words)));
    return this.#end();
  }

  #quit(message: string): number {
    this.terminal.write(message);
    const path = this.options.save ?? this.options.resume;
    if (path !== undefined) this.terminal.write(this.#words.continueWith(path));
    return 0;
  }

  /** The end: what the career achieved, and the server seed that lets anyone recompute its rolls. */
  #end(): number {
    const state = this.#state;
    const words = this.#words;
    const end = state.step.kind === 'ended' ? words.over : words.halted;
    this.terminal.write(end(words.patrols(state.patrolsCompleted), tons(state.tonnage, words.locale)));
    const { serverSeed, playerSeed } = (this.#session as Session).seeds;
    this.terminal.write(words.seeds(serverSeed, playerSeed));
    return 0;
  }
}

/** Whether a saved career is Beneath the Med's: its start records the campaign (none: The Hunted). */
const playsMed = (file: CareerLogFile): boolean => {
  const started = file.lines[0]?.event as { type: string; data: { campaign?: { id: string } } } | undefined;
  return started?.type === 'CareerStarted' && started.data.campaign?.id === 'beneath-the-med';
};
