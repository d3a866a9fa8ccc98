/** Why a career ends (5.1): the boat lost, the crew captured, the Kommandant killed, the war over, or the agreed date. */
export type CareerEndReason =
  'sunk' | 'captured' | 'lostAtSea' | 'kommandantKilled' | 'relieved' | 'warOver' | 'endDate';
