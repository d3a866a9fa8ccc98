import type { GameEventView, GameView } from './game-view';

/** A request the page sent to the API. */
export interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown> | null;
  readonly token: string | null;
}

/** The API as the game's page meets it: the game's view and events as the test sets them; answers to commands. */
export class FakeApi {
  view: GameView | null = null;
  /** Views answered first, one per read, before `view` (a game that moved between two reads). */
  readonly earlier: GameView[] = [];
  events: readonly GameEventView[] = [];
  readonly sent: Sent[] = [];
  created: Record<string, unknown> = {};

  install() {
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, '');
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      const method = init.method ?? 'GET';
      this.sent.push({ method, path, body, token: headers.authorization ?? null });
      const text = JSON.stringify(this.answer(method, path));
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: { get: () => null },
        text: async () => text,
      };
    }) as unknown as typeof fetch;
  }

  private answer(method: string, path: string): unknown {
    if (method === 'POST' && /\/commands$/.test(path)) return { revision: this.view?.revision, events: [] };
    if (method === 'POST') return this.created;
    if (/\/events\?/.test(path)) return { events: this.events };
    return this.earlier.shift() ?? this.view;
  }

  /** The commands the page sent, in order. */
  commands(): { type: string; data: Record<string, unknown>; token: string | null }[] {
    return this.sent
      .filter((s) => s.method === 'POST' && s.path.endsWith('/commands'))
      .map((s) => ({ ...(s.body as { type: string; data: Record<string, unknown> }), token: s.token }));
  }
}
