/** What a usage error says, for the languages other than English: a sentence of usage-words.ts and its values. */
interface UsageSaid {
  readonly key: string;
  readonly values: readonly string[];
}

/** A mistake on the command line: main prints it with the usage, in the reader's language where it is `said`. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly said?: UsageSaid,
  ) {
    super(message);
  }
}

export function positiveInteger(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`${flag} must be a positive integer, got ${value}`, {
      key: 'positiveInteger',
      values: [flag, value],
    });
  return n;
}

export function positiveNumber(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} must be a positive number, got ${value}`);
  return n;
}

export function nonNegativeNumber(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`${flag} must be a number ≥ 0, got ${value}`);
  return n;
}

/** A comma-separated list of names, each one of `allowed`, without repeats. */
export function namesFrom<T extends string>(value: string, allowed: readonly T[], flag: string): T[] {
  const names = value.split(',').map((s) => s.trim());
  if (names.length === 0 || names.some((n) => !allowed.includes(n as T))) {
    throw new UsageError(`${flag} takes ${allowed.join(', ')}; got ${value}`, {
      key: 'takes',
      values: [flag, allowed.join(', '), value],
    });
  }
  return [...new Set(names)] as T[];
}
