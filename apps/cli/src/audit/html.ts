/** HTML-escapes text for element content and attribute values. */
export const escape = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An element with escaped text content (children are trusted HTML built by these helpers). */
export const el = (tag: string, attrs: Record<string, string | undefined>, ...children: string[]): string => {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  return `<${tag}${a}>${children.join('')}</${tag}>`;
};

export const text = (tag: string, value: unknown, attrs: Record<string, string | undefined> = {}): string =>
  el(tag, attrs, escape(value));
