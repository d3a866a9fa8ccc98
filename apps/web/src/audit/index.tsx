// Buffer first: the engine and libs/audit, bundled in this chunk, may use it as they load.
import './node/buffer-global';

/** The audit in the browser, loaded on first use from /audit. */
export { AuditScreen } from './AuditScreen';
