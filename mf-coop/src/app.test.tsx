import en from './i18n/en.json';
import ru from './i18n/ru.json';

test('ru and en have the same keys', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o)
      .flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      )
      .sort();
  expect(keys(en)).toEqual(keys(ru));
});
