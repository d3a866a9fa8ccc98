import type { CareerEvent, EncounterKind, PatrolArea } from '@periscope/rules';
import type { StoryEvent } from './export-events';
import { t } from '../../i18n/i18n';

// A career's events as a timeline by patrol: where each patrol went, what it met, the ships it sank.

export interface SunkShip {
  readonly name: string;
  readonly shipType: string;
  readonly tonnage: number;
  readonly line: number;
}

/** A line of a two-player game beside the patrol (13.1.2, 14.8.3): an opponent's roll, an evasive number. */
export interface DuelNote {
  readonly line: number;
  readonly words: string;
  /** The rulebook's rule, none where the game's own deadline decided. */
  readonly rule: string | null;
}

export interface EncounterEntry {
  readonly line: number;
  readonly kind: EncounterKind;
  readonly sunk: SunkShip[];
  readonly notes: DuelNote[];
}

export interface PatrolEntry {
  readonly number: number;
  readonly date: string;
  readonly area: PatrolArea;
  readonly line: number;
  readonly encounters: EncounterEntry[];
  /** A game's notes before the patrol's first encounter. */
  readonly notes: DuelNote[];
  /** Set when PatrolCompleted is read (7.5.2, 10.9). */
  outcome: { readonly aborted: boolean; readonly success: boolean; readonly line: number } | null;
}

export interface CareerTimeline {
  /** Who commanded (CareerStarted), e.g. "Kptlt. Prien, U-47". */
  readonly title: string;
  /** A Beneath the Med career: its areas and rules are its own (6.2, [A3]). */
  readonly med?: boolean;
  readonly patrols: PatrolEntry[];
  /** CareerEnded (5.1, 5.2): why, the tonnage and the victory level. */
  end: {
    readonly reason: string;
    readonly tonnage: number;
    readonly victoryLevel: string;
    readonly line: number;
  } | null;
}

type Read = CareerEvent & { readonly line: number };

/** The timeline of one career stream's events. */
export function careerTimeline(events: readonly StoryEvent[]): CareerTimeline {
  const timeline: CareerTimeline = {
    title: careerTitle(events),
    ...(medStart(events[0]) && { med: true }),
    patrols: [],
    end: null,
  };
  for (const event of events) readCareerEvent(timeline, event);
  return timeline;
}

/** "Kptlt. Prien, U-47 (Type VIIC)" from the career's first event, or the stream's name. */
export function careerTitle(events: readonly StoryEvent[]): string {
  return startedTitle(events[0]) ?? events[0]?.stream ?? t('audit.emptyStream');
}

/** Whether a stream's first event starts a Beneath the Med career (none recorded: The Hunted). */
export const medStart = (event: StoryEvent | undefined): boolean =>
  event?.type === 'CareerStarted' &&
  (event.data as { campaign?: { id: string } }).campaign?.id === 'beneath-the-med';

/** Whether a stream's first event starts a Beneath the Med career or creates a Beneath the Med game. */
export const medStream = (event: StoryEvent | undefined): boolean =>
  medStart(event) ||
  (event?.type === 'GameCreated' &&
    (event.data as { settings?: { campaign?: { id: string } } }).settings?.campaign?.id ===
      'beneath-the-med');

/** The title a CareerStarted event gives, in its game's words, or null for any other event. */
export function startedTitle(event: StoryEvent | undefined): string | null {
  const first = event as unknown as Read | undefined;
  if (first?.type !== 'CareerStarted') return null;
  const { kommandant, uboatId, uboatType } = first.data;
  if (medStart(event)) return t('audit.commandedMed', { kommandant, boatClass: uboatType });
  return t('audit.commanded', { kommandant, boat: uboatId ?? 'none', type: uboatType });
}

/** One more career event read into the timeline (a game reads both careers' events in its stream's order). */
export function readCareerEvent(timeline: CareerTimeline, story: StoryEvent): void {
  const event = story as unknown as Read;
  const patrol = timeline.patrols.at(-1);
  switch (event.type) {
    case 'PatrolAssigned':
      timeline.patrols.push({
        ...pick(event.data),
        line: event.line,
        encounters: [],
        notes: [],
        outcome: null,
      });
      return;
    case 'EncounterRolled':
      if (event.data.result !== 'none')
        patrol?.encounters.push({ line: event.line, kind: event.data.result, sunk: [], notes: [] });
      return;
    case 'ShipSunk':
      patrol?.encounters.at(-1)?.sunk.push({
        name: event.data.name,
        shipType: event.data.shipType,
        tonnage: event.data.tonnage,
        line: event.line,
      });
      return;
    case 'PatrolCompleted':
      if (patrol)
        patrol.outcome = { aborted: event.data.aborted, success: event.data.success, line: event.line };
      return;
    case 'MedBoatReturned': // Beneath the Med 6.1 step 3, 7.7.1
      if (patrol) patrol.outcome = { aborted: false, success: event.data.success, line: event.line };
      return;
    case 'CareerEnded':
      timeline.end = {
        reason: event.data.reason,
        tonnage: event.data.tonnage,
        victoryLevel: event.data.victoryLevel,
        line: event.line,
      };
  }
}

const pick = ({ number, date, area }: { number: number; date: string; area: PatrolArea }) => ({
  number,
  date,
  area,
});

/** The tonnage sunk on a patrol (5.2.1). */
export const patrolTonnage = (patrol: PatrolEntry): number =>
  patrol.encounters.reduce((t, e) => t + e.sunk.reduce((s, ship) => s + ship.tonnage, 0), 0);

/** Where a game's note goes: the patrol's last encounter, else the patrol; null before the first patrol. */
export function noteOn(timeline: CareerTimeline, note: DuelNote): boolean {
  const patrol = timeline.patrols.at(-1);
  if (!patrol) return false;
  (patrol.encounters.at(-1)?.notes ?? patrol.notes).push(note);
  return true;
}
