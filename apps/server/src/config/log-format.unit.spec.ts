import pino from 'pino';
import pretty from 'pino-pretty';
import { Writable } from 'node:stream';
import { logTransport } from './log-format';

describe('the log format', () => {
  it('is JSON lines when stdout is no terminal (a file, a pipe, a collector)', () => {
    expect(logTransport(false)).toBeUndefined();
  });

  it('is pino-pretty on a terminal, a package that resolves', () => {
    const transport = logTransport(true);
    expect(transport?.target).toBe('pino-pretty');
    expect(() => require.resolve(transport!.target!)).not.toThrow();
  });

  it("pretty-prints with the transport's options: a readable line, not JSON", () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const options = { ...(logTransport(true)!.options as object), colorize: false, destination: sink };
    pino(pretty(options as pretty.PrettyOptions)).info({ req: { method: 'GET' } }, 'periscope listening');
    expect(written).toMatch(/INFO.*periscope listening/);
    expect(() => JSON.parse(written)).toThrow();
  });
});
