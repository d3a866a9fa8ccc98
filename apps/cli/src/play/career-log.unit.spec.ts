import { medStartCommand } from '@periscope/rules/testing';
import {
  commitment,
  decide,
  evolve,
  initialState,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
} from '@periscope/rules';
import { auditCareerLog, type CareerLogFile, type LogLine } from './career-log';

const serverSeed = 'cli-med-server-seed-0123456789abcdef';
const playerSeed = 'cli-med-player-seed-0123456789abcdef';

/** A Beneath the Med career of a Calvi in 3/41 (1d10 for its base, 6.6) played for its assignment, as a log. */
function medLog(): CareerLogFile {
  const commands = [
    medStartCommand(
      { serverSeed, playerSeed },
      { uboatType: 'Calvi', startDate: '1941-03', kommandant: 'C.C. Prova' },
    ),
    { type: 'AssignPatrol', data: {} },
  ] as CareerCommand[];
  let state = initialState();
  let nonce = 0;
  const lines: LogLine[] = [];
  commands.forEach((command, commandSeq) => {
    const dice = new SeededDice({ serverSeed, playerSeed }, nonce);
    const events: CareerEvent[] = decide(state, command, dice);
    for (const event of events)
      lines.push({ seq: lines.length, commandSeq, command, event, nonces: [], nextNonce: dice.nextNonce });
    state = events.reduce(evolve, state);
    nonce = dice.nextNonce;
  });
  const header = { format: 'periscope-career-log', version: 1, serverSeed, playerSeed } as const;
  return { header: { ...header, seedCommitment: commitment(serverSeed) }, lines };
}

describe("a saved career's log of Beneath the Med", () => {
  it('Given its start and assignment, When audited, Then every roll is recomputed from the seeds with no gap', () => {
    const log = medLog();
    expect(log.lines[0].event.data).toMatchObject({
      campaign: { id: 'beneath-the-med' },
      uboatType: 'Calvi',
    });
    const audit = auditCareerLog(log);
    expect(audit.rolls).toBeGreaterThanOrEqual(2); // 6.6's 1d10, the assignment's 2d6 at least
    expect(audit).toMatchObject({ problems: [], gaps: [] });
  });

  it("When its start's commitment differs from the header's, Then the audit says so", () => {
    const log = medLog();
    const header = { ...log.header, seedCommitment: commitment('another') };
    expect(auditCareerLog({ ...log, header }).problems).toContain(
      'the header seedCommitment is not sha256(serverSeed)',
    );
  });
});
