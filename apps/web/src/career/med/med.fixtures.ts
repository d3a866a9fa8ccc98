import type { MedClass } from '@periscope/rules/campaigns/beneath-the-med';
import type { YearMonth } from '@periscope/rules/charts';
import { medStartCommand } from '@periscope/rules/testing/med-start';
import {
  decide,
  evolve,
  initialState,
  ScriptedDice,
  type CareerCommand,
  type CareerState,
} from '@periscope/rules';
import type { DiceScript } from '@periscope/rules/dice';
import type { ClientEvent } from '../events';

/** A Med career played by the real engine on scripted dice: its state and its events as the client holds them. */
export interface MedPlay {
  readonly state: CareerState;
  readonly events: readonly ClientEvent[];
}

/** The start of a career of this class and month (4.0), on its dice. */
export interface MedStart {
  readonly uboatType: string;
  readonly startDate: string;
  readonly dice: DiceScript;
  /** §11: the optional rules switched on (none by default). */
  readonly options?: Record<string, unknown>;
}

const PERLA: MedStart = { uboatType: 'Perla', startDate: '1942-06', dice: [] };

const startCommand = ({ uboatType, startDate, options }: MedStart): CareerCommand => {
  const command = medStartCommand(
    { serverSeed: 's', playerSeed: 'p' },
    {
      uboatType: uboatType as MedClass,
      startDate: startDate as YearMonth,
    },
  );
  return options ? ({ ...command, data: { ...command.data, options } } as CareerCommand) : command;
};

export const ENTER = { type: 'EnterNextBox', data: { posture: 'surfaced' } } as unknown as CareerCommand;
export const STAY_UP = { type: 'StaySurfaced', data: {} } as unknown as CareerCommand;
export const ASSIGN = { type: 'AssignPatrol', data: { requestedArea: null } } as unknown as CareerCommand;

/** Plays each command on its dice after the start (by default a Perla of 6/42, which rolls no die: 4.2.1). */
export function playMed(moves: readonly (readonly [CareerCommand, DiceScript])[], start = PERLA): MedPlay {
  let state = initialState();
  const events: ClientEvent[] = [];
  for (const [n, [command, script]] of [[startCommand(start), start.dice] as const, ...moves].entries()) {
    for (const event of decide(state, command, new ScriptedDice(script))) {
      state = evolve(state, event);
      const revision = events.length + 1;
      const metadata = { commandId: `command-${n}` };
      events.push({
        revision,
        position: revision,
        type: event.type,
        data: event.data,
        recordedAt: '',
        metadata,
      });
    }
  }
  return { state, events };
}

/** The Perla in port, its patrol not yet assigned. */
export const perlaInPort = (): MedPlay => playMed([]);

/** The Perla assigned its patrol on A1a's 2d6 (3 + 4) and sailed into its first box, where nothing is met. */
export const perlaAtSea = (): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
  ]);

/** The Perla through its two transit boxes (nothing met) into the Central Mediterranean, on these dice there. */
export const perlaOnStation = (there: DiceScript): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, there],
  ]);

/**
 * [A3] 8 in the Central Mediterranean: a convoy of three, sized on 1d6 5, 2, 6 and rolled on 1d10 4, 3, 9; by day
 * (1d6 2, 7.1.10).
 */
export const perlaMeetsConvoy = (): MedPlay =>
  perlaOnStation({ '2d6': [[4, 4]], '1d6': [5, 2, 6, 2], '1d10': [4, 3, 9] });

/** [A3] 4: a capital ship, the bottom of [T4] on 1d6 6 (a Queen Elizabeth-class battleship), by day (1d6 2). */
export const perlaMeetsBattleship = (): MedPlay => perlaOnStation({ '2d6': [[1, 3]], '1d6': [6, 2] });

/** [A3] 2: an aircraft, the crash dive on [A4] rolled 2d6 (1 + 2): an attack follows. */
export const perlaMeetsAircraft = (): MedPlay =>
  perlaOnStation({
    '2d6': [
      [1, 1],
      [1, 2],
    ],
  });

/**
 * …and fires its AA: [A2] 2d6 (4 + 4), a modified 7, a miss (7.3.4); the aircraft attacks on [B4] (1 + 1, +2: one
 * hit), [B5] 13 (no effect on an Italian boat); the crew injury on [B8]: 2d6 7 a sailor, 1d6 1 lightly wounded (7.3.3,
 * 7.5.6); the aircraft, not hit, shadows the boat: [A3] 7, nothing comes and it leaves.
 */
export const perlaFiresAa = (): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [ENTER, { '2d6': [[3, 4]] }],
    [
      ENTER,
      {
        '2d6': [
          [1, 1],
          [1, 2],
        ],
      },
    ],
    [
      STAY_UP,
      {
        '2d6': [
          [4, 4],
          [1, 1],
          [3, 4],
          [3, 4],
        ],
        d66: [[1, 3]],
        '1d6': [1],
      },
    ],
  ]);

/** The patrol's first 12 in its first box: [B10] 7, an "In bocca al lupo" token (9.2); then an aircraft, the dive failed. */
export const perlaLuckyThenCaught = (): MedPlay =>
  playMed([
    [ASSIGN, { '2d6': [[3, 4]] }],
    [
      ENTER,
      {
        '2d6': [
          [6, 6],
          [3, 4],
        ],
      },
    ],
    [
      ENTER,
      {
        '2d6': [
          [1, 1],
          [1, 2],
        ],
      },
    ],
  ]);

/** A Marconi of 6/41 based at BETASOM on 1d10 1 (6.6): its first patrol sails from Italy through Gibraltar (6.4). */
export const marconiFromItaly = (): MedPlay =>
  playMed([[ASSIGN, { '2d6': [[3, 4]] }]], {
    uboatType: 'Marconi',
    startDate: '1941-06',
    dice: { '1d10': [1], '1d6': [4, 4] },
  });

/** An Adua of 6/40: its conning tower is not rebuilt yet (7.5.9.3). */
export const aduaOf1940 = (): MedPlay =>
  playMed([], { uboatType: 'Adua', startDate: '1940-06', dice: { '1d6': [4] } });

/** A whole patrol sailed quietly (Transit 2d6 7, Central Mediterranean 2d6 9), the last box on `home`'s dice. */
const quietPatrol = (
  home: DiceScript,
  start = PERLA,
  after: readonly (readonly [CareerCommand, DiceScript])[] = [],
): MedPlay => {
  const transit: readonly [CareerCommand, DiceScript] = [ENTER, { '2d6': [[3, 4]] }];
  const onStation: readonly [CareerCommand, DiceScript] = [ENTER, { '2d6': [[4, 5]] }];
  const last: readonly [CareerCommand, DiceScript] = [ENTER, home];
  return playMed(
    [[ASSIGN, { '2d6': [[3, 4]] }], transit, transit, onStation, onStation, transit, last, ...after],
    start,
  );
};

/** The Perla back in port after its first patrol, refitted; in 1942 the G7e are asked for next (4.5). */
export const perlaBackInPort = (): MedPlay => quietPatrol({ '2d6': [[3, 4]] });

/** The same, no G7e asked for (4.5): the next assignment is offered. */
export const perlaReadyToSail = (): MedPlay =>
  quietPatrol({ '2d6': [[3, 4]] }, PERLA, [
    [{ type: 'LoadTorpedoes', data: { g7e: 0 } } as unknown as CareerCommand, {}],
  ]);

/** The Perla's patrol of 7/43: its refit runs past 8/43, the final promotion roll fails (1d6 6), the career ends. */
export const perlaLastPatrol = (): MedPlay =>
  quietPatrol({ '2d6': [[3, 4]], '1d6': [6] }, { ...PERLA, startDate: '1943-07' });
const ADUA_1940: MedStart = { uboatType: 'Adua', startDate: '1940-06', dice: { '1d6': [4] } };

/** The Adua's S.L.C. patrol ([A1a] 2d6 2) to its Mission box off Alexandria, nothing met in Transit. */
const TO_THE_SLC_BOX: readonly (readonly [CareerCommand, DiceScript])[] = [
  [ASSIGN, { '2d6': [[1, 1]] }],
  [ENTER, { '2d6': [[3, 4]] }],
  [ENTER, { '2d6': [[3, 4]] }],
  [ENTER, []],
];

/** An Adua of 6/40 sent on an S.L.C. attack, in its Mission box off Alexandria: the range is next. */
export const aduaLaunchingSlcs = (): MedPlay => playMed(TO_THE_SLC_BOX, ADUA_1940);

/**
 * The same Adua's S.L.C.s launched at long range, one through on 1d6 5, 4, 1 (−1), and [D3]'s 1d6 1, 3: Queen
 * Elizabeth and a cruiser to choose from.
 */
export const aduaSlcsInTheHarbour = (): MedPlay =>
  playMed(
    [
      ...TO_THE_SLC_BOX,
      [{ type: 'LaunchSlcs', data: { range: 'long' } } as CareerCommand, []],
      [{ type: 'PenetrateHarbour', data: {} } as CareerCommand, { '1d6': [5, 4, 1, 1, 3] }],
    ],
    ADUA_1940,
  );
