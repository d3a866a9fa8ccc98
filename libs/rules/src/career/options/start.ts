import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, CareerStarted } from '../model/events';
import { careerOptions, type CareerOptions } from '../model/career-options';
import { assignFlotilla, historicalUBoatId } from './history';
import { checkKommandantOptions, kommandantAbilities, scroungedLoadout } from './kommandant';
import { checkTheHunters } from './the-hunters';

type StartCareer = Extract<CareerCommand, { type: 'StartCareer' }>;

/** StartCareer's options, every one named (the rest off), checked against the charts before any roll. */
export function startingOptions(command: StartCareer, charts: ChartPack): CareerOptions {
  const options = careerOptions(command.data.options);
  checkKommandantOptions(options, charts);
  checkTheHunters(options, command.data.startDate);
  return options;
}

/**
 * What the options add to the start, after CareerStarted: the Kommandant's abilities (14.13, 14.15), the
 * Scrounger's homing torpedoes (14.15 #18), a historical number (14.4) and a flotilla (14.14).
 */
export function optionsAtStart(
  started: CareerStarted['data'],
  uboatIdChosen: string | undefined,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const { options } = started;
  const abilities = kommandantAbilities(options, dice, charts);
  const scrounger = abilities.some((a) => a.data.abilities.includes('scrounger'));
  const scrounged = scrounger ? scroungedLoadout(started.torpedoes) : started.torpedoes;
  return [
    ...abilities,
    ...(scrounged !== started.torpedoes
      ? [{ type: 'HomingTorpedoesScrounged' as const, data: { torpedoes: scrounged } }]
      : []),
    ...(options.historicalUBoatIds ? historicalUBoatId(started.uboatType, uboatIdChosen, dice, charts) : []),
    ...(options.flotillaCounters ? assignFlotilla(started.base, dice, charts) : []),
  ];
}
