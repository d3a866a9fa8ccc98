#!/usr/bin/env node
// The `periscope` command (package.json "bin"): runs the CLI built by `npm run build` (nest build cli).
const path = require('node:path');

const built = path.join(__dirname, '..', 'dist', 'apps', 'cli', 'apps', 'cli', 'src', 'main.js');
let cli;
try {
  ({ cli } = require(built));
} catch (error) {
  if (error.code !== 'MODULE_NOT_FOUND' || !String(error.message).includes(built)) throw error;
  process.stderr.write(`periscope: ${built} is not built yet; run npm run build first\n`);
  process.exit(1);
}
cli(process.argv.slice(2));
