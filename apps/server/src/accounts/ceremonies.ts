import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { streamName } from '@periscope/audit';
import { WrongExpectedVersion, type EventStore } from '@periscope/event-store';
import { Clock } from '../common/clock';
import { isId } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { ceremonyInvalid } from './accounts.errors';

/** What a ceremony is for, and whom: the account it registers, adds a passkey to, or none (a sign-in). */
export type CeremonyPurpose =
  | { readonly kind: 'register'; readonly accountId: string; readonly name: string }
  | { readonly kind: 'add-passkey'; readonly accountId: string }
  | { readonly kind: 'sign-in' };

export interface Ceremony {
  readonly challenge: string;
  readonly purpose: CeremonyPurpose;
  readonly expiresAt: string;
}

/** A ceremony lapses five minutes after its challenge was drawn (the WebAuthn options' timeout is shorter). */
const LIFETIME_MS = 5 * 60_000;
/** The browser's timeout for the ceremony, in the options it receives. */
export const CEREMONY_TIMEOUT_MS = 120_000;

// Their types are a storage contract (ARCHITECTURE.md "The engine").
const ISSUED = 'ChallengeIssued';
const ANSWERED = 'ChallengeAnswered';

/**
 * WebAuthn ceremonies (docs/accounts.md "Passkeys"): the server draws each challenge and keeps it in the secret
 * stream `ceremony-<id>`; an answer is accepted once (the second append at revision 0 fails) before it lapses. Any
 * process may issue one and another verify it: nothing is kept in memory.
 */
@Injectable()
export class Ceremonies {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async issue(purpose: CeremonyPurpose): Promise<{ ceremonyId: string; challenge: string }> {
    const ceremonyId = randomUUID();
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + LIFETIME_MS).toISOString();
    const data: Ceremony = { challenge, purpose, expiresAt };
    await this.store.append(streamName('ceremony', ceremonyId), [{ type: ISSUED, data }], {
      expectedRevision: 'no_stream',
    });
    return { ceremonyId, challenge };
  }

  /** The ceremony, answered now: 403 `passkey/ceremony-invalid` for an unknown, used, lapsed or other kind. */
  async answer(ceremonyId: string, kind: CeremonyPurpose['kind']): Promise<Ceremony> {
    if (!isId(ceremonyId)) throw ceremonyInvalid();
    const stream = streamName('ceremony', ceremonyId);
    const events = await this.store.readStream(stream, { maxCount: 2 });
    const ceremony = events[0]?.data as Ceremony | undefined;
    const now = this.clock.now().toISOString();
    if (
      !ceremony?.purpose ||
      events.length > 1 ||
      ceremony.purpose.kind !== kind ||
      ceremony.expiresAt <= now
    )
      throw ceremonyInvalid();
    try {
      await this.store.append(stream, [{ type: ANSWERED, data: { at: now } }], { expectedRevision: 0 });
    } catch (error) {
      if (error instanceof WrongExpectedVersion) throw ceremonyInvalid();
      throw error;
    }
    return ceremony;
  }

  /** A spent sign-up ceremony names its player: erased once the account holds the name (an account is deletable). */
  async forget(ceremonyId: string): Promise<void> {
    await this.store.erase(streamName('ceremony', ceremonyId));
  }
}
