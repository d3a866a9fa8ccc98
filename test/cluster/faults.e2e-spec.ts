import { describeFaults } from '../support/cluster-fault-suite';

// Three real server processes on one schema, each fault in turn (docs/failover.md; the checks:
// test/support/cluster-fault-suite.ts).
describeFaults('three server processes on one schema, under faults', { processes: 3 });
