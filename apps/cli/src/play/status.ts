import { defaultChartPack, type CareerState, type ChartPack } from '@periscope/rules';
import { count, INDENT, ship, tons, type Fields } from './render';

// The status the prompt shows before each choice (and `s` at the prompt): what the player would read off his boards.

type Career = NonNullable<CareerState['career']>;
type Boat = NonNullable<CareerState['boat']>;
type Crewman = Career['crew']['kommandant'];

const WOUND: Readonly<Record<Crewman['wound'], string>> = {
  none: 'fit',
  lightlyWounded: 'lightly wounded',
  severelyWounded: 'severely wounded',
  killed: 'killed',
};

/** A tube's content: the torpedo type, or — when empty. */
const tube = (t: string | null): string => t ?? '—';

/** Each tube's load, bow then stern, then the reloads (7.0 loadout; 9.2.1 fires from the loaded tubes). */
export function describeTubes(boat: Boat): string {
  const t = boat.torpedoes;
  const stern = t.sternTubes.length > 0 ? ` · stern [${t.sternTubes.map(tube).join(' ')}]` : '';
  return (
    `tubes bow [${t.bowTubes.map(tube).join(' ')}]${stern} · reloads ` +
    `${t.forwardReloads.length} fwd + ${t.aftReloads.length} aft`
  );
}

/** 10.6: the crew's quality and who of the five named men is hurt (all fit otherwise); the generic crew's wounds. */
export function describeCrew({ crew }: Career): string {
  const named: [string, Crewman | null][] = [
    ['Kommandant', crew.kommandant],
    ['1WO', crew.firstWatchOfficer],
    ['2WO', crew.secondWatchOfficer],
    ['LI', crew.engineer],
    ['doctor', crew.doctor],
    ['Abwehr agent', crew.abwehrAgent],
  ];
  const hurt = named.flatMap(([name, man]) =>
    man && man.wound !== 'none' ? [`${name} ${WOUND[man.wound]}`] : [],
  );
  const generic = crew.generic.filter((w) => w !== 'none').map((w) => WOUND[w]);
  const men =
    hurt.length + generic.length === 0 ? 'all fit' : [...hurt, ...generic.map((w) => `crew ${w}`)].join(', ');
  return `crew ${crew.quality}: ${men}`;
}

/** 10.1, 10.3: marked boxes of the board's hull and flooding tracks (its last box: sunk, or forced up). */
function tracks(state: CareerState, charts: ChartPack): string {
  const boat = state.boat as Boat;
  const board = charts.uboatBoards.boards[(state.career as Career).uboatType];
  const hull = `hull ${boat.hullDamage}/${board.tracks.hullBoxes.value}`;
  const holed = boat.hullHoled ? ' (holed: cannot dive)' : '';
  return `${hull}${holed} · flooding ${boat.flooding}/${board.tracks.floodingBoxes.value}`;
}

/**
 * Where the boat is: travelling it is the patrol's posture (surfaced, schnorchel); once escorts hunt it (9.6) it is
 * submerged under their depth charges whatever it travelled as.
 */
export function postureOf(state: CareerState): string {
  const hunt = state.encounter?.hunt;
  if (hunt)
    return hunt.hitsToRoll > 0 || state.step.kind === 'depthCharges'
      ? 'submerged, depth-charged'
      : 'submerged, hunted';
  return state.patrol?.posture ?? 'in port';
}

/** Where the career stands: the Kommandant, the boat, the crew, the patrol and the encounter, as far as they exist. */
export function describeStatus(state: CareerState, charts: ChartPack = defaultChartPack): string[] {
  const { career: c, boat: b, patrol: p, encounter: e } = state;
  if (!c || !b) return [];
  const damaged = b.damagedSystems.length > 0 ? ` · damaged ${b.damagedSystems.join(', ')}` : '';
  const lines = [
    `${c.date} · ${c.uboatType} · ${c.rank} ${c.kommandant} · base ${c.base} · ` +
      `${count(state.patrolsCompleted, 'patrol')} · ${tons(state.tonnage)}`,
    `${tracks(state, charts)} · deck gun ${b.deckGunAmmo} · BOLD ${b.boldDecoys} left${damaged}`,
    describeTubes(b),
    describeCrew(c),
  ];
  if (p) {
    const box = p.boxes[p.boxIndex];
    lines.push(
      `patrol ${p.number} ${p.area}${p.wolfpack ? ' (wolfpack)' : ''}${p.mission ? `, mission ${p.mission}` : ''}: ` +
        `box ${p.boxIndex + 1}/${p.boxes.length}${box ? ` ${box.code}` : ''} · ${postureOf(state)} · ${p.shipsSunk} sunk`,
    );
  }
  if (e) {
    const when = [e.escorted ? 'escorted' : 'unescorted', e.timeOfDay].filter(Boolean).join(', ');
    lines.push(
      `${e.kind} (${when})`,
      ...e.ships.map((s, i) => `${INDENT}${i} ${ship(s as unknown as Fields)}`),
    );
  }
  const step = state.step as { kind: string; rule?: string };
  return [...lines, `step ${step.kind}${step.rule ? ` (${step.rule})` : ''}`];
}
