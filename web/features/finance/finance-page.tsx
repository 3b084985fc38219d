// SPEC §2 Finance Tracker: the total balance card and the Accounts, Transactions and Goals tabs.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Download, Pencil, PiggyBank, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Account, SavingsGoal, Transaction } from '../../../contract/finance';
import { financeApi } from '../../lib/endpoints';
import { daysLeft, goalPercent, localToday, toCents } from '../../../contract/money';
import { hrefOf } from '../../lib/api';
import { countOf, daysLeftText, formatShortDate, formatUSD } from '../../lib/format';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ItemMenu } from '../../ui/item-menu';
import { QueryView } from '../../ui/query-view';
import { ProgressBar } from '../../ui/progress-bar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { accountsQuery, savingsGoalsQuery, summaryQuery, transactionsQuery } from './queries';
import { useDeleteAccount, useDeleteSavingsGoal, useDeleteTransaction } from './mutations';
import { ACCOUNT_TYPE_LABELS, CATEGORY_ICONS, CATEGORY_LABELS } from './labels';
import { SpendingChart } from './spending-chart';
import { AccountDialog } from './account-dialog';
import { TransactionDialog } from './transaction-dialog';
import { ProgressDialog, SavingsGoalDialog } from './savings-goal-dialogs';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type Open =
  | { kind: 'account'; account?: Account }
  | { kind: 'transaction'; transaction?: Transaction; accountId?: number }
  | { kind: 'goal' }
  | { kind: 'progress'; goal: SavingsGoal }
  | { kind: 'delete-account'; account: Account }
  | { kind: 'delete-goal'; goal: SavingsGoal }
  | null;

const iconButton =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full text-muted transition-ui hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary';

function SignedAmount({ t }: { t: Transaction }) {
  return (
    <span className={`whitespace-nowrap font-bold ${t.isExpense ? 'text-danger' : 'text-success'}`}>
      {t.isExpense ? '-' : '+'}
      {formatUSD(t.amount)}
    </span>
  );
}

/** The total balance card's figures: the amount, or why there is none yet. */
const figure = (amount: string | undefined, isError: boolean) =>
  amount !== undefined ? formatUSD(amount) : isError ? 'Unavailable' : '...';

export default function FinancePage() {
  const month = localToday().slice(0, 7);
  const accounts = useQuery(accountsQuery());
  const transactions = useInfiniteQuery(transactionsQuery());
  const hidden = useHiddenByUndo();
  const transactionList = {
    ...transactions,
    data: transactions.data?.pages.flatMap((p) => p.items).filter((t) => !hidden.has(`transaction:${t.id}`)),
  };
  const goals = useQuery(savingsGoalsQuery());
  const summary = useQuery(summaryQuery(month));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const deleteAccount = useDeleteAccount();
  const deleteGoal = useDeleteSavingsGoal();
  const deleteTransaction = useDeleteTransaction();

  // Where focus goes once a deleted row has left the list (WCAG 2.4.3).
  const accountsStart = useRef<HTMLButtonElement>(null);
  const transactionsStart = useRef<HTMLButtonElement>(null);
  const goalsStart = useRef<HTMLButtonElement>(null);

  const accountList = accounts.data ?? [];
  const accountName = (id: number) => accountList.find((a) => a.id === id)?.name ?? 'Account';

  // The one Undo (web/lib/undo.ts): the row leaves at once and the delete is sent when the toast goes,
  // so Undo brings back the same transaction, with its id and date.
  // Focus, which was on the row's menu, goes to the list's first button rather than the whole panel.
  function removeTransaction(t: Transaction) {
    deleteWithUndo({
      key: `transaction:${t.id}`,
      title: 'Transaction deleted',
      description: `${t.description}, ${formatUSD(t.amount)}`,
      commit: () => deleteTransaction(t.id),
    });
    transactionsStart.current?.focus();
  }

  return (
    <>
      <Card className="bg-linear-to-br from-finance-deep to-finance text-on-app">
        <p className="text-sm">Total Balance</p>
        <p className="break-words text-3xl font-extrabold" aria-live="polite">
          {figure(summary.data?.totalBalance, summary.isError)}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div className="min-w-0 rounded-control bg-finance-deep/60 p-2">
            <dt>Income</dt>
            <dd className="break-words font-bold">{figure(summary.data?.totalIncome, summary.isError)}</dd>
          </div>
          <div className="min-w-0 rounded-control bg-finance-deep/60 p-2">
            <dt>Expenses</dt>
            <dd className="break-words font-bold">{figure(summary.data?.totalExpenses, summary.isError)}</dd>
          </div>
        </dl>
      </Card>

      <Tabs defaultValue="accounts" className="mt-5">
        <TabsList aria-label="Finance sections">
          <TabsTrigger value="accounts">Accounts</TabsTrigger>
          <TabsTrigger value="transactions">Transactions</TabsTrigger>
          <TabsTrigger value="goals">Goals</TabsTrigger>
        </TabsList>

        <TabsContent value="accounts" className="flex flex-col gap-3">
          <Button ref={accountsStart} onClick={() => setOpen({ kind: 'account' })}>
            <Plus aria-hidden className="h-4 w-4" /> New Account
          </Button>
          <QueryView query={accounts} what="accounts" empty="No accounts yet. Create one to get started!">
            {(list) => (
              <ul className="flex flex-col gap-3">
                {list.map((a) => (
                  <li key={a.id}>
                    <Card className="relative overflow-hidden pl-5">
                      <span aria-hidden className="absolute inset-y-0 left-0 w-1.5" style={{ backgroundColor: a.color }} />
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0">
                          <h2 className="break-words font-bold">{a.name}</h2>
                          <p className="text-sm text-muted">{ACCOUNT_TYPE_LABELS[a.type]}</p>
                        </div>
                        <p className="whitespace-nowrap text-lg font-extrabold">{formatUSD(a.balance)}</p>
                      </div>
                      <div className="mt-2 flex items-center justify-between gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setOpen({ kind: 'transaction', accountId: a.id })}
                          aria-label={`Add transaction to ${a.name}`}
                        >
                          <Plus aria-hidden className="h-4 w-4" /> Add Transaction
                        </Button>
                        <ItemMenu
                          label={`Actions for ${a.name}`}
                          className="-mr-2"
                          items={[
                            { label: 'Edit', icon: Pencil, onSelect: () => setOpen({ kind: 'account', account: a }) },
                            {
                              label: 'Delete',
                              icon: Trash2,
                              danger: true,
                              onSelect: () => setOpen({ kind: 'delete-account', account: a }),
                            },
                          ]}
                        />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </TabsContent>

        <TabsContent value="transactions" className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Button
              ref={transactionsStart}
              className="grow"
              onClick={() => setOpen({ kind: 'transaction' })}
              disabled={accountList.length === 0}
            >
              <Plus aria-hidden className="h-4 w-4" /> Add Transaction
            </Button>
            <a href={hrefOf(financeApi.transactionsCsv)} download className={buttonClass('outline', 'md', 'grow sm:grow-0')}>
              <Download aria-hidden className="h-4 w-4" /> Export CSV
            </a>
          </div>
          {accountList.length === 0 && accounts.isSuccess && (
            <p className="text-sm text-muted">Create an account first, then add its transactions.</p>
          )}
          {summary.data && <SpendingChart summary={summary.data} />}
          <h2 className="mt-1 font-bold">Recent transactions</h2>
          <QueryView query={transactionList} what="transactions" empty="No transactions yet. Add one to get started!">
            {(list) => (
              <ul className="flex flex-col gap-2">
                {list.map((t) => {
                  const Icon = CATEGORY_ICONS[t.category];
                  return (
                    <li key={t.id}>
                      {/* Nothing is truncated: the description and the category line wrap; the amount
                        and the ⋮ menu sit at their right, so the lines below them get the full width. */}
                      <Card className="flex items-start gap-3 p-3">
                        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-control bg-surface-2 text-muted">
                          <Icon aria-hidden className="h-5 w-5" />
                        </span>
                        <div className="min-w-0 flex-1">
                          <div className="flex items-start justify-between gap-2">
                            <p className="min-w-0 break-words font-semibold">{t.description}</p>
                            <SignedAmount t={t} />
                          </div>
                          <div className="flex items-start justify-between gap-2">
                            <div className="min-w-0 text-sm text-muted">
                              <p className="break-words">
                                {CATEGORY_LABELS[t.category]} · {accountName(t.accountId)}
                              </p>
                              <p className="text-xs">
                                <time dateTime={t.date}>{formatShortDate(t.date)}</time>
                              </p>
                            </div>
                            <ItemMenu
                              label={`Actions for ${t.description}`}
                              className="-mb-2 -mr-2"
                              items={[
                                { label: 'Edit', icon: Pencil, onSelect: () => setOpen({ kind: 'transaction', transaction: t }) },
                                {
                                  label: 'Delete',
                                  icon: Trash2,
                                  danger: true,
                                  onSelect: () => removeTransaction(t),
                                },
                              ]}
                            />
                          </div>
                        </div>
                      </Card>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryView>
          {transactions.hasNextPage && (
            <Button variant="outline" onClick={() => void transactions.fetchNextPage()} disabled={transactions.isFetchingNextPage}>
              {transactions.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </TabsContent>

        <TabsContent value="goals" className="flex flex-col gap-3">
          <Button ref={goalsStart} onClick={() => setOpen({ kind: 'goal' })}>
            <Plus aria-hidden className="h-4 w-4" /> New Goal
          </Button>
          <QueryView query={goals} what="goals" empty="No goals yet. Set one to start saving!">
            {(list) => (
              <ul className="flex flex-col gap-3">
                {list.map((g) => {
                  const percent = goalPercent(toCents(g.currentAmount) ?? 0, toCents(g.targetAmount) ?? 0);
                  return (
                    <li key={g.id}>
                      <Card>
                        <div className="flex items-start gap-3">
                          <span
                            className="grid h-11 w-11 shrink-0 place-items-center rounded-control text-on-app"
                            style={{ backgroundColor: g.color }}
                          >
                            <PiggyBank aria-hidden className="h-5 w-5" />
                          </span>
                          <div className="min-w-0 flex-1">
                            <h2 className="break-words font-bold">
                              {g.name}{' '}
                              {g.completed && (
                                <span className="ml-1 inline-block rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-on-success-soft">
                                  Completed
                                </span>
                              )}
                            </h2>
                            <p className="text-sm text-muted">
                              {formatUSD(g.currentAmount)} of {formatUSD(g.targetAmount)}
                            </p>
                          </div>
                          <button
                            type="button"
                            className={iconButton}
                            aria-label={`Delete ${g.name}`}
                            onClick={() => setOpen({ kind: 'delete-goal', goal: g })}
                          >
                            <Trash2 aria-hidden className="h-4 w-4" />
                          </button>
                        </div>
                        <ProgressBar value={percent} label={`${g.name} progress`} className="mt-3" />
                        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 text-sm">
                          <span className="font-semibold">{percent}% complete</span>
                          <span className="text-muted">{daysLeftText(daysLeft(g.deadline, localToday()))}</span>
                        </div>
                        <Button
                          size="sm"
                          variant="secondary"
                          className="mt-3 w-full"
                          onClick={() => setOpen({ kind: 'progress', goal: g })}
                        >
                          Update Progress
                        </Button>
                      </Card>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryView>
        </TabsContent>
      </Tabs>

      {open?.kind === 'account' && <AccountDialog account={open.account} onClose={close} />}
      {open?.kind === 'transaction' && (
        <TransactionDialog accounts={accountList} transaction={open.transaction} accountId={open.accountId} onClose={close} />
      )}
      {open?.kind === 'goal' && <SavingsGoalDialog onClose={close} />}
      {open?.kind === 'progress' && <ProgressDialog goal={open.goal} onClose={close} />}
      {open?.kind === 'delete-account' && (
        <ConfirmDialog
          open
          onClose={close}
          title={`Delete ${open.account.name}?`}
          description={
            open.account.transactionCount === 0
              ? 'This account has no transactions. This cannot be undone.'
              : `Its ${countOf(open.account.transactionCount, 'transaction')} will be deleted too. This cannot be undone.`
          }
          confirmLabel="Delete account"
          onConfirm={() => deleteAccount.mutate(open.account.id, { onSuccess: () => accountsStart.current?.focus() })}
        />
      )}
      {open?.kind === 'delete-goal' && (
        <ConfirmDialog
          open
          onClose={close}
          title={`Delete ${open.goal.name}?`}
          description="The goal and the progress saved toward it will be removed. This cannot be undone."
          confirmLabel="Delete goal"
          onConfirm={() => deleteGoal.mutate(open.goal.id, { onSuccess: () => goalsStart.current?.focus() })}
        />
      )}
    </>
  );
}
