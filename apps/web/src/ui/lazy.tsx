import { useSignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * A screen loaded on first use, in its own chunk: the lobby and the career screen stay small (* first-load JavaScript ≤ 100 KB); the games, tournaments and audit come when a link opens them.
 */
export function Lazy<P extends object>({
  load,
  props,
}: {
  readonly load: () => Promise<ComponentType<P>>;
  readonly props: P;
}) {
  const loaded = useSignal<{ Screen: ComponentType<P> } | null>(null);
  const failed = useSignal(false);
  useEffect(() => {
    load().then(
      (Screen) => (loaded.value = { Screen }),
      () => (failed.value = true),
    );
  }, [load, loaded, failed]);
  if (failed.value)
    return (
      <p class="alert alert--error" role="alert">
        This page could not be loaded. Check your connection and reload.
      </p>
    );
  if (!loaded.value)
    return (
      <p class="loading" role="status">
        Loading…
      </p>
    );
  const { Screen } = loaded.value;
  return <Screen {...props} />;
}
