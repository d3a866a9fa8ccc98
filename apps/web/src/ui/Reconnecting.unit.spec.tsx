import { render, screen } from '@testing-library/preact';
import { Reconnecting } from './Reconnecting';

describe('Reconnecting', () => {
  it('tells the viewer while the feed reconnects, and says nothing once it is live', () => {
    const { rerender } = render(<Reconnecting status="reconnecting" />);
    expect(screen.getByRole('status').textContent).toContain('Reconnecting by itself');
    rerender(<Reconnecting status="live" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
