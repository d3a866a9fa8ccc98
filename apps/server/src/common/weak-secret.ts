import { SECRET_WEAKNESSES, secretWeakness } from '@periscope/rules';
import { AppError } from './app-error';

/**
 * 400 `code` for a secret that could be guessed (secretWeakness: its format, alphabet, repeats or counting), naming
 * the rule it serves and the reason in its body; null when the secret holds (docs/games.md "Commitments hold").
 */
export function weakSecret(code: string, rule: string, what: string, secret: unknown): AppError | null {
  const reason = secretWeakness(secret);
  if (!reason) return null;
  return new AppError('invalid', code, `${what} ${SECRET_WEAKNESSES[reason]} (${rule})`, { rule, reason });
}
