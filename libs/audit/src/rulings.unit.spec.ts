import { endedCareerWithSinkings, text } from './audit.fixtures';
import { careerResult } from './career/career-result';
import { careerStreamName, exportCareer } from './career/export-career';
import type { SourceEvent } from './export';
import { fileRuling, rulingProblem, RulingRefused, type RulingFiled, type SubjectEvent } from './rulings';
import { verifyExport } from './verify';

const career = endedCareerWithSinkings();
const subject = careerStreamName(career.careerId);
const events = career.events as SubjectEvent[];
const sunk = events.filter((e) => e.type === 'ShipSunk');
const tonnageOf = (e: SubjectEvent) => (e.data as { tonnage: number }).tonnage;
const total = sunk.reduce((t, e) => t + tonnageOf(e), 0);
/** The EncounterRolled that opened the encounter of the first ShipSunk. */
const opened = events
  .filter((e) => e.type === 'EncounterRolled' && e.revision < sunk[0].revision)
  .at(-1) as SubjectEvent;
const inThatEncounter = sunk.filter(
  (e) =>
    !events.some(
      (x) => x.revision > opened.revision && x.revision < e.revision && x.type === 'EncounterRolled',
    ),
);

const ruling = (over: Partial<RulingFiled['data']> = {}): RulingFiled['data'] => ({
  rulingId: 'ruling-1',
  subject,
  ruling: { kind: 'voidEncounter', revision: opened.revision },
  reason: 'The player lost his connection during the attack',
  organiser: 'organiser:kapitaen',
  ...over,
});

const asStream = (rulings: readonly RulingFiled['data'][]): SourceEvent[] =>
  rulings.map((data, revision) => ({
    revision,
    type: 'RulingFiled',
    data,
    metadata: { commandId: data.rulingId, correlationId: data.rulingId, actor: data.organiser },
  }));

describe('filing a ruling', () => {
  it('voids an encounter named by its EncounterRolled, with a reason', () => {
    expect(fileRuling(ruling(), events, [])).toEqual({ type: 'RulingFiled', data: ruling() });
  });

  it('refuses a ruling without a reason, on a missing event, on the wrong event, or twice', () => {
    const refused = (data: RulingFiled['data'], earlier: RulingFiled['data'][] = []) =>
      expect(() => fileRuling(data, events, earlier)).toThrow(RulingRefused);
    refused(ruling({ reason: ' ' }));
    refused(ruling({ ruling: { kind: 'voidEncounter', revision: 10_000 } }));
    refused(ruling({ ruling: { kind: 'voidEncounter', revision: sunk[0].revision } }));
    refused(ruling(), [ruling()]);
    expect(rulingProblem(ruling({ ruling: { kind: 'voidEncounter', revision: 0 } }), events)).toBe(
      'voidEncounter names the EncounterRolled that opened it',
    );
  });

  it('corrects a ShipSunk from the tonnage it records', () => {
    const at = sunk[0].revision;
    const from = tonnageOf(sunk[0]);
    expect(
      fileRuling(
        ruling({ ruling: { kind: 'correctResult', revision: at, field: 'tonnage', from, to: 1000 } }),
        events,
        [],
      ).type,
    ).toBe('RulingFiled');
    expect(
      rulingProblem(
        ruling({
          ruling: { kind: 'correctResult', revision: at, field: 'tonnage', from: from + 1, to: 1000 },
        }),
        events,
      ),
    ).toBe(`the ShipSunk records ${from} t, not ${from + 1}`);
  });
});

describe('careerResult honours the rulings', () => {
  it('without rulings: the sum of ShipSunk (5.2.1)', () => {
    expect(careerResult(events)).toMatchObject({ tonnage: total, shipsSunk: sunk.length, ended: true });
  });

  it('a voided encounter adds nothing; a corrected ShipSunk counts its corrected tonnage', () => {
    const voided = inThatEncounter.reduce((t, e) => t + tonnageOf(e), 0);
    expect(careerResult(events, [ruling().ruling])).toMatchObject({
      tonnage: total - voided,
      shipsSunk: sunk.length - inThatEncounter.length,
      voidedEncounters: [opened.revision],
    });
    const correction = {
      kind: 'correctResult',
      revision: sunk[0].revision,
      field: 'tonnage',
      from: tonnageOf(sunk[0]),
      to: 1,
    } as const;
    expect(careerResult(events, [correction]).tonnage).toBe(total - tonnageOf(sunk[0]) + 1);
  });
});

describe('the audit of a career with rulings', () => {
  it('shows them, applies them to the recomputed result and checks the published one against it', () => {
    const rulings = asStream([ruling()]);
    const published = careerResult(events, [ruling().ruling]);
    const report = verifyExport(text(exportCareer({ ...career, rulings, published: { ...published } })));
    expect(report.ok).toBe(true);
    expect(report.rulings).toEqual([
      expect.objectContaining({ line: events.length + 2, subject, reason: ruling().reason, problem: null }),
    ]);
    expect(report.streams.map((s) => s.stream)).toEqual([subject]);
    expect(report.streams[0].result).toMatchObject({
      tonnage: published.tonnage,
      voidedEncounters: [opened.revision],
    });
  });

  it('reports a ruling that cannot stand and does not apply it', () => {
    const bad = ruling({ ruling: { kind: 'voidEncounter', revision: 0 } });
    const report = verifyExport(text(exportCareer({ ...career, rulings: asStream([bad]) })));
    expect(report.firstDivergence).toMatchObject({
      check: 'results',
      line: events.length + 2,
      type: 'RulingFiled',
    });
    expect(report.streams[0].result).toMatchObject({ tonnage: total });
  });
});
