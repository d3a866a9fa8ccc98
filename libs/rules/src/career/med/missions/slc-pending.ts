import type { CareerCommand, Decision, LegalCommand } from '../../model/commands';
import type { MedPatrol, SlcAttack } from '../../model/med';
import type { MedState, Step } from '../../model/state';

type SlcStep = Extract<Step, { kind: 'slcAttack' }>;

/** 6.7.5.1-6.7.5.5: the S.L.C. attack's step and its one command. */
export function slcPending(state: MedState, step: SlcStep): Decision {
  const slc = (state.patrol as MedPatrol).slc as SlcAttack;
  return { step, commands: [commandOf(step.stage, slc)] };
}

function commandOf(stage: SlcStep['stage'], slc: SlcAttack): LegalCommand {
  switch (stage) {
    case 'launch':
      return { type: 'LaunchSlcs', parameters: { range: ['short', 'medium', 'long'] } };
    case 'penetration':
      return { type: 'PenetrateHarbour', parameters: {} };
    case 'targets':
      return { type: 'AttachSlcs', parameters: {}, choices: attachments(slc) };
    case 'detonation':
      return { type: 'DetonateSlcs', parameters: {} };
    case 'fate':
      return { type: 'RollFrogmenFate', parameters: { skip: [false, true] } };
  }
}

/** 6.7.5.3: every S.L.C. through on its own ship, each set of ships as many as the S.L.C.s (or ships) there are. */
function attachments(slc: SlcAttack): CareerCommand[] {
  const n = Math.min(slc.penetrated, slc.targets.length);
  const sets = (from: number, k: number): number[][] =>
    k === 0
      ? [[]]
      : from >= slc.targets.length
        ? []
        : [...sets(from + 1, k - 1).map((rest) => [from, ...rest]), ...sets(from + 1, k)];
  return sets(0, n).map((targets) => ({ type: 'AttachSlcs', data: { targets } }));
}
