import { catalogue } from '../catalogue';
import type { CliLanguage } from '../language';

// `periscope simulate`'s tables and lines in English, Spanish and Italian (docs/i18n.md "The command line"). A career's
// end and victory level are the web client's words (`endReason.*`, `victory.*`, apps/cli/src/catalogue.ts).

export interface SimulateWords {
  readonly locale: string;
  readonly header: readonly string[];
  readonly byEnd: string;
  readonly byLevel: string;
  readonly stoppedAt: string;
  readonly end: string;
  readonly level: string;
  readonly careers: string;
  readonly share: string;
  readonly rule: string;
  readonly howColumn: string;
  readonly how: Readonly<Record<'blocked' | 'notImplemented', string>>;
  /** Why the bot stopped a career that did not end (libs/rules/src/bots/play-career.ts StopReason). */
  readonly stopped: Readonly<Record<string, string>>;
  readonly notEnded: (why: string) => string;
  readonly none: string;
  readonly noneNotEnded: string;
  readonly notes: (seed: string, policy: string, alive: string) => readonly string[];
  readonly progress: (done: string, total: string) => string;
  readonly speed: (careers: string, seconds: string, rate: string) => string;
}

const ENGLISH: SimulateWords = {
  locale: 'en-US',
  header: [
    'policy',
    'U-boat',
    'start',
    'careers',
    'survived to 5/45',
    'tonnage mean',
    'tonnage median',
    "Knight's Cross",
    'patrols mean',
    'patrols median',
    'stopped at a rule',
  ],
  byEnd: 'Careers by end (5.1)',
  byLevel: 'Victory levels (5.2)',
  stoppedAt: 'Stopped at a rule the engine does not play yet',
  end: 'end',
  level: 'victory level',
  careers: 'careers',
  share: 'share',
  rule: 'rule',
  howColumn: 'how',
  how: { blocked: 'blocked step', notImplemented: 'RuleNotImplemented' },
  stopped: {}, // English keeps the engine's reasons as the JSON has them
  notEnded: (why) => `not ended: ${why}`,
  none: 'n/a',
  noneNotEnded: 'n/a (not ended)',
  notes: (seed, policy, alive) => [
    `> Seed ${seed}: career i plays on server seed sha256("${seed}:i") and player seed "bot", ` +
      `the ${policy} bot choosing among the commands pending() offers.`,
    '> Survived to 5/45: CareerEnded with reason warOver or endDate, or alive when the career stopped ' +
      `(${alive} careers: blocked at a rule, or the bot stopped).`,
    "> Knight's Cross: careers with an event awarding it (knightsCross: true, as ShipSunk records 11.3.1, or naming it).",
    '> Victory level: CareerEnded.data.victoryLevel; n/a when the event has none.',
  ],
  progress: (done, total) => `${done}/${total} careers`,
  speed: (careers, seconds, rate) => `${careers} careers in ${seconds} s: ${rate} careers/s`,
};

const SPANISH: SimulateWords = {
  locale: 'es-ES',
  header: [
    'bot',
    'U-Boat',
    'inicio',
    'carreras',
    'vivas en 5/45',
    'tonelaje medio',
    'tonelaje mediano',
    'Cruz de Caballero',
    'patrullas de media',
    'patrullas, mediana',
    'paradas en una regla',
  ],
  byEnd: 'Carreras según su final (5.1)',
  byLevel: 'Niveles de victoria (5.2)',
  stoppedAt: 'Paradas en una regla que el motor aún no juega',
  end: 'final',
  level: 'nivel de victoria',
  careers: 'carreras',
  share: 'proporción',
  rule: 'regla',
  howColumn: 'cómo',
  how: { blocked: 'paso bloqueado', notImplemented: 'regla sin jugar' },
  stopped: {
    blocked: 'paso bloqueado',
    notImplemented: 'regla sin jugar',
    noCommand: 'ninguna orden posible',
    maxCommands: 'límite de órdenes',
  },
  notEnded: (why) => `sin terminar: ${why}`,
  none: 'sin dato',
  noneNotEnded: 'sin dato (sin terminar)',
  notes: (seed, policy, alive) => [
    `> Semilla ${seed}: la carrera i se juega con la semilla de servidor sha256("${seed}:i") y la del jugador "bot"; ` +
      `el bot ${policy} elige entre las órdenes que ofrece pending().`,
    '> Vivas en 5/45: las que terminan porque acaba la guerra o llega el último mes acordado, o las que siguen vivas ' +
      `al pararse (${alive} carreras: paradas en una regla, o el bot se detuvo).`,
    '> Cruz de Caballero: las carreras con un evento que la concede (knightsCross: true, como anota ShipSunk, 11.3.1, o que la nombra).',
    '> Nivel de victoria: CareerEnded.data.victoryLevel; sin dato si el evento no lo trae.',
  ],
  progress: (done, total) => `${done}/${total} carreras`,
  speed: (careers, seconds, rate) => `${careers} carreras en ${seconds} s: ${rate} carreras/s`,
};

const ITALIAN: SimulateWords = {
  locale: 'it-IT',
  header: [
    'bot',
    'U-Boot',
    'inizio',
    'carriere',
    'vive a 5/45',
    'tonnellaggio medio',
    'tonnellaggio mediano',
    'Croce di Cavaliere',
    'pattugliamenti in media',
    'pattugliamenti, mediana',
    'ferme a una regola',
  ],
  byEnd: 'Carriere secondo la fine (5.1)',
  byLevel: 'Livelli di vittoria (5.2)',
  stoppedAt: 'Ferme a una regola che il motore non gioca ancora',
  end: 'fine',
  level: 'livello di vittoria',
  careers: 'carriere',
  share: 'quota',
  rule: 'regola',
  howColumn: 'come',
  how: { blocked: 'passo bloccato', notImplemented: 'regola non giocata' },
  stopped: {
    blocked: 'passo bloccato',
    notImplemented: 'regola non giocata',
    noCommand: 'nessun ordine possibile',
    maxCommands: 'limite di ordini',
  },
  notEnded: (why) => `non finita: ${why}`,
  none: 'nessun dato',
  noneNotEnded: 'nessun dato (non finita)',
  notes: (seed, policy, alive) => [
    `> Seme ${seed}: la carriera i si gioca con il seme del server sha256("${seed}:i") e quello del giocatore "bot"; ` +
      `il bot ${policy} sceglie tra gli ordini che offre pending().`,
    '> Vive a 5/45: quelle che finiscono perché la guerra è finita o arriva l’ultimo mese concordato, o quelle ancora ' +
      `vive quando si fermano (${alive} carriere: ferme a una regola, o il bot si è fermato).`,
    '> Croce di Cavaliere: le carriere con un evento che la conferisce (knightsCross: true, come registra ShipSunk, 11.3.1, o che la nomina).',
    '> Livello di vittoria: CareerEnded.data.victoryLevel; nessun dato se l’evento non lo porta.',
  ],
  progress: (done, total) => `${done}/${total} carriere`,
  speed: (careers, seconds, rate) => `${careers} carriere in ${seconds} s: ${rate} carriere/s`,
};

export const SIMULATE_WORDS: Readonly<Record<CliLanguage, SimulateWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};

/** A career's end as the table shows it: its reason's name (`endReason.*`), or why it did not end. */
export function endIn(language: CliLanguage, end: string): string {
  const w = SIMULATE_WORDS[language];
  const why = /^not ended: (.*)$/.exec(end);
  if (why) return w.notEnded(w.stopped[why[1]] ?? why[1]);
  return language === 'en' ? end : (catalogue(language).word('endReason', end) ?? end);
}

/** A victory level as the table shows it (`victory.*`); none where the event has none. */
export function levelIn(language: CliLanguage, level: string): string {
  const w = SIMULATE_WORDS[language];
  if (level === 'n/a') return w.none;
  if (level === 'n/a (not ended)') return w.noneNotEnded;
  return language === 'en' ? level : (catalogue(language).word('victory', level) ?? level);
}
