import { t } from '../i18n/i18n';
import { FormError, useSubmission } from '../ui/form';
import { deleteAccount } from './account-api';

/** The account's own data: its export, and its deletion (docs/accounts.md "Export and deletion"). */
export function YourData({ name, onDeleted }: { readonly name: string; readonly onDeleted: () => void }) {
  const deleted = useSubmission(async () => {
    if (!confirm(t('account.deleteConfirm', { name }))) return;
    await deleteAccount();
    onDeleted();
  });
  return (
    <section class="panel" aria-labelledby="your-data">
      <h2 id="your-data">{t('account.data')}</h2>
      <p class="hint">{t('account.dataHint')}</p>
      <form onSubmit={deleted.submit}>
        <a href="/api/accounts/me/export" download="account.ndjson">
          {t('account.export')}
        </a>{' '}
        <button type="submit" disabled={deleted.busy.value}>
          {t('account.delete')}
        </button>
        <FormError error={deleted.error.value} />
      </form>
    </section>
  );
}
