import { useEffect } from 'preact/hooks';
import { CareerScreen } from './career/CareerScreen';
import { Lobby } from './lobby/Lobby';
import { loadReference } from './reference/reference';
import { onLinkClick, route } from './router/router';

/** The frame of every screen: a skip link, the top bar, the routed screen (issue 15 §5). */
export function App() {
  useEffect(() => {
    void loadReference().catch(() => undefined);
    document.addEventListener('click', onLinkClick);
    return () => document.removeEventListener('click', onLinkClick);
  }, []);
  const current = route.value;
  return (
    <>
      <a class="skip-link" href="#content">
        Skip to content
      </a>
      <header class="topbar">
        <a class="brand" href="/">
          periscope
        </a>
        <nav aria-label="Main">
          <a href="/">Lobby</a>
          <a href="/api/docs">API</a>
        </nav>
      </header>
      <main id="content" tabIndex={-1}>
        {current.screen === 'lobby' && <Lobby />}
        {current.screen === 'career' && <CareerScreen key={current.careerId} careerId={current.careerId} />}
        {current.screen === 'notFound' && (
          <div class="panel">
            <h1 class="career-missing">Nothing here</h1>
            <p>
              There is no page at {current.path}. <a href="/">Back to the lobby</a>.
            </p>
          </div>
        )}
      </main>
    </>
  );
}
