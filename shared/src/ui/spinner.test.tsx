import { act, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { Spinner } from './spinner';

describe('Spinner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing before 400 ms, then announces its label', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes another delay, or none', () => {
    const { unmount } = render(<Spinner label="Wait" delayMs={500} />);
    act(() => jest.advanceTimersByTime(450));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toBeInTheDocument();
    unmount();
    render(<Spinner label="Now" delayMs={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Now');
  });
});
