import { t } from '../../i18n/i18n';
import { ApiError } from '../../api/http';
import { errorMessage } from '../../api/messages';

/** What the server exports (docs/audit.md): a career, a two-player game (13.1), a tournament (13.2-13.5). */
export type ExportKind = 'career' | 'game' | 'tournament';

export const EXPORT_KINDS: readonly {
  readonly kind: ExportKind;
  readonly path: string;
}[] = [
  { kind: 'career', path: 'careers' },
  { kind: 'game', path: 'games' },
  { kind: 'tournament', path: 'tournaments' },
];

/** The bytes of an export as the server sends them (verified here, not trusted). */
export type FetchExport = (kind: ExportKind, id: string) => Promise<Uint8Array>;

export const fetchExport: FetchExport = async (kind, id) => {
  const path = EXPORT_KINDS.find((k) => k.kind === kind)?.path ?? 'careers';
  let response: Response;
  try {
    response = await fetch(`/api/${path}/${encodeURIComponent(id)}/export`);
  } catch {
    throw new Error(t('error.network/unreachable'));
  }
  if (!response.ok) throw new Error(await refusal(response));
  return new Uint8Array(await response.arrayBuffer());
};

/** The server's refusal in the player's words: its stable code worded by the catalogue (docs/i18n.md). */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code) return errorMessage(new ApiError(response.status, body.code, body.message ?? ''));
  return t('audit.answered', { status: response.status });
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
