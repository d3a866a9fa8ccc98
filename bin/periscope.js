#!/usr/bin/env node
// The `periscope` command (package.json "bin"): the CLI built by `npm run build`, or, before a build (right after
// `npm ci`), the same CLI compiled on the fly from its TypeScript sources.
const path = require('node:path');

const root = path.join(__dirname, '..');
const built = path.join(root, 'dist', 'apps', 'cli', 'apps', 'cli', 'src', 'main.js');

function load() {
  try {
    return require(built);
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND' || !String(error.message).includes(built)) throw error;
    process.env.SWC_NODE_PROJECT ??= path.join(root, 'tsconfig.json'); // its path aliases
    require('@swc-node/register'); // a dev dependency: present after npm ci
    return require(path.join(root, 'apps', 'cli', 'src', 'main.ts'));
  }
}

load().cli(process.argv.slice(2));
