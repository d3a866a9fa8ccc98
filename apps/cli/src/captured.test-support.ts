/** Runs fn with stdout and stderr captured. */
export async function captured(fn: () => Promise<number>) {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
  try {
    return { code: await fn(), stdout: out.join(''), stderr: err.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}
