import type { AuditReport } from '@periscope/audit';
import { render, screen } from '@testing-library/preact';
import { reference, type GameReference } from '../../reference/reference';
import { Verdict } from './Verdict';

// The verdict in plain words: a failed check never keeps its success sentence; a sealed career is not yet checkable.

const check = (status: 'passed' | 'failed' | 'skipped', note: string, findings = 0) => ({
  status,
  note,
  findings,
});
const report = (checks: Partial<AuditReport['checks']>, ok: boolean): AuditReport => ({
  ok,
  subject: { kind: 'career', id: 'c' },
  chartPack: { version: '1', hash: 'h' },
  engine: { exported: 'e', verifier: 'v' },
  checks: {
    chain: check('passed', 'every line hashes to its hash and links to the one before'),
    rolls: check('passed', 'every roll recomputed'),
    replay: check('passed', 'the replay decides these events'),
    results: check('passed', 'the results recompute'),
    ...checks,
  },
  firstDivergence: null,
  findings: [],
  findingsTotal: 0,
  streams: [],
  rulings: [],
  events: 3,
  headHash: null,
  notes: [],
});
const show = (r: AuditReport) =>
  render(<Verdict report={r} milliseconds={1} streamName={(s) => s} onShowLine={() => undefined} />);

describe('the verdict in plain words', () => {
  it('a failed check says what it found, not what it would have proved', () => {
    show(
      report(
        { chain: check('failed', 'every line hashes to its hash and links to the one before', 1) },
        false,
      ),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/Not verified/);
    const row = screen.getByRole('row', { name: /hash chain/ });
    expect(row.textContent).toMatch(/1 finding: this was not so/);
    expect(row.textContent).not.toMatch(/every line hashes to its hash and links/);
  });

  it('while the seeds are sealed the dice are not yet checkable, and the result is not said to stand', () => {
    show(report({ rolls: check('skipped', 'Skipped: the seeds are still sealed') }, true));
    const heading = screen.getByRole('heading', { level: 2 }).textContent ?? '';
    expect(heading).toMatch(/Not yet checkable/);
    expect(heading).not.toMatch(/stands/);
  });

  it("names a Beneath the Med stream's diverging event and rule in its own words, with no title of The Hunted's", () => {
    reference.value = { rules: { '7.2.6': 'A Hunted rule' } } as unknown as GameReference;
    try {
      const firstDivergence = {
        check: 'replay' as const,
        line: 9,
        stream: 'career-1',
        revision: 7,
        type: 'UBoatSunk',
        rule: '7.2.6',
        message: 'decide gives other data',
      };
      render(
        <Verdict
          report={{ ...report({ replay: check('failed', 'the replay', 1) }, false), firstDivergence }}
          milliseconds={1}
          streamName={() => 'T.V. Prova, Perla-class submarine'}
          medStream={() => true}
          onShowLine={() => undefined}
        />,
      );
      screen.getByText(/\(Submarine sunk\)$/);
      screen.getByLabelText('rule 7.2.6');
      expect(document.body.textContent).not.toMatch(/U-boat|A Hunted rule/);
    } finally {
      reference.value = null;
    }
  });
});
