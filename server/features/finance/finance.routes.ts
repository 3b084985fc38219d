// SPEC §7 /api/finances/... plus edit and delete, the summary and the CSV export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, NoBody, Ok } from '../../../contract/common';
import {
  Account,
  CreateAccountBody,
  CreateGoalBody,
  CreateTransactionBody,
  FinanceGoal,
  Summary,
  SummaryQuery,
  Transaction,
  TransactionsQuery,
  UpdateAccountBody,
  UpdateProgressBody,
  UpdateTransactionBody,
} from '../../../contract/finance';
import { fromCents } from '../../../contract/money';
import { signedInUser } from '../../auth/auth';
import type { AppContext } from '../../context';
import { toCsv } from '../../http/csv';
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

export const financeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, auth }) => {
  app.addHook('onRequest', auth.requireUser);
  const uid = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  // ---- Accounts
  app.get('/api/finances/accounts', { schema: { response: { 200: z.array(Account) } } }, (request) =>
    repo.listAccounts(db, uid(request)),
  );

  app.post('/api/finances/accounts', { schema: { body: CreateAccountBody, response: { 201: Account } } }, async (request, reply) => {
    const { balance, ...rest } = request.body;
    return reply.code(201).send(await repo.createAccount(db, uid(request), { ...rest, balanceCents: balance }));
  });

  app.patch(
    '/api/finances/accounts/:id',
    { schema: { params: IdParams, body: UpdateAccountBody, response: { 200: Account } } },
    async (request) => {
      const { balance, ...rest } = request.body;
      const account = await repo.updateAccount(db, uid(request), request.params.id, {
        ...rest,
        ...(balance !== undefined && { balanceCents: balance }),
      });
      if (!account) throw notFound('account');
      return account;
    },
  );

  app.delete('/api/finances/accounts/:id', { schema: { params: IdParams, body: NoBody, response: { 200: Ok } } }, async (request) => {
    if (!(await repo.deleteAccount(db, uid(request), request.params.id))) throw notFound('account');
    return { ok: true as const };
  });

  // ---- Transactions
  app.get(
    '/api/finances/transactions',
    { schema: { querystring: TransactionsQuery, response: { 200: z.array(Transaction) } } },
    (request) => repo.listTransactions(db, uid(request), request.query.limit),
  );

  app.post(
    '/api/finances/transactions',
    { schema: { body: CreateTransactionBody, response: { 201: Transaction } } },
    async (request, reply) => {
      const { amount, ...rest } = request.body;
      const created = await refusalsAsProblems(() => repo.createTransaction(db, uid(request), { ...rest, amountCents: amount }));
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/finances/transactions/:id',
    { schema: { params: IdParams, body: UpdateTransactionBody, response: { 200: Transaction } } },
    async (request) => {
      const { amount, ...rest } = request.body;
      const updated = await refusalsAsProblems(() =>
        repo.updateTransaction(db, uid(request), request.params.id, { ...rest, ...(amount !== undefined && { amountCents: amount }) }),
      );
      if (!updated) throw notFound('transaction');
      return updated;
    },
  );

  app.delete(
    '/api/finances/transactions/:id',
    { schema: { params: IdParams, body: NoBody, response: { 200: Ok } } },
    async (request) => {
      if (!(await repo.deleteTransaction(db, uid(request), request.params.id))) throw notFound('transaction');
      return { ok: true as const };
    },
  );

  app.get('/api/finances/transactions.csv', async (request, reply) => {
    const rows = await repo.exportTransactions(db, uid(request));
    const csv = toCsv(
      ['date', 'description', 'category', 'account', 'type', 'amount'],
      rows.map((r) => [
        r.date,
        r.description,
        r.category,
        r.account,
        r.is_expense ? 'expense' : 'income',
        fromCents(r.is_expense ? -r.amount_cents : r.amount_cents),
      ]),
      [false, true, false, true, false, false],
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="rise-transactions.csv"')
      .send(csv);
  });

  // ---- Summary: the total balance card and this month's spending by category
  app.get('/api/finances/summary', { schema: { querystring: SummaryQuery, response: { 200: Summary } } }, (request) =>
    repo.summary(db, uid(request), request.query.month),
  );

  // ---- Goals
  app.get('/api/finances/goals', { schema: { response: { 200: z.array(FinanceGoal) } } }, (request) =>
    repo.listGoals(db, uid(request)),
  );

  app.post('/api/finances/goals', { schema: { body: CreateGoalBody, response: { 201: FinanceGoal } } }, async (request, reply) => {
    const { targetAmount, currentAmount, completed: _ignored, ...rest } = request.body;
    // SPEC §4: a goal starts from what it says it has (0 from the screen), completed only once reached.
    const goal = await repo.createGoal(db, uid(request), { ...rest, targetCents: targetAmount, currentCents: currentAmount ?? 0 });
    return reply.code(201).send(goal);
  });

  app.post(
    '/api/finances/goals/:id/update-progress',
    { schema: { params: IdParams, body: UpdateProgressBody, response: { 200: FinanceGoal } } },
    async (request) => {
      const goal = await refusalsAsProblems(() => repo.addGoalProgress(db, uid(request), request.params.id, request.body.amount));
      if (!goal) throw notFound('goal');
      return goal;
    },
  );

  app.delete('/api/finances/goals/:id', { schema: { params: IdParams, body: NoBody, response: { 200: Ok } } }, async (request) => {
    if (!(await repo.deleteGoal(db, uid(request), request.params.id))) throw notFound('goal');
    return { ok: true as const };
  });
};
