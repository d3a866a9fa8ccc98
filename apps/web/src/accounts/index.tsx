// Accounts (docs/accounts.md): their own chunk, loaded on first use.
export { AccountScreen } from './AccountScreen';
export { PlayerScreen } from './PlayerScreen';
