import { render, screen } from '@testing-library/preact';
import { reference, type GameReference } from '../reference/reference';
import { RuleRef } from './RuleRef';
import { Rulebook } from './rulebook';

const ref = {
  rules: { '9.6': 'Escort detection', '9.6.9': 'A detection roll of 12 or more' },
} as unknown as GameReference;

describe('RuleRef', () => {
  afterEach(() => (reference.value = null));

  it('names the rule and its title for hover and focus', () => {
    reference.value = ref;
    render(<RuleRef rule="9.6.9" />);
    const rule = screen.getByLabelText('rule 9.6.9: A detection roll of 12 or more');
    expect(rule.tabIndex).toBe(0);
    expect(screen.getByRole('tooltip').textContent).toBe('A detection roll of 12 or more');
  });

  it("falls back to the parent section's title", () => {
    reference.value = ref;
    render(<RuleRef rule="9.6.4" />);
    expect(screen.getByRole('tooltip').textContent).toBe('Escort detection');
  });

  it("gives a Beneath the Med rule its number alone, never The Hunted's title of the same number", () => {
    reference.value = ref;
    render(
      <Rulebook.Provider value="beneath-the-med">
        <RuleRef rule="9.6.9" />
      </Rulebook.Provider>,
    );
    screen.getByLabelText('rule 9.6.9');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
