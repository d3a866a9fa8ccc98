import { t } from '../i18n/i18n';

/**
 * While a live feed has lost the server or its store: says so, and that the view comes back by itself where it
 * stopped. Nothing otherwise.
 */
export function Reconnecting({ status }: { readonly status: string }) {
  if (status !== 'reconnecting') return null;
  return (
    <p class="reconnecting no-print" role="status">
      {t('reconnecting')}
    </p>
  );
}
