import { loadEnv } from '../../config/env.ts';
import { openDatabase } from '../database.ts';
import { seedDemoIslandIfEmpty } from './demo-island.ts';

/** `npm run seed`: fills an empty projection with the demo island. */
const env = loadEnv();
const database = await openDatabase(env, () => undefined);
try {
  const summary = await seedDemoIslandIfEmpty(database.knex);
  console.log(summary ? `Seeded the demo island: ${JSON.stringify(summary)}` : 'The database already holds villas; nothing seeded.');
} finally {
  await database.close();
}
