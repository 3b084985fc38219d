// This month's spending by category: plain bars, no chart library.
import type { Summary } from '../../../contract/finance';
import { toCents } from '../../../contract/money';
import { formatMonth, formatUSD } from '../../lib/format';
import { CATEGORY_ICONS, CATEGORY_LABELS } from './labels';

export function SpendingChart({ summary }: { summary: Summary }) {
  const rows = summary.spendingByCategory.map((s) => ({ ...s, cents: toCents(s.amount) ?? 0 }));
  const largest = Math.max(1, ...rows.map((r) => r.cents));
  return (
    <section aria-labelledby="spending-title" className="rounded-card border border-line bg-surface p-4 shadow-card">
      <h2 id="spending-title" className="font-bold">
        Spending in {summary.month ? formatMonth(summary.month) : 'this month'}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No spending recorded this month.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {rows.map(({ category, amount, cents }) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <li key={category} className="grid gap-1">
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon aria-hidden className="h-4 w-4 shrink-0 text-muted" />
                    {CATEGORY_LABELS[category]}
                  </span>
                  <span className="whitespace-nowrap font-semibold">{formatUSD(amount)}</span>
                </div>
                {/* Bar length is geometry, not money: a ratio of two integers of cents. */}
                <div aria-hidden className="h-2 rounded-full bg-surface-2">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(2, (cents / largest) * 100)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
