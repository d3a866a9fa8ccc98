import { t } from '../i18n/i18n';

/** Values the chart pack marks reconstructed or designed (most U-boat boards and routes) carry this badge. */
export function Reconstructed({ what = t('reconstructed.value') }: { readonly what?: string }) {
  return (
    <span
      class="badge badge--reconstructed"
      title={t('reconstructed.title', { what })}
      aria-label={t('reconstructed.label', { what })}
    >
      {t('reconstructed.badge')}
    </span>
  );
}
