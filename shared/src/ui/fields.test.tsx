import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { Alert } from './alert';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Select } from './select';
import { Skeleton } from './skeleton';
import { TextInput } from './text-input';

describe('form fields', () => {
  it('TextInput links its label, hint and error', () => {
    render(<TextInput label="Phone" hint="11 digits" error="Invalid format." required />);
    const input = screen.getByRole('textbox', { name: /Phone/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid format. 11 digits');
  });

  it('TextInput without an error is valid', () => {
    render(<TextInput label="E-mail" type="email" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('Select offers its options under its label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select
        label="Category"
        placeholder="Choose…"
        options={[
          { value: 'B', label: 'Car' },
          { value: 'A', label: 'Motorcycle' },
        ]}
        error="Please fill in this field."
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAccessibleDescription('Please fill in this field.');
    await user.selectOptions(select, 'Motorcycle');
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('Checkbox toggles through its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" />);
    await user.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});

describe('Button', () => {
  it('ignores clicks while loading and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <Button onClick={onClick} loading>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Pay</Button>);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Alert', () => {
  it('interrupts for danger and stays polite for success', () => {
    render(
      <>
        <Alert variant="danger">Insufficient funds on the balance.</Alert>
        <Alert variant="success">Saved.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds on the balance.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Alert variant="info" onClose={onClose} closeLabel="Close">
        News
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

it('Skeleton is hidden from assistive technology', () => {
  const { container } = render(<Skeleton lines={3} />);
  expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
});
