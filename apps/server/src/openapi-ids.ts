/**
 * The OpenAPI document's operation ids: a verb and what it acts on, the names a generated client's methods take
 * (libs/client). Keyed by `<controller class>.<method>`; a route missing here keeps Nest's default id
 * (`CareersController_read`), which test/openapi.e2e-spec.ts refuses.
 */
const OPERATION_IDS: Record<string, string> = {
  'HealthController.check': 'getHealth',
  'HealthController.live': 'getLiveness',
  'HealthController.ready': 'getReadiness',
  'CareersController.start': 'startCareer',
  'CareersController.command': 'sendCareerCommand',
  'CareersController.read': 'getCareer',
  'CareersController.events': 'listCareerEvents',
  'CareersController.seed': 'getCareerSeeds',
  'CareersController.seat': 'checkCareerSeat',
  'CareerIndexController.list': 'listCareers',
  'PatrolViewController.read': 'getPatrolView',
  'AuditController.export': 'exportCareer',
  'AuditController.audit': 'auditCareer',
  'GamesController.create': 'createGame',
  'GamesController.join': 'joinGame',
  'GamesController.command': 'sendGameCommand',
  'GamesController.read': 'getGame',
  'GamesController.events': 'listGameEvents',
  'GamesController.seeds': 'getGameSeeds',
  'GameAuditController.export': 'exportGame',
  'GameAuditController.audit': 'auditGame',
  'TournamentsController.create': 'createTournament',
  'TournamentsController.list': 'listTournaments',
  'TournamentsController.read': 'getTournament',
  'TournamentsController.entrants': 'listEntrants',
  'TournamentsController.register': 'registerEntrant',
  'TournamentsController.withdraw': 'withdrawEntrant',
  'TournamentsController.act': 'actAsOrganiser',
  'TournamentsController.standings': 'getStandings',
  'TournamentsController.csv': 'getResultsCsv',
  'TournamentsController.ndjson': 'getResultsNdjson',
  'TournamentAuditController.export': 'exportTournament',
  'TournamentAuditController.audit': 'auditTournament',
  'ReferenceController.read': 'getReference',
  'AccountsController.registrationOptions': 'startSignUp',
  'AccountsController.register': 'signUp',
  'AccountsController.signInOptions': 'startSignIn',
  'AccountsController.signIn': 'signIn',
  'AccountsController.signOut': 'signOut',
  'AccountsController.recover': 'recoverAccount',
  'AccountsController.me': 'getMyAccount',
  'AccountsController.passkeyOptions': 'startAddingPasskey',
  'AccountsController.addPasskey': 'addPasskey',
  'AccountsController.claim': 'claimSeat',
  'AccountsController.chooseVisibility': 'choosePlayerPageVisibility',
  'PlayersController.read': 'getPlayerPage',
  'HallOfFameController.admit': 'admitToHallOfFame',
  'HallOfFameController.list': 'getHallOfFame',
};

/** SwaggerModule's operationIdFactory. */
export const operationIdOf = (controller: string, method: string): string =>
  OPERATION_IDS[`${controller}.${method}`] ?? `${controller}_${method}`;
