import { HeldByTournament, RuleViolation } from '../../errors';
import { fold } from '../evolve';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { initialState } from '../model/state';
import { assignPatrol, spec, started } from './career.fixtures';
import { earlierPatrol } from './career-history.fixtures';

// T-PAUSE: a tournament entrant's career holds its seat's play while the organiser pauses the tournament
// (docs/tournaments.md "An entrant's command"); the tournament's orders are HoldPlay and ResumePlay.

const TOURNAMENT = '6f1c1d52-5a3e-4c54-9d0e-6a1b2c3d4e5f';
const hold = (reason = 'storm over Lorient'): CareerCommand => ({
  type: 'HoldPlay',
  data: { tournamentId: TOURNAMENT, reason },
});
const resume: CareerCommand = { type: 'ResumePlay', data: { tournamentId: TOURNAMENT } };
const held = (reason = 'storm over Lorient'): CareerEvent => ({
  type: 'PlayHeld',
  data: { tournamentId: TOURNAMENT, reason },
});
const resumed: CareerEvent = { type: 'PlayResumed', data: { tournamentId: TOURNAMENT } };

describe('T-PAUSE: the tournament holds its entrant’s play', () => {
  it('given a career in port, when its tournament holds play, then play is held, nothing rolled', () => {
    const state = spec.given([started()]).when(hold()).then([held()]);
    expect(state.held).toEqual({ tournamentId: TOURNAMENT, reason: 'storm over Lorient' });
    expect(state.step).toEqual({ kind: 'inPort' }); // the boat stays where it was held
  });

  it('given play held, when the seat sends its next command, then 409 tournament/paused with the reason', () => {
    spec
      .given([started(), held()])
      .when(assignPatrol)
      .thenThrows(
        HeldByTournament,
        (e) => e.code === 'tournament/paused' && e.message.includes('storm over Lorient'),
      );
  });

  it('given play held, when the wolfpack coordinator’s order arrives, then the hold does not refuse it', () => {
    spec
      .given([started(), held()])
      .when({ type: 'DismissPack', data: {} })
      .thenThrows((e) => e instanceof RuleViolation); // the pack's rules decide it, as without a hold
  });

  it('given play held, when the same hold comes again (a retry), then nothing happens', () => {
    spec.given([started(), held()]).when(hold()).thenNothingHappened();
  });

  it('given play held and resumed, when a new pause holds it, then it is held for the new reason', () => {
    spec
      .given([started(), held(), resumed])
      .when(hold('second storm'))
      .then([held('second storm')]);
  });

  it('given play held, when the tournament resumes it, then the seat plays on from where it was', () => {
    const state = spec.given([started(), held()]).when(resume).then([resumed]);
    expect(state.held).toBeUndefined();
    expect(state).toEqual(fold([started()], initialState()));
    spec
      .given([started(), held(), resumed])
      .when(assignPatrol, { '2d6': [[4, 4]] })
      .thenEvents();
  });

  it('given play not held, when the tournament resumes (a finish, a retry), then nothing happens', () => {
    spec.given([started()]).when(resume).thenNothingHappened();
  });

  it('given a career that is over, when its tournament holds play, then nothing is appended after its end', () => {
    const inJune = [started('VIIC', '1945-05'), ...earlierPatrol({ date: '1945-05', nextPatrol: '1945-06' })];
    const over = spec.given(inJune).when(assignPatrol).thenEvents(); // 5.1.1: the war is over
    expect(over.map((e) => e.type)).toEqual(['CareerEnded']);
    spec
      .given([...inJune, ...over])
      .when(hold())
      .thenNothingHappened();
  });

  it('given a hold without its reason or tournament, then the command is invalid', () => {
    spec
      .given([started()])
      .when({ type: 'HoldPlay', data: { tournamentId: TOURNAMENT } } as unknown as CareerCommand)
      .thenThrows((e) => e instanceof Error && e.message.includes('reason'));
    spec
      .given([started()])
      .when({ type: 'ResumePlay', data: {} } as unknown as CareerCommand)
      .thenThrows((e) => e instanceof Error && e.message.includes('tournamentId'));
  });
});
