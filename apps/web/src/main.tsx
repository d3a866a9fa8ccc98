import { render } from 'preact';
import { App } from './app';
import { preferredLanguage, switchLanguage } from './i18n/i18n';
import './styles.css';

// The first paint waits for the player's catalogue (English is already in this chunk).
void switchLanguage(preferredLanguage())
  .catch(() => undefined)
  .finally(() => render(<App />, document.getElementById('app') as HTMLElement));
