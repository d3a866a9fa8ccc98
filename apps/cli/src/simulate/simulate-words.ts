import { catalogue } from '../catalogue';
import type { CliLanguage } from '../language';
import type { MedStopHow } from './simulate-med';

// `periscope simulate`'s tables and lines in English, Spanish and Italian (docs/i18n.md "The command line"). A career's
// end and victory level are the web client's words (`endReason.*`, `victory.*`, apps/cli/src/catalogue.ts); a Beneath
// the Med career's end its own (`medEndReason.*`).

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
  readonly med: MedWords;
}

/** `simulate --campaign med`: Beneath the Med's careers on its designed chart pack (simulate-med-report.ts). */
export interface MedWords {
  readonly title: string;
  readonly header: readonly string[];
  /** A class not in service at the start date (4.2.1). */
  readonly notInService: (from: string) => string;
  readonly stoppedAt: string;
  readonly byEnd: string;
  readonly how: Readonly<Record<MedStopHow, string>>;
  readonly all: string;
  /** "212 of 300" */
  readonly of: (n: string, total: string) => string;
  readonly notes: (seed: string, policy: string) => readonly string[];
  /** What --class and --type take when the campaign does not match. */
  readonly classWithMed: string;
  readonly typeWithHunted: string;
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
  med: {
    title: 'Beneath the Med: careers played to their end by its rules, on the designed chart pack',
    header: [
      'policy',
      'class',
      'start',
      'careers',
      'finished by the rules',
      'stopped at a rule',
      'boat and Comandante alive',
      'patrols played',
      'ships sunk',
      'tonnage mean',
      'tonnage median',
      'tonnage per patrol',
      'torpedo hits',
    ],
    notInService: (from) => `not played, in service from ${from} (4.2.1)`,
    stoppedAt: 'Where the careers stopped: rules not played yet',
    byEnd: 'Careers finished by the rules (5.1)',
    how: {
      blocked: 'blocked step',
      notImplemented: 'RuleNotImplemented',
      refused: 'offered command refused (a bug)',
      noCommand: 'nothing a bot can send',
      maxCommands: 'command limit',
    },
    all: 'all',
    of: (n, total) => `${n} of ${total}`,
    notes: (seed, policy) => [
      `> Seed ${seed}: career i of every class and start plays on server seed sha256("${seed}:i") and player seed ` +
        `"bot", the ${policy} bot choosing among the commands pending() offers (the first offered where it has no preference).`,
      '> The rulebook prints none of Beneath the Med’s charts: these careers play the designed ones (every value not ' +
        'printed is marked designed, with its reasoning), so the figures are the designed pack’s, not the printed game’s.',
      '> A career ends by the rules (the boat or its Comandante lost, the war over); one that needs a rule still not ' +
        'played stops there, the rule named above, and the figures count what was played before it.',
      '> Patrols played: patrols assigned, the one at sea when the career stopped included; tonnage per patrol: the ' +
        'tonnage sunk over them. Boat and Comandante alive: every career not ended by a loss (a stopped one included).',
    ],
    classWithMed: 'a class of Beneath the Med, with --campaign med',
    typeWithHunted: 'a U-boat type of The Hunted; Beneath the Med names its boats with --class',
  },
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
  med: {
    title: 'Beneath the Med: carreras jugadas hasta su final según sus reglas, con las tablas diseñadas',
    header: [
      'bot',
      'clase',
      'inicio',
      'carreras',
      'terminadas por las reglas',
      'paradas en una regla',
      'submarino y Cmdte. vivos',
      'patrullas jugadas',
      'barcos hundidos',
      'tonelaje medio',
      'tonelaje mediano',
      'tonelaje por patrulla',
      'impactos de torpedo',
    ],
    notInService: (from) => `sin jugar, en servicio desde ${from} (4.2.1)`,
    stoppedAt: 'Dónde se pararon las carreras: reglas que aún no se juegan',
    byEnd: 'Carreras terminadas por las reglas (5.1)',
    how: {
      blocked: 'paso bloqueado',
      notImplemented: 'regla sin jugar',
      refused: 'orden ofrecida y rechazada (un fallo)',
      noCommand: 'nada que el bot pueda enviar',
      maxCommands: 'límite de órdenes',
    },
    all: 'todas',
    of: (n, total) => `${n} de ${total}`,
    notes: (seed, policy) => [
      `> Semilla ${seed}: la carrera i de cada clase e inicio se juega con la semilla de servidor sha256("${seed}:i") ` +
        `y la del jugador "bot"; el bot ${policy} elige entre las órdenes que ofrece pending() (la primera ofrecida donde no tiene preferencia).`,
      '> El reglamento no imprime ninguna tabla de Beneath the Med: estas carreras juegan las diseñadas (cada valor no ' +
        'impreso va marcado como diseñado, con su razonamiento), así que las cifras son las de las tablas diseñadas, no las del juego impreso.',
      '> Una carrera termina por las reglas (se pierde el submarino o su Comandante, acaba la guerra); la que necesita ' +
        'una regla aún no jugada se para allí, nombrada arriba, y las cifras cuentan lo jugado hasta entonces.',
      '> Patrullas jugadas: las patrullas asignadas, incluida la que estaba en el mar al pararse la carrera; tonelaje ' +
        'por patrulla: el tonelaje hundido entre ellas. Submarino y Cmdte. vivos: toda carrera que no termina con una pérdida (también las paradas).',
    ],
    classWithMed: 'una clase de Beneath the Med, con --campaign med',
    typeWithHunted: 'un tipo de U-Boat de The Hunted; Beneath the Med nombra sus submarinos con --class',
  },
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
  med: {
    title: 'Beneath the Med: carriere giocate fino alla fine secondo le sue regole, sulle tabelle progettate',
    header: [
      'bot',
      'classe',
      'inizio',
      'carriere',
      'finite secondo le regole',
      'ferme a una regola',
      'sommergibile e Comandante vivi',
      'pattugliamenti giocati',
      'navi affondate',
      'tonnellaggio medio',
      'tonnellaggio mediano',
      'tonnellaggio per pattugliamento',
      'siluri a segno',
    ],
    notInService: (from) => `non giocata, in servizio da ${from} (4.2.1)`,
    stoppedAt: 'Dove si sono fermate le carriere: regole non ancora giocate',
    byEnd: 'Carriere finite secondo le regole (5.1)',
    how: {
      blocked: 'passo bloccato',
      notImplemented: 'regola non giocata',
      refused: 'ordine offerto e rifiutato (un errore)',
      noCommand: 'nulla che il bot possa inviare',
      maxCommands: 'limite di ordini',
    },
    all: 'tutte',
    of: (n, total) => `${n} su ${total}`,
    notes: (seed, policy) => [
      `> Seme ${seed}: la carriera i di ogni classe e inizio si gioca con il seme del server sha256("${seed}:i") ` +
        `e quello del giocatore "bot"; il bot ${policy} sceglie tra gli ordini che offre pending() (il primo offerto dove non ha preferenze).`,
      '> Il regolamento non stampa nessuna tabella di Beneath the Med: queste carriere giocano quelle progettate (ogni ' +
        'valore non stampato è segnato come progettato, con il suo ragionamento), quindi le cifre sono delle tabelle progettate, non del gioco stampato.',
      '> Una carriera finisce secondo le regole (perduti il sommergibile o il suo Comandante, finita la guerra); quella ' +
        'che ha bisogno di una regola non ancora giocata si ferma lì, nominata sopra, e le cifre contano ciò che si è giocato fino ad allora.',
      '> Pattugliamenti giocati: quelli assegnati, compreso quello in mare quando la carriera si è fermata; tonnellaggio ' +
        'per pattugliamento: il tonnellaggio affondato diviso per essi. Sommergibile e Comandante vivi: ogni carriera non finita con una perdita (anche quelle ferme).',
    ],
    classWithMed: 'una classe di Beneath the Med, con --campaign med',
    typeWithHunted: 'un tipo di U-Boot di The Hunted; Beneath the Med nomina i suoi sommergibili con --class',
  },
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

/**
 * A Beneath the Med career's end in its words in every language (`medEndReason.*`: its Comandante, its submarine),
 * else as The Hunted's (`endReason.*`): no engine name of The Hunted's (kommandantKilled) is shown for it.
 */
export function medEndIn(language: CliLanguage, end: string): string {
  const words = catalogue(language);
  return words.word('medEndReason', end) ?? words.word('endReason', end) ?? end;
}

/** A victory level as the table shows it (`victory.*`); none where the event has none. */
export function levelIn(language: CliLanguage, level: string): string {
  const w = SIMULATE_WORDS[language];
  if (level === 'n/a') return w.none;
  if (level === 'n/a (not ended)') return w.noneNotEnded;
  return language === 'en' ? level : (catalogue(language).word('victory', level) ?? level);
}
