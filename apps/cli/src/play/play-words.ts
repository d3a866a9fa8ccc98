import type { CareerState } from '@periscope/rules';
import type { CliLanguage } from '../language';
import type { CareerLogError } from './career-log';

// `periscope play` in English, Spanish and Italian (docs/i18n.md): every line the player reads that the game does not
// print as code (in English, command types and field names stay as the engine names them; Spanish and Italian word
// them from the web's catalogues, worded.ts). The terms are the editions' (El ocaso de los U-Boats, Le Prede); the
// sentences the project's own.

type Wound = 'none' | 'lightlyWounded' | 'severelyWounded' | 'killed';
type S = string;
type Quality = NonNullable<CareerState['career']>['crew']['quality'];
type Posture = NonNullable<CareerState['patrol']>['posture'];
type Encounter = NonNullable<CareerState['encounter']>;

export interface PlayWords {
  readonly language: CliLanguage;
  readonly locale: string;
  // the career's start, resume and end
  readonly notMatching: (path: S, problems: S) => S;
  /** A saved career of Beneath the Med: its rolls check out, but periscope play plays The Hunted only. */
  readonly medNotPlayed: (path: S) => S;
  readonly resumed: (path: S, events: S, rolls: S, nonce: S) => S;
  readonly diceGap: (gap: S) => S;
  readonly cannotRead: (path: S, code: S) => S;
  /** A file that is no career log (also `periscope audit`'s): English keeps the error's message. */
  readonly notALog: (error: CareerLogError) => S;
  readonly dice: (commitment: S, playerSeed: S) => S;
  readonly seedsKept: (path: S) => S;
  readonly exists: (path: S) => S;
  readonly startDate: S;
  readonly uboatType: S;
  readonly typePrompt: S;
  readonly botStops: (commands: S) => S;
  readonly stopped: S;
  /** The engine's refusal: English keeps its message; the others word the rule broken, or the bad command. */
  readonly refused: (message: S, rule: S | undefined, code: S) => S;
  readonly notImplemented: (rule: S, message: S) => S;
  readonly blocked: (rule: S, reason: S) => S;
  readonly nothing: (step: S) => S;
  readonly continueWith: (path: S) => S;
  readonly over: (patrols: S, tons: S) => S;
  readonly halted: (patrols: S, tons: S) => S;
  readonly seeds: (server: S, player: S) => S;
  /** A roll's head: its nonce, its purpose (worded from the catalogues, apps/cli/src/catalogue.ts) and its rule. */
  readonly roll: (nonce: S, purpose: S, rule: S) => S;
  readonly row: S;
  // the prompt
  readonly salvoForm: S;
  readonly choose: (type: S, names: S) => S;
  readonly leaveOut: S;
  readonly notJson: S;
  readonly answer: (last: S) => S;
  readonly notAChoice: (answer: S, last: S) => S;
  readonly empty: S;
  readonly tubeHolds: (end: S, tube: S, holds: S) => S;
  readonly tubePrompt: (end: S, tube: S) => S;
  readonly hold: S;
  readonly allHeld: S;
  readonly end: Readonly<Record<'bow' | 'stern', S>>;
  // the status
  readonly patrols: (n: number) => S;
  readonly wound: Readonly<Record<Wound, S>>;
  readonly doctor: S;
  readonly abwehrAgent: S;
  readonly allFit: S;
  readonly crewman: (wound: S) => S;
  readonly crew: (quality: S, men: S) => S;
  /** 11.3's levels of the crew. */
  readonly quality: Readonly<Record<Quality, S>>;
  readonly posture: Readonly<Record<Posture, S>>;
  readonly hull: S;
  readonly holed: S;
  readonly flooding: S;
  readonly deckGun: S;
  readonly decoysLeft: (n: S) => S;
  readonly damaged: S;
  readonly tubes: S;
  readonly reloads: (forward: S, aft: S) => S;
  readonly base: S;
  readonly patrol: S;
  readonly wolfpack: S;
  readonly mission: S;
  readonly box: S;
  readonly sunk: (n: number) => S;
  /** The encounter charts' kinds (E1–E5) and the time of day (9.1). */
  readonly encounter: Readonly<Record<Encounter['kind'], S>>;
  readonly timeOfDay: Readonly<Record<NonNullable<Encounter['timeOfDay']>, S>>;
  readonly inPort: S;
  readonly submerged: (hunt: 'hunted' | 'depthCharged') => S;
  readonly escorted: (escorted: boolean) => S;
  readonly step: S;
}

const ENGLISH: PlayWords = {
  language: 'en',
  locale: 'en-US',
  notMatching: (path, problems) => `${path} does not match its seeds: ${problems}`,
  medNotPlayed: (path) =>
    `${path} is a Beneath the Med career: its rolls match its seeds, but periscope play plays only The Hunted ` +
    'for now (check it with periscope audit).',
  resumed: (path, events, rolls, nonce) =>
    `Resumed ${path}: ${events} events; ${rolls} rolls recomputed from the seeds in its header; ` +
    `the dice go on at nonce ${nonce}.`,
  diceGap: (gap) => `dice: ${gap} (a roll not recorded in an event)`,
  cannotRead: (path, code) => `Cannot read ${path} (${code}).`,
  notALog: (error) => error.message,
  dice: (commitment, playerSeed) =>
    `Dice: HMAC-SHA256 of the server seed (sha256 ${commitment}) and player seed ${playerSeed}`,
  seedsKept: (path) => `; the seeds are kept in ${path}`,
  exists: (path) => `${path} exists: continue it with --resume ${path}, or save to another file.`,
  startDate: 'Start date (YYYY-MM, 1943-07 to 1945-05)? ',
  uboatType: 'U-boat type',
  typePrompt: 'Type? ',
  botStops: (n) => `The bot stops after ${n} commands.`,
  stopped: 'Stopped.',
  refused: (message, _, code) => `✗ ${message} [${code}]`,
  notImplemented: (rule, message) =>
    `The engine does not play rule ${rule} yet (${message}): the career stops here.`,
  blocked: (rule, reason) => `The career stops at rule ${rule}: the engine does not play it yet (${reason}).`,
  nothing: (step) => `Nothing to decide at step '${step}'.`,
  continueWith: (path) => `Continue with: periscope play --resume ${path}`,
  over: (patrols, tons) => `Career over: ${patrols}, ${tons} sunk.`,
  halted: (patrols, tons) => `Career stopped: ${patrols}, ${tons} sunk.`,
  seeds: (server, player) => `Server seed ${server}, player seed ${player}: every roll can be recomputed.`,
  roll: (nonce, purpose, rule) => `dice #${nonce}  ${purpose} (${rule})`,
  row: 'row',
  salvoForm: 'FireTorpedoes  tube by tube (a target for each tube, or hold it)',
  choose: (type, names) => `${type}  (choose ${names})`,
  leaveOut: '(leave out)',
  notJson: 'That is not JSON.',
  answer: (last) =>
    `Answer 1-${last}: a number, s (status), q (quit), or a command as JSON ({"type": …, "data": {…}}).`,
  notAChoice: (answer, last) => `Not a choice: ${answer}; answer 1-${last}.`,
  empty: '(empty)',
  tubeHolds: (end, tube, holds) => `${end} tube ${tube} holds a ${holds}`,
  tubePrompt: (end, tube) => `${end} tube ${tube}? `,
  hold: 'hold',
  allHeld: 'Every tube held: give at least one tube a target.',
  end: { bow: 'bow', stern: 'stern' },
  patrols: (n) => `${n} ${n === 1 ? 'patrol' : 'patrols'}`,
  wound: {
    none: 'fit',
    lightlyWounded: 'lightly wounded',
    severelyWounded: 'severely wounded',
    killed: 'killed',
  },
  doctor: 'doctor',
  abwehrAgent: 'Abwehr agent',
  allFit: 'all fit',
  crewman: (wound) => `crew ${wound}`,
  crew: (quality, men) => `crew ${quality}: ${men}`,
  quality: { green: 'green', trained: 'trained', veteran: 'veteran', elite: 'elite' },
  posture: { surfaced: 'surfaced', schnorchel: 'schnorchel' },
  hull: 'hull',
  holed: '(holed: cannot dive)',
  flooding: 'flooding',
  deckGun: 'deck gun',
  decoysLeft: (n) => `BOLD ${n} left`,
  damaged: 'damaged',
  tubes: 'tubes',
  reloads: (forward, aft) => `reloads ${forward} fwd + ${aft} aft`,
  base: 'base',
  patrol: 'patrol',
  wolfpack: '(wolfpack)',
  mission: 'mission',
  box: 'box',
  sunk: (n) => `${n} sunk`,
  encounter: {
    none: 'none',
    aircraft: 'aircraft',
    aircraftAndEscort: 'aircraftAndEscort',
    escort: 'escort',
    ship: 'ship',
    shipWithEscort: 'shipWithEscort',
    twoShips: 'twoShips',
    twoShipsWithEscort: 'twoShipsWithEscort',
    tanker: 'tanker',
    convoy: 'convoy',
    capitalShip: 'capitalShip',
    submarine: 'submarine',
  },
  timeOfDay: { day: 'day', night: 'night' },
  inPort: 'in port',
  submerged: (hunt) => (hunt === 'hunted' ? 'submerged, hunted' : 'submerged, depth-charged'),
  escorted: (escorted) => (escorted ? 'escorted' : 'unescorted'),
  step: 'step',
};

const SPANISH: PlayWords = {
  language: 'es',
  locale: 'es-ES',
  notMatching: (path, problems) => `${path} no concuerda con sus semillas: ${problems}`,
  medNotPlayed: (path) =>
    `${path} es una carrera de Beneath the Med: sus tiradas concuerdan con sus semillas, pero periscope play ` +
    'solo juega The Hunted por ahora (compruébala con periscope audit).',
  resumed: (path, events, rolls, nonce) =>
    `Reanudada ${path}: ${events} eventos; ${rolls} tiradas recalculadas con las semillas de su cabecera; ` +
    `los dados siguen en el nonce ${nonce}.`,
  diceGap: (gap) => `dados: ${gap} (una tirada que ningún evento registra)`,
  cannotRead: (path, code) => `No se puede leer ${path} (${code}).`,
  notALog: ({ path, problem, line }) =>
    ({
      format: `${path}: no es una partida guardada por periscope play (versión 1)`,
      seeds: `${path}: la cabecera no tiene las semillas del servidor y del jugador`,
      event: `${path}: la línea ${line} no es el evento ${line - 2} de la carrera`,
      json: `${path}: la línea ${line} no es JSON`,
    })[problem],
  dice: (commitment, playerSeed) =>
    `Dados: HMAC-SHA256 de la semilla del servidor (sha256 ${commitment}) y la del jugador, ${playerSeed}`,
  seedsKept: (path) => `; las semillas se guardan en ${path}`,
  exists: (path) => `${path} ya existe: continúala con --resume ${path}, o guarda en otro fichero.`,
  startDate: 'Fecha de inicio (AAAA-MM, de 1943-07 a 1945-05)? ',
  uboatType: 'Tipo de U-Boat',
  typePrompt: '¿Tipo? ',
  botStops: (n) => `El bot se detiene tras ${n} órdenes.`,
  stopped: 'Detenida.',
  refused: (_, rule, code) =>
    rule ? `✗ la regla ${rule} no lo permite [${code}]` : `✗ orden no válida [${code}]`,
  notImplemented: (rule) => `El motor aún no juega la regla ${rule}: la carrera se detiene aquí.`,
  blocked: (rule) => `La carrera se detiene en la regla ${rule}: el motor aún no la juega.`,
  nothing: (step) => `Nada que decidir en el paso '${step}'.`,
  continueWith: (path) => `Para continuar: periscope play --resume ${path}`,
  over: (patrols, tons) => `Carrera terminada: ${patrols}, ${tons} hundidas.`,
  halted: (patrols, tons) => `Carrera detenida: ${patrols}, ${tons} hundidas.`,
  seeds: (server, player) =>
    `Semilla del servidor ${server}, del jugador ${player}: cada tirada puede recalcularse.`,
  roll: (nonce, purpose, rule) => `dados #${nonce}  ${purpose} (${rule})`,
  row: 'fila',
  salvoForm: 'Lanzar torpedos tubo a tubo (un objetivo para cada tubo, o reservarlo)',
  choose: (type, names) => `${type}  (elige ${names})`,
  leaveOut: '(omitir)',
  notJson: 'Eso no es JSON.',
  answer: (last) =>
    `Responde 1-${last}: un número, s (estado), q (salir), o una orden en JSON ({"type": …, "data": {…}}).`,
  notAChoice: (answer, last) => `No es una opción: ${answer}; responde 1-${last}.`,
  empty: '(vacío)',
  tubeHolds: (end, tube, holds) => `el tubo ${tube} de ${end} lleva un ${holds}`,
  tubePrompt: (end, tube) => `¿Tubo ${tube} de ${end}? `,
  hold: 'reservar',
  allHeld: 'Todos los tubos reservados: da un objetivo al menos a un tubo.',
  end: { bow: 'proa', stern: 'popa' },
  patrols: (n) => `${n} ${n === 1 ? 'patrulla' : 'patrullas'}`,
  wound: {
    none: 'ileso',
    lightlyWounded: 'herido leve',
    severelyWounded: 'herido grave',
    killed: 'fallecido',
  },
  doctor: 'médico',
  abwehrAgent: 'agente de la Abwehr',
  allFit: 'todos ilesos',
  crewman: (wound) => `tripulante ${wound}`,
  crew: (quality, men) => `tripulación ${quality}: ${men}`,
  quality: { green: 'novata', trained: 'entrenada', veteran: 'veterana', elite: 'élite' },
  posture: { surfaced: 'en superficie', schnorchel: 'con schnorchel' },
  hull: 'casco',
  holed: '(perforado: no puede sumergirse)',
  flooding: 'inundación',
  deckGun: 'cañón de cubierta',
  decoysLeft: (n) => `BOLD: quedan ${n}`,
  damaged: 'averiados',
  tubes: 'tubos',
  reloads: (forward, aft) => `recargas ${forward} proa + ${aft} popa`,
  base: 'base',
  patrol: 'patrulla',
  wolfpack: '(manada de lobos)',
  mission: 'misión',
  box: 'casilla',
  sunk: (n) => `${n} ${n === 1 ? 'hundido' : 'hundidos'}`,
  encounter: {
    none: 'sin contacto',
    aircraft: 'avión',
    aircraftAndEscort: 'avión y escolta',
    escort: 'escolta',
    ship: 'barco solitario',
    shipWithEscort: 'barco con escolta',
    twoShips: 'dos barcos',
    twoShipsWithEscort: 'dos barcos con escolta',
    tanker: 'petrolero',
    convoy: 'convoy',
    capitalShip: 'buque de guerra',
    submarine: 'submarino enemigo',
  },
  timeOfDay: { day: 'día', night: 'noche' },
  inPort: 'en puerto',
  submerged: (hunt) =>
    hunt === 'hunted' ? 'sumergido, perseguido' : 'sumergido, bajo cargas de profundidad',
  escorted: (escorted) => (escorted ? 'con escolta' : 'sin escolta'),
  step: 'paso',
};

const ITALIAN: PlayWords = {
  language: 'it',
  locale: 'it-IT',
  notMatching: (path, problems) => `${path} non corrisponde ai suoi semi: ${problems}`,
  medNotPlayed: (path) =>
    `${path} è una carriera di Beneath the Med: i suoi tiri corrispondono ai semi, ma periscope play per ora ` +
    'gioca soltanto The Hunted (verificala con periscope audit).',
  resumed: (path, events, rolls, nonce) =>
    `Ripresa ${path}: ${events} eventi; ${rolls} tiri ricalcolati dai semi della sua intestazione; ` +
    `i dadi proseguono dal nonce ${nonce}.`,
  diceGap: (gap) => `dadi: ${gap} (un tiro che nessun evento registra)`,
  cannotRead: (path, code) => `Impossibile leggere ${path} (${code}).`,
  notALog: ({ path, problem, line }) =>
    ({
      format: `${path}: non è una partita salvata da periscope play (versione 1)`,
      seeds: `${path}: l'intestazione non ha i semi del server e del giocatore`,
      event: `${path}: la riga ${line} non è l'evento ${line - 2} della carriera`,
      json: `${path}: la riga ${line} non è JSON`,
    })[problem],
  dice: (commitment, playerSeed) =>
    `Dadi: HMAC-SHA256 del seme del server (sha256 ${commitment}) e di quello del giocatore, ${playerSeed}`,
  seedsKept: (path) => `; i semi sono conservati in ${path}`,
  exists: (path) => `${path} esiste già: continuala con --resume ${path}, o salva in un altro file.`,
  startDate: 'Data di inizio (AAAA-MM, da 1943-07 a 1945-05)? ',
  uboatType: 'Tipo di U-Boot',
  typePrompt: 'Tipo? ',
  botStops: (n) => `Il bot si ferma dopo ${n} ordini.`,
  stopped: 'Interrotta.',
  refused: (_, rule, code) =>
    rule ? `✗ la regola ${rule} non lo consente [${code}]` : `✗ ordine non valido [${code}]`,
  notImplemented: (rule) => `Il motore non gioca ancora la regola ${rule}: la carriera si ferma qui.`,
  blocked: (rule) => `La carriera si ferma alla regola ${rule}: il motore non la gioca ancora.`,
  nothing: (step) => `Niente da decidere al passo '${step}'.`,
  continueWith: (path) => `Per continuare: periscope play --resume ${path}`,
  over: (patrols, tons) => `Carriera conclusa: ${patrols}, ${tons} affondate.`,
  halted: (patrols, tons) => `Carriera interrotta: ${patrols}, ${tons} affondate.`,
  seeds: (server, player) =>
    `Seme del server ${server}, del giocatore ${player}: ogni tiro si può ricalcolare.`,
  roll: (nonce, purpose, rule) => `dadi #${nonce}  ${purpose} (${rule})`,
  row: 'riga',
  salvoForm: 'Lancia i siluri tubo per tubo (un bersaglio per ogni tubo, o tenerlo)',
  choose: (type, names) => `${type}  (scegli ${names})`,
  leaveOut: '(ometti)',
  notJson: 'Questo non è JSON.',
  answer: (last) =>
    `Rispondi 1-${last}: un numero, s (stato), q (esci), o un ordine in JSON ({"type": …, "data": {…}}).`,
  notAChoice: (answer, last) => `Non è una scelta: ${answer}; rispondi 1-${last}.`,
  empty: '(vuoto)',
  tubeHolds: (end, tube, holds) => `il tubo ${tube} di ${end} ha un ${holds}`,
  tubePrompt: (end, tube) => `Tubo ${tube} di ${end}? `,
  hold: 'tenere',
  allHeld: 'Tutti i tubi tenuti: dai un bersaglio ad almeno un tubo.',
  end: { bow: 'prua', stern: 'poppa' },
  patrols: (n) => `${n} ${n === 1 ? 'pattuglia' : 'pattuglie'}`,
  wound: {
    none: 'illeso',
    lightlyWounded: 'ferito lieve',
    severelyWounded: 'ferito grave',
    killed: 'caduto',
  },
  doctor: 'medico',
  abwehrAgent: "agente dell'Abwehr",
  allFit: 'tutti illesi',
  crewman: (wound) => `marinaio ${wound}`,
  crew: (quality, men) => `equipaggio ${quality}: ${men}`,
  quality: { green: 'inesperto', trained: 'addestrato', veteran: 'veterano', elite: 'elite' },
  posture: { surfaced: 'in superficie', schnorchel: 'con lo schnorchel' },
  hull: 'scafo',
  holed: '(falla: non può immergersi)',
  flooding: 'allagamento',
  deckGun: 'cannone di coperta',
  decoysLeft: (n) => `BOLD: ne restano ${n}`,
  damaged: 'danneggiati',
  tubes: 'tubi',
  reloads: (forward, aft) => `ricariche ${forward} prua + ${aft} poppa`,
  base: 'base',
  patrol: 'pattuglia',
  wolfpack: '(branco di lupi)',
  mission: 'missione',
  box: 'casella',
  sunk: (n) => `${n} ${n === 1 ? 'affondata' : 'affondate'}`,
  encounter: {
    none: 'nessun contatto',
    aircraft: 'aereo',
    aircraftAndEscort: 'aereo e scorta',
    escort: 'scorta',
    ship: 'nave isolata',
    shipWithEscort: 'nave con scorta',
    twoShips: 'due navi',
    twoShipsWithEscort: 'due navi con scorta',
    tanker: 'petroliera',
    convoy: 'convoglio',
    capitalShip: 'nave da guerra',
    submarine: 'sottomarino nemico',
  },
  timeOfDay: { day: 'giorno', night: 'notte' },
  inPort: 'in porto',
  submerged: (hunt) =>
    hunt === 'hunted' ? 'in immersione, braccato' : 'in immersione, sotto le bombe di profondità',
  escorted: (escorted) => (escorted ? 'con scorta' : 'senza scorta'),
  step: 'passo',
};

export const PLAY_WORDS: Readonly<Record<CliLanguage, PlayWords>> = { en: ENGLISH, es: SPANISH, it: ITALIAN };
