// One case of the moderators' queue (issue 29), as evidence: why it is where it is in the queue, who
// wrote it (as they were named then), every version of the words, every report with its note and
// whether the reporter counted, the writer's requests for another look, and the decision. Hide names
// the rule its writer is told they broke; a restore where a life may be at stake waits for a second
// moderator. Everything a person wrote is drawn as text, never as HTML.
import { AlertTriangle, EyeOff, type LucideIcon, MessageSquareReply, Trash2, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { ModerationCase } from '../../../contract/safety';
import { CASE_PRIORITIES, COMMUNITY_RULES, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../contract/safety-rules';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { controlClass } from '../../ui/field';
import { AccountPanel } from './account-panel';
import { useDecide } from './mutations';
import { NOTE_CARE_HINT, NOTE_CARE_LABEL, PRIORITY_HINTS, PRIORITY_LABELS, ROLE_LABELS, SUBJECT_LABELS, formatDateTime } from './labels';

const TONES = {
  danger: 'bg-tag-rose text-on-tag-rose',
  waiting: 'bg-tag-amber text-on-tag-amber',
  info: 'bg-tag-blue text-on-tag-blue',
  quiet: 'bg-surface-2 text-muted',
} as const;

function Badge({ tone, icon: Icon, children }: { tone: keyof typeof TONES; icon?: LucideIcon; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${TONES[tone]}`}>
      {Icon && <Icon aria-hidden className="h-3.5 w-3.5 shrink-0" />}
      {children}
    </span>
  );
}

/** A part of the case under its small heading. */
function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-3 min-w-0">
      <h3 id={id} className="text-sm font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Every version of the words, newest first, each with when it was seen. */
function Versions({ c }: { c: ModerationCase }) {
  const total = c.versions.length;
  if (total === 0) {
    return (
      <Part title="The words">
        <p className="mt-1 whitespace-pre-line break-words rounded-control bg-surface-2 p-3">{c.text ?? 'Its words were not kept.'}</p>
      </Part>
    );
  }
  const newestFirst = c.versions.map((v, i) => ({ ...v, number: i + 1 })).reverse();
  return (
    <Part
      title={
        total > 1 ? (
          <span className="flex flex-wrap items-center gap-2">
            The words <Badge tone="info">Edited</Badge>
            <span className="font-normal text-muted">{total} versions, newest first</span>
          </span>
        ) : (
          'The words'
        )
      }
    >
      <ol className="mt-1 flex flex-col gap-2">
        {newestFirst.map((v) => (
          <li key={v.number}>
            {total > 1 && (
              <p className="text-xs font-semibold text-muted">
                Version {v.number} of {total}
                {v.number === total && ' (now)'}
                {v.number === 1 && ' (as first seen)'} · {formatDateTime(v.at)}
              </p>
            )}
            {total === 1 && <p className="text-xs text-muted">As first seen · {formatDateTime(v.at)}</p>}
            <p
              className={`mt-0.5 whitespace-pre-line break-words rounded-control p-3 ${v.number === total ? 'bg-surface-2' : 'border border-dashed border-line text-muted'}`}
            >
              {v.text}
            </p>
          </li>
        ))}
      </ol>
    </Part>
  );
}

function Reports({ c }: { c: ModerationCase }) {
  if (c.count === 0 && c.notes.length === 0) {
    return (
      <Part title="Reports">
        <p className="mt-1 text-sm text-muted">Nobody reported it: it was held for care when it was written.</p>
      </Part>
    );
  }
  return (
    <Part
      title={
        <>
          Reports: {c.count} <span className="font-normal text-muted">· {c.trustedCount} counted (not new or demo accounts)</span>
        </>
      }
    >
      <ul className="mt-1 flex flex-col gap-2">
        {c.notes.map((n, i) => (
          <li key={i} className="rounded-control border border-line p-2 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold">{REPORT_REASON_LABELS[n.reason]}</span>
              {n.trusted ? <Badge tone="quiet">Counted</Badge> : <Badge tone="quiet">New account</Badge>}
              <span className="text-xs text-muted">{formatDateTime(n.at)}</span>
            </p>
            {n.note ? (
              <p className="mt-1 whitespace-pre-line break-words">“{n.note}”</p>
            ) : (
              <p className="mt-1 text-xs text-muted">No note.</p>
            )}
          </li>
        ))}
      </ul>
    </Part>
  );
}

function Appeals({ c }: { c: ModerationCase }) {
  if (c.appeals.length === 0) return null;
  return (
    <Part
      title={
        <span className="flex items-center gap-1.5">
          <MessageSquareReply aria-hidden className="h-4 w-4" /> The writer asked for another look
        </span>
      }
    >
      <ul className="mt-1 flex flex-col gap-2">
        {c.appeals.map((a, i) => (
          <li key={i} className="rounded-control bg-tag-blue p-2 text-sm text-on-tag-blue">
            <p className="text-xs font-semibold">{formatDateTime(a.at)}</p>
            {a.note ? <p className="mt-0.5 whitespace-pre-line break-words">“{a.note}”</p> : <p className="mt-0.5 text-xs">No note.</p>}
          </li>
        ))}
      </ul>
    </Part>
  );
}

function Decide({ c, me }: { c: ModerationCase; me: number | undefined }) {
  const decide = useDecide();
  const ruleId = useId();
  const [rule, setRule] = useState<ReportReason>(c.reasons[0] ?? 'other');
  if (c.authorId !== null && c.authorId === me) {
    return <p className="mt-4 rounded-control bg-surface-2 p-3 text-sm">This is about your own words: another moderator decides it.</p>;
  }
  const waiting = c.restoreRequestedBy !== null;
  const askedByMe = waiting && c.restoreRequestedBy === me;
  const what = `${SUBJECT_LABELS[c.subject]} by ${c.authorName}`;

  function hide() {
    decide.mutate(
      { id: c.id, action: 'hide', rule },
      { onSuccess: () => toast({ title: 'Hidden', description: `${what}. Its writer is told: ${COMMUNITY_RULES[rule]}.` }) },
    );
  }

  function restore() {
    decide.mutate(
      { id: c.id, action: 'restore' },
      {
        onSuccess: (answer) =>
          toast(
            answer.restoreRequestedBy !== null
              ? { title: 'Waiting for a second moderator', description: `${what} stays as it is until another moderator agrees.` }
              : { title: 'Restored', description: answer.warn ? `${what}. Others see it behind a warning.` : what },
          ),
      },
    );
  }

  return (
    <div className="mt-4 border-t border-line pt-3">
      {waiting && (
        <p className="mb-3 flex items-start gap-2 rounded-control bg-tag-amber p-3 text-sm text-on-tag-amber">
          <Users aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {askedByMe
              ? 'You asked to restore it. A second moderator must agree before it shows again.'
              : 'Another moderator asked to restore it. Restore it too if you agree, or hide it.'}
          </span>
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid w-full min-w-0 gap-1 md:w-auto md:max-w-md md:flex-1">
          <label htmlFor={ruleId} className="text-sm font-medium">
            If hidden, the rule it broke
          </label>
          <select
            id={ruleId}
            value={rule}
            onChange={(e) => setRule(e.target.value as ReportReason)}
            className={controlClass}
            aria-describedby={`${ruleId}-told`}
          >
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <p id={`${ruleId}-told`} className="text-xs text-muted">
            Its writer is told: {COMMUNITY_RULES[rule]}.
          </p>
        </div>
        {/* Beside the choice on a wide screen, level with it (below its 24 px label); under it on a phone. */}
        <div className="ml-auto flex flex-wrap justify-end gap-2 md:mt-6">
          <Button variant="outline" size="sm" disabled={decide.isPending || c.decision === 'restore' || askedByMe} onClick={restore}>
            {waiting && !askedByMe ? 'Restore (second moderator)' : 'Restore'}
          </Button>
          <Button variant="danger" size="sm" disabled={decide.isPending || c.decision === 'hide'} onClick={hide}>
            Hide
          </Button>
        </div>
      </div>
    </div>
  );
}

export function CaseCard({ c, me }: { c: ModerationCase; me: number | undefined }) {
  // Top of the queue without a care hold: a report's note spoke of hurting oneself.
  const noteCare = c.priority === CASE_PRIORITIES.heldForCare && c.heldFor !== 'self-harm';
  const priority = noteCare ? NOTE_CARE_LABEL : PRIORITY_LABELS[c.priority];
  const role = ROLE_LABELS[c.authorRole];
  return (
    <Card className={priority ? 'border-danger' : ''}>
      <article aria-labelledby={`case-${c.id}`}>
        <div className="flex flex-wrap items-center gap-2">
          {priority && (
            <Badge tone="danger" icon={AlertTriangle}>
              {priority}
            </Badge>
          )}
          {c.hidden && (
            <Badge tone="quiet" icon={EyeOff}>
              Hidden
            </Badge>
          )}
          {c.itemDeletedAt && (
            <Badge tone="quiet" icon={Trash2}>
              Item deleted
            </Badge>
          )}
          {c.restoreRequestedBy !== null && (
            <Badge tone="waiting" icon={Users}>
              Waiting for a second moderator
            </Badge>
          )}
        </div>
        {priority && <p className="mt-1 text-xs font-semibold text-danger">{noteCare ? NOTE_CARE_HINT : PRIORITY_HINTS[c.priority]}</p>}
        <h2 id={`case-${c.id}`} className="mt-2 break-words font-bold">
          {SUBJECT_LABELS[c.subject]} by {c.authorName}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span className="break-all">@{c.authorUsername}</span>
          {role && <Badge tone="info">{role}</Badge>}
          {c.authorId === null && <span className="font-semibold">account deleted</span>}
          <span>· case #{c.id}</span>
        </p>
        <div className="md:grid md:grid-cols-2 md:gap-x-5">
          <Versions c={c} />
          <div className="min-w-0">
            <Reports c={c} />
            <Appeals c={c} />
          </div>
        </div>
        <p className="mt-3 text-xs text-muted">
          {c.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ') || 'No reason given'} · since {formatDateTime(c.firstReportedAt)}
          {c.decision && c.decidedAt && ` · ${c.decision === 'hide' ? 'hidden' : 'restored'} by a moderator ${formatDateTime(c.decidedAt)}`}
          {!c.decision && c.decidedAt && ` · last decided ${formatDateTime(c.decidedAt)}`}
          {c.warn && ' · shown to others behind a warning'}
          {c.itemDeletedAt && ` · the item was deleted ${formatDateTime(c.itemDeletedAt)}; the case stays as evidence`}
        </p>
        <Decide c={c} me={me} />
        <AccountPanel c={c} me={me} />
      </article>
    </Card>
  );
}
