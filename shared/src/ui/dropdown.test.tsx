import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { Dropdown } from './dropdown';

describe('Dropdown', () => {
  it('opens a menu from the keyboard, moves with arrows and closes on Escape', async () => {
    const user = userEvent.setup();
    const logout = jest.fn();
    render(
      <Dropdown
        label="Anna"
        items={[
          { id: 'profile', label: 'My profile', onSelect: () => undefined },
          { id: 'logout', label: 'Log out', onSelect: logout },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Anna' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Anna' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows free content and closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown label="Balance: 100 ₽">
          {({ close }) => <button onClick={close}>Top up</button>}
        </Dropdown>
        <p>Outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Balance: 100 ₽' }));
    expect(screen.getByRole('button', { name: 'Top up' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Top up' })).not.toBeInTheDocument();
  });
});

it('closes a panel when focus leaves it', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Dropdown label="Parking">
        <a href="/profile/parking">All sessions</a>
      </Dropdown>
      <button type="button">Next control</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Parking' });
  await user.tab();
  await user.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'All sessions' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Next control' })).toHaveFocus();
  expect(screen.queryByRole('link', { name: 'All sessions' })).not.toBeInTheDocument();
});
