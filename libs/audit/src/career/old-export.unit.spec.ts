import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CAMPAIGN, evolve, initialState, type CareerEvent } from '@periscope/rules';
import { verifyExport } from '../verify';

/**
 * An export written before campaigns were data (fixtures/the-hunted-before-campaigns.ndjson: bot career 53 of The
 * Hunted, recorded by the engine of that time): its CareerStarted names no campaign, and an absent campaign is The
 * Hunted's ruleset 1, so it replays under the same rules (ARCHITECTURE.md "Campaigns").
 */
describe('an export of The Hunted from before campaigns were recorded', () => {
  const text = readFileSync(join(__dirname, 'fixtures', 'the-hunted-before-campaigns.ndjson'), 'utf8');
  const events = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event?: { type: string; data: unknown } })
    .flatMap((line) => (line.event ? [line.event as CareerEvent] : []));

  it('Given its CareerStarted records no campaign, Then its career folds to The Hunted', () => {
    expect(events[0].type).toBe('CareerStarted');
    expect(events[0].data).not.toHaveProperty('campaign');
    expect(events.reduce(evolve, initialState()).career?.campaign).toEqual(DEFAULT_CAMPAIGN);
  });

  it('verifies clean: every chain link, roll, replayed command and result', () => {
    const report = verifyExport(text);
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.streams[0]).toMatchObject({ stream: 'career-bot-53', events: 51 });
  });
});
