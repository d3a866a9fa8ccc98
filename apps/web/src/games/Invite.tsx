import { useSignal } from '@preact/signals';
import { twoPlayerRule } from '@periscope/play/campaign-terms';
import { api } from '../api/http';
import { FormError, NameField, useSubmission } from '../ui/form';
import { holdGameSeat, type HeldGameSeat } from './game-seats';
import { playsMed, type GameView } from './game-view';
import { randomSecret, seedCommitment } from './secrets';
import { t } from '../i18n/i18n';

/** The invite code travels in the link's fragment: never sent to a server, not even ours. */
export const inviteLink = (gameId: string, code: string): string =>
  `${location.origin}/games/${gameId}#invite=${encodeURIComponent(code)}`;

export const inviteInHash = (hash: string): string | null => {
  const match = /(?:^#|&)invite=([^&]+)/.exec(hash);
  return match ? decodeURIComponent(match[1]) : null;
};

/** Seat a, while the game waits: the link to send to the opponent. */
export function InvitePanel({ held }: { readonly held: HeldGameSeat }) {
  const copied = useSignal(false);
  if (!held.inviteCode) return null;
  const link = inviteLink(held.gameId, held.inviteCode);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    copied.value = true;
  };
  return (
    <section class="panel game-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('game.invite.title')}</h2>
      <p>{t('game.invite.text')}</p>
      <div class="game-invite__link">
        <input
          readOnly
          value={link}
          aria-label={t('game.invite.link')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" onClick={copy}>
          {copied.value ? t('header.copied') : t('game.invite.copy')}
        </button>
      </div>
    </section>
  );
}

/**
 * The second player, from the invite link: his Kommandant (Beneath the Med's Comandante); this browser commits to his
 * dice seed (13.1.1; Beneath the Med 10.1).
 */
export function JoinForm({
  gameId,
  code,
  view,
  onJoined,
}: {
  readonly gameId: string;
  readonly code: string;
  readonly view: GameView;
  readonly onJoined: (held: HeldGameSeat) => void;
}) {
  const med = playsMed(view);
  const kommandant = useSignal('');
  const { busy, error, submit } = useSubmission(async () => {
    const seed = randomSecret();
    const body = {
      inviteCode: code,
      kommandant: kommandant.value.trim(),
      seedCommitment: await seedCommitment(seed),
    };
    const joined = await api<{ seatToken: string }>(`/games/${gameId}/join`, { method: 'POST', body });
    const held: HeldGameSeat = {
      gameId,
      seat: 'b',
      seatToken: joined.seatToken,
      kommandant: body.kommandant,
      seed,
      joinedAt: new Date().toISOString(),
    };
    holdGameSeat(held);
    history.replaceState(null, '', location.pathname); // the code is spent
    onJoined(held);
  });
  return (
    <form class="panel game-join" onSubmit={submit} aria-labelledby="join-title">
      <h2 id="join-title">{t('game.join.title')}</h2>
      <NameField
        label={t(med ? 'game.comandante' : 'game.kommandant')}
        value={kommandant.value}
        onInput={(v) => (kommandant.value = v)}
      />
      <p class="hint">{t('game.join.hint', { rule: twoPlayerRule(view.settings, 'start') })}</p>
      <FormError error={error.value} />
      <button class="primary" type="submit" disabled={busy.value}>
        {busy.value ? t('game.join.busy') : t('game.join.submit')}
      </button>
    </form>
  );
}
