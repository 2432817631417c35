import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { TextInput } from './text-input';

function Page({ size }: { size?: 'md' | 'lg' | 'xl' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Button>Elsewhere</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Login"
        closeLabel="Close"
        size={size}
        footer={<Button type="submit">Enter</Button>}
      >
        <TextInput label="Phone or e-mail" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focusing its first field', async () => {
    const user = userEvent.setup();
    render(<Page size="lg" />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('pk-modal--lg');
    expect(screen.getByLabelText('Phone or e-mail')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const field = screen.getByLabelText('Phone or e-mail');
    const enter = screen.getByRole('button', { name: 'Enter' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(field).toHaveFocus();
    await user.tab();
    expect(enter).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped to the first element, not the page behind
    await user.tab({ shift: true });
    expect(enter).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => undefined} title="Hidden" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
