import type { Rank } from '../../charts';
import type { CareerEvent } from '../model/events';
import type { RecordedRoll } from '../model/rolls';

// What one command did, in the game's words: headlines for the player and the spectators, and a result card for
// the moments that matter (a sinking, ours or theirs; the end of an encounter; wounds; a promotion; awards; the
// evasive manoeuvre's reveal, 14.8.3; the end of the career).

export type CardKind =
  | 'shipSunk'
  | 'uboatSunk'
  | 'encounterOver'
  | 'wounded'
  | 'promoted'
  | 'decorated'
  | 'manoeuvre'
  | 'careerOver';

/** A moment that matters: a title and the lines under it. */
export interface ResultCard {
  readonly kind: CardKind;
  readonly title: string;
  readonly lines: readonly string[];
}

/** What one command did: its headlines (oldest first) and its cards. */
export interface MoveReport {
  readonly headlines: readonly string[];
  readonly cards: readonly ResultCard[];
}

type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>['data'];
type Say = (data: never, events: readonly CareerEvent[]) => string | null;

const tons = (t: number) => `${t.toLocaleString('en-US')} t`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const hitsOrSunk = (hits: number, sunk: boolean) =>
  sunk ? 'U-boat sunk' : hits === 0 ? 'no hits' : plural(hits, 'hit');
const total = (roll: RecordedRoll | null) => (roll ? ` (${roll.total})` : '');

const RANKS: Record<Rank, string> = {
  OltzS: 'Oberleutnant zur See',
  KptLt: 'Kapitänleutnant',
  KKpt: 'Korvettenkapitän',
  FKpt: 'Fregattenkapitän',
  KptzS: 'Kapitän zur See',
};

const CREW: Record<string, string> = {
  kommandant: 'The Kommandant',
  firstWatchOfficer: 'The 1st Watch Officer',
  secondWatchOfficer: 'The 2nd Watch Officer',
  engineer: 'The Chief Engineer',
  doctor: 'The Doctor',
  crew: 'A crewman',
  abwehrAgent: 'The Abwehr agent',
};

const SEVERITY: Record<string, string> = {
  lightlyWounded: 'lightly wounded',
  severelyWounded: 'severely wounded',
  killed: 'killed',
};

const ENCOUNTER_OVER: Record<Of<'EncounterEnded'>['reason'], string> = {
  brokeOff: 'The boat broke off',
  escaped: 'The boat escaped the escorts',
  targetsGone: 'No target left afloat',
  contactLost: 'Contact lost',
  noTorpedoFired: 'Nothing fired',
  alreadySunk: 'A ship already sunk: no encounter',
};

const ENCOUNTER: Record<string, string> = {
  none: 'nothing',
  aircraft: 'an aircraft',
  aircraftAndEscort: 'an aircraft and an escort',
  escort: 'an escort',
  ship: 'a ship',
  tanker: 'a tanker',
  shipWithEscort: 'a ship with an escort',
  twoShips: 'two ships',
  twoShipsWithEscort: 'two ships with an escort',
  capitalShip: 'a capital ship',
  convoy: 'a convoy',
  submarine: 'an enemy submarine',
};

const PLACE: Record<string, string> = {
  transit: 'a transit box',
  transitBayOfBiscay: 'the Bay of Biscay',
  transitPenang: 'the passage to Penang',
  gibraltar: 'the Strait of Gibraltar',
  missionBox: 'the mission box',
  atlantic: 'the Atlantic',
  britishIsles: 'the British Isles',
  northAmerica: 'North American waters',
  caribbean: 'the Caribbean',
  mediterranean: 'the Mediterranean',
  arctic: 'the Arctic',
  westAfricanCoast: 'the West African coast',
  brazilianCoast: 'the Brazilian coast',
  indianOcean: 'the Indian Ocean',
  australia: 'Australian waters',
  spanishCoast: 'the Spanish coast',
  invasion: 'the Invasion area',
};

const ATTACK: Record<string, string> = {
  submerged: 'submerged',
  surfaced: 'surfaced',
  nightSurface: 'on the surface by night',
};

const CRASH_DIVE: Record<string, string> = {
  crashDiveSuccessful: 'crash dive made',
  oneAttack: 'crash dive failed',
  twoAttacks: 'crash dive failed',
};
const FLAK: Record<string, string> = {
  shotDown: 'flak shot it down',
  damaged: 'flak damaged it',
  missed: 'flak missed',
};

/** 9.6.10: "Hedgehog hit (2), damage 11: U-boat sunk ([E3c])", "Depth charges (8): 2 hits". */
function depthCharged(d: Of<'DepthCharged'>): string {
  if (d.weapon === 'hedgehog') {
    if (!d.roll) return `Hedgehog missed${total(d.hedgehogHit)} ([E3c])`;
    return `Hedgehog hit${total(d.hedgehogHit)}, damage ${d.roll.total}: ${hitsOrSunk(d.hits, d.sunk)} ([E3c])`;
  }
  if (d.weapon === 'squid') return `Squid${total(d.roll)}: ${hitsOrSunk(d.hits, d.sunk)} ([E3d])`;
  return `Depth charges${total(d.roll)}: ${hitsOrSunk(d.hits, d.sunk)} ([E3])`;
}

/** 9.8: the aircraft's whole attack in one line: "Aircraft: crash dive failed (7), flak missed, 3 hits". */
function aircraft(d: Of<'AircraftEncountered'>, events: readonly CareerEvent[]): string {
  const start = events.indexOf(events.find((e) => e.data === d) as CareerEvent);
  const after = events.slice(start + 1);
  const next = after.findIndex((e) => e.type === 'AircraftEncountered');
  const own = next < 0 ? after : after.slice(0, next);
  const parts = [d.result ? `${CRASH_DIVE[d.result]}${total(d.crashDive)}` : 'a new aircraft attacks'];
  for (const e of own) {
    if (e.type === 'FlakFired') parts.push(FLAK[e.data.result]);
    if (e.type === 'AircraftAttacked') parts.push(hitsOrSunk(e.data.hits, e.data.sunk));
  }
  return `Aircraft: ${parts.join(', ')}`;
}

/** A salvo in one line: "3 torpedoes: 2 hits, 1 dud". */
function salvo(events: readonly CareerEvent[]): string | null {
  const fired = events.filter(
    (e): e is Extract<CareerEvent, { type: 'TorpedoFired' }> => e.type === 'TorpedoFired',
  );
  if (fired.length === 0) return null;
  const hits = fired.filter((e) => e.data.hit).length;
  const duds = events.filter((e) => e.type === 'TorpedoDudRolled' && e.data.dud).length;
  const dudText = duds > 0 ? `, ${plural(duds, 'dud')}` : '';
  return `${plural(fired.length, 'torpedo')}: ${hits === 0 ? 'all missed' : plural(hits, 'hit')}${dudText}`;
}

const SAY: Partial<Record<CareerEvent['type'], Say>> = {
  PatrolAssigned: (d: Of<'PatrolAssigned'>) =>
    `Patrol ${d.number}: ${PLACE[d.area] ?? d.area}${total(d.roll)}`,
  TravelBoxEntered: (d: Of<'TravelBoxEntered'>) =>
    `Into ${PLACE[d.box.kind] ?? d.box.kind}${d.posture === 'schnorchel' ? ', schnorchelling' : ''}`,
  AttackApproachChosen: (d: Of<'AttackApproachChosen'>) =>
    `Attack ${ATTACK[d.attack] ?? d.attack} at ${d.range} range${d.wolfpack ? ` (the escorts ${d.wolfpack})` : ''}`,
  StayedSurfaced: () => 'The boat stays on the surface',
  Dived: () => 'The boat dives',
  BoatReturned: (d: Of<'BoatReturned'>) =>
    d.relief?.relieved ? 'Back in port: the Kommandant is relieved of command' : 'Back in port',
  EncounterRolled: (d: Of<'EncounterRolled'>) =>
    `Encounter${total(d.roll)}: ${ENCOUNTER[d.result] ?? d.result}`,
  AircraftEncountered: aircraft as Say,
  EscortDetectionRolled: (d: Of<'EscortDetectionRolled'>) =>
    `${d.rule === '9.2.2' ? 'Closing in' : 'The escorts'}${total(d.roll)}: ${d.result === 'notDetected' ? 'not detected' : 'detected'}`,
  TestDepthExceeded: (d: Of<'TestDepthExceeded'>) =>
    d.imploded ? 'Below test depth: the hull gave way' : 'Below test depth: the hull held',
  DepthCharged: depthCharged,
  ShipDamaged: (d: Of<'ShipDamaged'>) =>
    d.damage >= d.sinkPoints
      ? null
      : `A target hit: ${plural(d.points, 'damage point')} (${d.damage} of ${d.sinkPoints})`,
  ShipSunk: (d: Of<'ShipSunk'>) => `${d.name} sunk — ${tons(d.tonnage)}`,
  FollowAttempted: (d: Of<'FollowAttempted'>) =>
    `Follow${total(d.roll)}: ${d.contact ? 'contact kept' : 'contact lost'}`,
  SwitchToNightAttempted: (d: Of<'SwitchToNightAttempted'>) =>
    `Waiting for night${total(d.roll)}: ${d.outcome === 'night' ? 'night falls, the ships still in sight' : 'the ships are lost'}`,
  AttackDeclined: () => 'The Kommandant let the ships pass',
  EncounterEnded: (d: Of<'EncounterEnded'>) => `Encounter over: ${ENCOUNTER_OVER[d.reason].toLowerCase()}`,
  CrewInjured: (d: Of<'CrewInjured'>) =>
    d.severity ? `${CREW[d.member] ?? d.member} ${SEVERITY[d.severity]}` : null,
  UBoatSunk: () => 'The U-boat is sunk',
  PatrolCompleted: (d: Of<'PatrolCompleted'>) =>
    `Patrol ${d.number} over: ${plural(d.shipsSunk, 'ship')} sunk${d.aborted ? ' (aborted)' : ''}`,
  PromotionRolled: (d: Of<'PromotionRolled'>) => (d.promoted ? `Promoted to ${RANKS[d.rank]}` : null),
  EvasiveManoeuvreMade: (d: Of<'EvasiveManoeuvreMade'>) =>
    `Evasive manoeuvre: the U-boat turned ${d.uboatNumber}, the escort ${d.escortNumber}: ${d.hits > 0 ? `+${d.hits} hits` : 'no match'}`,
  CareerEnded: (d: Of<'CareerEnded'>) => `The career is over: ${d.detail}`,
};

const AWARD: Record<string, string> = {
  knightsCross: 'the Knight’s Cross',
  oakLeaves: 'the Oak Leaves',
  swords: 'the Swords',
  diamonds: 'the Diamonds',
  ironCross2: 'the Iron Cross 2nd Class',
  ironCross1: 'the Iron Cross 1st Class',
  uboatWarBadge: 'the U-boat War Badge',
  uboatWarBadgeWithDiamonds: 'the U-boat War Badge with Diamonds',
  germanCrossInGold: 'the German Cross in Gold',
  frontClaspBronze: 'the U-boat Front Clasp in bronze',
  frontClaspSilver: 'the U-boat Front Clasp in silver',
  woundBadgeBlack: 'the Wound Badge in black',
  woundBadgeSilver: 'the Wound Badge in silver',
  woundBadgeGold: 'the Wound Badge in gold',
};

/** The card of one event, when it is a moment that matters. */
function cardOf(event: CareerEvent, events: readonly CareerEvent[]): ResultCard | null {
  switch (event.type) {
    case 'ShipSunk':
      return { kind: 'shipSunk', title: `${event.data.name} sunk — ${tons(event.data.tonnage)}`, lines: [] };
    case 'UBoatSunk': {
      const cause = events.filter((e) => e.type === 'DepthCharged' || e.type === 'AircraftAttacked').pop();
      const line = cause?.type === 'DepthCharged' ? depthCharged(cause.data) : null;
      return { kind: 'uboatSunk', title: `U-boat sunk (${event.data.rule})`, lines: line ? [line] : [] };
    }
    case 'EncounterEnded':
      return { kind: 'encounterOver', title: 'Encounter over', lines: [ENCOUNTER_OVER[event.data.reason]] };
    case 'CrewInjured': {
      const said = SAY.CrewInjured?.(event.data as never, events);
      return said ? { kind: 'wounded', title: 'Wounded', lines: [said] } : null;
    }
    case 'PromotionRolled':
      return event.data.promoted
        ? { kind: 'promoted', title: `Promoted to ${RANKS[event.data.rank]}`, lines: [] }
        : null;
    case 'DecorationsAwarded':
      return event.data.awards.length > 0
        ? { kind: 'decorated', title: 'Awarded', lines: event.data.awards.map((a) => AWARD[a] ?? a) }
        : null;
    case 'EvasiveManoeuvreMade':
      return {
        kind: 'manoeuvre',
        title: 'Evasive manoeuvre revealed (14.8.3)',
        lines: [SAY.EvasiveManoeuvreMade?.(event.data as never, events) ?? ''],
      };
    case 'CareerEnded':
      return {
        kind: 'careerOver',
        title: 'The career is over',
        lines: [
          `${event.data.detail} (${event.data.rule})`,
          `${tons(event.data.tonnage)} sunk in ${plural(event.data.patrolsCompleted, 'patrol')}`,
        ],
      };
    default:
      return null;
  }
}

/** The wounds of one command on one card. */
function mergeWounds(cards: readonly ResultCard[]): ResultCard[] {
  const wounds = cards.filter((c) => c.kind === 'wounded');
  if (wounds.length < 2) return [...cards];
  const merged: ResultCard = { kind: 'wounded', title: 'Wounded', lines: wounds.flatMap((c) => c.lines) };
  return [...cards.filter((c) => c.kind !== 'wounded'), merged];
}

/** What the events of one command did, in the game's words. */
export function reportOf(events: readonly CareerEvent[]): MoveReport {
  const salvoLine = salvo(events);
  const headlines = events.flatMap((event, i): string[] => {
    if (event.type === 'TorpedoFired')
      return events.findIndex((e) => e.type === 'TorpedoFired') === i && salvoLine ? [salvoLine] : [];
    const inAircraft = ['FlakFired', 'AircraftAttacked'].includes(event.type);
    const said = inAircraft ? null : SAY[event.type]?.(event.data as never, events);
    return said ? [said] : [];
  });
  const cards = mergeWounds(events.flatMap((e) => cardOf(e, events) ?? []));
  return { headlines, cards };
}
