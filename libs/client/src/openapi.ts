// Generated from the server's OpenAPI document by `npm run client:generate` (openapi-typescript): do not edit.
// test/client.e2e-spec.ts fails when this is not what the server documents today.

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Discovery: the careers, newest activity first, paged (no seed, no token) */
    get: operations['listCareers'];
    put?: never;
    /** Start a solo career; the answer carries the seat token, once */
    post: operations['startCareer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send one command of pending(); a repeated commandId gets its first answer */
    post: operations['sendCareerCommand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The career as its events fold, and what is pending
     * @description With the seat token (optional) the player sees his own player seed; anyone else sees no seed until the career has ended (L-1)
     */
    get: operations['getCareer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/seat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the bearer token opens this career’s seat
     * @description A browser asks before it keeps a pasted seat key: it never replaces a token it holds with one that is not the seat’s. Answers for any token (false without one); the token itself is never echoed.
     */
    get: operations['checkCareerSeat'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/tournament': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tournament the career was entered in, if any */
    get: operations['getCareerTournament'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The stored events of the career, from a revision
     * @description With the seat token (optional) the player sees his own player seed; anyone else sees no seed until the career has ended (L-1)
     */
    get: operations['listCareerEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/seed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The revealed seeds, once the career is over */
    get: operations['getCareerSeeds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The career as NDJSON: header, every event in a hash chain, trailer; seeds only once it has ended */
    get: operations['exportCareer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit of the export: chain, rolls, replay, results; while the career runs, chain and replay only */
    get: operations['auditCareer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The two-player game as NDJSON: its stream (both careers) in a hash chain; the seeds only once it is over */
    get: operations['exportGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit of the export: chain, rolls, replay, result (13.1.3); while the game runs, chain and replay only */
    get: operations['auditGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tournament as NDJSON: its stream, every entrant's career and rulings, the packs' coordinators, the standings; its seed once finished */
    get: operations['exportTournament'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit of the export: chain, rolls, replay, standings recomputed; while it runs, its seed is sealed */
    get: operations['auditTournament'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every tournament: terms, phase, entrants, leader; most recently changed first */
    get: operations['listTournaments'];
    put?: never;
    /** Create a tournament (13.2–13.5); the answer carries the organiser token, once */
    post: operations['createTournament'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tournament: terms, phase, entrants, packs */
    get: operations['getTournament'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/entrants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entrants and their packs */
    get: operations['listEntrants'];
    put?: never;
    /** Register: starts the entrant’s career on the tournament’s terms; returns its seat token */
    post: operations['registerEntrant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/entrants/{careerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw: the entrant (his career’s seat token) or the organiser */
    delete: operations['withdrawEntrant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An organiser action: start, pause, resume, disqualify, adjudicate, finish */
    post: operations['actAsOrganiser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/standings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Individual and pack standings and the survival board (the read model) */
    get: operations['getStandings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/results.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The individual standings as CSV */
    get: operations['getResultsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/results.ndjson': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The standings as NDJSON: the tournament, each entrant, each pack */
    get: operations['getResultsNdjson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The two-player games in progress, newest activity first, for spectators (no secret) */
    get: operations['listGamesInProgress'];
    put?: never;
    /** Create a two-player game (13.1); the answer carries seat a’s token and the invite code */
    post: operations['createGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take seat b with the invite code; the answer carries the seat token, once */
    post: operations['joinGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One command of the seat’s pending list: RevealSeed, Roll, CommitManoeuvre, RevealManoeuvre, or a career command */
    post: operations['sendGameCommand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The game as a seat (with its token) or a spectator (without) may see it, and what is pending */
    get: operations['getGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The game’s events from a revision, as this viewer may see them */
    get: operations['listGameEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/seeds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every seed, once the game is over: anyone can then recompute every roll */
    get: operations['getGameSeeds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers/{id}/patrol-view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Following a live patrol: the patrol view read model of the career */
    get: operations['getPatrolView'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The game as data for a client: rule titles, optional rules, U-boat types, patrol routes, chart pack
     * @description Rule titles and the optional rules' words in English, Spanish or Italian (the terms of the Spanish and Italian editions): ?lang=en|es|it, else the first of Accept-Language among them, else English.
     */
    get: operations['getReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/registration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a sign-up: the passkey options for a new account of this name */
    post: operations['startSignUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish a sign-up with the new passkey: the session cookie is set, the recovery code shown once */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/sessions/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a sign-in: the passkey options */
    post: operations['startSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a passkey: the session cookie is set */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/sessions/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the session closes and its cookie is cleared */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/recovery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with the recovery code, once: a new code is shown in the answer */
    post: operations['recoverAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in player’s account, or null */
    get: operations['getMyAccount'];
    put?: never;
    post?: never;
    /** Delete the signed-in account: its name, passkeys, sessions and recovery code are erased; its games stay */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start adding a passkey to the signed-in account */
    post: operations['startAddingPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a passkey to the signed-in account */
    post: operations['addPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim a career, a game seat or a tournament’s console by its token, once */
    post: operations['claimSeat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me/visibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose what the player page shows to anyone */
    post: operations['choosePlayerPageVisibility'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account’s own data as NDJSON: its events (hashes sealed) and its claimed seats */
    get: operations['exportAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}/co-organisers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a co-organiser: an account whose session may use the organiser’s console */
    post: operations['addCoOrganiser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/players/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A player’s page: his careers, two-player games and tournaments, as far as he shows them */
    get: operations['getPlayerPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hall-of-fame/tournaments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tournament winners: finished tournaments admitted after their export's audit, the winner's tonnage first, paged */
    get: operations['getTournamentWinners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hall-of-fame/tournaments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A finished tournament's verdict: admitted with its winner, or refused with the findings */
    get: operations['getTournamentWinnerVerdict'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hall-of-fame/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The two-player records: finished games admitted after their audit, the most tonnage first, paged */
    get: operations['getTwoPlayerRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hall-of-fame/games/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A two-player game's verdict: admitted with its record, or refused with the findings */
    get: operations['getTwoPlayerRecordVerdict'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hall-of-fame': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hall of fame: the admitted careers by boat type and start month, all-time or of a month, paged */
    get: operations['getHallOfFame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hall-of-fame/careers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A career's verdict: admitted with its entry, or refused with the audit's findings */
    get: operations['getHallOfFameVerdict'];
    put?: never;
    /** Ask for a finished career's verdict (each is judged at its end): the server audits its export first */
    post: operations['admitToHallOfFame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    LiveProbe: {
      /** @enum {string} */
      status: 'ok';
    };
    StartCareerDto: {
      /**
       * @description The game of the series: The Hunted when omitted; Beneath the Med plays to the career’s end on designed charts, and a command that needs a rule not played yet answers 409 rules/not-implemented naming it
       * @example the-hunted
       * @enum {string}
       */
      campaign?: 'the-hunted' | 'beneath-the-med';
      /**
       * @description The Hunted's U-boat type (4.1), or Beneath the Med's class (4.1, 11.7) with its campaign
       * @example VIIC
       * @enum {string}
       */
      uboatType:
        | 'VIIB'
        | 'VIIC'
        | 'VIIC Flak'
        | 'VIIC/41'
        | 'VIID'
        | 'IXB'
        | 'IXC'
        | 'IXC/40'
        | 'IXD-2'
        | 'IXD/42'
        | 'XB'
        | 'XII'
        | 'XIV'
        | 'XXI'
        | 'Adua'
        | 'Acciaio'
        | 'Brin'
        | 'Cagni'
        | 'Calvi'
        | 'Flutto'
        | 'Foca'
        | 'Glauco'
        | 'Liuzzi'
        | 'Marcello'
        | 'Marconi'
        | 'Perla';
      /**
       * @description YYYY-MM, from 1943-07 (or the type’s service date) to 1945-05
       * @example 1943-07
       */
      startDate: string;
      /** @example Kptlt. Günther Prien */
      kommandant: string;
      /** @example U-47 */
      uboatId?: string;
      /**
       * @description The optional rules (§14, §15) in play, all off by default: a switch (true) or the value the rule takes
       * @example {
       *       "reducedConvoyTargets": true,
       *       "evasiveManoeuvres": "escortRolled",
       *       "specialAbility": "roll"
       *     }
       */
      options?: {
        standardTonnage?: unknown;
        reducedConvoyTargets?: unknown;
        historicalTargets?: unknown;
        historicalUBoatIds?: unknown;
        historicalWolfpackNames?: unknown;
        variableEscortQuality?: unknown;
        variableAircraftQuality?: unknown;
        evasiveManoeuvres?: unknown;
        replenishmentAtSea?: unknown;
        nonHistoricalPatrolAreas?: unknown;
        typeXXIProductionAdvance?: unknown;
        nibelung?: unknown;
        kommandantCard?: unknown;
        flotillaCounters?: unknown;
        specialAbility?: unknown;
        extremeRange?: unknown;
        combinedWithTheHunters?: unknown;
        theHuntersEquipment?: unknown;
        theHuntersBoats?: unknown;
        alternativeRandomEvents?: unknown;
        wolfpackTournament?: unknown;
      };
      /**
       * @description 4.5: re-type up to 4 torpedoes (+ G7a→G7e, − G7e→G7a)
       * @example 0
       */
      torpedoSwaps?: number;
      /**
       * @description 5.1.2: an agreed end of the career (YYYY-MM); the end of the war (1945-05) when omitted
       * @example 1944-12
       */
      endDate?: string;
      /** @description Your contribution to the dice (public), drawn at random: at least 128 bits as written (32 hex digits or 22 base64url characters), else 400 seed/weak (L-8); one is drawn for you when omitted */
      playerSeed?: string;
    };
    CampaignResponse: {
      /**
       * @example the-hunted
       * @enum {string}
       */
      id: 'the-hunted' | 'beneath-the-med';
      /**
       * @description The ruleset the career is played under
       * @example 1
       */
      rulesetVersion: string;
    };
    CareerSummaryResponse: {
      /** @description The game of the series the career plays */
      campaign: components['schemas']['CampaignResponse'];
      step: {
        [key: string]: unknown;
      };
      /**
       * @description The Hunted's U-boat type, or Beneath the Med's class (Perla)
       * @example VIIC
       */
      uboatType: string;
      uboatId: string | null;
      kommandant: string;
      /** @example 1943-07 */
      date: string;
      /**
       * @description The Hunted's base, or Beneath the Med's (mediterranean, betasom)
       * @example france
       */
      base: string;
      patrolsCompleted: number;
      tonnage: number;
      /** @description sha256(serverSeed), published before the first roll */
      seedCommitment: string;
      playerSeed: string;
    };
    PendingResponse: {
      /** @description The step the career is at, e.g. { kind: "underway" } */
      step: {
        [key: string]: unknown;
      };
      /** @description Every legal command with its parameters */
      commands: {
        [key: string]: unknown;
      }[];
    };
    StartedCareerResponse: {
      /** Format: uuid */
      careerId: string;
      /** @description The seat: sent once, never again. Commands need "Authorization: Bearer <it>". */
      seatToken: string;
      /** @example 0 */
      revision: number;
      state: components['schemas']['CareerSummaryResponse'];
      pending: components['schemas']['PendingResponse'];
    };
    ErrorResponse: {
      /** @example 422 */
      statusCode: number;
      /** @example command/not-pending */
      code: string;
      message: string;
      /**
       * @description The rule, for rules errors
       * @example 8.0
       */
      rule?: string;
    };
    CareerCommandDto: {
      /**
       * @description Chosen by the client, unique in the career; sending it again returns the first answer
       * @example 5f0c2a4e-patrol-1
       */
      commandId: string;
      /**
       * @example EnterNextBox
       * @enum {string}
       */
      type:
        | 'StartCareer'
        | 'AssignPatrol'
        | 'EnterNextBox'
        | 'DeclineAttack'
        | 'SwitchToNight'
        | 'StaySurfaced'
        | 'Dive'
        | 'ChooseApproach'
        | 'FireTorpedoes'
        | 'FireDeckGun'
        | 'EndRound'
        | 'EvadeEscorts'
        | 'AdditionalRound'
        | 'Follow'
        | 'BreakOff'
        | 'RequestNewUBoat'
        | 'KeepNewUBoatRequest'
        | 'AbortPatrol'
        | 'UseRandomEventToken'
        | 'DoctorTreatsWound'
        | 'ChooseEvasiveManoeuvre'
        | 'AcceptReplenishment'
        | 'DeclineReplenishment'
        | 'AttackWithNibelung'
        | 'SingleOutStraggler'
        | 'UseSparePart'
        | 'KeepSparePart'
        | 'TransferOwnFuel'
        | 'KeepOwnFuel'
        | 'JoinWolfpackAttack'
        | 'PursueOwnContact'
        | 'ChooseCrewAdvance'
        | 'LoadTorpedoes'
        | 'LaunchSlcs'
        | 'PenetrateHarbour'
        | 'AttachSlcs'
        | 'DetonateSlcs'
        | 'RollFrogmenFate';
      /**
       * @description The command’s parameters, as pending() lists them ({} for none)
       * @example {
       *       "posture": "surfaced"
       *     }
       */
      data: {
        [key: string]: unknown;
      };
    };
    EventResponse: {
      /** Format: uuid */
      id: string;
      revision: number;
      /** @example TravelBoxEntered */
      type: string;
      data: {
        [key: string]: unknown;
      };
      /** @description commandId, correlationId, actor, command, dice {firstNonce, nextNonce} */
      metadata: {
        [key: string]: unknown;
      };
    };
    CommandAnswerResponse: {
      /** Format: uuid */
      careerId: string;
      commandId: string;
      /** @description The revision of the command’s last event */
      revision: number;
      events: components['schemas']['EventResponse'][];
      /** @description What is pending right after this command */
      pending: components['schemas']['PendingResponse'];
    };
    CareerResponse: {
      /** Format: uuid */
      careerId: string;
      /** @description The revision of the last event */
      revision: number;
      /** @description The CareerState folded from every event */
      state: {
        [key: string]: unknown;
      };
      pending: components['schemas']['PendingResponse'];
    };
    CareerSeatResponse: {
      /** Format: uuid */
      careerId: string;
      /** @description Whether the bearer token is this career’s seat token */
      seat: boolean;
    };
    CareerTournamentResponse: {
      /** Format: uuid */
      careerId: string;
      /** @description The tournament it was entered in; null: solo */
      tournamentId: string | null;
    };
    StoredEventResponse: {
      /** Format: uuid */
      id: string;
      revision: number;
      /** @example TravelBoxEntered */
      type: string;
      data: {
        [key: string]: unknown;
      };
      /** @description commandId, correlationId, actor, command, dice {firstNonce, nextNonce} */
      metadata: {
        [key: string]: unknown;
      };
      /** @description Global position in the store */
      position: number;
      /** Format: date-time */
      recordedAt: string;
    };
    CareerEventsResponse: {
      /** Format: uuid */
      careerId: string;
      events: components['schemas']['StoredEventResponse'][];
    };
    CareerSeedResponse: {
      serverSeed: string;
      playerSeed: string;
      /** @description sha256(serverSeed), as published in CareerStarted */
      commitment: string;
    };
    CareersPageResponse: {
      /** @description Newest activity first: careerId, campaign (the-hunted, beneath-the-med), kommandant, uboatType (a U-boat type, or Beneath the Med's class), uboatId, date, base, status (active, ended), endReason (5.1: sunk, captured, lostAtSea, kommandantKilled, relieved, warOver, endDate; null while active), step ({ kind }), patrolsCompleted, tonnage, shipsSunk, lastActivity (the last event, ISO), revision */
      careers: {
        [key: string]: unknown;
      }[];
      /** @description The cursor of the next page; null on the last */
      next: string | null;
    };
    AuditReportResponse: {
      /** @description Every check passed (or was skipped for the reason its note gives) */
      ok: boolean;
      /** @description { kind, id } */
      subject: {
        [key: string]: unknown;
      };
      /** @description chain, rolls, replay, results: { status, findings, note } */
      checks: {
        [key: string]: unknown;
      };
      /** @description The first divergence: line, stream, revision, type, rule, path, expected, found, message */
      firstDivergence: {
        [key: string]: unknown;
      } | null;
      findings: {
        [key: string]: unknown;
      }[];
      findingsTotal: number;
      /** @description Per stream: events, commands, rolls, result */
      streams: {
        [key: string]: unknown;
      }[];
      /** @description The rulings filed, and whether they stand */
      rulings: {
        [key: string]: unknown;
      }[];
      events: number;
      /** @description The last event hash of the chain */
      headHash: string | null;
    };
    RegistrationWindowDto: {
      /** @example 2025-03-01T00:00:00Z */
      opensAt?: string;
      /** @example 2025-03-08T00:00:00Z */
      closesAt?: string;
    };
    CreateTournamentDto: {
      /** @example Biscay Cup */
      name: string;
      /** @example BdU Lorient */
      organiser: string;
      /** @enum {string} */
      format: 'top-tonnage' | 'survival' | 'mixed' | 'wolfpack';
      /**
       * @description The game every entrant's career is started under: The Hunted when omitted. A type, class or month of the other game is 400 command/invalid-field naming the field
       * @example the-hunted
       * @enum {string}
       */
      campaign?: 'the-hunted' | 'beneath-the-med';
      /**
       * @description Beneath the Med only: one of its tournaments (10.2 long from 6/40 without the Acciaio class, 10.2 short from 4/42, 10.3 survival, 10.4 mixed); it fixes the format and the start it names (422 otherwise)
       * @enum {string}
       */
      preset?: 'long' | 'short' | 'survival' | 'mixed';
      /**
       * @description 13.4 only: scored as 13.2 or as 13.3
       * @enum {string}
       */
      scoring?: 'tonnage' | 'survival';
      /**
       * @example [
       *       "VIIC"
       *     ]
       */
      uboatTypes?: (
        | 'VIIB'
        | 'VIIC'
        | 'VIIC Flak'
        | 'VIIC/41'
        | 'VIID'
        | 'IXB'
        | 'IXC'
        | 'IXC/40'
        | 'IXD-2'
        | 'IXD/42'
        | 'XB'
        | 'XII'
        | 'XIV'
        | 'XXI'
        | 'Adua'
        | 'Acciaio'
        | 'Brin'
        | 'Cagni'
        | 'Calvi'
        | 'Flutto'
        | 'Foca'
        | 'Glauco'
        | 'Liuzzi'
        | 'Marcello'
        | 'Marconi'
        | 'Perla'
      )[];
      /** @example 1943-07 */
      startDate: string;
      /**
       * @description Default the campaign's last month: 1945-05 (The Hunted), 1943-08 (Beneath the Med)
       * @example 1945-05
       */
      endDate?: string;
      /** @description One optional-rule set (§14) for every entrant */
      options?: {
        [key: string]: unknown;
      };
      registration?: components['schemas']['RegistrationWindowDto'];
    };
    TournamentViewResponse: {
      /** Format: uuid */
      tournamentId: string;
      /** @description The tournament stream's last revision */
      revision: number;
      /** @example registration */
      phase: string;
      /** @description Why it is paused, while it is */
      pausedFor?: string;
      /** @description The terms: format, scoring, boats, dates, optional rules */
      terms: {
        [key: string]: unknown;
      };
      entrants: {
        [key: string]: unknown;
      }[];
      packs: {
        [key: string]: unknown;
      }[];
    };
    CreatedTournamentResponse: {
      /** Format: uuid */
      tournamentId: string;
      /** @description The organiser's token: shown once, keep it */
      organiserToken: string;
      tournament: components['schemas']['TournamentViewResponse'];
    };
    TournamentListResponse: {
      /** @description tournamentId, name, format, phase, entrants, leader, … */
      tournaments: {
        [key: string]: unknown;
      }[];
    };
    EntrantsResponse: {
      /** Format: uuid */
      tournamentId: string;
      entrants: {
        [key: string]: unknown;
      }[];
      packs: {
        [key: string]: unknown;
      }[];
    };
    RegisterDto: {
      /**
       * @description The entrant’s name, unique in the tournament
       * @example Kptlt. Prien
       */
      name: string;
      /**
       * @description Default: the name
       * @example Kptlt. Günther Prien
       */
      kommandant?: string;
      /**
       * @description Default: the tournament’s type when it has one; a type or class of the game the tournament is not played in is 400 command/invalid-field
       * @enum {string}
       */
      uboatType?:
        | 'VIIB'
        | 'VIIC'
        | 'VIIC Flak'
        | 'VIIC/41'
        | 'VIID'
        | 'IXB'
        | 'IXC'
        | 'IXC/40'
        | 'IXD-2'
        | 'IXD/42'
        | 'XB'
        | 'XII'
        | 'XIV'
        | 'XXI'
        | 'Adua'
        | 'Acciaio'
        | 'Brin'
        | 'Cagni'
        | 'Calvi'
        | 'Flutto'
        | 'Foca'
        | 'Glauco'
        | 'Liuzzi'
        | 'Marcello'
        | 'Marconi'
        | 'Perla';
      uboatId?: string;
      /** @description Your contribution to the dice (public), drawn at random: at least 128 bits as written (32 hex digits or 22 base64url characters), else 400 seed/weak (L-8); one is drawn for you when omitted */
      playerSeed?: string;
    };
    RegisteredResponse: {
      /** Format: uuid */
      tournamentId: string;
      /** Format: uuid */
      careerId: string;
      /** @description The entrant's career's seat token: shown once, keep it */
      seatToken: string;
      entrant: {
        [key: string]: unknown;
      };
    };
    WithdrawDto: {
      /** @example cannot play on */
      reason: string;
    };
    TournamentCommandResponse: {
      /** Format: uuid */
      tournamentId: string;
      revision: number;
      events: components['schemas']['EventResponse'][];
      /** @description The commandId had been handled: its first answer again */
      replayed?: boolean;
    };
    OrganiserActionDto: {
      /** @description Sending it again returns the first answer */
      commandId?: string;
      /** @enum {string} */
      type:
        | 'StartTournament'
        | 'PauseTournament'
        | 'ResumeTournament'
        | 'Disqualify'
        | 'Adjudicate'
        | 'FinishTournament';
      /**
       * @description PauseTournament { reason }; Disqualify { careerId, reason }; Adjudicate { careerId, ruling, reason, rulingId? } (rulingId by default command:<commandId>) (ruling: { kind: voidEncounter, revision } | { kind: correctResult, revision, field: tonnage, from, to }); the others {}
       * @example {
       *       "careerId": "…",
       *       "reason": "played two careers"
       *     }
       */
      data: {
        [key: string]: unknown;
      };
    };
    StandingsResponse: {
      /** Format: uuid */
      tournamentId: string;
      /** @description The store position the standings reflect */
      position: number;
      /** Format: date-time */
      updatedAt: string;
      /** @description individual, packs, survival */
      standings: {
        [key: string]: unknown;
      };
      rulings: {
        [key: string]: unknown;
      }[];
    };
    CreateGameDto: {
      /** @example Kptlt. Günther Prien */
      kommandant: string;
      /** @example U-47 */
      uboatId?: string;
      /**
       * @description 4.5: re-type up to 4 torpedoes (+ G7a→G7e, − G7e→G7a)
       * @example 0
       */
      torpedoSwaps?: number;
      /**
       * @description sha256 (hex) of a seed you keep: you reveal it (RevealSeed) once both players have committed, and it goes into the dice
       * @example 3f0a…
       */
      seedCommitment: string;
      /**
       * @description The game of the series both careers start under (13.1; Beneath the Med's 10.1): The Hunted when omitted. A boat or a month of the other game is 400 command/invalid-field naming the field
       * @example the-hunted
       * @enum {string}
       */
      campaign?: 'the-hunted' | 'beneath-the-med';
      /**
       * @description 13.1.1: both players sail this type (Beneath the Med's 10.1: this class)
       * @example VIIC
       * @enum {string}
       */
      uboatType:
        | 'VIIB'
        | 'VIIC'
        | 'VIIC Flak'
        | 'VIIC/41'
        | 'VIID'
        | 'IXB'
        | 'IXC'
        | 'IXC/40'
        | 'IXD-2'
        | 'IXD/42'
        | 'XB'
        | 'XII'
        | 'XIV'
        | 'XXI'
        | 'Adua'
        | 'Acciaio'
        | 'Brin'
        | 'Cagni'
        | 'Calvi'
        | 'Flutto'
        | 'Foca'
        | 'Glauco'
        | 'Liuzzi'
        | 'Marcello'
        | 'Marconi'
        | 'Perla';
      /**
       * @description 13.1.1: both careers start this month (YYYY-MM)
       * @example 1943-07
       */
      startDate: string;
      /**
       * @description 13.1.1: the end date agreed beforehand (YYYY-MM)
       * @example 1944-06
       */
      endDate?: string;
      /** @description Optional rules (14.x) for both careers, as StartCareer takes them */
      options?: {
        [key: string]: unknown;
      };
      /** @description Seconds each awaited seat has from the last event before the server acts for it (TP-TIMEOUT: a roll, or a forfeit); 7 days when omitted */
      opponentTimeoutSeconds?: number;
    };
    GamePendingResponse: {
      /** @enum {string} */
      phase: 'open' | 'seeding' | 'playing' | 'over';
      /**
       * @description Whose patrol it is (13.1.2)
       * @enum {string|null}
       */
      turn: 'a' | 'b' | null;
      /** @description The step of the active career */
      step: {
        [key: string]: unknown;
      } | null;
      /** @description The opponent’s roll awaited: seat, chart, purpose, rule */
      awaitedRoll: {
        [key: string]: unknown;
      } | null;
      /** @description The game waits for a seat and has a timeout: at the deadline the server acts (TP-TIMEOUT) */
      absentOpponentRoll: boolean;
      /** @description Per seat (a, b): every command it may send now, with its parameters */
      seats: {
        [key: string]: unknown;
      };
    };
    GameResponse: {
      /** Format: uuid */
      gameId: string;
      /** @description The revision of the last event */
      revision: number;
      /** @enum {string} */
      viewer: 'a' | 'b' | 'spectator';
      /** @enum {string} */
      phase: 'open' | 'seeding' | 'playing' | 'over';
      turn: string | null;
      settings: {
        [key: string]: unknown;
      };
      /** @description Seat a and seat b: the player, his seed once revealed, his career */
      seats: {
        [key: string]: unknown;
      };
      /** @description The active player’s command held for the opponent’s roll */
      held: {
        [key: string]: unknown;
      } | null;
      /** @description 14.8.3: commitments, and the numbers this viewer may see */
      manoeuvres: {
        [key: string]: unknown;
      } | null;
      /** @description The next nonce of the game's one dice stream (both careers roll on it, one command at a time) */
      nextNonce: number;
      /** @description 13.1.3: tonnage per seat and the winner (null: a draw) */
      result: {
        [key: string]: unknown;
      } | null;
      pending: components['schemas']['GamePendingResponse'];
      /** @description TP-TIMEOUT: `at` (ISO 8601), the last event’s time plus the timeout (`seconds`); `seats`: each awaited seat and what the deadline does to it (roll, forfeit-manoeuvre, forfeit-game) */
      deadline: {
        [key: string]: unknown;
      } | null;
    };
    CreatedGameResponse: {
      /** Format: uuid */
      gameId: string;
      /** @enum {string} */
      seat: 'a' | 'b';
      /** @description The seat: sent once, never again. Commands need "Authorization: Bearer <it>". */
      seatToken: string;
      /** @description For the creator only: give it to the second player to join (once) */
      inviteCode?: string;
      game: components['schemas']['GameResponse'];
    };
    JoinGameDto: {
      /** @example Kptlt. Günther Prien */
      kommandant: string;
      /** @example U-47 */
      uboatId?: string;
      /**
       * @description 4.5: re-type up to 4 torpedoes (+ G7a→G7e, − G7e→G7a)
       * @example 0
       */
      torpedoSwaps?: number;
      /**
       * @description sha256 (hex) of a seed you keep: you reveal it (RevealSeed) once both players have committed, and it goes into the dice
       * @example 3f0a…
       */
      seedCommitment: string;
      /** @description The invite code POST /games gave the creator */
      inviteCode: string;
    };
    GameCommandDto: {
      /**
       * @description Chosen by the client, unique in the game; sending it again returns the first answer
       * @example a-patrol-1
       */
      commandId: string;
      /**
       * @example Roll
       * @enum {string}
       */
      type:
        | 'RevealSeed'
        | 'Roll'
        | 'CommitManoeuvre'
        | 'RevealManoeuvre'
        | 'StartCareer'
        | 'AssignPatrol'
        | 'EnterNextBox'
        | 'DeclineAttack'
        | 'SwitchToNight'
        | 'StaySurfaced'
        | 'Dive'
        | 'ChooseApproach'
        | 'FireTorpedoes'
        | 'FireDeckGun'
        | 'EndRound'
        | 'EvadeEscorts'
        | 'AdditionalRound'
        | 'Follow'
        | 'BreakOff'
        | 'RequestNewUBoat'
        | 'KeepNewUBoatRequest'
        | 'AbortPatrol'
        | 'UseRandomEventToken'
        | 'DoctorTreatsWound'
        | 'ChooseEvasiveManoeuvre'
        | 'AcceptReplenishment'
        | 'DeclineReplenishment'
        | 'AttackWithNibelung'
        | 'SingleOutStraggler'
        | 'UseSparePart'
        | 'KeepSparePart'
        | 'TransferOwnFuel'
        | 'KeepOwnFuel'
        | 'JoinWolfpackAttack'
        | 'PursueOwnContact'
        | 'ChooseCrewAdvance'
        | 'LoadTorpedoes'
        | 'LaunchSlcs'
        | 'PenetrateHarbour'
        | 'AttachSlcs'
        | 'DetonateSlcs'
        | 'RollFrogmenFate';
      /**
       * @description The command’s parameters, as pending().seats lists them ({} for none)
       * @example {}
       */
      data: {
        [key: string]: unknown;
      };
    };
    GameCommandAnswerResponse: {
      /** Format: uuid */
      gameId: string;
      commandId: string;
      /** @description The revision of the command’s last event */
      revision: number;
      events: components['schemas']['EventResponse'][];
      /** @description What is pending right after this command */
      pending: components['schemas']['GamePendingResponse'];
    };
    GameEventsResponse: {
      /** Format: uuid */
      gameId: string;
      events: components['schemas']['StoredEventResponse'][];
    };
    GameSeedsResponse: {
      serverSeed: string;
      /** @description sha256(serverSeed), as published in GameCreated */
      commitment: string;
      /** @description Each seat’s seed, as revealed */
      seeds: {
        [key: string]: unknown;
      };
      /** @description combinePlayerSeeds(seed a, seed b): the dice’s player seed */
      playerSeed: string;
    };
    GamesInProgressResponse: {
      /** @description Newest activity first: gameId, phase (seeding, playing), uboatType, kommandants ({ a, b }), tonnage ({ a, b }), date (the first seat’s month), lastActivity (the last event, ISO), revision */
      games: {
        [key: string]: unknown;
      }[];
    };
    PatrolViewResponse: {
      /** Format: uuid */
      careerId: string;
      /** @description The read model has applied every event up to this global position */
      checkpoint: number;
      /** @description position and revision of the last event of the career applied; status; career; boat (hull, flooding, damaged systems, torpedoes…); patrol (route, boxIndex, box); encounter (ships, escorts, approach, hunt, aircraft); rolls of the patrol with their modifiers; shipsHit; shipsSunk; depthCharges */
      view: {
        [key: string]: unknown;
      };
    };
    OptionReferenceResponse: {
      /** @example evasiveManoeuvres */
      name: string;
      /** @example 14.8 */
      rule: string;
      /** @example Evasive manoeuvres */
      title: string;
      /** @description What it changes in play, in one line */
      description: string;
      /** @description What StartCareer's options[name] takes besides false: { kind: 'boolean' }, { kind: 'choice', choices: [{ value, label, detail? }] }, or { kind: 'object', fields: { tonnage: 'wholeTons', knightsCross: 'boolean' } } */
      values: {
        [key: string]: unknown;
      };
      /**
       * @description 'tournament': set by the server, never chosen
       * @enum {string}
       */
      chosenBy: 'player' | 'tournament';
      /** @description false: StartCareer refuses it with 409 rules/not-implemented */
      playable: boolean;
      note?: string;
    };
    StartMonthsResponse: {
      /** @example 1943-07 */
      first: string;
      /** @example 1945-05 */
      last: string;
    };
    BoatReferenceResponse: {
      /** @enum {string} */
      type:
        | 'VIIB'
        | 'VIIC'
        | 'VIIC Flak'
        | 'VIIC/41'
        | 'VIID'
        | 'IXB'
        | 'IXC'
        | 'IXC/40'
        | 'IXD-2'
        | 'IXD/42'
        | 'XB'
        | 'XII'
        | 'XIV'
        | 'XXI';
      /**
       * @description In service from (4.2.2)
       * @example 1940-10
       */
      available: string;
      availableNote: string | null;
      /** @description The board's note on the last sailing */
      lastSailing: string | null;
      /** @description The months StartCareer accepts for the type, both included (4.2.1, 4.2.2, 11.4.7) */
      startMonths: components['schemas']['StartMonthsResponse'] | null;
      bowTubes: number;
      sternTubes: number;
      /** @description Torpedoes the boat can fire: tubes and reloads */
      torpedoLoad: number;
      /** @description Torpedoes carried for other boats (Type XIV) */
      cargoTorpedoes: number;
      /** @enum {string|null} */
      deckGun: '8.8 cm' | '10.5 cm' | null;
      /**
       * @description Board fields whose every source is the reconstruction (hist… or designed…), as dotted paths
       * @example [
       *       "torpedoes.sternTubes",
       *       "tracks.hullBoxes"
       *     ]
       */
      reconstructed: string[];
    };
    RouteBoxResponse: {
      /** @example T(B) */
      code: string;
      /** @enum {string} */
      kind:
        | 'transit'
        | 'transitBayOfBiscay'
        | 'transitPenang'
        | 'gibraltar'
        | 'missionBox'
        | 'atlantic'
        | 'britishIsles'
        | 'northAmerica'
        | 'caribbean'
        | 'mediterranean'
        | 'arctic'
        | 'westAfricanCoast'
        | 'brazilianCoast'
        | 'indianOcean'
        | 'australia'
        | 'spanishCoast'
        | 'invasion';
      /** @description Encounter rolls in the box (x2, x3 boxes) */
      rolls: number;
      /** @description The box carries the patrol's name */
      onStation: boolean;
    };
    RouteReferenceResponse: {
      /** @example VII-ATL */
      id: string;
      /** @example VIIB, VIIC, VIIC Flak, VIIC/41 */
      usedBy: string;
      /** @example Atlantic / Atlantic (W) */
      patrol: string;
      boxes: components['schemas']['RouteBoxResponse'][];
      /** @description The row's first source is the reconstruction (hist… or designed…) */
      reconstructed: boolean;
    };
    ChartPackResponse: {
      /** @example 1.0.0 */
      version: string;
      /** @description sha256 of the pack, as CareerStarted records it */
      hash: string;
    };
    ReferenceResponse: {
      /**
       * @description A short title for every rule number the engine cites, and for each section above one
       * @example {
       *       "9.6": "Escort detection and depth charges",
       *       "9.6.9": "The escort detection roll"
       *     }
       */
      rules: {
        [key: string]: string;
      };
      options: components['schemas']['OptionReferenceResponse'][];
      /** @description The Hunted's U-boat types; Beneath the Med's classes are StartCareer's other uboatType values (not listed here yet) */
      boats: components['schemas']['BoatReferenceResponse'][];
      routes: components['schemas']['RouteReferenceResponse'][];
      chartPack: components['schemas']['ChartPackResponse'];
    };
    RegistrationOptionsDto: {
      /**
       * @description The player name: 3 to 32 characters, shown on /players/:name
       * @example Prien
       */
      name: string;
    };
    CeremonyResponse: {
      /** Format: uuid */
      ceremonyId: string;
      /** @description The WebAuthn options for navigator.credentials (JSON) */
      options: {
        [key: string]: unknown;
      };
    };
    PasskeyAnswerDto: {
      /**
       * Format: uuid
       * @description From the options answer
       */
      ceremonyId: string;
      /** @description The PublicKeyCredential as JSON (WebAuthn Level 3 toJSON) */
      response: {
        [key: string]: unknown;
      };
    };
    AccountSummaryResponse: {
      /** @example Prien */
      name: string;
      /** @description addedAt, transports of each passkey */
      passkeys: {
        [key: string]: unknown;
      }[];
      /** @description kind, id (and a game’s seat) of each claimed seat */
      claims: {
        [key: string]: unknown;
      }[];
      /** @description careers, games, tournaments: what the player page shows */
      visibility: {
        [key: string]: unknown;
      };
      /** @description GET /accounts/me only: the tournaments whose console the session opens as a co-organiser */
      coOrganised?: string[];
    };
    AccountAnswerResponse: {
      account: components['schemas']['AccountSummaryResponse'];
      /** @description The recovery code: shown in this answer only, keep it */
      recoveryCode?: string;
    };
    RecoveryDto: {
      /** @example Prien */
      name: string;
      /** @description The recovery code shown at sign-up (or at the last recovery) */
      recoveryCode: string;
    };
    MeResponse: {
      account: components['schemas']['AccountSummaryResponse'] | null;
    };
    ClaimDto: {
      /** @enum {string} */
      kind: 'career' | 'game' | 'organiser';
      /**
       * Format: uuid
       * @description The career, game or tournament
       */
      id: string;
      /** @description The seat or organiser token this browser holds: the proof */
      token: string;
    };
    VisibilityDto: {
      careers: boolean;
      games: boolean;
      tournaments: boolean;
    };
    CoOrganiserDto: {
      /**
       * @description The player name of the account to add
       * @example Kretschmer
       */
      name: string;
    };
    PlayerPageResponse: {
      /** @example Prien */
      name: string;
      /** @description The viewer is this player (he sees every part) */
      own: boolean;
      /** @description careers, games, tournaments: what others see */
      visibility: {
        [key: string]: unknown;
      };
      /** @description Each claimed career: boat(s), result, decorations, tonnage per patrol; null: hidden */
      careers:
        | {
            [key: string]: unknown;
          }[]
        | null;
      /** @description Each claimed two-player game from his seat; null: hidden */
      games:
        | {
            [key: string]: unknown;
          }[]
        | null;
      /** @description Tournaments he organised or entered; null: hidden */
      tournaments:
        | {
            [key: string]: unknown;
          }[]
        | null;
    };
    Object: Record<string, never>;
    HallOfFameResponse: {
      /** @description `all` or the month of admission asked */
      period: string;
      page: number;
      size: number;
      /** @description The position of the last verdict: join `halloffame`/`careers` on /live after it */
      position: number;
      /** @description One board per boat type and start month, ranked by tonnage: its total and the page asked */
      boards: {
        [key: string]: unknown;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The server and its event store are up.
       *
       *     The Health Check is successful
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example ok */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /** @example {} */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /**
       * @description The event store does not answer.
       *
       *     The Health Check is not successful
       */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example error */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "redis": {
             *         "status": "down",
             *         "message": "Could not connect"
             *       }
             *     }
             */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       },
             *       "redis": {
             *         "status": "down",
             *         "message": "Could not connect"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveProbe'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description Ready: the event store answers.
       *
       *     The Health Check is successful
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example ok */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /** @example {} */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /**
       * @description Not ready: the event store does not answer.
       *
       *     The Health Check is not successful
       */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example error */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "redis": {
             *         "status": "down",
             *         "message": "Could not connect"
             *       }
             *     }
             */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       },
             *       "redis": {
             *         "status": "down",
             *         "message": "Could not connect"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
    };
  };
  listCareers: {
    parameters: {
      query?: {
        status?: 'active' | 'ended' | 'all';
        limit?: unknown;
        /** @description The `next` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CareersPageResponse'];
        };
      };
      /** @description validation/invalid-input */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startCareer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartCareerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StartedCareerResponse'];
        };
      };
      /** @description validation/invalid-input */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A rule refuses the start (4.2.1, 4.2.2, 4.5) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  sendCareerCommand: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CareerCommandDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommandAnswerResponse'];
        };
      };
      /** @description validation/invalid-input, command/invalid-field, command/unknown-type */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description seat/token-missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description seat/token-invalid */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description rules/not-implemented (with the rule), career/conflict, command/id-reused, tournament/paused (T-PAUSE) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description http/413 */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A rule violation, e.g. command/not-pending */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCareer: {
    parameters: {
      query?: never;
      header: {
        authorization: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CareerResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  checkCareerSeat: {
    parameters: {
      query?: never;
      header: {
        authorization: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CareerSeatResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCareerTournament: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CareerTournamentResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listCareerEvents: {
    parameters: {
      query?: {
        /** @description First revision to return (inclusive) */
        from?: unknown;
        limit?: unknown;
      };
      header: {
        authorization: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CareerEventsResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getCareerSeeds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CareerSeedResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description career/seed-sealed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportCareer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One JSON value a line (see libs/audit/src/format.ts); an ended career's and a finished game's carry an ETag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
      /** @description If-None-Match names the current ETag of an export that no longer changes */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
      /** @description export/busy: too many exports and audits at once; ask again after Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  auditCareer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditReportResponse'];
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description export/busy: too many exports and audits at once; ask again after Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One JSON value a line (see libs/audit/src/format.ts); an ended career's and a finished game's carry an ETag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
      /** @description If-None-Match names the current ETag of an export that no longer changes */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
      /** @description export/busy: too many exports and audits at once; ask again after Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  auditGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditReportResponse'];
        };
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description export/busy: too many exports and audits at once; ask again after Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportTournament: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One JSON value a line (see libs/audit/src/format.ts); an ended career's and a finished game's carry an ETag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
      /** @description If-None-Match names the current ETag of an export that no longer changes */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description tournament/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
      /** @description tournament/conflict: the tournament kept moving while it was read; ask again */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
      /** @description export/busy: too many exports and audits at once; ask again after Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  auditTournament: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditReportResponse'];
        };
      };
      /** @description tournament/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description tournament/conflict: the tournament kept moving while it was read; ask again */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description export/busy: too many exports and audits at once; ask again after Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listTournaments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentListResponse'];
        };
      };
    };
  };
  createTournament: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTournamentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedTournamentResponse'];
        };
      };
      /** @description tournament/invalid-terms, tournament/end-date-unsupported */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTournament: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentViewResponse'];
        };
      };
      /** @description tournament/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listEntrants: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EntrantsResponse'];
        };
      };
      /** @description tournament/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  registerEntrant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegisteredResponse'];
        };
      };
      /** @description tournament/registration-closed, type-not-allowed, name-taken, player-entered */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  withdrawEntrant: {
    parameters: {
      query?: never;
      header: {
        authorization: string;
      };
      path: {
        id: string;
        careerId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WithdrawDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentCommandResponse'];
        };
      };
      /** @description organiser/token-missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description organiser/token-invalid */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  actAsOrganiser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganiserActionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentCommandResponse'];
        };
      };
      /** @description organiser/token-missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description organiser/token-invalid */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A tournament violation, e.g. tournament/not-running */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getStandings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandingsResponse'];
        };
      };
      /** @description tournament/not-found, tournament/not-projected-yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getResultsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A header line, then one line an entrant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  getResultsNdjson: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One JSON value a line */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
    };
  };
  listGamesInProgress: {
    parameters: {
      query?: {
        limit?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GamesInProgressResponse'];
        };
      };
      /** @description validation/invalid-input */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  createGame: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedGameResponse'];
        };
      };
      /** @description validation/invalid-input */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A rule refuses the terms (13.1.1 game/end-date-before-start, 4.2.1, 4.2.2, 4.5) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  joinGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JoinGameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedGameResponse'];
        };
      };
      /** @description validation/invalid-input */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/invite-invalid */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/full (13.1), 4.5 */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  sendGameCommand: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GameCommandDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameCommandAnswerResponse'];
        };
      };
      /** @description validation/invalid-input, command/invalid-field, command/unknown-type; manoeuvre/salt-weak, seed/weak (a salt or seed under 128 bits) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description seat/token-missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description seat/token-invalid: a token that is no seat of this game */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description rules/not-implemented (with the rule), game/conflict, command/id-reused */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description http/413 */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description A rule violation with its rule: game/not-your-patrol, game/roll-awaited (13.1.2; Beneath the Med 10.1), seed/mismatch, … */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getGame: {
    parameters: {
      query?: never;
      header: {
        authorization: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameResponse'];
        };
      };
      /** @description seat/token-invalid: a token that is no seat of this game */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  listGameEvents: {
    parameters: {
      query?: {
        /** @description First revision to return (inclusive) */
        from?: unknown;
        limit?: unknown;
      };
      header: {
        authorization: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameEventsResponse'];
        };
      };
      /** @description seat/token-invalid: a token that is no seat of this game */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getGameSeeds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameSeedsResponse'];
        };
      };
      /** @description game/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description game/seed-sealed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPatrolView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PatrolViewResponse'];
        };
      };
      /** @description career/not-found, patrol-view/not-projected-yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getReference: {
    parameters: {
      query?: {
        /** @description The reference's words in this language; without it, the Accept-Language header chooses */
        lang?: 'en' | 'es' | 'it';
      };
      header: {
        'accept-language': string;
        /** @description e.g. es-ES,es;q=0.9 (when no ?lang=) */
        'Accept-Language'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferenceResponse'];
        };
      };
      /** @description validation/invalid-input (an unknown ?lang=) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startSignUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationOptionsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CeremonyResponse'];
        };
      };
      /** @description account/name-taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyAnswerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswerResponse'];
        };
      };
      /** @description passkey/ceremony-invalid, passkey/refused, session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description account/name-taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CeremonyResponse'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyAnswerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswerResponse'];
        };
      };
      /** @description passkey/ceremony-invalid, passkey/refused, session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  recoverAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecoveryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswerResponse'];
        };
      };
      /** @description account/recovery-refused */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeResponse'];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description session/missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  startAddingPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CeremonyResponse'];
        };
      };
      /** @description session/missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  addPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyAnswerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswerResponse'];
        };
      };
      /** @description session/missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description passkey/ceremony-invalid, passkey/refused, session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  claimSeat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClaimDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswerResponse'];
        };
      };
      /** @description session/missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description claim/token-invalid, session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description claim/taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  choosePlayerPageVisibility: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VisibilityDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountAnswerResponse'];
        };
      };
      /** @description session/missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  exportAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One JSON object a line */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
      /** @description session/missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
      /** @description session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  addCoOrganiser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CoOrganiserDto'];
      };
    };
    responses: {
      /** @description The account is a co-organiser (adding it again changes nothing) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tournamentId?: string;
            coOrganiser?: string;
          };
        };
      };
      /** @description organiser/token-missing */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description organiser/token-invalid, session/cross-site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description tournament/not-found, player/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getPlayerPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerPageResponse'];
        };
      };
      /** @description player/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTournamentWinners: {
    parameters: {
      query?: {
        /** @description `all` (all-time) or a month of admission, `YYYY-MM` */
        period?: components['schemas']['Object'];
        page?: unknown;
        size?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
    };
  };
  getTournamentWinnerVerdict: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description hall-of-fame/no-verdict: not judged yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getTwoPlayerRecords: {
    parameters: {
      query?: {
        /** @description `all` (all-time) or a month of admission, `YYYY-MM` */
        period?: components['schemas']['Object'];
        page?: unknown;
        size?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
    };
  };
  getTwoPlayerRecordVerdict: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description hall-of-fame/no-verdict: not judged yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  getHallOfFame: {
    parameters: {
      query?: {
        /** @description `all` (all-time) or a month of admission, `YYYY-MM` */
        period?: components['schemas']['Object'];
        page?: unknown;
        size?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HallOfFameResponse'];
        };
      };
    };
  };
  getHallOfFameVerdict: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description hall-of-fame/no-verdict: not judged yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
  admitToHallOfFame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description career/not-found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description hall-of-fame/career-running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
      /** @description hall-of-fame/audit-failed, with the findings */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponse'];
        };
      };
    };
  };
}
