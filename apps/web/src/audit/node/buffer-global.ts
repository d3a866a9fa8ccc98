import { Buffer } from 'buffer/';

// libs/audit reads an export as a node Buffer (latin1 slices, compare, copy): in the browser, the `buffer`
// package's, made global before any lib module runs (import this first).
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
