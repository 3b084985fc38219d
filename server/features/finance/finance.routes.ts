// SPEC §7 /api/finances/... plus edit and delete, the summary and the CSV export.
import type { FastifyPluginAsync } from 'fastify';
import { financeApi } from '../../../contract/finance';
import { fromCents } from '../../../contract/money';
import type { AppContext } from '../../context';
import { csvStream } from '../../http/csv';
import { HttpProblem, notFound } from '../../http/problems';
import * as repo from './finance.repo';

/** Turns a refused write into the 400 that names the field to fix. */
async function refusalsAsProblems<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof repo.FinanceRefusal)) throw error;
    if (error.reason === 'unknown-account') {
      throw new HttpProblem(400, 'That account does not exist.', { accountId: 'Choose one of your accounts.' });
    }
    throw new HttpProblem(400, 'That amount would take a balance beyond what Rise can track.', {
      amount: 'That amount would take a balance beyond what Rise can track.',
    });
  }
}

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

const ok = { ok: true as const };

export const financeRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  // ---- Accounts
  r(financeApi.accounts, (request) => repo.listAccounts(db, request.user.id, request.query));

  r(financeApi.createAccount, (request) => {
    const { balance, ...rest } = request.body;
    return repo.createAccount(db, request.user.id, { ...rest, balanceCents: balance });
  });

  r(financeApi.updateAccount, async (request) => {
    const { balance, ...rest } = request.body;
    const patch = { ...rest, ...(balance !== undefined && { balanceCents: balance }) };
    return found(await repo.updateAccount(db, request.user.id, request.params.id, patch), 'account');
  });

  r(financeApi.deleteAccount, async (request) => {
    if (!(await repo.deleteAccount(db, request.user.id, request.params.id))) throw notFound('account');
    return ok;
  });

  // ---- Transactions
  r(financeApi.transactions, (request) => repo.listTransactions(db, request.user.id, request.query));

  r(financeApi.createTransaction, (request) => {
    const { amount, ...rest } = request.body;
    return refusalsAsProblems(() => repo.createTransaction(db, request.user.id, { ...rest, amountCents: amount }));
  });

  r(financeApi.updateTransaction, async (request) => {
    const { amount, ...rest } = request.body;
    const patch = { ...rest, ...(amount !== undefined && { amountCents: amount }) };
    return found(await refusalsAsProblems(() => repo.updateTransaction(db, request.user.id, request.params.id, patch)), 'transaction');
  });

  r(financeApi.deleteTransaction, async (request) => {
    if (!(await repo.deleteTransaction(db, request.user.id, request.params.id))) throw notFound('transaction');
    return ok;
  });

  r(financeApi.transactionsCsv, async (request, reply) => {
    const userId = request.user.id;
    async function* rows() {
      for await (const t of repo.exportTransactions(db, userId)) {
        yield [
          t.date,
          t.description,
          t.category,
          t.account,
          t.is_expense ? 'expense' : 'income',
          fromCents(t.is_expense ? -t.amount_cents : t.amount_cents),
        ];
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="rise-transactions.csv"')
      .send(csvStream(['date', 'description', 'category', 'account', 'type', 'amount'], rows(), [false, true, false, true, false, false]));
  });

  // ---- Summary: the total balance card and this month's spending by category
  r(financeApi.summary, (request) => repo.summary(db, request.user.id, request.query.month));

  // ---- Savings goals (SPEC's finance goals)
  r(financeApi.savingsGoals, (request) => repo.listSavingsGoals(db, request.user.id, request.query));

  r(financeApi.createSavingsGoal, (request) => {
    const { targetAmount, currentAmount, completed: _ignored, ...rest } = request.body;
    // SPEC §4: a goal starts from what it says it has (0 from the screen), completed only once reached.
    return repo.createSavingsGoal(db, request.user.id, { ...rest, targetCents: targetAmount, currentCents: currentAmount ?? 0 });
  });

  r(financeApi.addSavings, async (request) =>
    found(await refusalsAsProblems(() => repo.addSavings(db, request.user.id, request.params.id, request.body.amount)), 'goal'),
  );

  r(financeApi.deleteSavingsGoal, async (request) => {
    if (!(await repo.deleteSavingsGoal(db, request.user.id, request.params.id))) throw notFound('goal');
    return ok;
  });
};
