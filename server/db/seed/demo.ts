// Fills a fresh demo account with sample data so a newcomer sees a lively app at once.
// Each mini-app adds its own seeder to DEMO_SEEDERS when it stores data of its own.
import type { Kysely, Transaction } from 'kysely';
import { seedFinanceDemo } from '../../features/finance/finance.seed';
import type { DB } from '../schema';

export type DemoSeeder = (trx: Transaction<DB>, userId: number) => Promise<void>;

const DEMO_SEEDERS: DemoSeeder[] = [seedFinanceDemo];

export const DEMO_NAMES = ['Alex', 'Jordan', 'Sam', 'Riley', 'Taylor', 'Morgan', 'Casey', 'Jamie'];

export async function seedDemoData(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const seed of DEMO_SEEDERS) await seed(trx, userId);
  });
}
