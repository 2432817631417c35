// Operator command: load or update cities from a JSON file (an array of CityDefinition, the shape
// of src/seed/demo-cities.ts) into the configured database. Runs the migrations first.
//   node server/dist/seed/load-cities.js cities.json [--replace]
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrator';
import { saveCities, type CityDefinition } from './city-definition';

async function loadCities(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: load-cities <cities.json> [--replace]');
  const cities = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as CityDefinition[];
  if (!Array.isArray(cities)) throw new Error(`${file}: expected a JSON array of cities`);
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database.db);
    const written = await saveCities(database.db, cities, { replace: args.includes('--replace') });
    console.log(
      `cities written: ${written.join(', ') || 'none (all exist; use --replace to overwrite)'}`,
    );
  } finally {
    await database.close();
  }
}

loadCities().catch((error: Error) => {
  console.error(`load-cities: ${error.message}`);
  process.exit(1);
});
