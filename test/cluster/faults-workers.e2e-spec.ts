import { describeFaults } from '../support/cluster-fault-suite';

// The same faults and checks as faults.e2e-spec.ts on WORKERS (docs/live.md "Every core"): two primaries of two
// workers each, four server processes on one schema. The lease holder killed is a worker; its primary replaces it.
describeFaults('two WORKERS=2 primaries (four server processes) on one schema, under faults', {
  processes: 2,
  workers: 2,
});
