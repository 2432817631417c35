import {
  classifyCorporatePlate,
  detectPlateType,
  isSamePlate,
  normaliseCorporatePlate,
  normalisePlate,
  plateDisplayParts,
  splitDriverName,
  splitPlate,
  validateCategory,
  validateCorporateVehicleUnique,
  validateDeviceFree,
  validatePlate,
  validatePlateNotOnAccount,
  validatePlateNotParked,
  validateTrackerUnique,
} from './plate';

describe('normalisePlate', () => {
  it.each([
    ['a123bc 77', 'А123ВС77'],
    ['A123BC777', 'А123ВС777'],
    ['а 123 вс 77', 'А123ВС77'],
    ['ABEKMHOPCTYX', 'АВЕКМНОРСТУХ'],
    ['D123LV', 'D123LV'], // no Cyrillic twin: left as it is
    ['', ''],
    [null, ''],
  ])('%j -> %j', (value, expected) => expect(normalisePlate(value)).toBe(expected));
});

describe('detectPlateType and splitPlate', () => {
  it.each([
    ['А123ВС77', 'standart', 'А123ВС', '77'],
    ['a123bc777', 'standart', 'А123ВС', '777'],
    ['АВ123С77', 'transit', 'АВ123С', '77'],
    ['АВ12377', 'taxi', 'АВ123', '77'],
    ['АВ123777', 'taxi', 'АВ123', '777'],
    ['1234АВ77', 'moto', '1234АВ', '77'],
    ['1234А77', 'mvdMoto', '1234А', '77'],
    ['А123477', 'mvdStandart', 'А1234', '77'],
    ['123А77', 'mvdTrailer', '123А', '77'],
    ['Б123ВС77', null, 'Б123ВС77', ''], // Б is not a plate letter
    ['А123ВС7', null, 'А123ВС7', ''],
    ['А123ВС7777', null, 'А123ВС7777', ''],
  ])('%j is %j: %j | %j', (value, type, number, region) => {
    expect(detectPlateType(value)).toBe(type);
    expect(splitPlate(value, 'rus')).toEqual({ number, region });
  });

  // Near misses of each template: one part too long, too short or of the wrong kind.
  it.each([
    ['standart', 'А12ВС77'],
    ['standart', 'А123В77'],
    ['standart', 'А123ВСД77'],
    ['transit', 'АВ123С7'],
    ['transit', 'АВ12С77'],
    ['taxi', 'АВ1277'],
    ['taxi', 'АВ123'],
    ['moto', '1234АВ7'],
    ['moto', '123АВ7'],
    ['mvdMoto', '1234Ж77'],
    ['mvdStandart', 'А12345'],
    ['mvdStandart', 'Ф123477'],
    ['mvdTrailer', '12А77'],
    ['mvdTrailer', '123Я77'],
  ])('a %s near miss %j matches no template', (_type, value) => {
    expect(detectPlateType(value)).toBeNull();
    expect(validatePlate(value, 'rus')).toBe(
      value.length > 9 ? 'plate.maxLength' : 'plate.invalidFormat',
    );
  });

  it('gives a foreign plate no region', () =>
    expect(splitPlate('AB 1234 CD', 'foreign')).toEqual({ number: 'АВ1234СD', region: '' }));
});

describe('validatePlate', () => {
  it.each([
    ['А123ВС77', 'rus', null],
    ['a123bc 777', 'rus', null],
    ['', 'rus', 'plate.notEmpty'],
    ['   ', 'foreign', 'plate.notEmpty'],
    ['А123ВС7777', 'rus', 'plate.maxLength'],
    ['1234567890', 'foreign', 'plate.maxLength'],
    ['Б123ВС77', 'rus', 'plate.invalidFormat'],
    ['12345', 'rus', 'plate.invalidFormat'],
    ['12345', 'foreign', null],
    ['LV 1234', 'foreign', null],
  ] as const)('%j (%s) -> %j', (value, format, expected) =>
    expect(validatePlate(value, format)).toBe(expected),
  );
});

describe('validateCategory', () => {
  it.each([
    ['moto', 'A', null],
    ['mvdMoto', 'A', null],
    ['moto', 'B', 'vehicle.categoryMismatch'],
    ['standart', 'B', null],
    ['standart', 'M', null],
    ['standart', 'A', 'vehicle.categoryMismatch'],
    ['taxi', 'A', 'vehicle.categoryMismatch'],
    ['mvdTrailer', 'C', null],
    [null, 'A', null],
    ['standart', '', 'vehicle.categoryRequired'],
    ['standart', 'E', 'vehicle.categoryRequired'],
  ] as const)('%j with %j -> %j', (type, category, expected) =>
    expect(validateCategory(type, category)).toBe(expected),
  );
});

describe('account duplicates', () => {
  const vehicles = [
    { id: 1, numberTs: 'А123ВС77', format: 'rus' as const },
    { id: 2, numberTs: 'LV1234', format: 'foreign' as const },
  ];
  it.each([
    ['a123bc77', 'rus', undefined, 'plate.occupied'],
    ['А123ВС777', 'rus', undefined, null], // another region
    ['А123ВС77', 'rus', 1, null], // editing that very record
    ['А123ВС77', 'rus', 3, 'plate.occupied'],
    ['lv 1234', 'foreign', undefined, 'plate.occupied'],
    ['LV1235', 'foreign', undefined, null],
  ] as const)('%j (%s, editing %j) -> %j', (value, format, editing, expected) =>
    expect(validatePlateNotOnAccount(value, format, vehicles, editing)).toBe(expected),
  );

  it('ignores the region for foreign plates only', () => {
    expect(isSamePlate('А123ВС77', 'А123ВС777', 'rus')).toBe(false);
    expect(isSamePlate('AB12', 'ab 12', 'foreign')).toBe(true);
  });

  it.each([
    ['a123bc77', 'plate.alreadyParked'],
    ['А123ВС78', null],
  ])('parked check %j -> %j', (value, expected) =>
    expect(validatePlateNotParked(value, ['А123ВС77'])).toBe(expected),
  );
});

describe('plateDisplayParts', () => {
  it.each([
    ['А123ВС77', 'rus', { kind: 'car', groups: ['А', '123', 'ВС'], region: '77', country: 'RUS' }],
    [
      'АВ123С777',
      'rus',
      { kind: 'car', groups: ['АВ', '123', 'С'], region: '777', country: 'RUS' },
    ],
    ['АВ12377', 'rus', { kind: 'car', groups: ['АВ', '123'], region: '77', country: 'RUS' }],
    ['А123477', 'rus', { kind: 'car', groups: ['А', '1234'], region: '77', country: 'RUS' }],
    ['123А77', 'rus', { kind: 'car', groups: ['123', 'А'], region: '77', country: 'RUS' }],
    ['1234АВ77', 'rus', { kind: 'moto', top: '1234', bottom: 'АВ', region: '77', country: 'RUS' }],
    ['1234А77', 'rus', { kind: 'moto', top: '1234', bottom: 'А', region: '77', country: 'RUS' }],
    ['Б1', 'rus', { kind: 'car', groups: ['Б1'], region: '', country: 'RUS' }],
    ['lv 1234', 'foreign', { kind: 'foreign', number: 'LV1234' }],
  ] as const)('%j (%s)', (value, format, expected) =>
    expect(plateDisplayParts(value, format)).toEqual(expected),
  );
});

describe('corporate plates', () => {
  it.each([
    ['AB1234', 'foreign'],
    ['WAW 12345', 'foreign'],
    ['А123ВС 77', 'rus'],
    ['A123BC777', 'rus'],
    ['ВС123 61', 'rus'],
    ['12345', 'rus'],
    ['123 45', 'rus'],
    ['А-123', 'rus'],
    ['', 'rus'],
  ] as const)('classifyCorporatePlate(%j) -> %s', (value, expected) =>
    expect(classifyCorporatePlate(value)).toBe(expected),
  );

  it.each([
    [' ab12 ', 'AB12'],
    ['а123вс77', 'А123ВС77'],
  ])('normaliseCorporatePlate(%j) -> %j', (value, expected) =>
    expect(normaliseCorporatePlate(value)).toBe(expected),
  );

  it.each([
    ['ab12', ['AB12'], 'coop.vehicleExists'],
    ['ab13', ['AB12'], null],
  ])('unique %j among %j -> %j', (value, others, expected) =>
    expect(validateCorporateVehicleUnique(value, others)).toBe(expected),
  );

  it.each([
    [{ vin: 'vin1', imei: '1' }, 'coop.trackerExists'],
    [{ vin: 'VIN9', imei: '111' }, 'coop.trackerExists'],
    [{ vin: 'VIN9', imei: '9' }, null],
    [{ id: 5, vin: 'VIN1', imei: '111' }, null], // the device itself
  ])('tracker %j -> %j', (device, expected) =>
    expect(validateTrackerUnique(device, [{ id: 5, vin: 'VIN1', imei: '111' }])).toBe(expected),
  );

  it.each([
    ['111', 'coop.deviceTaken'],
    ['222', null],
    ['', null],
  ])('device %j -> %j', (imei, expected) =>
    expect(validateDeviceFree(imei, ['111'])).toBe(expected),
  );
});

describe('splitDriverName', () => {
  it.each([
    ['Иванов Иван', { lastName: 'Иванов', firstName: 'Иван', patronymic: '' }],
    [
      '  Иванов   Иван  Иванович ',
      { lastName: 'Иванов', firstName: 'Иван', patronymic: 'Иванович' },
    ],
    ['Иванов', { lastName: 'Иванов', firstName: '', patronymic: '' }],
    ['', { lastName: '', firstName: '', patronymic: '' }],
  ])('%j', (value, expected) => expect(splitDriverName(value)).toEqual(expected));
});
