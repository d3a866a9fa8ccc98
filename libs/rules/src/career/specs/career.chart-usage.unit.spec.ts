import { defaultChartPack } from '../../charts';
import {
  botCareers,
  observed,
  packModifiers,
  packValues,
  play,
  recordingPack,
  type ModifierKey,
  type Scenario,
} from './chart-usage.fixtures';

// Every chart value is read by the engine: a modifier encoded and never applied, a note, a flag or a row
// the engine never consults fails here, unless the tables below name it with the reason. The witness of a modifier
// is the event log (every roll keeps its chart and its modifiers); the witness of a value is a copy of the pack
// that records every value decide and pending read through it.

/** Careers aimed at what the bots' mix rarely meets. */
const TARGETED: Scenario[] = [
  // 7.3.3: a first Mediterranean patrol ([P1] 10 in 1943) through the Strait of Gibraltar.
  ...['a', 'b', 'c'].map((k) => ({
    seed: `med-${k}`,
    uboatType: 'VIIC' as const,
    startDate: '1943-08' as const,
    first: [4, 6],
  })),
  // 14.15: abilities a roll rarely gives; 14.13: every Kommandant card (with 14.9 for Lauzemis's).
  ...(['leadership', 'capitalShipKiller', 'carrierKiller', 'tankerKiller', 'deckGunExpert'] as const).map(
    (specialAbility) => ({
      seed: `ability-${specialAbility}`,
      uboatType: 'IXC' as const,
      startDate: '1943-07' as const,
      options: { specialAbility },
    }),
  ),
  ...defaultChartPack.kommandantCards.map(({ name: kommandantCard }) => ({
    seed: `card-${kommandantCard}`,
    uboatType: 'IXC' as const,
    startDate: '1943-07' as const,
    options: { kommandantCard, replenishmentAtSea: true },
  })),
  // 14.12: the Type XXI's Nibelung.
  ...['a', 'b', 'c', 'd'].map((k) => ({
    seed: `xxi-${k}`,
    uboatType: 'XXI' as const,
    startDate: '1945-04' as const,
    options: { nibelung: true },
  })),
];

const RARE = 'read by the engine, met in its unit tests, not in these careers:';

/** Modifiers no roll of these careers applied, each with the reason. */
const MODIFIERS_NOT_APPLIED: Record<ModifierKey, string> = {
  'A1.allGenericCrewSeverelyWoundedOrKilled': `${RARE} every generic crew box out at once (10.6.3, C-31)`,
  'A1.eliteCrew': `${RARE} an elite crew needs several crew improvement rolls (11.1)`,
  'A2.secondWatchOfficerExperte': `${RARE} a 2WO Experte (11.1.6)`,
  'E2.escortSurvivedSalvoUndamaged': `${RARE} the bots never fire at the escort (9.10)`,
  'E2.escortSunkOrDamaged': `${RARE} the bots never fire at the escort (9.10)`,
  'U1.attackingEscort': `${RARE} the bots never fire at the escort (9.10)`,
  'E2.secondWatchOfficerInCommand': `${RARE} the Kommandant and the 1WO out together (10.6.3, Q-1WO-CMD)`,
  'U1.kommandantAndFirstWatchOfficerOut': `${RARE} the Kommandant and the 1WO out together (10.6.3)`,
  'U1.secondWatchOfficerExperteDeckGun': `${RARE} a 2WO Experte (11.1.6)`,
  'U1.carrierKiller': `${RARE} an escort carrier met by the one Kommandant with the ability (14.15)`,
  'U1.tankerKiller': `${RARE} a tanker attacked by the one Kommandant with the ability (14.15)`,
  'U1.expertShot': `${RARE} the card-only ability in a salvo the card allows (14.13)`,
  'E4.engineerExperte': `${RARE} an LI Experte when the extra flooding check is rolled (10.1.3, 11.1.6)`,
  'M2.doctorExperte': `${RARE} a Doctor Experte when a crewman is SW (10.12)`,
  'E2.tournamentWolfpackFocused':
    '13.5.4: a wolfpack tournament round, opened by the coordinator (libs/play)',
  'E2.tournamentWolfpackBusy': '13.5.4: a wolfpack tournament round, opened by the coordinator (libs/play)',
};

const TEXT = 'text for people: what a result does, or where a value comes from; the engine plays it in code';
const CODE =
  'the engine states this rule in code and does not read the value (a duplicate to read or remove)';
const UNREACHED = 'read for the types, dates, areas or options these careers did not reach';

/** Values of the pack no career read, by pattern, each with the reason. */
const VALUES_NOT_READ: readonly (readonly [RegExp, string])[] = [
  [
    /\.modified$/,
    "the printed chart's 'modified' flag, checked by the pack's schema: rollOn applies what each rule names",
  ],
  [/\.notes?(\[\])?$/, 'printed superscripts: the rules they stand for apply to every cell (C-2, Q-62)'],
  [/^reconstructedSources\./, 'the reasons of the reconstructed values, for people'],
  [/^T4\./, '[T4] as printed; 9.9.1 identifies enemy submarines on their own lists (enemySubmarines, C-16)'],
  [
    /^T5\.rows\[\]\.shipClass$/,
    "[T5]'s class column, for people: a capital ship's points and speed are columns of their own",
  ],
  [
    /\.(effect|ignoredWhen|condition|usedBy|patrol|availableNote|crewComplement|printedAs|italianSpelling)$/,
    TEXT,
  ],
  [/^(uboatBoards\.boards\.[^.]+\.equipment\.other|B10\.missions\.theoreticalTonsProvenance)/, TEXT],
  [
    /^patrolRoutes\.routes\[[^\]]+\]\.totals\./,
    "a route's totals, checked against its boxes by the routes' unit test",
  ],
  [
    /^patrolRoutes\.(boxKinds|endBoxes|missions)\[\]\./,
    'the legend of the route boards, for people; the boxes carry their kind',
  ],
  [
    /^(kommandantCards|historicalUBoatIds)\[[^\]]*\]\.(awards|born|died|rank|career|inThisGame|boats|type|note)/,
    'the historical record printed on the card or list (14.4, 14.13)',
  ],
  [
    /^(patrolRoutes\.(access|routes)|E1\.(columns|areaColumns)\.(spanishCoast|australia)|enemySubmarines\.australian|historicalUBoatIds|kommandantCards|flotillas\.training|specialAbilities)/,
    UNREACHED,
  ],
  [
    /^((E2|U1)\.extremeRange|M4\.startingRankKptLtFrom\.19(39|4[0-2])|M1\.seniorRankShortening|U1\.ranges\.long|enemySubmarines\.torpedoHit\.long|B12\.uboatChoice|E1\.fa330\.officerLost|M4\.patrolChoiceOnOrBelow\.(FKpt|KptzS))/,
    UNREACHED,
  ],
  [
    /[mM]odifiers\[[^\]]+\]\.value$/,
    "the modifiers listed in MODIFIERS_NOT_APPLIED and the random events' sub-rolls",
  ],
  [/^(R1|R2)\.rows\[\]\.result\.(rolls\.initiative|token)/, UNREACHED],
  [/^uboatBoards\.boards\.[^.]+\.(identity|torpedoes|mines|guns|equipment)\./, CODE],
  [/^uboatBoards\.systems\[\]\.onBoards$/, CODE],
  [/^E1\.(meanings|multiRollBoxes|fa330\.rerollTotals)/, CODE],
  [
    /^E3a\.automaticCrewInjury\.|^E4\.inapplicableResult|^U2\.shellsNeverDud|^U4\.(capitalShip|incomingHitsTrack)/,
    CODE,
  ],
  [/^(R1|R2)\.(oncePerPatrol|notInMissionBox)|^(escort|aircraft)Quality\.(rolled|effects)/, CODE],
  [
    /^(B10\.extraRefitMonths|M1\.kommandantRecoveryIsMinimum|M5\.maxGradesPerPatrol|M6\.kptLtOrHigherFor|P1\.minelaying|enemySubmarines\.(deckGunAllowed|australian\.alreadySunk))/,
    CODE,
  ],
];

const recorded = recordingPack();
const events = play([...botCareers(200), ...TARGETED], recorded.charts);
const seen = observed(events);

describe('chart usage over bot careers and targeted scenarios', () => {
  it('every modifier of the pack is applied to some roll, or listed with its reason', () => {
    const missing = [...packModifiers()].filter(
      (k) => !seen.modifiers.has(k) && !(k in MODIFIERS_NOT_APPLIED),
    );
    expect(missing).toEqual([]);
  });

  it('every modifier listed as not applied is still in the pack and still not applied (the list stays true)', () => {
    const pack = packModifiers();
    const stale = Object.keys(MODIFIERS_NOT_APPLIED).filter(
      (k) => !pack.has(k as ModifierKey) || seen.modifiers.has(k as ModifierKey),
    );
    expect(stale).toEqual([]);
  });

  const unread = [...packValues()].filter((p) => !recorded.reads.has(p));

  it('every value of the pack is read, or its path is listed with the reason', () => {
    const unexplained = unread.filter((p) => !VALUES_NOT_READ.some(([pattern]) => pattern.test(p)));
    expect(unexplained).toEqual([]);
  });

  it('every pattern of values not read still names one (the list stays true)', () => {
    const unused = VALUES_NOT_READ.filter(([pattern]) => !unread.some((p) => pattern.test(p)));
    expect(unused.map(([pattern]) => String(pattern))).toEqual([]);
  });

  it.each([
    ['E3.modifiers[aircraftVsSchnorchel].value', '8.1.3'],
    ['T5.alreadySunk.value', '[T5] already sunk'],
    ['M3.successfulPatrolsPerRollWithLeadership.value', '[M3] Leadership'],
    ['M1.items[resuppliedAtSea].months', '[M1] the month of a replenishment at sea (14.9.6)'],
  ])('the values once found unread are read: %s (%s)', (path) => {
    expect(recorded.reads.has(path)).toBe(true);
  });

  it('[M1] and B10 print the same month for a replenishment at sea (the refit reads [M1])', () => {
    const m1 = defaultChartPack.M1.items.find((i) => i.id === 'resuppliedAtSea');
    expect(m1?.months).toBe(defaultChartPack.B10.extraRefitMonths);
  });
});
