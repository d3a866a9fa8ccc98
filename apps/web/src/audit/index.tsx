// The audit in the browser, issue 19 §3: being built.
export function AuditScreen() {
  return <p class="loading">The audit is coming.</p>;
}
