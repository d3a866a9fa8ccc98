import { useSignal } from '@preact/signals';
import { errorMessage } from '../api/messages';
import { t } from '../i18n/i18n';
import { addCoOrganiser } from './api';

interface Props {
  readonly tournamentId: string;
  readonly token?: string;
}

/** The organiser adds a co-organiser by player name: that account's session then opens this console too. */
export function CoOrganiserForm({ tournamentId, token }: Props) {
  const name = useSignal('');
  const busy = useSignal(false);
  const message = useSignal<{ error: boolean; text: string } | null>(null);
  const add = async () => {
    busy.value = true;
    message.value = null;
    try {
      const { coOrganiser } = await addCoOrganiser(tournamentId, token, name.value.trim());
      message.value = { error: false, text: t('organiser.coAdded', { name: coOrganiser }) };
      name.value = '';
    } catch (e) {
      message.value = { error: true, text: errorMessage(e) };
    } finally {
      busy.value = false;
    }
  };
  return (
    <form
      class="organiser__inline"
      aria-label={t('organiser.coTitle')}
      onSubmit={(e) => (e.preventDefault(), void add())}
    >
      <label>
        {t('organiser.coName')}
        <input
          value={name.value}
          required
          onInput={(e) => (name.value = (e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" disabled={busy.value || name.value.trim() === ''}>
        {t('organiser.coAdd')}
      </button>
      <p class={message.value?.error ? 'alert alert--error' : 'alert alert--info'} hidden={!message.value}>
        {message.value?.text}
      </p>
    </form>
  );
}
