import { CAREER_CATEGORY, TOURNAMENT_CATEGORY } from '@periscope/projections';
import { STREAMS } from '../common/streams';

describe("the read models' categories", () => {
  it("are the server's stream categories (the library cannot import the server's table)", () => {
    expect(CAREER_CATEGORY).toBe(STREAMS.career.category);
    expect(TOURNAMENT_CATEGORY).toBe(STREAMS.tournament.category);
  });
});
