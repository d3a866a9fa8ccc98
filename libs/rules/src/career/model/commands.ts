import type { CampaignId } from '../../campaigns';
import type { MedArea, MedClass, MedCrewAdvance, MedRange } from '../../campaigns/beneath-the-med';
import type { CrewMember, E4Damage, PatrolArea, UBoatType, YearMonth } from '../../charts';
import type { AbortDirection, ApproachRange } from './vocabulary';
import type { CareerOptionsChoice } from './career-options';
import type { AttackKind, BoatSystem, Posture, Step, TimeOfDay } from './state';

export type TubeEnd = 'bow' | 'stern';

/** One torpedo: the tube it leaves and the target column it is aimed at (9.2.1). */
export interface Shot {
  readonly end: TubeEnd;
  /** Index of the tube in its end (bowTubes / sternTubes of the loadout). */
  readonly tube: number;
  /** Index of the target column on the combat mat (9.1.2). */
  readonly target: number;
}

/** Commands use the game's words; each names its rule where it has one. */
export type CareerCommand =
  | {
      readonly type: 'StartCareer';
      readonly data: {
        /** The U-boat type; in Beneath the Med (`campaign`), the class of its status board. */
        readonly uboatType: UBoatType | MedClass;
        readonly startDate: YearMonth;
        readonly kommandant: string;
        readonly uboatId?: string;
        /** sha256(serverSeed), computed by whoever holds the server seed. */
        readonly seedCommitment: string;
        readonly playerSeed: string;
        /** The optional rules (§14, §15) in play; any left out are off. */
        readonly options?: CareerOptionsChoice;
        /** 4.5: re-type up to four torpedoes; positive = G7a→G7e, negative = G7e→G7a. */
        readonly torpedoSwaps?: number;
        /** 5.1: an agreed last month; the career ends when the next patrol would start after it. */
        readonly endDate?: YearMonth;
        /** The game of the series (docs/chart-packs/README.md); left out, The Hunted. */
        readonly campaign?: CampaignId;
      };
    }
  /**
   * 7.0; 11.2.1: a KptLt or higher may name the area he asks for (granted on 1d6 ≤ his rank's number);
   * 10.11.8: a KKpt or higher shifts the deck-gun removal roll by −1, 0 or +1.
   */
  | {
      readonly type: 'AssignPatrol';
      readonly data: {
        /** In Beneath the Med (7.9.1), an area of its own charts. */
        readonly requestedArea?: PatrolArea | MedArea | null;
        readonly deckGunShift?: -1 | 0 | 1;
      };
    }
  /** 8.0, 8.1, 8.2.2: the posture for the box, and the Fa-330 kite where the boat carries one. */
  | {
      readonly type: 'EnterNextBox';
      readonly data: { readonly posture: Posture; readonly deployKite?: boolean };
    }
  | { readonly type: 'DeclineAttack'; readonly data: Record<string, never> }
  | { readonly type: 'SwitchToNight'; readonly data: Record<string, never> }
  /** 9.8.7 (VIIC Flak), 9.8.9 (Bay of Biscay 5-7/43): stay surfaced for a second air combat round. */
  | { readonly type: 'StaySurfaced'; readonly data: Record<string, never> }
  /** …or dive after the first round; an undamaged aircraft then shadows the boat (9.8.3). */
  | { readonly type: 'Dive'; readonly data: Record<string, never> }
  /**
   * 9.0, 9.1.4: submerged / surfaced / night surface attack, the range, and whether an escort is a target (9.10);
   * Beneath the Med 7.2.1-7.2.2 with its own ranges.
   */
  | {
      readonly type: 'ChooseApproach';
      readonly data: {
        readonly attack: AttackKind;
        /** The Hunted's 9.1.4 ('extreme' with 14.16) or Beneath the Med's 7.2.1: each campaign refuses the other's. */
        readonly range: ApproachRange | MedRange;
        readonly attackEscort?: boolean;
      };
    }
  /** 9.2.1: one salvo (both ends only in a night surface attack, 9.5.2, or one end at a time vs unescorted, 9.4.2). */
  | { readonly type: 'FireTorpedoes'; readonly data: { readonly shots: readonly Shot[] } }
  /** 9.3.2: one or two ammunition points, each at a target column. */
  | { readonly type: 'FireDeckGun'; readonly data: { readonly targets: readonly number[] } }
  /** 9.4.2: done firing at unescorted targets this round. */
  | { readonly type: 'EndRound'; readonly data: Record<string, never> }
  /** 9.6.4, 9.6.7: declared before each [E2] roll. */
  | {
      readonly type: 'EvadeEscorts';
      readonly data: { readonly exceedTestDepth: boolean; readonly bold: boolean };
    }
  /** 9.4.3: another round against unescorted targets that survived. */
  | { readonly type: 'AdditionalRound'; readonly data: Record<string, never> }
  /** 9.7: follow one damaged ship (9.7.6) or the group (9.7.7); choose day or night when the targets are damaged (9.7.5). */
  | {
      readonly type: 'Follow';
      readonly data: { readonly damagedShip?: number; readonly timeOfDay?: TimeOfDay };
    }
  /** 9.0: the Kommandant withdraws; the encounter ends. */
  | { readonly type: 'BreakOff'; readonly data: Record<string, never> }
  /** 11.4.3: ask for a newer U-boat after a Knight's Cross grade (or with a request kept). */
  | { readonly type: 'RequestNewUBoat'; readonly data: { readonly uboatType: UBoatType | MedClass } }
  /** 11.4.3: keep the request for a later refit. */
  | { readonly type: 'KeepNewUBoatRequest'; readonly data: Record<string, never> }
  /** 10.9.5: abort the patrol; the way home (10.9.2, Q-09) only when both transit boxes are as near. */
  | { readonly type: 'AbortPatrol'; readonly data: { readonly direction?: AbortDirection } }
  /** 11.1, Q-21: the Doctor Experte treats one lightly wounded man, once a patrol (box: the generic crew box). */
  | {
      readonly type: 'DoctorTreatsWound';
      readonly data: { readonly member: CrewMember; readonly box: number | null };
    }
  /**
   * 12.1.3, E-HALS: use a random-event token (Hals und Beinbruch: the next harmful roll is rolled again); Beneath the
   * Med 9.2, Q-BTM-LUPO: an "In bocca al lupo" token rolls a failed crash dive again.
   */
  | {
      readonly type: 'UseRandomEventToken';
      readonly data: { readonly token: 'superiorTorpedoes' | 'halsUndBeinbruch' | 'inBoccaAlLupo' };
    }
  /**
   * 14.8: the Kommandant's evasive number (1-6); in a two-player game (14.8.3) the opponent's number for the escort
   * comes with it, both chosen face hidden; in a solo game the escort's number is rolled on [B12].
   */
  | {
      readonly type: 'ChooseEvasiveManoeuvre';
      readonly data: { readonly uboatNumber: number; readonly escortNumber?: number };
    }
  /** 14.9: meet the milk cow (an exposure roll on [E1] first), or not (14.9.5). */
  | { readonly type: 'AcceptReplenishment'; readonly data: Record<string, never> }
  | { readonly type: 'DeclineReplenishment'; readonly data: Record<string, never> }
  /** 11.4.10.3: a spare part for the boat resupplied (its [E4] system), or for one of the tanker's own. */
  | {
      readonly type: 'UseSparePart';
      readonly data: { readonly onBoat: 'supplied' | 'own'; readonly system: E4Damage | BoatSystem };
    }
  | { readonly type: 'KeepSparePart'; readonly data: Record<string, never> }
  /** 11.4.10.4, Q-32: the tanker's own fuel for the points its cargo lacked; it spends a travel box. */
  | { readonly type: 'TransferOwnFuel'; readonly data: { readonly points: number } }
  | { readonly type: 'KeepOwnFuel'; readonly data: Record<string, never> }
  /** 14.12: the Type XXI attacks with its active sonar for this combat. */
  | { readonly type: 'AttackWithNibelung'; readonly data: Record<string, never> }
  /** 14.15 #15 Straggler killer: instead of the convoy, a single unescorted ship (once per patrol). */
  | { readonly type: 'SingleOutStraggler'; readonly data: Record<string, never> }
  /** 13.5.5: a wolfpack tournament boat that rolled a ship joins its pack's attack in round 2… */
  | { readonly type: 'JoinWolfpackAttack'; readonly data: Record<string, never> }
  /** …or leaves the pack for this box to attack its own contact. */
  | { readonly type: 'PursueOwnContact'; readonly data: Record<string, never> }
  /** 13.5.4, 13.5.5: the pack coordinator's: round `round` for this boat, with the [E2] modifier its 1d6 gave. */
  | {
      readonly type: 'OpenPackRound';
      readonly data: { readonly round: 1 | 2 | 3; readonly detection: 'focused' | 'busy' };
    }
  /** the pack coordinator's: no pack attack for this boat in this box; it resolves its own result. */
  | { readonly type: 'DismissPack'; readonly data: Record<string, never> }
  /** Beneath the Med 7.7.1: the crew's advance after every third successful patrol, chosen by the player. */
  | { readonly type: 'ChooseCrewAdvance'; readonly data: { readonly advance: MedCrewAdvance } }
  /** Beneath the Med 4.5 step 3: the G7e asked for at a refit from 1942 (0: none), on 1d6 = 1. */
  | { readonly type: 'LoadTorpedoes'; readonly data: { readonly g7e: number } }
  /** T-PAUSE: the career's tournament holds its play while the organiser pauses it… */
  | { readonly type: 'HoldPlay'; readonly data: { readonly tournamentId: string; readonly reason: string } }
  /** …and releases it when he resumes or finishes it. */
  | { readonly type: 'ResumePlay'; readonly data: { readonly tournamentId: string } }
  /** Beneath the Med 6.7.5.1 [D1]: the range the S.L.C.s are launched at. */
  | { readonly type: 'LaunchSlcs'; readonly data: { readonly range: 'short' | 'medium' | 'long' } }
  /** 6.7.5.2 [D2]: each S.L.C. tries to penetrate the harbour; [D3] then finds its ships. */
  | { readonly type: 'PenetrateHarbour'; readonly data: Record<string, never> }
  /** 6.7.5.3: the ship (an index of the targets found) each S.L.C. that penetrated fixes its charge to. */
  | { readonly type: 'AttachSlcs'; readonly data: { readonly targets: readonly number[] } }
  /** 6.7.5.4 [D4]: the charges go off. */
  | { readonly type: 'DetonateSlcs'; readonly data: Record<string, never> }
  /** 6.7.5.5 [D5]: the frogmen's fate, rolled or skipped. */
  | { readonly type: 'RollFrogmenFate'; readonly data: { readonly skip?: boolean } };

export type CareerCommandType = CareerCommand['type'];
export const CAREER_COMMAND_TYPES: readonly CareerCommandType[] = [
  'StartCareer',
  'AssignPatrol',
  'EnterNextBox',
  'DeclineAttack',
  'SwitchToNight',
  'StaySurfaced',
  'Dive',
  'ChooseApproach',
  'FireTorpedoes',
  'FireDeckGun',
  'EndRound',
  'EvadeEscorts',
  'AdditionalRound',
  'Follow',
  'BreakOff',
  'RequestNewUBoat',
  'KeepNewUBoatRequest',
  'AbortPatrol',
  'UseRandomEventToken',
  'DoctorTreatsWound',
  'ChooseEvasiveManoeuvre',
  'AcceptReplenishment',
  'DeclineReplenishment',
  'AttackWithNibelung',
  'SingleOutStraggler',
  'UseSparePart',
  'KeepSparePart',
  'TransferOwnFuel',
  'KeepOwnFuel',
  'JoinWolfpackAttack',
  'PursueOwnContact',
  'OpenPackRound',
  'DismissPack',
  'ChooseCrewAdvance',
  'LoadTorpedoes',
  'HoldPlay',
  'ResumePlay',
  'LaunchSlcs',
  'PenetrateHarbour',
  'AttachSlcs',
  'DetonateSlcs',
  'RollFrogmenFate',
];

/** 13.5.4, 13.5.5: sent only by a wolfpack's convoy-battle coordinator, never by a player (the API refuses them). */
export const COORDINATOR_COMMAND_TYPES: readonly CareerCommandType[] = ['OpenPackRound', 'DismissPack'];

/** T-PAUSE: sent only by the career's tournament, on its organiser's pause, resume or finish (the API refuses them). */
export const TOURNAMENT_COMMAND_TYPES = [
  'HoldPlay',
  'ResumePlay',
] as const satisfies readonly CareerCommandType[];

/** The commands a player may send. */
export const PLAYER_COMMAND_TYPES: readonly CareerCommandType[] = CAREER_COMMAND_TYPES.filter(
  (type) =>
    !COORDINATOR_COMMAND_TYPES.includes(type) &&
    !(TOURNAMENT_COMMAND_TYPES as readonly string[]).includes(type),
);

/** A command the player may send now, with the values each parameter may take. */
export interface LegalCommand {
  readonly type: CareerCommandType;
  readonly parameters: Readonly<Record<string, readonly unknown[] | string>>;
  /**
   * Ready-to-send commands for a command whose parameters combine (a salvo, gun targets): every one is legal now.
   * Not every legal combination is listed; any combination the parameters allow is accepted.
   */
  readonly choices?: readonly CareerCommand[];
}

export interface Decision {
  readonly step: Step;
  readonly commands: readonly LegalCommand[];
}
