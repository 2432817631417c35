import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function Page({ busy, onConfirm }: { busy?: boolean; onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove Ivanov</Button>
      <ConfirmDialog
        open={open}
        title="Remove the driver"
        message="Remove Ivanov from the company?"
        confirmLabel="Remove"
        cancelLabel="Cancel"
        closeLabel="Close"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks in a modal dialog named by its title, focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Page onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ivanov' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the driver' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Remove Ivanov from the company?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('confirms only through the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Page onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ivanov' }));
    await user.keyboard('{Enter}'); // on Cancel: closes, confirms nothing
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Ivanov' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      '×',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closes on %s and gives focus back to the opener', async (_how, close) => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Page onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove Ivanov' });
    await user.click(opener);
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy, marks the confirm button and ignores further clicks', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Page busy onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ivanov' }));
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
