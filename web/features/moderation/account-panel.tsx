// The writer's account on a case (issue 52): at a glance (earlier cases, actions, what is in force, an
// action waiting for a second moderator), its record on request, and the actions a moderator can take:
// restrict for a day or a week, suspend, ban, lift. A suspension, a ban and lifting either wait for a
// second moderator. A mentor's account can also be unlinked from its catalogue mentor. Everything a
// person wrote is drawn as text.
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { AccountAction, ModerationCase, ReportReason } from '../../../contract/safety';
import { COMMUNITY_RULES, REPORT_REASON_LABELS } from '../../../contract/safety-rules';
import { countOf } from '../../lib/format';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { controlClass } from '../../ui/field';
import { QueryView } from '../../ui/query-view';
import { accountQuery } from './queries';
import { useAccountAction, useUnlinkMentor } from './mutations';
import { SUBJECT_LABELS, formatDateTime } from './labels';

/** The choices of the action menu: an action and its days. */
const CHOICES = [
  { key: 'restrict-1', action: 'restrict', days: 1, label: 'Restrict for 1 day' },
  { key: 'restrict-7', action: 'restrict', days: 7, label: 'Restrict for 7 days' },
  { key: 'suspend-7', action: 'suspend', days: 7, label: 'Suspend for 7 days (two moderators)' },
  { key: 'suspend-30', action: 'suspend', days: 30, label: 'Suspend for 30 days (two moderators)' },
  { key: 'suspend', action: 'suspend', label: 'Suspend until lifted (two moderators)' },
  { key: 'ban', action: 'ban', label: 'Ban for good (two moderators)' },
  { key: 'lift', action: 'lift', label: 'Lift what is in force' },
] as const satisfies readonly { key: string; action: AccountAction; days?: number; label: string }[];
type Choice = (typeof CHOICES)[number];

const ACTION_WORDS: Record<AccountAction, string> = { restrict: 'Restricted', suspend: 'Suspended', ban: 'Banned', lift: 'Lifted' };

const until = (u: { until: string | null }) => (u.until ? `until ${formatDateTime(u.until)}` : 'until a moderator lifts it');

/** What is in force on the account, in a line ("Restricted until …"), or null. */
export function standingLine(a: NonNullable<ModerationCase['account']>): string | null {
  if (a.banned) return 'Banned';
  if (a.suspension) return `Suspended ${until(a.suspension)}`;
  if (a.restriction) return `Restricted ${a.restriction.until ? until(a.restriction) : 'until a moderator decides'}`;
  return null;
}

function Record({ userId }: { userId: number }) {
  const record = useQuery(accountQuery(userId));
  return (
    <QueryView query={record} what="account record">
      {(r) => (
        <div className="mt-2 grid gap-3 text-sm md:grid-cols-2">
          <section aria-label="Earlier cases" className="min-w-0">
            <h4 className="font-bold">
              Cases about this account: {r.caseCount}
              {r.caseCount > r.cases.length && <span className="font-normal text-muted"> · the newest {r.cases.length}</span>}
            </h4>
            <ul className="mt-1 flex flex-col gap-1.5">
              {r.cases.map((c) => (
                <li key={c.id} className="rounded-control border border-line p-2">
                  <p className="text-xs text-muted">
                    #{c.id} · {SUBJECT_LABELS[c.subject]} · {c.reasons.map((x) => REPORT_REASON_LABELS[x]).join(', ') || 'held'} ·{' '}
                    {c.decision === 'hide' ? 'hidden' : c.decision === 'restore' ? 'restored' : 'open'} ·{' '}
                    {formatDateTime(c.firstReportedAt)}
                  </p>
                  {c.text && <p className="mt-0.5 line-clamp-2 whitespace-pre-line break-words">{c.text}</p>}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Actions taken" className="min-w-0">
            <h4 className="font-bold">Actions on this account</h4>
            {r.actions.length === 0 ? (
              <p className="mt-1 text-muted">None yet.</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1.5">
                {r.actions.map((a) => (
                  <li key={a.id} className="rounded-control border border-line p-2">
                    <p>
                      <span className="font-semibold">{ACTION_WORDS[a.action]}</span>
                      {a.days !== null && ` for ${countOf(a.days, 'day')}`}
                      {a.state === 'waiting' && ' · waiting for a second moderator'}
                      {a.state === 'dropped' && ' · dropped'}
                      {a.rule && ` · ${REPORT_REASON_LABELS[a.rule]}`}
                    </p>
                    <p className="text-xs text-muted">
                      {a.requestedBy ? `by ${a.requestedBy}` : 'by the reports themselves'}
                      {a.confirmedBy && ` and ${a.confirmedBy}`} · {formatDateTime(a.requestedAt)}
                      {a.until && ` · until ${formatDateTime(a.until)}`}
                    </p>
                    {a.note && <p className="mt-0.5 whitespace-pre-line break-words">“{a.note}”</p>}
                    {a.appealedAt && (
                      <p className="mt-0.5 text-xs font-semibold">
                        Asked for another look {formatDateTime(a.appealedAt)}
                        {a.appealNote && `: “${a.appealNote}”`}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}

export function AccountPanel({ c, me }: { c: ModerationCase; me: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [choiceKey, setChoiceKey] = useState<Choice['key']>('restrict-1');
  const [note, setNote] = useState('');
  const act = useAccountAction();
  const unlink = useUnlinkMentor();
  const [unlinking, setUnlinking] = useState(false);
  const ids = { record: useId(), choice: useId(), note: useId() };
  const account = c.account;
  if (c.authorId === null || !account || c.authorRole === 'moderator') return null;
  const userId = c.authorId;
  const standing = standingLine(account);
  const waiting = account.waiting;
  const rule: ReportReason = c.reasons[0] ?? 'other';
  const choice = CHOICES.find((x) => x.key === choiceKey)!;
  const agreeing = waiting !== null && waiting.requestedBy !== me && waiting.action === choice.action;

  function apply() {
    act.mutate(
      { userId, caseId: c.id, action: choice.action, ...('days' in choice && { days: choice.days }), rule, note },
      {
        onSuccess: (record) => {
          setNote('');
          const newest = record.actions[0];
          toast(
            newest?.state === 'waiting'
              ? {
                  title: 'Waiting for a second moderator',
                  description: `${choice.label.replace(' (two moderators)', '')}: another moderator must agree.`,
                }
              : { title: `${ACTION_WORDS[choice.action]}: ${c.authorName}`, description: `They are told: ${COMMUNITY_RULES[rule]}.` },
          );
        },
      },
    );
  }

  return (
    <section aria-label={`${c.authorName}'s account`} className="mt-4 rounded-control border border-line p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ShieldAlert aria-hidden className="h-4 w-4 shrink-0 text-muted" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-bold">Account: </span>
          {countOf(account.caseCount, 'case')} · {countOf(account.actionCount, 'action')}
          {standing && <span className="font-semibold text-danger"> · {standing}</span>}
          {waiting && (
            <span className="font-semibold">
              {' '}
              · {ACTION_WORDS[waiting.action].toLowerCase()} asked{waiting.requestedBy === me ? ' by you' : ''}, waiting for a second
              moderator
            </span>
          )}
        </p>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={ids.record} onClick={() => setOpen((o) => !o)}>
          Record <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </Button>
      </div>
      <div id={ids.record}>{open && <Record userId={userId} />}</div>
      {userId === me ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <label htmlFor={ids.choice} className="text-sm font-medium">
              Act on the account
            </label>
            <select
              id={ids.choice}
              value={choiceKey}
              onChange={(e) => setChoiceKey(e.target.value as Choice['key'])}
              className={controlClass}
            >
              {CHOICES.map((x) => (
                <option key={x.key} value={x.key}>
                  {x.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <label htmlFor={ids.note} className="text-sm font-medium">
              Note for the record (optional)
            </label>
            <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className={controlClass} />
          </div>
          <Button variant={choice.action === 'lift' ? 'outline' : 'danger'} size="sm" disabled={act.isPending} onClick={apply}>
            {agreeing ? 'Agree' : 'Apply'}
          </Button>
          {c.authorRole === 'mentor' && (
            <>
              <Button variant="outline" size="sm" disabled={unlink.isPending} onClick={() => setUnlinking(true)}>
                Unlink mentor account
              </Button>
              <ConfirmDialog
                open={unlinking}
                onClose={() => setUnlinking(false)}
                title={`Unlink ${c.authorName}'s account?`}
                description="It is taken off its catalogue mentor: signed out at once, it can no longer sign in. Its threads stay for the teens and for moderators; only a new account made on the server can speak for this mentor again."
                confirmLabel="Unlink"
                onConfirm={() => unlink.mutate({ userId, name: c.authorName })}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}
