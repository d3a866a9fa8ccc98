import type { YearMonth } from '../../charts';
import { RuleNotImplemented } from '../../errors';
import type { CareerOptions } from '../model/career-options';

// §15 Combining with The Hunters: what the engine can play from the seeds, and where it stops.

const THE_HUNTED_FROM: YearMonth = '1943-07'; // 15.1, 15.2

/**
 * 15.2, 15.4, E-OPT-HUNTERS: a career carried over from The Hunters starts in 7/43 or later with its tonnage (Q-26: the Knight's
 * Cross then comes by 11.3's table). Not played: patrols before 7/43 (15.1), the award levels of The Hunters for a
 * Knight's Cross already held (15.3, 15.4), and the equipment and boats of The Hunters' patrols (15.5, 15.6).
 */
export function checkTheHunters(options: CareerOptions, startDate: YearMonth): void {
  if (options.variableGenericEscort || options.noviceCrew)
    throw new RuleNotImplemented(
      '14.0',
      "Beneath the Med's 11.6 and 11.8 are no optional rules of The Hunted",
    );
  if (options.theHuntersEquipment)
    throw new RuleNotImplemented('15.5', "equipment for The Hunters' patrols (before 7/43)");
  if (options.theHuntersBoats)
    throw new RuleNotImplemented('15.6', "boats for The Hunters' patrols (before 7/43)");
  const carried = options.combinedWithTheHunters;
  if (carried === false) return;
  if (startDate < THE_HUNTED_FROM)
    throw new RuleNotImplemented(
      '15.1',
      "a patrol that starts in or before 6/43 uses The Hunters' rules and tables",
    );
  if (carried.knightsCross)
    throw new RuleNotImplemented('15.3', "the award levels of The Hunters for a Knight's Cross already held");
}
