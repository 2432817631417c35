import { createTestApp, type TestApp } from '../../test/harness';
import { seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

test('without cities (production before an operator loads them) city calls are CityNotFound, not a crash', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/cities' })).json()).toEqual({
    status: 'ok',
    result: [],
  });
  const res = await t.app.inject({ method: 'GET', url: '/api/options' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', errorName: 'CityNotFound' });
});

test('the demo seed adds Sevastopol and Rostov once and never overwrites an edit', async () => {
  expect(await seedDemo(t.database.db)).toEqual({ cities: ['sevastopol', 'rostov'] });
  await t.database.db
    .updateTable('cities')
    .set({ name_en: 'Sevastopol (edited)' })
    .where('code', '=', 'sevastopol')
    .execute();
  expect(await seedDemo(t.database.db)).toEqual({ cities: [] });
  const cities = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json().result;
  expect(cities.map((c: { city: string }) => c.city)).toEqual(['sevastopol', 'rostov']);
  expect(cities[0].nameForShow.en).toBe('Sevastopol (edited)');
});
