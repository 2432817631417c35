import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { Tabs } from './tabs';

const items = [
  { id: 'drivers', label: 'Drivers', content: <p>Driver list</p> },
  { id: 'vehicles', label: 'Vehicles', content: <p>Vehicle list</p> },
  { id: 'devices', label: 'Devices', content: <p>Device list</p> },
];

describe('Tabs', () => {
  it('shows the first tab and its panel', () => {
    render(<Tabs label="Corporate area" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Corporate area' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Drivers' })).toHaveTextContent('Driver list');
  });

  it('moves with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs label="Corporate area" items={items} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vehicles' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Vehicles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vehicle list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveFocus();
    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'vehicles',
      'devices',
      'drivers',
      'devices',
      'drivers',
    ]);
  });

  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs label="Corporate area" items={items} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    // the tab panel is focusable, then the next control
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
