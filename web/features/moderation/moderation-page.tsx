// The moderators' queue (issue 14): every reported or held item once, self-harm first, with what it
// says, why and how often it was reported, and whether it is hidden; Hide keeps it from everyone but its
// writer, Restore shows it again. Only moderators get here (the server answers everyone else 403).
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { KeptRecord, ModerationCase } from '../../../contract/safety';
import { KEPT_FOR_DAYS, REPORT_REASON_LABELS, type ReportSubject } from '../../../contract/safety-rules';
import { call, callPage, fetchNextPage } from '../../lib/api';
import { moderationApi } from '../../lib/endpoints';
import { formatMediumDate } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, Skeleton } from '../../ui/query-view';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';

type Status = 'open' | 'decided';
type Tab = Status | 'kept';

const SUBJECT_LABELS: Record<ReportSubject, string> = {
  peptalk: 'Pep talk',
  'peptalk-comment': 'Pep talk comment',
  'video-comment': 'Video comment',
  'mentor-message': 'Mentor message',
};

const casesQuery = (status: Status) => ({
  queryKey: ['moderation', status] as const,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    pageParam ? fetchNextPage<ModerationCase>(pageParam) : callPage(moderationApi.reports, { query: { status } }),
  getNextPageParam: (last: { next: string | null }) => last.next,
});

function CaseList({ status }: { status: Status }) {
  const cases = useInfiniteQuery(casesQuery(status));
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'restore' }) => call(moderationApi.decide, { params: { id }, body: { action } }),
    onSuccess: (decided) => {
      toast({ title: decided.decision === 'hide' ? 'Hidden' : 'Restored', description: `${SUBJECT_LABELS[decided.subject]} by ${decided.authorName}` });
      return client.invalidateQueries({ queryKey: ['moderation'] });
    },
    meta: { errorToast: 'The decision was not saved. Please try again.' },
  });
  if (cases.isPending) return <Skeleton rows={3} className="h-32" label="Loading reports..." />;
  if (cases.isError) {
    return (
      <EmptyState>
        <p role="alert">Couldn't load the reports.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void cases.refetch()}>
          Retry
        </Button>
      </EmptyState>
    );
  }
  const items = cases.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState>{status === 'open' ? 'Nothing is waiting. Thank you for looking after Rise.' : 'No decisions yet.'}</EmptyState>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {items.map((c) => (
          <li key={c.id}>
            <Card className={c.urgent ? 'border-danger' : ''}>
              <article aria-labelledby={`case-${c.id}`}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {c.urgent && (
                    <span className="flex items-center gap-1 rounded-full bg-tag-rose px-2 py-0.5 font-bold text-on-tag-rose">
                      <AlertTriangle aria-hidden className="h-4 w-4" /> Look first
                    </span>
                  )}
                  <h3 id={`case-${c.id}`} className="font-bold">
                    {SUBJECT_LABELS[c.subject]} by {c.authorName}
                  </h3>
                  {c.hidden && (
                    <span className="flex items-center gap-1 text-muted">
                      <EyeOff aria-hidden className="h-4 w-4" /> Hidden
                    </span>
                  )}
                </div>
                <p className="mt-2 whitespace-pre-line break-words rounded-control bg-surface-2 p-3">{c.text ?? 'Its writer deleted it.'}</p>
                <p className="mt-2 text-sm text-muted">
                  {c.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ') || 'No reason given'} ·{' '}
                  {c.count === 0 ? 'held when it was written' : `${c.count} ${c.count === 1 ? 'report' : 'reports'}`} · since {formatMediumDate(c.firstReportedAt)}
                  {c.decision && ` · ${c.decision === 'hide' ? 'hidden' : 'restored'} by a moderator`}
                </p>
                <div className="mt-3 flex justify-end gap-2">
                  <Button variant="outline" size="sm" disabled={decide.isPending || (c.decision !== null && !c.hidden)} onClick={() => decide.mutate({ id: c.id, action: 'restore' })}>
                    Restore
                  </Button>
                  <Button variant="danger" size="sm" disabled={decide.isPending || (c.decision !== null && c.hidden)} onClick={() => decide.mutate({ id: c.id, action: 'hide' })}>
                    Hide
                  </Button>
                </div>
              </article>
            </Card>
          </li>
        ))}
      </ul>
      {cases.hasNextPage && (
        <Button variant="outline" className="mt-3 w-full" disabled={cases.isFetchingNextPage} onClick={() => void cases.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}

const keptQuery = {
  queryKey: ['moderation', 'kept'] as const,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam }: { pageParam: string | null }) => (pageParam ? fetchNextPage<KeptRecord>(pageParam) : callPage(moderationApi.kept)),
  getNextPageParam: (last: { next: string | null }) => last.next,
};

/** Issue 16: what safeguarding kept of deleted accounts, until it is erased. */
function KeptList() {
  const kept = useInfiniteQuery(keptQuery);
  if (kept.isPending) return <Skeleton rows={2} className="h-32" label="Loading what was kept..." />;
  if (kept.isError) {
    return (
      <EmptyState>
        <p role="alert">Couldn't load what was kept.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void kept.refetch()}>
          Retry
        </Button>
      </EmptyState>
    );
  }
  const items = kept.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState>Nothing is kept from deleted accounts.</EmptyState>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {items.map((k) => (
          <li key={k.id}>
            <Card>
              <article aria-labelledby={`kept-${k.id}`}>
                <h3 id={`kept-${k.id}`} className="font-bold">
                  {k.about}
                </h3>
                <p className="text-sm text-muted">
                  From the deleted account @{k.formerUsername} · kept {formatMediumDate(k.keptAt)} · erased after {formatMediumDate(k.erasedAfter)}
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
      {kept.hasNextPage && (
        <Button variant="outline" className="mt-3 w-full" disabled={kept.isFetchingNextPage} onClick={() => void kept.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}

export default function ModerationPage() {
  useDocumentTitle('Moderation');
  const user = useCurrentUser().data;
  const [tab, setTab] = useState<Tab>('open');
  if (user?.role !== 'moderator') return <EmptyState>This page is for Rise moderators.</EmptyState>;
  return (
    <div className="mx-auto max-w-xl">
      <p className="text-sm text-muted">
        Hide keeps an item from everyone but its writer; Restore shows it again. Self-harm comes first: if someone may be in danger, follow
        the safeguarding steps at once.
      </p>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-4">
        <TabsList aria-label="Reports">
          <TabsTrigger value="open">Waiting</TabsTrigger>
          <TabsTrigger value="decided">Decided</TabsTrigger>
          <TabsTrigger value="kept">Kept</TabsTrigger>
        </TabsList>
        <TabsContent value="open">
          <CaseList status="open" />
        </TabsContent>
        <TabsContent value="decided">
          <CaseList status="decided" />
        </TabsContent>
        <TabsContent value="kept">
          <p className="mb-3 text-sm text-muted">
            Open reports about what a deleted account wrote or what others wrote on its pep talks, and its mentor threads, kept for safeguarding only and erased after {KEPT_FOR_DAYS} days.
          </p>
          <KeptList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
