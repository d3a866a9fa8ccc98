import { named } from './spelled';

// How a career ends (5.1, 5.2) and why a Kommandant gets a new boat (11.4), in the game's words.

/** 5.1 */
export const endReasonName = named({
  sunk: 'U-boat sunk',
  captured: 'U-boat captured',
  lostAtSea: 'Crew lost at sea',
  kommandantKilled: 'Kommandant killed',
  relieved: 'Relieved of command',
  warOver: 'The war is over',
  endDate: 'The agreed last month',
});

/** 5.2.2 */
export const victoryName = named({
  defeat: 'Defeat',
  draw: 'Draw',
  marginalVictory: 'Marginal Victory',
  substantialVictory: 'Substantial Victory',
  decisiveVictory: 'Decisive Victory',
});

/** 11.4: why a new boat. */
export const newBoatReasonName = named({
  wrecked: 'the old boat wrecked',
  airRaid: 'a port air raid',
  kommandantRecovery: "the Kommandant's long recovery",
  mediterraneanClosed: 'the Mediterranean closed',
  request: 'requested',
  crewRescued: 'the crew rescued',
});
