import type { CareerEvent } from '../model/events';
import type { RecordedRoll } from '../model/rolls';

// What one command did, as phrases (a catalogue key and its parameters) that each client words in its player's
// language: headlines for the player and the spectators, and a result card for the moments that matter (a sinking,
// ours or theirs; the end of an encounter; wounds; a promotion; awards; the evasive manoeuvre's reveal, 14.8.3;
// the end of the career). The keys are the web client's catalogue keys (apps/web/src/i18n/catalogues); a key names
// a sentence (`move.*`) or one of the game's words (`box.*`, `encounter.*`, `award.*`, `endReason.*`…).

export type CardKind =
  | 'shipSunk'
  | 'uboatSunk'
  | 'encounterOver'
  | 'wounded'
  | 'promoted'
  | 'decorated'
  | 'manoeuvre'
  | 'careerOver'
  /** Beneath the Med's special mission accomplished or failed (6.7.7, med-mission-headlines.ts). */
  | 'missionEnded';

/** A value a phrase carries: plain data, another phrase, or a list of phrases (said one after the other). */
export type PhraseValue = string | number | boolean | null | Phrase | readonly Phrase[];

/** A sentence or a word of the game, by its catalogue key, with what fills it. */
export interface Phrase {
  readonly key: string;
  readonly params?: Readonly<Record<string, PhraseValue>>;
}

/** A moment that matters: a title and the lines under it. */
export interface ResultCard {
  readonly kind: CardKind;
  readonly title: Phrase;
  readonly lines: readonly Phrase[];
}

/** What one command did: its headlines (oldest first) and its cards. */
export interface MoveReport {
  readonly headlines: readonly Phrase[];
  readonly cards: readonly ResultCard[];
}

type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>['data'];
/** What one event says, given the command's events. */
export type Say = (data: never, events: readonly CareerEvent[]) => Phrase | null;
/** A campaign's own sayings, over the ones both share (med-headlines.ts). */
type Sayings = Partial<Record<CareerEvent['type'], Say>>;

const say = (key: string, params?: Phrase['params']): Phrase => (params ? { key, params } : { key });
/** A roll's total, or null where none was rolled (the sentence then shows none). */
const total = (roll: RecordedRoll | null) => roll?.total ?? null;
const hitsOrSunk = (hits: number, sunk: boolean) => say('move.hits', { n: hits, sunk });

/** 9.6.10: "Hedgehog hit (2), damage 11: U-boat sunk ([E3c])", "Depth charges (8): 2 hits". */
function depthCharged(d: Of<'DepthCharged'>): Phrase {
  if (d.weapon === 'hedgehog') {
    if (!d.roll) return say('move.hedgehogMissed', { total: total(d.hedgehogHit) });
    const result = hitsOrSunk(d.hits, d.sunk);
    return say('move.hedgehogHit', { total: total(d.hedgehogHit), damage: d.roll.total, result });
  }
  const weapon = d.weapon === 'squid' ? 'squid' : 'depthCharges';
  return say('move.depthCharged', { weapon, total: total(d.roll), result: hitsOrSunk(d.hits, d.sunk) });
}

/** 9.8: the aircraft's whole attack in one line: "Aircraft: crash dive failed (7), flak missed, 3 hits". */
function aircraft(d: Of<'AircraftEncountered'>, events: readonly CareerEvent[]): Phrase {
  const start = events.indexOf(events.find((e) => e.data === d) as CareerEvent);
  const after = events.slice(start + 1);
  const next = after.findIndex((e) => e.type === 'AircraftEncountered');
  const own = next < 0 ? after : after.slice(0, next);
  const parts = [
    d.result
      ? say('move.crashDive', { made: d.attacks === 0, total: total(d.crashDive) }) // either campaign's chart
      : say('move.newAircraft'),
  ];
  for (const e of own) {
    if (e.type === 'FlakFired') parts.push(say('move.flak', { result: e.data.result }));
    if (e.type === 'AircraftAttacked') parts.push(hitsOrSunk(e.data.hits, e.data.sunk));
  }
  return say('move.aircraft', { parts });
}

/** A salvo in one line: "3 torpedoes: 2 hits, 1 dud". */
function salvo(events: readonly CareerEvent[]): Phrase | null {
  const fired = events.filter(
    (e): e is Extract<CareerEvent, { type: 'TorpedoFired' }> => e.type === 'TorpedoFired',
  );
  if (fired.length === 0) return null;
  const hits = fired.filter((e) => e.data.hit).length;
  const duds = events.filter((e) => e.type === 'TorpedoDudRolled' && e.data.dud).length;
  return say('move.salvo', { fired: fired.length, hits, duds });
}

/** 10.6.1: a named crewman by his post, a generic one by the crew box hit (step 5). */
const injured = (d: Of<'CrewInjured'>): Phrase | null => {
  if (!d.severity) return null;
  if (d.box === null) return say('move.injured', { member: d.member, severity: d.severity });
  return say('move.injuredBox', { n: d.box + 1, severity: d.severity });
};

const manoeuvre = (d: Of<'EvasiveManoeuvreMade'>): Phrase =>
  say('move.manoeuvre', { uboat: d.uboatNumber, escort: d.escortNumber, hits: d.hits });

const SAY: Sayings = {
  PatrolAssigned: (d: Of<'PatrolAssigned'>) =>
    say('move.patrolAssigned', { number: d.number, place: say(`box.${d.area}`), total: total(d.roll) }),
  TravelBoxEntered: (d: Of<'TravelBoxEntered'>) =>
    say('move.boxEntered', { place: say(`box.${d.box.kind}`), schnorchel: d.posture === 'schnorchel' }),
  AttackApproachChosen: (d: Of<'AttackApproachChosen'>) =>
    say('move.approach', { attack: d.attack, range: d.range, wolfpack: d.wolfpack ?? 'none' }),
  StayedSurfaced: () => say('move.stayedSurfaced'),
  Dived: () => say('move.dived'),
  BoatReturned: (d: Of<'BoatReturned'>) => say('move.returned', { relieved: d.relief?.relieved === true }),
  EncounterRolled: (d: Of<'EncounterRolled'>) =>
    say('move.encounterRolled', { total: total(d.roll), encounter: say(`encounter.${d.result}`) }),
  AircraftEncountered: aircraft as Say,
  EscortDetectionRolled: (d: Of<'EscortDetectionRolled'>) =>
    say('move.detection', {
      closing: d.rule === '9.2.2',
      total: total(d.roll),
      detected: d.result !== 'notDetected',
    }),
  TestDepthExceeded: (d: Of<'TestDepthExceeded'>) => say('move.testDepth', { imploded: d.imploded }),
  DepthCharged: depthCharged,
  ShipDamaged: (d: Of<'ShipDamaged'>) =>
    d.damage >= d.sinkPoints
      ? null
      : say('move.shipDamaged', { points: d.points, damage: d.damage, sinkPoints: d.sinkPoints }),
  ShipSunk: (d: Of<'ShipSunk'>) => say('move.shipSunk', { name: d.name, tonnage: d.tonnage }),
  FollowAttempted: (d: Of<'FollowAttempted'>) =>
    say('move.follow', { total: total(d.roll), contact: d.contact }),
  SwitchToNightAttempted: (d: Of<'SwitchToNightAttempted'>) =>
    say('move.night', { total: total(d.roll), night: d.outcome === 'night' }),
  AttackDeclined: () => say('move.declined'),
  EncounterEnded: (d: Of<'EncounterEnded'>) => say('move.encounterEnded', { reason: d.reason }),
  CrewInjured: injured,
  UBoatSunk: () => say('move.uboatSunk'),
  PatrolCompleted: (d: Of<'PatrolCompleted'>) =>
    say('move.patrolCompleted', { number: d.number, ships: d.shipsSunk, aborted: d.aborted }),
  PromotionRolled: (d: Of<'PromotionRolled'>) =>
    d.promoted ? say('move.promoted', { rank: say(`rank.${d.rank}`) }) : null,
  EvasiveManoeuvreMade: manoeuvre,
  CareerEnded: (d: Of<'CareerEnded'>) => say('move.careerEnded', { reason: say(`endReason.${d.reason}`) }),
};

/** The card of one event, when it is a moment that matters. */
function cardOf(event: CareerEvent, events: readonly CareerEvent[]): ResultCard | null {
  switch (event.type) {
    case 'ShipSunk':
      return { kind: 'shipSunk', title: SAY.ShipSunk?.(event.data as never, events) as Phrase, lines: [] };
    case 'UBoatSunk': {
      const cause = events.filter((e) => e.type === 'DepthCharged' || e.type === 'AircraftAttacked').pop();
      const line = cause?.type === 'DepthCharged' ? depthCharged(cause.data) : null;
      const title = say('move.uboatSunkCard', { rule: event.data.rule });
      return { kind: 'uboatSunk', title, lines: line ? [line] : [] };
    }
    case 'EncounterEnded':
      return {
        kind: 'encounterOver',
        title: say('move.encounterOverCard'),
        lines: [say('move.encounterOverLine', { reason: event.data.reason })],
      };
    case 'CrewInjured': {
      const said = injured(event.data);
      return said ? { kind: 'wounded', title: say('move.woundedCard'), lines: [said] } : null;
    }
    case 'PromotionRolled':
      return event.data.promoted
        ? {
            kind: 'promoted',
            title: say('move.promoted', { rank: say(`rank.${event.data.rank}`) }),
            lines: [],
          }
        : null;
    case 'DecorationsAwarded':
      return event.data.awards.length > 0
        ? {
            kind: 'decorated',
            title: say('move.awardedCard'),
            lines: event.data.awards.map((a) => say(`award.${a}`)),
          }
        : null;
    case 'EvasiveManoeuvreMade':
      return { kind: 'manoeuvre', title: say('move.manoeuvreCard'), lines: [manoeuvre(event.data)] };
    case 'CareerEnded':
      return {
        kind: 'careerOver',
        title: say('move.careerOverCard'),
        lines: [
          say('move.careerEndLine', { reason: say(`endReason.${event.data.reason}`), rule: event.data.rule }),
          say('move.careerTotal', { tonnage: event.data.tonnage, patrols: event.data.patrolsCompleted }),
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
  const merged: ResultCard = {
    kind: 'wounded',
    title: say('move.woundedCard'),
    lines: wounds.flatMap((c) => c.lines),
  };
  return [...cards.filter((c) => c.kind !== 'wounded'), merged];
}

/** What the events of one command did, as phrases each client words in its language; `own`: a campaign's sayings. */
export function reportOf(events: readonly CareerEvent[], own: Sayings = {}): MoveReport {
  const salvoLine = salvo(events);
  const headlines = events.flatMap((event, i): Phrase[] => {
    if (event.type === 'TorpedoFired')
      return events.findIndex((e) => e.type === 'TorpedoFired') === i && salvoLine ? [salvoLine] : [];
    const inAircraft = ['FlakFired', 'AircraftAttacked'].includes(event.type);
    const said = (own[event.type] ?? (inAircraft ? null : SAY[event.type]))?.(event.data as never, events);
    return said ? [said] : [];
  });
  const cards = mergeWounds(events.flatMap((e) => cardOf(e, events) ?? []));
  return { headlines, cards };
}
