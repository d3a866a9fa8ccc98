import type { Phrase } from './headlines';

// A roll's purpose as a phrase each client words in its language (docs/i18n.md "What a move did"). The rules write
// the purpose into the roll as an English sentence (a stored event keeps it, so it never changes); the sentences
// that carry a ship, a list, a crewman, a system or a number are read back into a key and its values here, beside
// the rules that write them; every other purpose is its own key under `purpose.`.

const say = (key: string, params?: Phrase['params']): Phrase => (params ? { key, params } : { key });

/** A crewman as the rules name him in a purpose: a box of the generic crew, the crew, or a named crewman. */
function crewman(who: string): Phrase {
  const box = /^crew(\d+)$/.exec(who);
  if (box) return say('crew.box', { n: Number(box[1]) });
  if (who === 'crew') return say('crew.generic');
  return say(`crewman.${who.charAt(0).toLowerCase()}${who.slice(1)}`);
}

type Read = (m: RegExpExecArray) => Phrase;

const PATTERNS: readonly [RegExp, Read][] = [
  [/^torpedo at (.+)$/, (m) => say('purposeOf.torpedoAt', { name: m[1] })], // 9.2.3, combat/salvo.ts
  [/^deck gun at (.+)$/, (m) => say('purposeOf.gunAt', { name: m[1] })], // 9.3
  [/^ship identity \((.+)\)$/, (m) => say('purposeOf.identity', { list: m[1] })], // 8.3.2, common/targets.ts
  [/^test depth \(hull (\d+)\)$/, (m) => say('purposeOf.testDepth', { hull: m[1] })], // 9.6.4
  [/^follow \((.+)\)$/, (m) => say('purposeOf.follow', { on: m[1] })], // 9.7.7
  [/^repair (\w+) \(1-(\d+)\)$/, (m) => say('purposeOf.repair', { system: say(`system.${m[1]}`), n: m[2] })], // 10.8
  [/^the damaged ships stay together \(1-(\d+)\)$/, (m) => say('purposeOf.stayTogether', { n: m[1] })], // 7.4.3, med/follow.ts
  [/^patrol requested \(1-(\d+)\)$/, (m) => say('purposeOf.patrolRequested', { n: m[1] })], // 11.2.1
  [/^relieved of command \(1-(\d+)\)$/, (m) => say('purposeOf.relieved', { n: m[1] })], // 7.4.3
  [/^deck gun removed \(1-(\d+)\)$/, (m) => say('purposeOf.deckGunRemoved', { n: m[1] })], // 10.11.8
  [/^Balkon-Gerät \(1-(\d+)\)$/, (m) => say('purposeOf.balkon', { n: m[1] })], // 10.11.9
  [/^Alberich \((\d+)\)$/, (m) => say('purposeOf.alberich', { n: m[1] })], // 9.6.8
  [/^scuttle \((\d+) captured\)$/, (m) => say('purposeOf.scuttle', { n: m[1] })], // 10.10
  [/^crew rescue \(2-(\d+)\)$/, (m) => say('purposeOf.rescue', { n: m[1] })], // 10.10.4
  [
    /^(comandante|secondo|armi|medico|macchina|generic|slc) survives \(1-(\d+)\)$/,
    (m) => say('purposeOf.medSurvives', { who: say(`medCrew.${m[1]}`), n: m[2] }),
  ], // 7.5.6, med/medico.ts
  [/^(\w+) survives \(1-3\)$/, (m) => say('purposeOf.survives', { who: crewman(m[1]) })], // 10.6.3
  [/^(\w+) recovery \(months\)$/, (m) => say('purposeOf.recovery', { who: crewman(m[1]) })], // 10.12
  [/^(\w+) months out$/, (m) => say('purposeOf.medMonthsOut', { who: say(`medCrew.${m[1]}`) })], // 7.5.7, med/recovery.ts
  [/^Doctor Experte treats (\w+) \(1-3\)$/, (m) => say('purposeOf.treats', { who: crewman(m[1]) })], // 11.1
  [/^encounter, (\w+)$/, (m) => say('purposeOf.encounterIn', { section: say(`medSection.${m[1]}`) })], // 6.1 [A3], med/travel.ts
  [/^(.+) \(hundreds\)$/, (m) => say('purposeOf.hundreds', { purpose: purposePhrase(m[1]) })], // options/pick.ts
];

/** The phrase of a roll's purpose: `purposeOf.*` with its values, else `purpose.<the purpose>`. */
export function purposePhrase(purpose: string): Phrase {
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(purpose);
    if (match) return read(match);
  }
  return say(`purpose.${purpose}`);
}
