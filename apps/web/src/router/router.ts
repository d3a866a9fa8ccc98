import { signal } from '@preact/signals';

/** The screens and their stable, shareable URLs: a reload keeps the screen. */
export type Route =
  | { readonly screen: 'lobby' }
  | { readonly screen: 'career'; readonly careerId: string }
  | { readonly screen: 'games' }
  | { readonly screen: 'game'; readonly gameId: string }
  | { readonly screen: 'tournaments' }
  | { readonly screen: 'tournament'; readonly tournamentId: string }
  | { readonly screen: 'audit' }
  | { readonly screen: 'howToPlay' }
  | { readonly screen: 'account' }
  | { readonly screen: 'hallOfFame' }
  | { readonly screen: 'player'; readonly name: string }
  | { readonly screen: 'notFound'; readonly path: string };

const ID = '([A-Za-z0-9_-]{1,100})';
const PAGES: readonly [RegExp, (id: string) => Route][] = [
  [/^\/?$/, () => ({ screen: 'lobby' })],
  [new RegExp(`^/careers/${ID}/?$`), (careerId) => ({ screen: 'career', careerId })],
  [/^\/games\/?$/, () => ({ screen: 'games' })],
  [new RegExp(`^/games/${ID}/?$`), (gameId) => ({ screen: 'game', gameId })],
  [/^\/tournaments\/?$/, () => ({ screen: 'tournaments' })],
  [new RegExp(`^/tournaments/${ID}/?$`), (tournamentId) => ({ screen: 'tournament', tournamentId })],
  [/^\/audit\/?$/, () => ({ screen: 'audit' })],
  [/^\/how-to-play\/?$/, () => ({ screen: 'howToPlay' })],
  [/^\/account\/?$/, () => ({ screen: 'account' })],
  [/^\/hall-of-fame\/?$/, () => ({ screen: 'hallOfFame' })],
  [/^\/players\/([^/]{1,200})\/?$/, (name) => playerRoute(name)],
];

/** A player page's name, as the URL encodes it (docs/accounts.md). */
function playerRoute(encoded: string): Route {
  try {
    return { screen: 'player', name: decodeURIComponent(encoded) };
  } catch {
    return { screen: 'notFound', path: `/players/${encoded}` };
  }
}

export function parseRoute(path: string): Route {
  for (const [pattern, route] of PAGES) {
    const match = pattern.exec(path);
    if (match) return route(match[1]);
  }
  return { screen: 'notFound', path };
}

export const route = signal<Route>(parseRoute(location.pathname));

export function navigate(path: string) {
  if (path !== location.pathname) history.pushState(null, '', path);
  route.value = parseRoute(path);
  window.scrollTo(0, 0);
}

addEventListener('popstate', () => (route.value = parseRoute(location.pathname)));

/** Same-origin links navigate inside the app (no reload); modified clicks open a tab as usual. */
export function onLinkClick(event: MouseEvent) {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('/api') || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  event.preventDefault();
  navigate(href);
}
