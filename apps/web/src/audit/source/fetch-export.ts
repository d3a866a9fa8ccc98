/** What the server exports (docs/audit.md): a career, a two-player game (13.1), a tournament (13.2-13.5). */
export type ExportKind = 'career' | 'game' | 'tournament';

export const EXPORT_KINDS: readonly {
  readonly kind: ExportKind;
  readonly name: string;
  readonly path: string;
}[] = [
  { kind: 'career', name: 'Career', path: 'careers' },
  { kind: 'game', name: 'Two-player game', path: 'games' },
  { kind: 'tournament', name: 'Tournament', path: 'tournaments' },
];

/** The bytes of an export as the server sends them (verified here, not trusted). */
export type FetchExport = (kind: ExportKind, id: string) => Promise<Uint8Array>;

export const fetchExport: FetchExport = async (kind, id) => {
  const path = EXPORT_KINDS.find((k) => k.kind === kind)?.path ?? 'careers';
  let response: Response;
  try {
    response = await fetch(`/api/${path}/${encodeURIComponent(id)}/export`);
  } catch {
    throw new Error('The server cannot be reached.');
  }
  if (!response.ok) throw new Error(await refusal(response));
  return new Uint8Array(await response.arrayBuffer());
};

async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}

/** ?career=ID, ?game=ID or ?tournament=ID in the page's address, if any. */
export function requestedExport(search: string): { kind: ExportKind; id: string } | null {
  const query = new URLSearchParams(search);
  for (const { kind } of EXPORT_KINDS) {
    const id = query.get(kind);
    if (id) return { kind, id };
  }
  return null;
}
