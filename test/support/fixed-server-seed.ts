import { ServerSeeds } from '../../apps/server/src/common/server-seeds';

// Loaded into a browser test's server process (node -r, after swc's register: test/web/browser-suite.ts): every
// server seed it draws is this one, so a career whose player seed the test types in the lobby rolls dice the
// test knows, as a player's own seed and the server's make a career's dice (docs/audit.md). Never in the server.
ServerSeeds.prototype.draw = () => 'periscope-browser-tests';
