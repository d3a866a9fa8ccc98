import type { CliLanguage } from './language';

// The options of `simulate`, `charts` and `projections` in English, Spanish and Italian (docs/i18n.md "The command
// line"), as usage-words.ts has play's and audit's. Flags, file names, values and variables stay as typed.

type S = string;

export interface CommandUsages {
  /** simulate's options, naming the U-boat types, the bots' policies and Beneath the Med's classes. */
  readonly simulate: (types: S, policies: S, classes: S) => S;
  readonly chartsValidate: S;
  readonly chartsImport: S;
  /** charts export's options, naming the default campaign. */
  readonly chartsExport: (campaign: S) => S;
  readonly projectionsRebuild: S;
}

/** The synopsis of `projections rebuild`, its placeholders in the reader's words. */
const rebuildSynopsis = (file: S, name: S, lang: CliLanguage) =>
  `projections rebuild [--view standings|patrol-view|all] [--store sqlite|postgres] [--sqlite-path ${file}]\n` +
  `                    [--database-url URL] [--schema ${name}] [--lang ${lang}]\n`;

const ENGLISH: CommandUsages = {
  simulate: (types, policies, classes) =>
    'simulate [--careers 1000] [--campaign med] [--type VIIC | --class C] [--start 1943-07] [--policy moderate] [--seed S] [--json] [--lang es]\n' +
    '  --careers  how many careers the bot plays\n' +
    `  --type     U-boat type: ${types}\n` +
    '  --campaign the-hunted (default) or med: Beneath the Med, played to each career’s end on designed charts\n' +
    `  --class    with --campaign med, its classes (comma-separated; default Adua,Marconi,Acciaio): ${classes}\n` +
    '             and --start takes comma-separated dates (default 1940-06,1942-06)\n' +
    '  --start    start date YYYY-MM\n' +
    `  --policy   the bot: ${policies}\n` +
    '  --seed     the seed every career seed derives from (default: random, printed): same seed, same output\n' +
    '  --json     print the figures as JSON instead of tables\n' +
    '  --lang     en, es or it: this help and the usage errors (default: LC_ALL, LC_MESSAGES or LANG)\n' +
    'Progress and the speed (careers/s) go to stderr, so stdout depends only on the options.',
  chartsValidate:
    'charts validate <pack.json> [--lang es]\n' +
    '  Checks a chart pack file (docs/chart-packs/README.md): every chart present, every cell of the right type and\n' +
    '  range, every roll table covering its die with no gap or overlap. Prints its campaign and hash.\n' +
    '  exit 0 valid, 1 a defect (named by chart, row and column), 2 usage or a file that is not JSON',
  chartsImport:
    'charts import <pack.json> [--into <dir>] [--lang es]\n' +
    '  Validates a chart pack file, then stores it under its hash (sha256 of its charts) so that\n' +
    '  `periscope audit --charts <hash>` replays careers decided with it.\n' +
    '  --into  the pack store (default $PERISCOPE_CHART_PACKS, else ~/.periscope/chart-packs)\n' +
    '  exit 0 stored (or already there), 1 a defect, 2 usage',
  chartsExport: (campaign) =>
    `charts export [--campaign ${campaign}] [--schema] [--out <file>] [--lang es]\n` +
    "  Writes a campaign's built-in pack as a pack file (stdout unless --out): a template to edit, or to compare.\n" +
    '  --schema  write the JSON Schema of its pack files instead (docs/chart-packs/<campaign>.schema.json)',
  projectionsRebuild:
    rebuildSynopsis('FILE', 'NAME', 'es') +
    '  Empties a read model (default: all of them: the tournament standings and the patrol view) and applies every\n' +
    "  event again from position 0, in the store's own database (tables view_*). Stop the server first (on postgres\n" +
    "  the rebuild waits for the writer's lease). Defaults come from the server's environment: EVENT_STORE,\n" +
    '  SQLITE_PATH, DATABASE_URL, DATABASE_SCHEMA, READ_MODEL_SHARDS (the patrol view is rebuilt shard by shard).\n' +
    '  The memory and kurrentdb stores keep read models in memory: nothing to rebuild.',
};

const SPANISH: CommandUsages = {
  simulate: (types, policies, classes) =>
    'simulate [--careers 1000] [--campaign med] [--type VIIC | --class C] [--start 1943-07] [--policy moderate] [--seed S] [--json] [--lang es]\n' +
    '  --careers  cuántas carreras juega el bot\n' +
    `  --type     tipo de U-Boat: ${types}\n` +
    '  --campaign the-hunted (por defecto) o med: Beneath the Med, jugado hasta el final de cada carrera con tablas diseñadas\n' +
    `  --class    con --campaign med, sus clases (separadas por comas; por defecto Adua,Marconi,Acciaio): ${classes}\n` +
    '             y --start admite fechas separadas por comas (por defecto 1940-06,1942-06)\n' +
    '  --start    fecha de inicio AAAA-MM\n' +
    `  --policy   el bot: ${policies}\n` +
    '  --seed     la semilla de la que derivan las de cada carrera (por defecto: al azar, impresa): misma semilla,\n' +
    '             mismo resultado\n' +
    '  --json     imprimir las cifras en JSON en lugar de tablas\n' +
    '  --lang     en, es o it: esta ayuda y los errores de uso (por defecto: LC_ALL, LC_MESSAGES o LANG)\n' +
    'El progreso y la velocidad (carreras/s) van a stderr: stdout depende solo de las opciones.',
  chartsValidate:
    'charts validate <tablas.json> [--lang es]\n' +
    '  Comprueba un fichero de tablas (docs/chart-packs/README.md): que estén todas las tablas, que cada casilla\n' +
    '  tenga el tipo y el rango debidos, que cada tabla de tiradas cubra su dado sin huecos ni solapes. Imprime su\n' +
    '  campaña y su hash.\n' +
    '  salida 0 válido, 1 un defecto (con su tabla, fila y columna), 2 uso o un fichero que no es JSON',
  chartsImport:
    'charts import <tablas.json> [--into <directorio>] [--lang es]\n' +
    '  Valida un fichero de tablas y lo guarda bajo su hash (sha256 de sus tablas) para que\n' +
    '  `periscope audit --charts <hash>` repita las carreras decididas con él.\n' +
    '  --into  el almacén de tablas (por defecto $PERISCOPE_CHART_PACKS, si no ~/.periscope/chart-packs)\n' +
    '  salida 0 guardado (o ya lo estaba), 1 un defecto, 2 uso',
  chartsExport: (campaign) =>
    `charts export [--campaign ${campaign}] [--schema] [--out <fichero>] [--lang es]\n` +
    '  Escribe las tablas de serie de una campaña como fichero de tablas (en stdout salvo --out): una plantilla que\n' +
    '  editar o con la que comparar.\n' +
    '  --schema  escribir en su lugar el esquema JSON de sus ficheros (docs/chart-packs/<campaign>.schema.json)',
  projectionsRebuild:
    rebuildSynopsis('FICHERO', 'NOMBRE', 'es') +
    '  Vacía un modelo de lectura (por defecto todos: las clasificaciones de los torneos y la vista de la patrulla)\n' +
    '  y vuelve a aplicar cada evento desde la posición 0, en la propia base de datos del almacén (tablas view_*).\n' +
    '  Detén antes el servidor (en postgres la reconstrucción espera la cesión del escritor). Los valores por\n' +
    '  defecto salen del entorno del servidor: EVENT_STORE, SQLITE_PATH, DATABASE_URL, DATABASE_SCHEMA,\n' +
    '  READ_MODEL_SHARDS (la vista de la patrulla se reconstruye fragmento a fragmento).\n' +
    '  Los almacenes memory y kurrentdb guardan los modelos en memoria: nada que reconstruir.',
};

const ITALIAN: CommandUsages = {
  simulate: (types, policies, classes) =>
    'simulate [--careers 1000] [--campaign med] [--type VIIC | --class C] [--start 1943-07] [--policy moderate] [--seed S] [--json] [--lang it]\n' +
    '  --careers  quante carriere gioca il bot\n' +
    `  --type     tipo di U-Boot: ${types}\n` +
    '  --campaign the-hunted (predefinito) o med: Beneath the Med, giocato fino alla fine di ogni carriera su tabelle progettate\n' +
    `  --class    con --campaign med, le sue classi (separate da virgole; predefinito Adua,Marconi,Acciaio): ${classes}\n` +
    '             e --start accetta date separate da virgole (predefinito 1940-06,1942-06)\n' +
    '  --start    data di inizio AAAA-MM\n' +
    `  --policy   il bot: ${policies}\n` +
    '  --seed     il seme da cui derivano quelli di ogni carriera (predefinito: a caso, stampato): stesso seme,\n' +
    '             stesso risultato\n' +
    '  --json     stampare le cifre in JSON invece che in tabelle\n' +
    '  --lang     en, es o it: questo aiuto e gli errori di uso (predefinito: LC_ALL, LC_MESSAGES o LANG)\n' +
    'L’avanzamento e la velocità (carriere/s) vanno su stderr: stdout dipende solo dalle opzioni.',
  chartsValidate:
    'charts validate <tabelle.json> [--lang it]\n' +
    '  Controlla un file di tabelle (docs/chart-packs/README.md): che ci siano tutte le tabelle, che ogni casella\n' +
    '  abbia il tipo e l’intervallo giusti, che ogni tabella di tiri copra il suo dado senza buchi né sovrapposizioni.\n' +
    '  Stampa la sua campagna e il suo hash.\n' +
    '  uscita 0 valido, 1 un difetto (con tabella, riga e colonna), 2 uso o un file che non è JSON',
  chartsImport:
    'charts import <tabelle.json> [--into <cartella>] [--lang it]\n' +
    '  Valida un file di tabelle e lo conserva sotto il suo hash (sha256 delle sue tabelle) perché\n' +
    '  `periscope audit --charts <hash>` riesegua le carriere decise con esso.\n' +
    '  --into  l’archivio delle tabelle (predefinito $PERISCOPE_CHART_PACKS, altrimenti ~/.periscope/chart-packs)\n' +
    '  uscita 0 conservato (o già presente), 1 un difetto, 2 uso',
  chartsExport: (campaign) =>
    `charts export [--campaign ${campaign}] [--schema] [--out <file>] [--lang it]\n` +
    '  Scrive le tabelle predefinite di una campagna come file di tabelle (su stdout salvo --out): un modello da\n' +
    '  modificare o con cui confrontare.\n' +
    '  --schema  scrivere invece lo schema JSON dei suoi file (docs/chart-packs/<campaign>.schema.json)',
  projectionsRebuild:
    rebuildSynopsis('FILE', 'NOME', 'it') +
    '  Svuota un modello di lettura (predefinito: tutti, le classifiche dei tornei e la vista della pattuglia) e\n' +
    '  riapplica ogni evento dalla posizione 0, nella base dati dell’archivio stesso (tabelle view_*). Ferma prima\n' +
    '  il server (su postgres la ricostruzione attende la cessione dello scrittore). I valori predefiniti vengono\n' +
    '  dall’ambiente del server: EVENT_STORE, SQLITE_PATH, DATABASE_URL, DATABASE_SCHEMA, READ_MODEL_SHARDS (la\n' +
    '  vista della pattuglia si ricostruisce frammento per frammento).\n' +
    '  Gli archivi memory e kurrentdb tengono i modelli in memoria: niente da ricostruire.',
};

export const COMMAND_USAGES: Readonly<Record<CliLanguage, CommandUsages>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};
