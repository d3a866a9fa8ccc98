// Beneath the Med's rule numbers (seed 004) that events shared with The Hunted carry beside The Hunted's own.

/** 7.2.3: the round against unescorted ships is over. */
export type MedRoundEndRule = '7.2.3';

/** 7.6.3: the boat scuttled and its crew's rescue. */
export type MedScuttleRule = '7.6.3';
