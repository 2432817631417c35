import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseProfile, type Profile } from '../api/types';
import { fail, logIn, mockApi, ok, PROFILE, setUpI18n } from '../test/helpers';
import { VehicleModal, type DialogAction } from './vehicle-modal';

const profile = parseProfile(PROFILE) as Profile;

beforeAll(setUpI18n);
beforeEach(logIn);

function open(action: DialogAction = 'add', vehicleIndex?: number) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(
    <VehicleModal
      action={action}
      vehicle={vehicleIndex === undefined ? undefined : profile.ts[vehicleIndex]}
      vehicles={profile.ts}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onClose, onSaved };
}

const number = () => screen.getByLabelText(/Госномер/);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('vehicle dialog', () => {
  it('shows a Latin-typed plate in Cyrillic at once and saves it with the v2 keys', async () => {
    const calls = mockApi({ 'POST /profile/car': ok({ car: {}, ts: [] }) });
    const { onSaved, onClose } = open();
    expect(screen.getByLabelText(/Категория/)).toHaveValue('B');
    await userEvent.type(number(), 'b 456 ok 92');
    expect(number()).toHaveValue('В456ОК92');
    await save();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/profile/car',
        body: { grz: 'В456ОК92', format: 'rus', category: 'B', sts: '', mainTs: 'false' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith('vehicle added');
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['', 'Введите номер.'],
    ['А123ВС1234', 'Номер не длиннее 9 символов.'],
    ['АБ12', 'Номер не соответствует формату российских номеров.'],
    ['а123вс77', 'Этот номер уже есть в вашем профиле.'],
  ])('refuses the plate %p: %s', async (typed, message) => {
    const calls = mockApi({});
    open();
    if (typed) await userEvent.type(number(), typed);
    await save();
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls).toHaveLength(0);
  });

  it('a foreign plate skips the templates', async () => {
    const calls = mockApi({ 'POST /profile/car': ok({}) });
    open();
    await userEvent.selectOptions(screen.getByLabelText(/Формат номера/), 'foreign');
    await userEvent.type(number(), 'AB12');
    await save();
    expect(calls[0].body).toMatchObject({ grz: 'АВ12', format: 'foreign' });
  });

  it('says when the category does not match the plate type', async () => {
    mockApi({});
    open();
    await userEvent.type(number(), '5678ax77');
    await save();
    const category = screen.getByLabelText(/Категория/);
    expect(category).toHaveAccessibleDescription('Категория ТС не соответствует его типу.');
    await userEvent.selectOptions(category, 'A');
    expect(category).not.toHaveAccessibleDescription('Категория ТС не соответствует его типу.');
  });

  it('masks the registration certificate 99 aa 999999 and checks its format and uniqueness', async () => {
    mockApi({});
    open();
    await userEvent.type(number(), 'E001KX92');
    const sts = screen.getByLabelText(/Номер СТС/);
    await userEvent.type(sts, '77ab1234');
    expect(sts).toHaveValue('77 AB 1234');
    await save();
    expect(sts).toHaveAccessibleDescription(
      expect.stringContaining('СТС: 2 цифры, 2 буквы и 6 цифр.'),
    );
    await userEvent.clear(sts);
    await userEvent.type(sts, '12ав345678');
    expect(sts).toHaveValue('12 АВ 345678');
    expect(sts).toHaveAccessibleDescription(
      expect.stringContaining('Это СТС уже указано у другого ТС.'),
    );
  });

  it('edits by id and old plate, can make the vehicle main, shows the server refusal as a banner', async () => {
    const calls = mockApi({
      'PUT /profile/car': fail('ValidationError', { field: 'grz', code: 'plate.alreadyParked' }),
    });
    const { onClose } = open('edit', 2);
    expect(number()).toHaveValue('АВС1234');
    expect(screen.getByLabelText(/Формат номера/)).toHaveValue('foreign');
    await userEvent.click(screen.getByLabelText('Основное транспортное средство'));
    await save();
    expect(calls[0].body).toMatchObject({
      id: 'v3',
      oldgrz: 'АВС1234',
      newgrz: 'АВС1234',
      mainTs: 'true',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Это транспортное средство сейчас на парковке.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes after asking', async () => {
    const calls = mockApi({ 'DELETE /profile/car': ok({ ts: [] }) });
    const { onSaved } = open('delete', 1);
    expect(screen.getByRole('img', { name: 'Госномер 1234 АВ, регион 77' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(calls[0]).toEqual({
      method: 'DELETE',
      path: '/profile/car',
      body: { id: 'v2', grz: '1234АВ77' },
    });
    expect(onSaved).toHaveBeenCalledWith('vehicle deleted');
  });
});
