// The moderators' screen (issues 14, 16 and 29): the queue, danger first (held for care, self-harm
// reports, sexual reports and adults' messages, then the rest, oldest first), each case kept as
// evidence with every version of its words, every report and every request for another look; the
// decisions taken; what was kept of deleted accounts (their mentor threads); and the audit of every
// look and decision. Only moderators (staff accounts) get here: the server answers everyone else 403.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry, KeptRecord, ModerationCase } from '../../../contract/safety';
import { CASE_KEPT_FOR_DAYS, KEPT_FOR_DAYS } from '../../../contract/safety-rules';
import { formatMediumDate } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/query-view';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { type CaseStatus, auditQuery, casesQuery, keptQuery } from './queries';
import { CaseCard } from './case-card';
import { AUDIT_LABELS, formatDateTime } from './labels';
import { PagedList } from './paged-list';

type Tab = CaseStatus | 'kept' | 'audit';

function CaseList({ status, me }: { status: CaseStatus; me: number | undefined }) {
  const cases = useInfiniteQuery(casesQuery(status));
  return (
    <PagedList<ModerationCase>
      query={cases}
      what="the reports"
      loadingText="Loading reports..."
      skeleton="h-48"
      empty={status === 'open' ? 'Nothing is waiting. Thank you for looking after Rise.' : 'No decisions yet.'}
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((c) => (
            <li key={c.id}>
              <CaseCard c={c} me={me} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** Issue 16: what safeguarding kept of deleted accounts (their mentor threads), until it is erased. */
function KeptList() {
  const kept = useInfiniteQuery(keptQuery);
  return (
    <PagedList<KeptRecord>
      query={kept}
      what="what was kept"
      loadingText="Loading what was kept..."
      empty="Nothing is kept from deleted accounts."
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((k) => (
            <li key={k.id}>
              <Card>
                <article aria-labelledby={`kept-${k.id}`}>
                  <h2 id={`kept-${k.id}`} className="break-words font-bold">
                    {k.about}
                  </h2>
                  <p className="text-sm text-muted">
                    From the deleted account <span className="break-all">@{k.formerUsername}</span> · kept {formatMediumDate(k.keptAt)} ·
                    erased after {formatMediumDate(k.erasedAfter)}
                  </p>
                  <ol className="mt-2 flex flex-col gap-2">
                    {k.lines.map((line, i) => (
                      <li key={i} className="whitespace-pre-line break-words rounded-control bg-surface-2 p-3 text-sm">
                        <span className="font-semibold">{line.from === 'them' ? `@${k.formerUsername}` : line.from}: </span>
                        {line.text}
                      </li>
                    ))}
                  </ol>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** Every look and every decision, newest first: who, what, when. Reading it is recorded too. */
function AuditList() {
  const audit = useInfiniteQuery(auditQuery);
  return (
    <PagedList<AuditEntry> query={audit} what="the audit" loadingText="Loading the audit..." skeleton="h-14" empty="Nothing recorded yet.">
      {(items) => (
        <Card className="p-0">
          <ol aria-label="Audit, newest first" className="divide-y divide-line">
            {items.map((a) => (
              <li key={a.id} className="px-4 py-3 text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-bold">{AUDIT_LABELS[a.action]}</span>
                  <span className="break-all text-muted">by @{a.moderatorUsername}</span>
                  <span className="text-xs text-muted">{formatDateTime(a.at)}</span>
                </p>
                <p className="break-words text-muted">
                  {a.about}
                  {a.caseId !== null && !a.about.includes(`#${a.caseId}`) && ` · case #${a.caseId}`}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </PagedList>
  );
}

export default function ModerationPage() {
  useDocumentTitle('Moderation');
  const user = useCurrentUser().data;
  const [tab, setTab] = useState<Tab>('open');
  if (user?.role !== 'moderator') return <EmptyState>This page is for Rise moderators.</EmptyState>;
  return (
    <div className="mx-auto max-w-app-wide">
      <p className="max-w-prose text-sm text-muted">
        Hide keeps an item from everyone but its writer, who is told which rule it broke and may ask for another look. Restore shows it
        again; where someone may be at risk, a second moderator must agree. Danger comes first: if someone may be in danger, follow the
        safeguarding steps at once.
      </p>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-4">
        <TabsList aria-label="Moderation">
          <TabsTrigger value="open">Waiting</TabsTrigger>
          <TabsTrigger value="decided">Decided</TabsTrigger>
          <TabsTrigger value="kept">Kept</TabsTrigger>
          <TabsTrigger value="audit">Audit</TabsTrigger>
        </TabsList>
        <TabsContent value="open">
          <CaseList status="open" me={user.id} />
        </TabsContent>
        <TabsContent value="decided">
          <p className="mb-3 max-w-prose text-sm text-muted">
            Cases stay here as evidence, with their words, for {CASE_KEPT_FOR_DAYS} days after the decision and after the item is deleted,
            then they are erased.
          </p>
          <CaseList status="decided" me={user.id} />
        </TabsContent>
        <TabsContent value="kept">
          <p className="mb-3 max-w-prose text-sm text-muted">
            The mentor threads of deleted accounts, kept for safeguarding only and erased after {KEPT_FOR_DAYS} days. Reported words are not
            copied here: their cases stay in Waiting and Decided as evidence for {CASE_KEPT_FOR_DAYS} days after the decision and the
            deletion.
          </p>
          <KeptList />
        </TabsContent>
        <TabsContent value="audit">
          <p className="mb-3 max-w-prose text-sm text-muted">
            Every look at the queue, a thread or what was kept, and every decision, newest first. Nobody can change it, and opening it is
            recorded too.
          </p>
          <AuditList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
