import { playCareer, POLICIES, POLICY_NAMES } from '../../bots';
import type { CareerEventType } from '../model/events';
import type { CareerOptionsChoice } from '../model/career-options';

// Bots play whole careers with the optional rules on: every command pending() offers is one decide accepts
// (playCareer throws on any refusal other than RuleNotImplemented), and the rules' events do occur.

const EVERYTHING: CareerOptionsChoice = {
  standardTonnage: true,
  reducedConvoyTargets: true,
  historicalUBoatIds: true,
  historicalWolfpackNames: true,
  variableEscortQuality: true,
  variableAircraftQuality: true,
  evasiveManoeuvres: 'escortRolled',
  replenishmentAtSea: true,
  nonHistoricalPatrolAreas: true,
  typeXXIProductionAdvance: true,
  flotillaCounters: true,
  specialAbility: 'roll',
  extremeRange: true,
};
const HISTORICAL: CareerOptionsChoice = {
  historicalTargets: true,
  kommandantCard: 'Werner Henke',
  evasiveManoeuvres: 'escortChosen',
  alternativeRandomEvents: true,
};
const EXPECTED: Record<string, readonly CareerEventType[]> = {
  EVERYTHING: [
    'KommandantAbilitiesSet',
    'HistoricalUBoatIdDrawn',
    'FlotillaAssigned',
    'WolfpackNamed',
    'AircraftQualityRolled',
    'EscortQualityRolled',
    'EvasiveManoeuvreMade',
    'ReplenishmentChanceRolled',
  ],
  HISTORICAL: ['KommandantAbilitiesSet', 'EvasiveManoeuvreMade'],
};

describe('careers played by the bots with the optional rules on', () => {
  it.each(
    POLICY_NAMES.flatMap((policy) => [
      [policy, 'EVERYTHING', EVERYTHING],
      [policy, 'HISTORICAL', HISTORICAL],
    ]),
  )('%s, %s: no offered command is refused, and the rules are played', (policy, name, careerOptions) => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 25; seed++) {
      const played = playCareer(POLICIES[policy as (typeof POLICY_NAMES)[number]], {
        serverSeed: `options-${seed}`,
        uboatType: seed % 2 === 0 ? 'VIIC' : 'IXC',
        startDate: '1943-08',
        careerOptions: careerOptions as CareerOptionsChoice,
        maxCommands: 600,
      });
      for (const e of played.events) seen.add(e.type);
    }
    for (const type of EXPECTED[name as string]) expect([...seen]).toContain(type);
  });
});
