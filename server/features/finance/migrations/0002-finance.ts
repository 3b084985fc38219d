import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('finance_accounts')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    // Kept up to date by every transaction write, in the same database transaction, so the
    // screen's totals never need to read the transactions themselves.
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('income_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expense_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transaction_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('finance_accounts_user').on('finance_accounts').column('user_id').execute();

  await db.schema
    .createTable('finance_transactions')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('finance_accounts.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('is_expense', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The screen's "10 most recent" and the month's spending both walk this index.
  await db.schema.createIndex('finance_transactions_user_date').on('finance_transactions').columns(['user_id', 'date', 'id']).execute();
  await db.schema.createIndex('finance_transactions_account').on('finance_transactions').column('account_id').execute();

  await db.schema
    .createTable('finance_goals')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('target_cents', 'bigint', (c) => c.notNull())
    .addColumn('current_cents', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('finance_goals_user').on('finance_goals').column('user_id').execute();
}
