// Numbers as the charts print them.

/** 12500 → '12,500'. */
export const thousands = (n: number): string => n.toLocaleString('en-US');

/** 12500 → '12,500 t' (gross register tons). */
export const tons = (n: number): string => `${thousands(n)} t`;

/** +1, −2 (a true minus sign), 0: a modifier. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
