import type { ChartPack, CrewMember } from '../../charts';
import type { DiceSource } from '../../dice';
import { forcedAbort } from './abort';
import { crewWith } from '../model/copies';
import type { CrewInjured, DamageEvent, InCommand, SevereWoundsChecked } from '../model/events-damage';
import { roll, rollOn } from '../model/rolls';
import { careerOf, type CareerState, type Crew, type Crewman, type Wound } from '../model/state';
import { inCommand, isOut, onDuty } from '../model/crew';
import { accumulated, genericBoxHit } from '../common/wounds';

// Crew injuries (10.6, 10.7.2): [E5a] who and how badly, and the wounds adding up (who commands: model/crew.ts).

const DIES_ON = 4; // 10.6.3: with the Doctor out, 1d6 4-6 a seriously wounded man dies
const FIT: Crewman = { wound: 'none', expert: false };

type Named = Exclude<CrewMember, 'crew'>;

/** 7.4.1: the Abwehr agent comes aboard with the mission and leaves when landed (or when the patrol ends). */
export const withAgent = (crew: Crew, aboard: boolean): Crew =>
  crewWith(crew, { abwehrAgent: aboard ? FIT : null });

/** 7.4.5, 10.6.3: the agent SW or KIA before he is landed: the special mission has failed. */
export const agentLost = (crew: Crew): boolean => crew.abwehrAgent !== null && isOut(crew.abwehrAgent.wound);

/** The crewman's wound, or null when he is not aboard (no Abwehr agent, 10.6.3). */
function woundOf(crew: Crew, member: CrewMember, box: number | null): Wound | null {
  if (member === 'crew') return box === null ? 'killed' : crew.generic[box];
  return crew[member]?.wound ?? null;
}

/** The crew with one man's wound changed. */
export function wounded(crew: Crew, member: CrewMember, box: number | null, wound: Wound): Crew {
  if (member === 'crew')
    return box === null
      ? crew
      : crewWith(crew, { generic: crew.generic.map((w, i) => (i === box ? wound : w)) });
  const man = crew[member as Named];
  return man ? crewWith(crew, { [member]: { wound, expert: man.expert } }) : crew;
}

export const withInjury = (crew: Crew, d: CrewInjured['data']): Crew =>
  wounded(crew, d.member, d.box, d.after);

/** What caused the injury: escorts against a submerged boat wound lightly, with no severity roll (10.6.1, Q-05). */
export interface InjuryCause {
  readonly rule: string;
  readonly lightWoundOnly: boolean;
}

interface Severity {
  readonly roll: CrewInjured['data']['severityRoll'];
  readonly severity: CrewInjured['data']['severity'];
}

/** 10.6.1: 2d6 unmodified on [E5a] for the crewman, then (on the surface) 1d6 for the severity. */
export function injureCrew(crew: Crew, cause: InjuryCause, dice: DiceSource, charts: ChartPack): CrewInjured {
  const who = rollOn(dice, charts.E5a.who, 'E5a who', { purpose: 'crew injury: who', rule: '10.6.1' });
  const member = who.result;
  const box = member === 'crew' ? genericBoxHit(crew.generic) : null; // 10.6.1 step 5
  const before = woundOf(crew, member, box);
  const injured = (severity: Severity, wound: Wound, after: Wound, commanded: InCommand): CrewInjured => ({
    type: 'CrewInjured',
    data: {
      rule: cause.rule,
      who: who.roll,
      member,
      box,
      severityRoll: severity.roll,
      severity: severity.severity,
      before: wound,
      after,
      inCommand: commanded,
    },
  });
  if (before === null || before === 'killed') {
    // 10.6.1 step 2: no one to hurt.
    const after: Wound = before ?? 'none';
    return injured({ roll: null, severity: null }, after, after, inCommand(crew));
  }
  const severityRoll = cause.lightWoundOnly
    ? null
    : rollOn(dice, charts.E5a.severity, 'E5a severity', {
        purpose: 'crew injury: how badly',
        rule: '10.6.1',
      });
  const severity = severityRoll?.result ?? charts.E5a.submergedEscortAttack.value;
  const after = accumulated(before, severity, charts.E5a.accumulation); // 10.7.2, Q-07
  const commanded = inCommand(wounded(crew, member, box, after));
  return injured({ roll: severityRoll?.roll ?? null, severity }, before, after, commanded);
}

export const kommandantKilled = (d: CrewInjured['data']): boolean =>
  d.member === 'kommandant' && d.after === 'killed';

/**
 * 10.0 step 4: `n` injuries, each resolved at once; the Kommandant's death ends them (10.6.2), the LI taking
 * command aborts the patrol at once (10.6.3). Returns the events and the crew after them.
 */
export function injuries(
  state: CareerState,
  n: number,
  cause: InjuryCause,
  dice: DiceSource,
  charts: ChartPack,
  crew: Crew = careerOf(state).crew,
): { events: DamageEvent[]; crew: Crew; kommandantKilled: boolean } {
  const events: DamageEvent[] = [];
  for (let i = 0; i < n; i++) {
    const injured = injureCrew(crew, cause, dice, charts);
    events.push(injured);
    const commanded = inCommand(crew);
    crew = withInjury(crew, injured.data);
    if (kommandantKilled(injured.data)) return { events, crew, kommandantKilled: true };
    if (injured.data.inCommand === 'engineer' && commanded !== 'engineer' && !state.patrol?.abort)
      events.push(forcedAbort(state, 'engineerInCommand'));
  }
  return { events, crew, kommandantKilled: false };
}

/** Every SW crewman (Q-06: the Kommandant, the Doctor and the agent included), named ones first. */
function severelyWounded(crew: Crew): { member: CrewMember; box: number | null }[] {
  const named: Named[] = [
    'kommandant',
    'firstWatchOfficer',
    'secondWatchOfficer',
    'engineer',
    'doctor',
    'abwehrAgent',
  ];
  return [
    ...named.filter((m) => crew[m]?.wound === 'severelyWounded').map((member) => ({ member, box: null })),
    ...crew.generic.flatMap((w, box) => (w === 'severelyWounded' ? [{ member: 'crew' as const, box }] : [])),
  ];
}

/** 10.6.3 Doctor, Q-06: on entering a box, before its [E1] roll, 1d6 for each SW crewman while the Doctor is out. */
export function checkSevereWounds(crew: Crew, dice: DiceSource): SevereWoundsChecked | null {
  if (onDuty(crew.doctor)) return null;
  const men = severelyWounded(crew);
  if (men.length === 0) return null;
  const rolls = men.map(({ member, box }) => {
    const r = roll(dice, '1d6', { purpose: `${member} survives (1-3)`, rule: '10.6.3' });
    return { member, box, roll: r, died: r.total >= DIES_ON };
  });
  return { type: 'SevereWoundsChecked', data: { rolls } };
}

export const afterWoundsChecked = (crew: Crew, d: SevereWoundsChecked['data']): Crew =>
  d.rolls.filter((r) => r.died).reduce((c, r) => wounded(c, r.member, r.box, 'killed'), crew);
