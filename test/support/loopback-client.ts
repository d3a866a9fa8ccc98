import { request } from 'node:http';

/** An answer as a test reads it. */
export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  readonly body: { code?: string; details?: unknown[] } & Record<string, unknown>;
}

export interface Call {
  readonly method?: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
  /** The loopback address the call comes from (127.0.0.2, …): another client, as far as the server can tell. */
  readonly from?: string;
}

/** One HTTP call on a new connection from a chosen loopback address. */
export function call(port: number, path: string, { method = 'GET', body, headers = {}, from }: Call = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let parsed = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
