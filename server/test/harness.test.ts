// The harness releases everything it opens, or jest does not exit after a file that uses it.
import { createTestApp } from './harness';
import { testEngine } from './test-db';

test('an app that never touched its database still closes it (seed: false, no request)', async () => {
  const t = await createTestApp({ seed: false });
  await t.close();
  // Kysely closes its driver only after a first query; PGlite stayed open and held the process.
  if (testEngine() === 'pglite') expect(t.database.pglite!.closed).toBe(true);
  await expect(t.database.db.selectFrom('cities').select('code').execute()).rejects.toThrow();
});

test('a start that fails releases what it opened and reports the error', async () => {
  await expect(
    createTestApp({
      seed: false,
      extend: () => {
        throw new Error('probe refused');
      },
    }),
  ).rejects.toThrow('probe refused');
});
