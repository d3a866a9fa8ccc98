import { intl } from '../../i18n/i18n';

// Numbers as the charts print them, grouped the way the player's language groups them.

/** 12500 → '12,500' in English, '12.500' in Spanish and Italian. */
export const thousands = (n: number): string => intl.value.formatNumber(n);

/** 12500 → '12,500 t' (gross register tons). */
export const tons = (n: number): string => `${thousands(n)} t`;

/** +1, −2 (a true minus sign), 0: a modifier. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
