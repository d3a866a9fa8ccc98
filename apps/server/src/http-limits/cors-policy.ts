/**
 * The one CORS policy of the HTTP API and the socket.io namespaces, from CORS_ORIGINS: `*` for any
 * origin, a list of origins, or (empty, the default) the server's own origin only.
 */
export class CorsPolicy {
  private readonly any: boolean;
  private readonly listed: ReadonlySet<string>;

  constructor(origins: string) {
    const list = origins
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== '');
    this.any = list.includes('*');
    this.listed = new Set(list.map((o) => o.toLowerCase()));
  }

  /** Whether a request from `origin` to the server at `host` (its Host header) is let through. */
  allows(origin: string | undefined, host: string | undefined): boolean {
    if (origin === undefined) return true; // not a browser's cross-site request
    return this.any || this.listed.has(origin.toLowerCase()) || sameOrigin(origin, host);
  }

  /** The Access-Control-Allow-Origin to answer `origin` with, if any (none for the server's own origin). */
  allowOriginHeader(origin: string | undefined, host: string | undefined): string | false {
    if (origin === undefined || sameOrigin(origin, host) || !this.allows(origin, host)) return false;
    return this.any ? '*' : origin;
  }
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
