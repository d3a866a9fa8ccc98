export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms; `what` names the wait in the error, a function saying where things stood. */
export async function until(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string | (() => string),
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() > end) throw new Error(`${typeof what === 'string' ? what : what()}: not within ${ms} ms`);
    await pause(100);
  }
}
