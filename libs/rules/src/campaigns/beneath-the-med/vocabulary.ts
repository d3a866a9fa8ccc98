/** The twelve classes of the status boards (004 L226, L437), by the names the rules give them (11.7, 004 L2706-2736). */
export const MED_CLASSES = [
  'Adua',
  'Acciaio',
  'Brin',
  'Cagni',
  'Calvi',
  'Flutto',
  'Foca',
  'Glauco',
  'Liuzzi',
  'Marcello',
  'Marconi',
  'Perla',
] as const;
export type MedClass = (typeof MED_CLASSES)[number];
export const isMedClass = (value: unknown): value is MedClass => MED_CLASSES.includes(value as MedClass);

/** 7.9.1 (004 L2409-2433): the four ranks, game ranks 1 to 4 (O-3 to O-6). */
export const MED_RANKS = [
  'tenenteDiVascello',
  'capitanoDiCorvetta',
  'capitanoDiFregata',
  'capitanoDiVascello',
] as const;
export type MedRank = (typeof MED_RANKS)[number];

/** 4.7 (004 L668-687): Italy (La Spezia and the other Italian bases, "the Mediterranean") or BETASOM, Bordeaux. */
export const MED_BASES = ['mediterranean', 'betasom'] as const;
export type MedBase = (typeof MED_BASES)[number];

/** 4.5 (004 L562-573, L588-590): the torpedoes of the game. */
export const MED_TORPEDOES = ['W270', 'W200', 'G7e'] as const;
export type MedTorpedo = (typeof MED_TORPEDOES)[number];

/** 7.7.2 (004 L2262-2290): the crew's rating; 4.4.2 starts it trained (004 L546-547). */
export type MedCrewQuality = 'novice' | 'trained' | 'veteran' | 'elite';
