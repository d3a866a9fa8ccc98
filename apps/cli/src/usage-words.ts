import { UsageError } from './options';
import type { CliLanguage } from './language';

// The CLI's help and its usage errors in English, Spanish and Italian (docs/i18n.md "The command line"): the
// top-level help, the options of `play` and `audit`, and why a command line is refused. Flags, file names, values
// and the engine's names stay as typed. The terms are the editions' (El ocaso de los U-Boats, Le Prede).

type S = string;

/** Why a command line is refused, each sentence filled with the flag and the values it names. */
export interface UsageSentences {
  readonly takes: (flag: S, allowed: S, got: S) => S;
  readonly resumeClash: (flag: S) => S;
  readonly startFormat: (got: S) => S;
  readonly emptySeed: () => S;
  readonly integer: (flag: S, got: S) => S;
  readonly positiveInteger: (flag: S, got: S) => S;
  readonly language: (allowed: S, got: S) => S;
  readonly oneExport: (got: S) => S;
  readonly needsFile: (flag: S) => S;
  readonly needsPack: (flag: S) => S;
  readonly invalidPack: (ref: S, why: S) => S;
  readonly otherCampaign: (campaign: S, careers: S) => S;
  readonly onePack: (got: S) => S;
  readonly needsDirectory: (flag: S) => S;
  readonly needsDatabase: () => S;
  readonly shards: (got: S) => S;
  readonly startRefused: (message: S, rule: S) => S;
  readonly unreadable: (file: S, why: S) => S;
  readonly notJson: (file: S, why: S) => S;
  // node's own refusals (util.parseArgs), by their code
  readonly unknownOption: (option: S) => S;
  readonly missingValue: (option: S) => S;
  readonly unexpected: (argument: S) => S;
}

export interface UsageWords {
  readonly usage: S;
  readonly synopsis: S;
  readonly commands: S;
  readonly footer: S;
  readonly unknownCommand: (command: S) => S;
  /** Each command's line in the help, by its name. */
  readonly summaries: Readonly<Record<S, S>>;
  /** `play`'s options, naming the bots' policies. */
  readonly play: (policies: S) => S;
  readonly audit: S;
  readonly refused: UsageSentences;
}

const ENGLISH: UsageWords = {
  usage: 'usage',
  synopsis: 'periscope <command> [options]',
  commands: 'commands',
  footer: "periscope <command> --help shows a command's options; periscope --version the version.",
  unknownCommand: (command) => `unknown command ${command}`,
  summaries: {
    play: 'play a whole career in the terminal (save and resume an NDJSON event log)',
    simulate: 'play many careers with a bot and print survival, tonnage, decorations and patrols',
    audit: 'verify an exported career offline: hash chain, rolls, replay, results (--html report)',
    'charts validate':
      'check a chart pack file: every chart and cell, named by chart, row and column when wrong',
    'charts import': 'validate a chart pack file and store it under its hash, for the audit',
    'charts export': "write a campaign's built-in chart pack as a pack file",
    'projections rebuild': 'rebuild the tournament standings read model from position 0 (server stopped)',
  },
  play: (policies) =>
    'play [--type VIIC] [--start 1943-07] [--save career.ndjson] [--seed S] [--bot moderate] [--no-color] [--lang es]\n' +
    '       periscope play --resume career.ndjson [--bot cautious] [--no-color]\n' +
    '  --type          U-boat type (else asked)\n' +
    '  --start         start date YYYY-MM (else asked)\n' +
    '  --save          write every event, with its command and dice nonces, to a new NDJSON file\n' +
    '  --resume        continue the career saved in the file (new events are appended to it)\n' +
    '  --seed          the server seed, for a reproducible game (default: 32 random bytes)\n' +
    "  --player-seed   the player's seed (default: player)\n" +
    "  --kommandant    the Kommandant's name (default: Kaleun)\n" +
    '  --torpedo-swaps re-type up to 4 torpedoes when loading (4.5): N > 0 G7a→G7e, N < 0 G7e→G7a (--torpedo-swaps=-2)\n' +
    '  --option        switch an optional rule (§14, §15) on, again for each: --option reducedConvoyTargets,\n' +
    '                  --option evasiveManoeuvres=escortRolled (a value: a word, or JSON)\n' +
    `  --bot           let a bot play: ${policies}\n` +
    '  --no-color      plain text (also when NO_COLOR is set or stdout is not a terminal)\n' +
    '  --lang          en, es or it: the game in English, Spanish or Italian (default: LC_ALL, LC_MESSAGES or LANG)\n' +
    'At the prompt: a number, s (status), q (quit; the save file keeps the career), or a command as JSON.',
  audit:
    'audit <file.ndjson> [--charts <pack.json|hash>] [--html report.html] [--json] [--threads <cores>] [--progress]\n' +
    '  Verifies an export (a career, a two-player game, a tournament) offline, no server, no database: (a) the hash\n' +
    '  (or a game saved by periscope play --save, audited as the export of its career, seeds revealed)\n' +
    '  chain, (b) every roll from the revealed seeds, (c) a replay of the recorded commands that gives the same events,\n' +
    '  (d) the published results (tonnage, victory levels, the winner, the standings).\n' +
    '  --charts  replay with this chart pack (a pack file, or the hash of one `periscope charts import` stored);\n' +
    '            without it, the built-in pack. An export decided with another pack fails the replay, saying so\n' +
    '  --html  also write a readable report: the patrols as a timeline, every roll with its modifiers and rule\n' +
    '  --json  print the report as JSON instead of text\n' +
    '  --threads  threads that verify the careers side by side (default: one per core)\n' +
    '  --progress  a line per stage on stderr (on a terminal, a line redrawn in place is shown anyway)\n' +
    '  --lang  en, es or it: the report in English, Spanish or Italian (default: LC_ALL, LC_MESSAGES or LANG)\n' +
    '  exit 0 clean, 1 a divergence (the report names the first), 2 usage or a file that is no export',
  refused: {
    takes: (flag, allowed, got) => `${flag} takes ${allowed}; got ${got}`,
    resumeClash: (flag) => `--resume continues a saved career; ${flag} starts a new one`,
    startFormat: (got) => `--start takes YYYY-MM, e.g. 1943-07; got ${got}`,
    emptySeed: () => 'a seed cannot be empty',
    integer: (flag, got) => `${flag} must be an integer, got ${got}`,
    positiveInteger: (flag, got) => `${flag} must be a positive integer, got ${got}`,
    language: (allowed, got) => `--lang: one of ${allowed}, not '${got}'`,
    oneExport: (got) => `one export file to audit, got ${got}`,
    needsFile: (flag) => `${flag} needs a file name`,
    needsPack: (flag) => `${flag} needs a pack file or a hash`,
    invalidPack: (ref, why) => `--charts ${ref}: ${why}`,
    otherCampaign: (campaign, careers) =>
      `--charts: ${campaign} packs cannot replay yet: careers are ${careers}'s`,
    onePack: (got) => `one pack file, got ${got}`,
    needsDirectory: (flag) => `${flag} needs a directory`,
    needsDatabase: () => '--database-url (or DATABASE_URL) is needed for postgres',
    shards: (got) => `READ_MODEL_SHARDS must be at least 1; got ${got}`,
    startRefused: (message) => message,
    unreadable: (file, why) => `cannot read ${file}: ${why}`,
    notJson: (file, why) => `${file} is not JSON: ${why}`,
    unknownOption: (option) => `unknown option ${option}`,
    missingValue: (option) => `${option} needs a value`,
    unexpected: (argument) => `unexpected argument ${argument}`,
  },
};

const SPANISH: UsageWords = {
  usage: 'uso',
  synopsis: 'periscope <orden> [opciones]',
  commands: 'órdenes',
  footer: 'periscope <orden> --help muestra las opciones de una orden; periscope --version la versión.',
  unknownCommand: (command) => `orden desconocida ${command}`,
  summaries: {
    play: 'jugar una carrera entera en la terminal (guardar y continuar un registro de eventos NDJSON)',
    simulate:
      'jugar muchas carreras con un bot e imprimir supervivencia, tonelaje, condecoraciones y patrullas',
    audit:
      'verificar sin conexión una carrera exportada: cadena de hashes, tiradas, repetición, resultados (--html)',
    'charts validate':
      'comprobar un fichero de tablas: cada tabla y casilla, con tabla, fila y columna si falla',
    'charts import': 'validar un fichero de tablas y guardarlo bajo su hash, para la auditoría',
    'charts export': 'escribir las tablas de serie de una campaña como fichero de tablas',
    'projections rebuild':
      'reconstruir desde la posición 0 las clasificaciones de los torneos (servidor parado)',
  },
  play: (policies) =>
    'play [--type VIIC] [--start 1943-07] [--save carrera.ndjson] [--seed S] [--bot moderate] [--no-color] [--lang es]\n' +
    '       periscope play --resume carrera.ndjson [--bot cautious] [--no-color]\n' +
    '  --type          tipo de U-Boat (si no, se pregunta)\n' +
    '  --start         fecha de inicio AAAA-MM (si no, se pregunta)\n' +
    '  --save          escribir cada evento, con su orden y los nonces de sus dados, en un fichero NDJSON nuevo\n' +
    '  --resume        continuar la carrera guardada en el fichero (los eventos nuevos se añaden al final)\n' +
    '  --seed          la semilla del servidor, para una partida reproducible (por defecto: 32 bytes al azar)\n' +
    '  --player-seed   la semilla del jugador (por defecto: player)\n' +
    '  --kommandant    el nombre del Kommandant (por defecto: Kaleun)\n' +
    '  --torpedo-swaps cambiar el tipo de hasta 4 torpedos al cargar (4.5): N > 0 G7a→G7e, N < 0 G7e→G7a (--torpedo-swaps=-2)\n' +
    '  --option        activar una regla opcional (§14, §15), una vez por regla: --option reducedConvoyTargets,\n' +
    '                  --option evasiveManoeuvres=escortRolled (un valor: una palabra, o JSON)\n' +
    `  --bot           dejar jugar a un bot: ${policies}\n` +
    '  --no-color      texto sin colores (también con NO_COLOR o si la salida no es una terminal)\n' +
    '  --lang          en, es o it: el juego en inglés, español o italiano (por defecto: LC_ALL, LC_MESSAGES o LANG)\n' +
    'Al preguntar: un número, s (estado), q (salir; el fichero guardado conserva la carrera), o una orden en JSON.',
  audit:
    'audit <fichero.ndjson> [--charts <tablas.json|hash>] [--html informe.html] [--json] [--threads <núcleos>] [--progress]\n' +
    '  Verifica una exportación (una carrera, una partida a dos, un torneo) sin conexión, sin servidor ni base de\n' +
    '  datos (o una partida guardada con periscope play --save, auditada como la exportación de su carrera, con las\n' +
    '  semillas reveladas): (a) la cadena de hashes, (b) cada tirada a partir de las semillas reveladas, (c) una\n' +
    '  repetición de las órdenes registradas que da los mismos eventos, (d) los resultados publicados (tonelaje,\n' +
    '  niveles de victoria, el ganador, las clasificaciones).\n' +
    '  --charts  repetir con estas tablas (un fichero de tablas, o el hash de uno guardado con `periscope charts\n' +
    '            import`); sin él, las tablas de serie. Una exportación decidida con otras tablas falla la repetición\n' +
    '  --html  escribir además un informe legible: las patrullas en una línea de tiempo, cada tirada con sus\n' +
    '          modificadores y su regla\n' +
    '  --json  imprimir el informe en JSON en lugar de texto\n' +
    '  --threads  hilos que verifican las carreras en paralelo (por defecto: uno por núcleo)\n' +
    '  --progress  una línea por etapa en la salida de errores (en una terminal, una línea que se redibuja)\n' +
    '  --lang  en, es o it: el informe en inglés, español o italiano (por defecto: LC_ALL, LC_MESSAGES o LANG)\n' +
    '  salida 0 limpia, 1 una divergencia (el informe nombra la primera), 2 uso o un fichero que no es una exportación',
  refused: {
    takes: (flag, allowed, got) => `${flag} admite ${allowed}; se recibió ${got}`,
    resumeClash: (flag) => `--resume continúa una carrera guardada; ${flag} empieza una nueva`,
    startFormat: (got) => `--start admite AAAA-MM, por ejemplo 1943-07; se recibió ${got}`,
    emptySeed: () => 'una semilla no puede estar vacía',
    integer: (flag, got) => `${flag} debe ser un número entero; se recibió ${got}`,
    positiveInteger: (flag, got) => `${flag} debe ser un entero positivo; se recibió ${got}`,
    language: (allowed, got) => `--lang: uno de ${allowed}, no '${got}'`,
    oneExport: (got) => `un fichero de exportación que auditar; se recibieron ${got}`,
    needsFile: (flag) => `${flag} necesita el nombre de un fichero`,
    needsPack: (flag) => `${flag} necesita un fichero de tablas o un hash`,
    invalidPack: (ref) => `--charts ${ref}: no son unas tablas válidas`,
    otherCampaign: (campaign, careers) =>
      `--charts: las tablas de ${campaign} aún no pueden repetir carreras, que son de ${careers}`,
    onePack: (got) => `un fichero de tablas; se recibieron ${got}`,
    needsDirectory: (flag) => `${flag} necesita un directorio`,
    needsDatabase: () => 'postgres necesita --database-url (o DATABASE_URL)',
    shards: (got) => `READ_MODEL_SHARDS debe ser al menos 1; se recibió ${got}`,
    startRefused: (_, rule) => `--type y --start: la regla ${rule} no permite comenzar así la carrera`,
    unreadable: (file) => `no se puede leer ${file}`,
    notJson: (file) => `${file} no es JSON`,
    unknownOption: (option) => `opción desconocida ${option}`,
    missingValue: (option) => `${option} necesita un valor`,
    unexpected: (argument) => `argumento inesperado ${argument}`,
  },
};

const ITALIAN: UsageWords = {
  usage: 'uso',
  synopsis: 'periscope <comando> [opzioni]',
  commands: 'comandi',
  footer: 'periscope <comando> --help mostra le opzioni di un comando; periscope --version la versione.',
  unknownCommand: (command) => `comando sconosciuto ${command}`,
  summaries: {
    play: 'giocare una carriera intera nel terminale (salvare e riprendere un registro di eventi NDJSON)',
    simulate:
      'giocare molte carriere con un bot e stampare sopravvivenza, tonnellaggio, decorazioni e pattuglie',
    audit:
      'verificare offline una carriera esportata: catena di hash, tiri, riesecuzione, risultati (--html)',
    'charts validate':
      'controllare un file di tabelle: ogni tabella e casella, con tabella, riga e colonna se errata',
    'charts import': 'validare un file di tabelle e conservarlo sotto il suo hash, per la verifica',
    'charts export': 'scrivere le tabelle predefinite di una campagna come file di tabelle',
    'projections rebuild': 'ricostruire dalla posizione 0 le classifiche dei tornei (server fermo)',
  },
  play: (policies) =>
    'play [--type VIIC] [--start 1943-07] [--save carriera.ndjson] [--seed S] [--bot moderate] [--no-color] [--lang it]\n' +
    '       periscope play --resume carriera.ndjson [--bot cautious] [--no-color]\n' +
    '  --type          tipo di U-Boot (altrimenti viene chiesto)\n' +
    '  --start         data di inizio AAAA-MM (altrimenti viene chiesta)\n' +
    '  --save          scrivere ogni evento, con il suo ordine e i nonce dei dadi, in un nuovo file NDJSON\n' +
    '  --resume        continuare la carriera salvata nel file (i nuovi eventi vi si aggiungono in fondo)\n' +
    '  --seed          il seme del server, per una partita riproducibile (predefinito: 32 byte casuali)\n' +
    '  --player-seed   il seme del giocatore (predefinito: player)\n' +
    '  --kommandant    il nome del Kommandant (predefinito: Kaleun)\n' +
    '  --torpedo-swaps cambiare il tipo di al massimo 4 siluri al caricamento (4.5): N > 0 G7a→G7e, N < 0 G7e→G7a (--torpedo-swaps=-2)\n' +
    '  --option        attivare una regola opzionale (§14, §15), una volta per regola: --option reducedConvoyTargets,\n' +
    '                  --option evasiveManoeuvres=escortRolled (un valore: una parola, o JSON)\n' +
    `  --bot           far giocare un bot: ${policies}\n` +
    '  --no-color      testo senza colori (anche con NO_COLOR o se l’uscita non è un terminale)\n' +
    '  --lang          en, es o it: il gioco in inglese, spagnolo o italiano (predefinito: LC_ALL, LC_MESSAGES o LANG)\n' +
    'Alla domanda: un numero, s (stato), q (uscire; il file salvato conserva la carriera), o un ordine in JSON.',
  audit:
    'audit <file.ndjson> [--charts <tabelle.json|hash>] [--html rapporto.html] [--json] [--threads <core>] [--progress]\n' +
    '  Verifica un’esportazione (una carriera, una partita a due, un torneo) offline, senza server né database (o una\n' +
    '  partita salvata con periscope play --save, verificata come l’esportazione della sua carriera, semi rivelati):\n' +
    '  (a) la catena di hash, (b) ogni tiro dai semi rivelati, (c) una riesecuzione degli ordini registrati che dà gli\n' +
    '  stessi eventi, (d) i risultati pubblicati (tonnellaggio, livelli di vittoria, il vincitore, le classifiche).\n' +
    '  --charts  rieseguire con queste tabelle (un file di tabelle, o l’hash di uno conservato con `periscope charts\n' +
    '            import`); senza, le tabelle predefinite. Un’esportazione decisa con altre tabelle fallisce la riesecuzione\n' +
    '  --html  scrivere anche un rapporto leggibile: le pattuglie in una cronologia, ogni tiro con i suoi modificatori\n' +
    '          e la sua regola\n' +
    '  --json  stampare il rapporto in JSON invece che in testo\n' +
    '  --threads  thread che verificano le carriere in parallelo (predefinito: uno per core)\n' +
    '  --progress  una riga per fase sull’uscita degli errori (in un terminale, una riga ridisegnata sul posto)\n' +
    '  --lang  en, es o it: il rapporto in inglese, spagnolo o italiano (predefinito: LC_ALL, LC_MESSAGES o LANG)\n' +
    '  uscita 0 pulita, 1 una divergenza (il rapporto nomina la prima), 2 uso o un file che non è un’esportazione',
  refused: {
    takes: (flag, allowed, got) => `${flag} accetta ${allowed}; ricevuto ${got}`,
    resumeClash: (flag) => `--resume continua una carriera salvata; ${flag} ne inizia una nuova`,
    startFormat: (got) => `--start accetta AAAA-MM, per esempio 1943-07; ricevuto ${got}`,
    emptySeed: () => 'un seme non può essere vuoto',
    integer: (flag, got) => `${flag} deve essere un numero intero; ricevuto ${got}`,
    positiveInteger: (flag, got) => `${flag} deve essere un intero positivo; ricevuto ${got}`,
    language: (allowed, got) => `--lang: uno tra ${allowed}, non '${got}'`,
    oneExport: (got) => `un file di esportazione da verificare; ricevuti ${got}`,
    needsFile: (flag) => `${flag} richiede il nome di un file`,
    needsPack: (flag) => `${flag} richiede un file di tabelle o un hash`,
    invalidPack: (ref) => `--charts ${ref}: non sono tabelle valide`,
    otherCampaign: (campaign, careers) =>
      `--charts: le tabelle di ${campaign} non possono ancora rieseguire carriere, che sono di ${careers}`,
    onePack: (got) => `un file di tabelle; ricevuti ${got}`,
    needsDirectory: (flag) => `${flag} richiede una cartella`,
    needsDatabase: () => 'postgres richiede --database-url (o DATABASE_URL)',
    shards: (got) => `READ_MODEL_SHARDS deve essere almeno 1; ricevuto ${got}`,
    startRefused: (_, rule) =>
      `--type e --start: la regola ${rule} non permette di iniziare così la carriera`,
    unreadable: (file) => `impossibile leggere ${file}`,
    notJson: (file) => `${file} non è JSON`,
    unknownOption: (option) => `opzione sconosciuta ${option}`,
    missingValue: (option) => `${option} richiede un valore`,
    unexpected: (argument) => `argomento inatteso ${argument}`,
  },
};

export const USAGE_WORDS: Readonly<Record<CliLanguage, UsageWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};

/** A usage error: the English sentence as its message, its key and values for the other languages. */
export function refuse<K extends keyof UsageSentences>(
  key: K,
  ...values: Parameters<UsageSentences[K]>
): UsageError {
  const say = ENGLISH.refused[key] as (...v: string[]) => string;
  return new UsageError(say(...values), { key, values });
}

/** A usage error in the reader's language: by its key, node's own (util.parseArgs) by its code, else as thrown. */
export function explain(error: Error, words: UsageWords): string {
  const said = error instanceof UsageError ? error.said : undefined;
  if (said && said.key in words.refused)
    return (words.refused[said.key as keyof UsageSentences] as (...v: string[]) => string)(...said.values);
  const named = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return words.refused.unknownOption(named);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return words.refused.missingValue(named.split(' ')[0]);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return words.refused.unexpected(named);
  return error.message;
}
