import { QUALITY_LEVELS, type ChartPack, type QualityLevel } from '../../charts';
import type { DiceSource } from '../../dice';
import { crewWith } from '../model/copies';
import { isOut } from '../model/crew';
import type { CrewRecovered, QualityChange } from '../model/events-port';
import { hasAbility } from '../options/kommandant';
import { type Refit, CREW_BOXES, type CrewBox } from '../model/port';
import { roll, type AppliedModifier, type RecordedRoll } from '../model/rolls';
import { careerOf, newCrew, type CareerState, type Crew, type Crewman, type Wound } from '../model/state';

// 10.12: recovery of the wounded during the refit. LW heal, KIA are replaced, SW roll 1d6 months (Doctor Experte
// −1); a man needing longer than the boat stays in port is replaced; the Kommandant waits to recover.
type NamedBox = Exclude<CrewBox, `crew${number}`>;

const isNamed = (box: CrewBox): box is NamedBox => !box.startsWith('crew');
const genericIndex = (box: CrewBox) => Number(box.slice(4)) - 1;

export const woundOf = (crew: Crew, box: CrewBox): Wound =>
  isNamed(box) ? crew[box].wound : crew.generic[genericIndex(box)];

/** The crew with the man in this box replaced by a fit newcomer (10.12.2: not Experte) or healed. */
export function crewWithMan(crew: Crew, box: CrewBox, man: Crewman): Crew {
  if (isNamed(box)) return crewWith(crew, { [box]: man });
  const generic = crew.generic.map((w, i) => (i === genericIndex(box) ? man.wound : w));
  return crewWith(crew, { generic });
}

/** 10.12.3, 11.1.4, Q-19: a quality one level lower, never below `floor`. */
export function qualityDown(from: QualityLevel, floor: QualityLevel, rule: string): QualityChange | null {
  const level = QUALITY_LEVELS.indexOf(from);
  return level > QUALITY_LEVELS.indexOf(floor) ? { from, to: QUALITY_LEVELS[level - 1], rule } : null;
}

function recoveryRoll(crew: Crew, who: string, dice: DiceSource, charts: ChartPack) {
  // 10.12.1: −1 with an Experte Doctor who is not SW or KIA; Q-17: 0 months means fit at once.
  const doctor = crew.doctor.expert && !isOut(crew.doctor.wound);
  const modifiers: AppliedModifier[] = charts.M2.recoveryMonths.modifiers
    .filter((m) => m.id === 'doctorExperte' && doctor)
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '10.12.1' }));
  const rolled = roll(dice, charts.M2.recoveryMonths.die, {
    purpose: `${who} recovery (months)`,
    rule: '10.12',
    modifiers,
  });
  return { roll: rolled, months: Math.max(0, rolled.total) };
}

type Recovery = CrewRecovered['data']['crew'][number];

function recoverBox(
  crew: Crew,
  box: CrewBox,
  inPort: number,
  dice: DiceSource,
  charts: ChartPack,
): Recovery | null {
  const wound = woundOf(crew, box);
  if (wound === 'none') return null;
  if (wound === 'lightlyWounded') return { box, wound, roll: null, months: 0, replaced: false }; // healed
  if (wound === 'killed') return { box, wound, roll: null, months: 0, replaced: true };
  const { roll: r, months } = recoveryRoll(crew, box, dice, charts);
  return { box, wound, roll: r, months, replaced: months > inPort }; // 10.12.2
}

/** 3-B, 10.12: the wounded after the patrol (nothing when no one is hurt). */
export function recoverCrew(state: CareerState, dice: DiceSource, charts: ChartPack): CrewRecovered[] {
  const crew = careerOf(state).crew;
  const port = state.port as Refit;
  const hurt = crew.kommandant.wound !== 'none' || CREW_BOXES.some((b) => woundOf(crew, b) !== 'none');
  if (!hurt) return [];
  let kommandant: { roll: RecordedRoll; months: number } | null = null;
  if (crew.kommandant.wound === 'severelyWounded')
    kommandant = recoveryRoll(crew, 'Kommandant', dice, charts);
  const months = kommandant?.months ?? 0;
  // 10.12.4: 5 months or more: a new boat and an entirely new Trained crew.
  const newCrewDue = months >= charts.M2.kommandantNewBoatAtMonths.value;
  const inPort = Math.max(port.months, months);
  const recoveries = newCrewDue
    ? []
    : CREW_BOXES.map((b) => recoverBox(crew, b, inPort, dice, charts)).filter(
        (r): r is Recovery => r !== null,
      );
  const allGenericOut = crew.generic.every(isOut);
  const quality = !newCrewDue && allGenericOut ? qualityDown(crew.quality, 'trained', '10.12.3') : null;
  const replacementsExperte = hasAbility(state, 'charismatic'); // 14.15 #20
  const data = { kommandant, crew: recoveries, quality, replacementsExperte, newCrew: newCrewDue };
  return [{ type: 'CrewRecovered', data }];
}

const fit: Crewman = { wound: 'none', expert: false };
/** 14.15 #20 Charismatic: every replacement named crewman arrives Experte. */
export const charismaticNewcomer: Crewman = { wound: 'none', expert: true };

/** Folds CrewRecovered into the crew: everyone is fit for the next patrol, newcomers where men were replaced. */
export function crewRecovered(crew: Crew, event: CrewRecovered): Crew {
  const { data } = event;
  if (data.newCrew) return newCrew();
  const kommandant: Crewman = { wound: 'none', expert: crew.kommandant.expert };
  let next = crewWith(crew, { kommandant, abwehrAgent: null });
  const newcomer = data.replacementsExperte ? charismaticNewcomer : fit;
  for (const r of data.crew) {
    const man = isNamed(r.box) ? next[r.box] : fit;
    next = crewWithMan(next, r.box, r.replaced ? newcomer : { wound: 'none', expert: man.expert });
  }
  return data.quality ? crewWith(next, { quality: data.quality.to }) : next;
}
