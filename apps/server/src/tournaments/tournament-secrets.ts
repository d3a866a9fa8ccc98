import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { type tournament, wolfpack } from '@periscope/play';
import { commitment, SeededDice, type DiceSource } from '@periscope/rules';
import { hashToken, newToken, tokenMatches } from '../common/bearer-token';
import { EVENT_STORE } from '../event-store/event-store.module';
import { isId, tournamentSecretStream } from '../common/streams';

/** The one event of a tournament's secret stream: a storage contract. */
export const ORGANISER_TOKEN_ISSUED = 'OrganiserTokenIssued';

interface Issued {
  organiserTokenHash?: string;
  /** The tournament's own dice (14.5 pack names), drawn by the server and never served, as a career's seed. */
  serverSeed?: string;
}

/**
 * The organiser's token: given once at creation, only its hash kept (as a career's seat token); and the
 * tournament's server seed.
 */
@Injectable()
export class TournamentSecrets {
  private readonly hashes = new Map<string, string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async create(tournamentId: string): Promise<string> {
    const token = newToken();
    const data: Issued = {
      organiserTokenHash: hashToken(token),
      serverSeed: randomBytes(32).toString('hex'),
    };
    await this.store.append(tournamentSecretStream(tournamentId), [{ type: ORGANISER_TOKEN_ISSUED, data }], {
      expectedRevision: 'no_stream',
    });
    return token;
  }

  /** Undefined when there is no such tournament. */
  async isOrganiser(tournamentId: string, token: string): Promise<boolean | undefined> {
    const hash = await this.hashOf(tournamentId);
    return hash === undefined ? undefined : tokenMatches(token, hash);
  }

  /** The tournament's dice from their start (playerSeed `tournament`, W-NAMES); undefined without a seed. */
  async dice(tournamentId: string): Promise<(() => DiceSource) | undefined> {
    const serverSeed = (await this.issued(tournamentId))?.serverSeed;
    return serverSeed ? () => new SeededDice({ serverSeed, playerSeed: 'tournament' }) : undefined;
  }

  /** W-DRM: a pack's own dice (playerSeed `wolfpack:<pack name>`) from `nonce`; undefined without a seed. */
  async packDice(tournamentId: string, pack: string, nonce: number): Promise<DiceSource | undefined> {
    const serverSeed = (await this.issued(tournamentId))?.serverSeed;
    return serverSeed
      ? new SeededDice({ serverSeed, playerSeed: wolfpack.packPlayerSeed(pack) }, nonce)
      : undefined;
  }

  private async hashOf(tournamentId: string): Promise<string | undefined> {
    const known = this.hashes.get(tournamentId);
    if (known || !isId(tournamentId)) return known;
    const hash = (await this.issued(tournamentId))?.organiserTokenHash;
    if (hash) this.hashes.set(tournamentId, hash);
    return hash;
  }

  /** The tournament's server seed: the audit reveals it once the tournament is finished (T-SEED). */
  async seed(tournamentId: string): Promise<string | undefined> {
    return (await this.issued(tournamentId))?.serverSeed;
  }

  private issued(tournamentId: string): Promise<Issued | undefined> {
    return readIssued(this.store, tournamentId);
  }
}

async function readIssued(store: EventStore, tournamentId: string): Promise<Issued | undefined> {
  if (!isId(tournamentId)) return undefined;
  const [issued] = await store.readStream(tournamentSecretStream(tournamentId), { maxCount: 1 });
  return issued?.data as Issued | undefined;
}

/**
 * T-SEED: CreateTournament publishes the commitment (sha256) of the seed the tournament's secret stream holds, so
 * that every roll on its dice can be checked once it is revealed. A command that names one, or a tournament
 * without a seed, is left as it is.
 */
export async function withSeedCommitment(
  store: EventStore,
  tournamentId: string,
  command: tournament.TournamentCommand,
): Promise<tournament.TournamentCommand> {
  if (command.type !== 'CreateTournament' || command.data.seedCommitment !== undefined) return command;
  const serverSeed = (await readIssued(store, tournamentId))?.serverSeed;
  if (!serverSeed) return command;
  return { ...command, data: { ...command.data, seedCommitment: commitment(serverSeed) } };
}
