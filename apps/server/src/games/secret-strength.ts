import { AppError } from '../common/app-error';
import type { GameCommandDto } from './dto/game-command.dto';

// Issue 16 §2: a commitment hides its number or seed only if what is salted in cannot be guessed. A seat's salt
// (14.8.3) and its dice seed (13.1.1) carry at least 128 random bits: 32 hex digits, or 22 base64url characters
// (the client draws them). A weak one is refused at its reveal, before the rules read it.

const HEX_128 = /^[0-9a-fA-F]{32,}$/;
const HEX = /^[0-9a-fA-F]+$/;
const BASE64URL_128 = /^[A-Za-z0-9_-]{22,}$/;

/** At least 128 bits as written: 32 hex digits, or 22 base64url characters that are not all hex digits. */
export const holds128Bits = (secret: unknown): boolean =>
  typeof secret === 'string' && (HEX_128.test(secret) || (BASE64URL_128.test(secret) && !HEX.test(secret)));

const weak = (code: string, what: string) =>
  new AppError(
    'invalid',
    code,
    `${what} must carry at least 128 random bits: 32 hex digits or 22 base64url characters`,
  );

/** 400 `manoeuvre/salt-weak` or `seed/weak` for a reveal whose secret could be guessed from its commitment. */
export function assertStrongSecrets({ type, data }: Pick<GameCommandDto, 'type' | 'data'>): void {
  if (type === 'RevealManoeuvre' && !holds128Bits(data.salt))
    throw weak('manoeuvre/salt-weak', 'The salt of an evasive number (14.8.3)');
  if (type === 'RevealSeed' && !holds128Bits(data.seed)) throw weak('seed/weak', 'A player seed (13.1.1)');
}
