import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { ErrorCard } from './error-card';

it('shows the trouble message and retries on click', async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  render(
    <ErrorCard
      title="Something went wrong"
      message="Could not load."
      retryLabel="Try again"
      onRetry={onRetry}
    />,
  );
  const card = screen.getByRole('alert');
  expect(card).toHaveTextContent('Something went wrong');
  expect(card).toHaveTextContent('Could not load.');
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
