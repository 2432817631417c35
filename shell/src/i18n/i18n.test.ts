import en from './en.json';
import ru from './ru.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();

test('shell ru and en have the same keys', () => {
  expect(keys(en)).toEqual(keys(ru));
});
