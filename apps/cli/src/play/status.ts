import { defaultChartPack, type CareerState, type ChartPack } from '@periscope/rules';
import { PLAY_WORDS, type PlayWords } from './play-words';
import { INDENT, ship, tons, type Fields } from './render';
import { worded } from './worded';

// The status the prompt shows before each choice (and `s` at the prompt): what the player would read off his boards.

type Career = NonNullable<CareerState['career']>;
type Boat = NonNullable<CareerState['boat']>;
type Crewman = Career['crew']['kommandant'];

/** An engine value as the player reads it: in English as the engine names it, else from the catalogues. */
const said = (words: PlayWords) => (v: unknown) =>
  words.language === 'en' ? String(v) : worded(words.language).value(v);

/** What is decided or happening now: the step's kind in English, else the web's heading of it. */
export const stepName = (kind: string, words: PlayWords): string =>
  words.language === 'en' ? kind : worded(words.language).step(kind);

/** Each tube's load, bow then stern, then the reloads (7.0 loadout; 9.2.1 fires from the loaded tubes). */
export function describeTubes(boat: Boat, words: PlayWords = PLAY_WORDS.en): string {
  const t = boat.torpedoes;
  const value = said(words);
  const tube = (load: string | null): string => (load === null ? '—' : value(load));
  const stern = t.sternTubes.length > 0 ? ` · ${words.end.stern} [${t.sternTubes.map(tube).join(' ')}]` : '';
  return (
    `${words.tubes} ${words.end.bow} [${t.bowTubes.map(tube).join(' ')}]${stern} · ` +
    words.reloads(String(t.forwardReloads.length), String(t.aftReloads.length))
  );
}

/** 10.6: the crew's quality and who of the five named men is hurt (all fit otherwise); the generic crew's wounds. */
export function describeCrew({ crew }: Career, words: PlayWords = PLAY_WORDS.en): string {
  const named: [string, Crewman | null][] = [
    ['Kommandant', crew.kommandant],
    ['1WO', crew.firstWatchOfficer],
    ['2WO', crew.secondWatchOfficer],
    ['LI', crew.engineer],
    [words.doctor, crew.doctor],
    [words.abwehrAgent, crew.abwehrAgent],
  ];
  const hurt = named.flatMap(([name, man]) =>
    man && man.wound !== 'none' ? [`${name} ${words.wound[man.wound]}`] : [],
  );
  const generic = crew.generic.filter((w) => w !== 'none').map((w) => words.crewman(words.wound[w]));
  const men = hurt.length + generic.length === 0 ? words.allFit : [...hurt, ...generic].join(', ');
  return words.crew(words.quality[crew.quality] ?? crew.quality, men);
}

/** 10.1, 10.3: marked boxes of the board's hull and flooding tracks (its last box: sunk, or forced up). */
function tracks(state: CareerState, charts: ChartPack, words: PlayWords): string {
  const boat = state.boat as Boat;
  const board = charts.uboatBoards.boards[(state.career as Career).uboatType];
  const hull = `${words.hull} ${boat.hullDamage}/${board.tracks.hullBoxes.value}`;
  const holed = boat.hullHoled ? ` ${words.holed}` : '';
  return `${hull}${holed} · ${words.flooding} ${boat.flooding}/${board.tracks.floodingBoxes.value}`;
}

/**
 * Where the boat is: travelling it is the patrol's posture (surfaced, schnorchel); once escorts hunt it (9.6) it is
 * submerged under their depth charges whatever it travelled as.
 */
export function postureOf(state: CareerState, words: PlayWords = PLAY_WORDS.en): string {
  const hunt = state.encounter?.hunt;
  if (hunt)
    return words.submerged(
      hunt.hitsToRoll > 0 || state.step.kind === 'depthCharges' ? 'depthCharged' : 'hunted',
    );
  const posture = state.patrol?.posture;
  return posture ? (words.posture[posture] ?? posture) : words.inPort;
}

function describePatrol(state: CareerState, words: PlayWords): string[] {
  const p = state.patrol;
  if (!p) return [];
  const box = p.boxes[p.boxIndex];
  const value = said(words);
  return [
    `${words.patrol} ${p.number} ${value(p.area)}${p.wolfpack ? ` ${words.wolfpack}` : ''}` +
      `${p.mission ? `, ${words.mission} ${value(p.mission)}` : ''}: ` +
      `${words.box} ${p.boxIndex + 1}/${p.boxes.length}${box ? ` ${box.code}` : ''} · ` +
      `${postureOf(state, words)} · ${words.sunk(p.shipsSunk)}`,
  ];
}

function describeEncounter(state: CareerState, words: PlayWords): string[] {
  const e = state.encounter;
  if (!e) return [];
  const when = [words.escorted(e.escorted), e.timeOfDay && words.timeOfDay[e.timeOfDay]]
    .filter(Boolean)
    .join(', ');
  return [
    `${words.encounter[e.kind] ?? e.kind} (${when})`,
    ...e.ships.map((s, i) => {
      const fields = s as unknown as Fields;
      return `${INDENT}${i} ${words.language === 'en' ? ship(fields) : worded(words.language).ship(fields)}`;
    }),
  ];
}

/** Where the career stands: the Kommandant, the boat, the crew, the patrol and the encounter, as far as they exist. */
export function describeStatus(
  state: CareerState,
  words: PlayWords = PLAY_WORDS.en,
  charts: ChartPack = defaultChartPack,
): string[] {
  const { career: c, boat: b } = state;
  if (!c || !b) return [];
  const value = said(words);
  const damaged =
    b.damagedSystems.length > 0 ? ` · ${words.damaged} ${b.damagedSystems.map(value).join(', ')}` : '';
  const step = state.step as { kind: string; rule?: string };
  return [
    `${c.date} · ${c.uboatType} · ${value(c.rank)} ${c.kommandant} · ${words.base} ${value(c.base)} · ` +
      `${words.patrols(state.patrolsCompleted)} · ${tons(state.tonnage, words.locale)}`,
    `${tracks(state, charts, words)} · ${words.deckGun} ${b.deckGunAmmo} · ` +
      `${words.decoysLeft(String(b.boldDecoys))}${damaged}`,
    describeTubes(b, words),
    describeCrew(c, words),
    ...describePatrol(state, words),
    ...describeEncounter(state, words),
    `${words.step} ${stepName(step.kind, words)}${step.rule ? ` (${step.rule})` : ''}`,
  ];
}
