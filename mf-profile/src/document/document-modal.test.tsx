import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseProfile, type Profile } from '../api/types';
import { fail, logIn, mockApi, ok, PROFILE, setUpI18n } from '../test/helpers';
import { DocumentModal } from './document-modal';

const profile = parseProfile(PROFILE) as Profile;

beforeAll(setUpI18n);
beforeEach(logIn);

function open(action: 'add' | 'edit' | 'delete' = 'add') {
  const onSaved = jest.fn();
  render(
    <DocumentModal
      action={action}
      document={action === 'add' ? undefined : profile.documents[0]}
      documents={profile.documents}
      onClose={jest.fn()}
      onSaved={onSaved}
    />,
  );
  return { onSaved };
}

const type = () => screen.getByLabelText(/Тип документа/);
const number = () => screen.getByLabelText(/Серия и номер/);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('document dialog', () => {
  it('requires the type', async () => {
    const calls = mockApi({});
    open();
    await save();
    expect(type()).toHaveAccessibleDescription('Выберите тип документа.');
    expect(calls).toHaveLength(0);
  });

  it('changing the type clears the number; each type has its mask and format', async () => {
    const calls = mockApi({ 'POST /profile/document': ok({}) });
    const { onSaved } = open();
    await userEvent.selectOptions(type(), 'STS');
    await userEvent.type(number(), '99ab1234');
    expect(number()).toHaveValue('99 AB 1234');
    await userEvent.selectOptions(type(), 'VU');
    expect(number()).toHaveValue('');
    // VU allows digits in the middle pair
    await userEvent.type(number(), '9912345');
    expect(number()).toHaveValue('99 12 345');
    await save();
    expect(number()).toHaveAccessibleDescription(
      expect.stringContaining('Водительское удостоверение: 2 цифры, 2 буквы или цифры и 6 цифр.'),
    );
    await userEvent.type(number(), '678');
    await save();
    expect(calls).toEqual([
      { method: 'POST', path: '/profile/document', body: { type: 'VU', number: '9912345678' } },
    ]);
    expect(onSaved).toHaveBeenCalledWith('document added');
  });

  it('refuses a duplicate and shows a server refusal as a banner', async () => {
    mockApi({
      'PUT /profile/document': fail('ValidationError', {
        field: 'number',
        code: 'document.occupied',
      }),
    });
    open('edit');
    expect(type()).toHaveValue('STS');
    expect(number()).toHaveValue('12 АВ 345678');
    await userEvent.clear(number());
    await userEvent.type(number(), '12ав345679');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Такой документ уже добавлен.');
  });

  it('a duplicate is the same number of the same type, as the server counts it', async () => {
    const calls = mockApi({ 'POST /profile/document': ok({}) });
    open();
    await userEvent.selectOptions(type(), 'STS');
    await userEvent.type(number(), '12ав34');
    await save();
    expect(number()).toHaveAccessibleDescription(
      expect.stringContaining('СТС: 2 цифры, 2 буквы и 6 цифр.'),
    );
    await userEvent.type(number(), '5678');
    expect(number()).toHaveAccessibleDescription(
      expect.stringContaining('Такой документ уже добавлен.'),
    );
    expect(calls).toHaveLength(0);
    // the stored one is an STS: a driving licence with the same number is another document
    await userEvent.selectOptions(type(), 'VU');
    await userEvent.type(number(), '12ав345678');
    await save();
    expect(calls).toEqual([
      { method: 'POST', path: '/profile/document', body: { type: 'VU', number: '12АВ345678' } },
    ]);
  });

  it('deletes by id', async () => {
    const calls = mockApi({ 'DELETE /profile/document': ok({ documents: [] }) });
    const { onSaved } = open('delete');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(calls[0]).toEqual({ method: 'DELETE', path: '/profile/document', body: { id: 'd1' } });
    expect(onSaved).toHaveBeenCalledWith('document deleted');
  });
});
