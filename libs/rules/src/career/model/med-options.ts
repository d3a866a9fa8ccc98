import type {
  MedEvasionDirection,
  MedEvasionRule,
  MedQualityRule,
  MedEvasionOutcome,
  MedForceQuality,
} from '../../campaigns/beneath-the-med/option-rules';
import type { CareerOptions } from './career-options';
import type { RecordedRoll } from './rolls';

/**
 * The optional rules of §11 (004 L2567-2745) a Beneath the Med career plays, by the names The Hunted's §14 gives the
 * same rules (CareerOptions), 11.7's historical names by 14.4's (`historicalUBoatIds`), 11.6 and 11.8 by names of their
 * own: chosen at StartCareer, recorded in CareerStarted, fixed for the career.
 */
export type MedOptions = Pick<
  CareerOptions,
  | 'standardTonnage'
  | 'historicalTargets'
  | 'evasiveManoeuvres'
  | 'variableEscortQuality'
  | 'variableAircraftQuality'
  | 'variableGenericEscort'
  | 'historicalUBoatIds'
  | 'noviceCrew'
>;

const NO_MED_OPTIONS: MedOptions = {
  standardTonnage: false,
  historicalTargets: false,
  evasiveManoeuvres: false,
  variableEscortQuality: false,
  variableAircraftQuality: false,
  variableGenericEscort: false,
  historicalUBoatIds: false,
  noviceCrew: false,
};

/** The options of a CareerStarted; one recorded before §11 was played has none: every one off. */
export const medOptionsOf = (recorded: Partial<MedOptions> | undefined): MedOptions => ({
  ...NO_MED_OPTIONS,
  ...recorded,
});

/** 11.4, 11.5: 1d6 by year for the quality of this combat's escorts or of this aircraft (The Hunted's stored types). */
export interface MedQualityRolled {
  readonly type: 'EscortQualityRolled' | 'AircraftQualityRolled';
  readonly data: {
    readonly rule: MedQualityRule;
    readonly roll: RecordedRoll;
    readonly quality: MedForceQuality;
  };
}

/** 11.3: the boat's number against the escort's (1d6, or the opponent's choice), before a [B4] roll (The Hunted's stored type, 14.8). */
export interface MedEvasiveManoeuvreMade {
  readonly type: 'EvasiveManoeuvreMade';
  readonly data: {
    readonly rule: MedEvasionRule;
    readonly uboatNumber: number;
    readonly uboatDirection: MedEvasionDirection;
    readonly escortNumber: number;
    readonly escortDirection: MedEvasionDirection;
    /** Null where the opponent chose the escort's number (two players, 004 L2640-2642). */
    readonly escortRoll: RecordedRoll | null;
    readonly outcome: MedEvasionOutcome;
    /** Hits added to the [B4] result. */
    readonly hits: number;
  };
}
