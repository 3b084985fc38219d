// Issue 36's dialogs: the board switcher (with "New board"), joining a
// classmate's board by its code, the owner's invite codes (shown large, to read aloud or copy), the
// members (hand over, remove, leave, block, report), deleting a board, and Report and Block from a
// task's menu through the shared safety dialogs (web/ui/safety-dialogs.tsx). A step that cannot be
// undone asks first, inline in its row, so that focus never leaves the dialog.
import { useQuery } from '@tanstack/react-query';
import { Ban, Check, Copy, Crown, Flag, KeyRound, LogOut, Plus, UserMinus } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Member, Project } from '../../../contract/board';
import { BOARD_LIMITS, BOARD_WORDS, INVITE_RULES, PROJECT_ID, formatInviteCode, normalizeInviteCode } from '../../../contract/board-rules';
import { isApiError } from '../../lib/api';
import { formatMediumDate, formatShortDate } from '../../lib/format';
import { errorsOf, useForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { InitialAvatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { FormError, TextField } from '../../ui/field';
import { Form, SubmitButton } from '../../ui/form';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';
import { BlockDialog, type BlockTarget, ReportDialog, type ReportTarget } from '../../ui/safety-dialogs';
import { boardHref } from './queries';
import { reportTitle } from './labels';
import {
  invitesQuery,
  projectsQuery,
  useCreateInvite,
  useCreateProject,
  useDeleteProject,
  useHandOver,
  useJoinBoard,
  useRemoveMember,
  useRevokeInvite,
} from './sharing-api';
import type { Open, SharingOpen } from './board-page';

export interface SharingDialogsProps {
  open: SharingOpen;
  boardId: number;
  /** The board shown, once read (null on the samples, or a board I am not on). */
  project: Project | null;
  /** The signed-in user's id. */
  me: number | undefined;
  onOpen(open: Open): void;
  /** Shows another board (its address). */
  onSwitch(id: number): void;
  onClose(): void;
}

/** A sentence for a failed write: the server's own words (its problem's detail or title) when it sent some. */
function messageOf(error: unknown): string {
  if (isApiError(error) && !error.problem?.detail && error.problem?.title) return error.problem.title;
  const errors = errorsOf(error);
  return errors.form ?? Object.values(errors)[0] ?? 'Something went wrong. Please try again.';
}

/**
 * Focus moves to what `scope` marks data-autofocus once `key` (what the dialog shows) changes, unless
 * the person has already moved it elsewhere: a dialog whose list was still on its way first focused
 * Close, and a button that went with what it did (Make a code, Revoke) leaves focus nowhere.
 */
function useFocusMarkedWhenShown(scope: { current: HTMLElement | null }, key: unknown) {
  useEffect(() => {
    const active = document.activeElement;
    const astray = !active || active === document.body || active.hasAttribute('data-dialog-close');
    if (astray) scope.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [scope, key]);
}

export function SharingDialogs({ open, boardId, project, me, onOpen, onSwitch, onClose }: SharingDialogsProps) {
  switch (open.kind) {
    case 'boards':
      return <BoardsDialog boardId={boardId} onSwitch={onSwitch} onJoin={() => onOpen({ kind: 'join' })} onClose={onClose} />;
    case 'join':
      return (
        <JoinDialog
          onJoined={(id) => {
            // Closed first: joining the board already shown (I was on it) draws no new board to close it.
            onClose();
            onSwitch(id);
          }}
          onClose={onClose}
        />
      );
    case 'invite':
      return project && <InviteDialog boardId={boardId} title={project.title} onClose={onClose} />;
    case 'members':
      return project && <MembersDialog boardId={boardId} project={project} me={me} onSwitch={onSwitch} onClose={onClose} />;
    case 'delete-board':
      return (
        project && <DeleteBoardDialog boardId={boardId} title={project.title} onDeleted={() => onSwitch(PROJECT_ID)} onClose={onClose} />
      );
    case 'report':
      return <ReportDialog target={open.target} onClose={onClose} />;
    case 'block':
      return <BlockDialog target={open.target} onClose={onClose} />;
  }
}

// ---- The switcher

function BoardsDialog({
  boardId,
  onSwitch,
  onJoin,
  onClose,
}: {
  boardId: number;
  onSwitch(id: number): void;
  onJoin(): void;
  onClose(): void;
}) {
  const boards = useQuery(projectsQuery());
  const create = useCreateProject();
  const [adding, setAdding] = useState(false);
  const form = useForm();
  const formElement = useRef<HTMLFormElement>(null);
  const titleField = () => formElement.current?.elements.namedItem('title') as HTMLInputElement | null | undefined;
  const newBoardButton = useRef<HTMLButtonElement>(null);
  const shown = useRef<HTMLDivElement>(null);
  useFocusMarkedWhenShown(shown, boards.data === undefined);
  useEffect(() => {
    if (adding) titleField()?.focus();
  }, [adding]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const title = String(new FormData(event.currentTarget).get('title') ?? '').trim();
    if (!title) {
      form.setErrors({ title: 'Give the board a title.' });
      titleField()?.focus();
      return;
    }
    form.setErrors({});
    form.save(
      () => create.mutateAsync(title),
      (board) => onSwitch(board.id),
    );
  }

  return (
    <Dialog onClose={onClose} title="Your boards">
      <div ref={shown}>
        {boards.isPending ? (
          <Skeleton rows={2} className="h-16" label="Loading your boards..." />
        ) : boards.isError ? (
          <LoadFailed what="your boards" look="line" onRetry={() => void boards.refetch()} />
        ) : (
          <ul aria-label="Boards" className="grid gap-2">
            {boards.data.map((board) => {
              const current = board.id === boardId;
              const others = board.members.length - 1;
              return (
                <li key={board.id}>
                  <Link
                    href={boardHref(board.id)}
                    aria-current={current ? 'page' : undefined}
                    {...(current ? { 'data-autofocus': '' } : {})}
                    onClick={(event) => {
                      event.preventDefault();
                      if (current) onClose();
                      else onSwitch(board.id);
                    }}
                    className={`flex min-h-11 items-center gap-3 rounded-control border-2 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${current ? 'border-board bg-board/10' : 'border-line hover:bg-surface-2'}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block break-words font-bold">{board.title}</span>
                      <span className="block text-xs text-muted">
                        {board.role === 'owner' ? 'Yours' : 'Shared with you'}
                        {others > 0 ? ` · ${board.members.length} members` : ''}
                      </span>
                    </span>
                    {current && <Check aria-hidden className="h-5 w-5 shrink-0 text-board" />}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="mt-4 border-t border-line pt-4">
        {adding ? (
          <Form ref={formElement} form={form} onSubmit={submit} className="grid gap-3">
            <TextField
              label="Title of the new board"
              name="title"
              placeholder="Such as Science fair"
              maxLength={BOARD_LIMITS.projectTitle}
              autoComplete="off"
              error={form.errors.title ?? form.errors.form}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  setAdding(false);
                  form.setErrors({});
                  requestAnimationFrame(() => newBoardButton.current?.focus());
                }}
              >
                Cancel
              </Button>
              <SubmitButton pendingLabel="Creating...">Create board</SubmitButton>
            </div>
          </Form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button ref={newBoardButton} variant="secondary" onClick={() => setAdding(true)}>
              <Plus aria-hidden className="h-4 w-4" /> New board
            </Button>
            <Button variant="ghost" onClick={onJoin}>
              <KeyRound aria-hidden className="h-4 w-4" /> Join with a code
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

// ---- Joining

function JoinDialog({ onJoined, onClose }: { onJoined(id: number): void; onClose(): void }) {
  const join = useJoinBoard();
  const form = useForm();
  const formElement = useRef<HTMLFormElement>(null);
  const focusField = () => (formElement.current?.elements.namedItem('code') as HTMLInputElement | null | undefined)?.focus();

  function submit(event: FormEvent<HTMLFormElement>) {
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    if (!normalizeInviteCode(code)) {
      form.setErrors({ code: 'Enter the code you were given.' });
      focusField();
      return;
    }
    form.setErrors({});
    form.save(
      () => join.mutateAsync(code),
      (joined) => {
        toast({ title: 'You joined a board', description: joined.title });
        onJoined(joined.id);
      },
      () => void focusField(),
    );
  }

  return (
    <Dialog onClose={onClose} title="Join a board" description="Enter the code a classmate shared with you.">
      <Form ref={formElement} form={form} onSubmit={submit} className="grid gap-3">
        <TextField
          label="Invite code"
          name="code"
          placeholder="ABCD-EFGH"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          error={form.errors.code ?? form.errors.form}
        />
        <SubmitButton pendingLabel="Joining...">Join board</SubmitButton>
      </Form>
    </Dialog>
  );
}

// ---- Invites

/** A code as a screen reader reads it: character by character, in its two groups ("K 7 Q F, M 2 X D"). */
const spelled = (code: string) =>
  formatInviteCode(code)
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ');

function InviteDialog({ boardId, title, onClose }: { boardId: number; title: string; onClose(): void }) {
  const invites = useQuery(invitesQuery(boardId));
  const create = useCreateInvite(boardId);
  const revoke = useRevokeInvite(boardId);
  const [error, setError] = useState<string>();
  /** Said in the dialog too: the toast behind it is hidden from screen readers while it is open. */
  const [copied, setCopied] = useState<string>();
  const [newest, ...older] = invites.data ?? [];
  const shown = useRef<HTMLDivElement>(null);
  useFocusMarkedWhenShown(shown, invites.data === undefined ? 'loading' : (newest?.id ?? 'none'));

  const make = () => {
    setError(undefined);
    create.mutate(undefined, { onError: (e) => setError(messageOf(e)) });
  };
  const copy = (code: string) => {
    const shown = formatInviteCode(code);
    const done = navigator.clipboard?.writeText(shown) ?? Promise.reject(new Error('No clipboard'));
    done.then(
      () => {
        setCopied('Code copied. Share it with your classmates.');
        toast({ title: 'Code copied', description: `${shown}: share it with your classmates.` });
      },
      () => {
        setCopied('Could not copy. Select the code and copy it yourself.');
        toast({ title: 'Could not copy', description: 'Select the code and copy it yourself.', variant: 'destructive' });
      },
    );
  };
  const joined = (uses: number) => (uses === 1 ? '1 joined' : `${uses} joined`);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Invite classmates"
      description={`Anyone with the code can join ${title} for ${INVITE_RULES.days} days.`}
    >
      <div ref={shown}>
        {invites.isPending ? (
          <Skeleton rows={1} className="h-32" label="Loading codes..." />
        ) : invites.isError ? (
          <LoadFailed what="the codes" look="line" onRetry={() => void invites.refetch()} />
        ) : !newest ? (
          <EmptyState>
            <p>No open code yet. Make one to share with your classmates.</p>
            <Button data-autofocus className="mt-3" onClick={make} disabled={create.isPending}>
              <KeyRound aria-hidden className="h-4 w-4" /> {create.isPending ? 'Making...' : 'Make a code'}
            </Button>
          </EmptyState>
        ) : (
          <div className="grid gap-4">
            <section aria-label="Invite code" className="rounded-card bg-surface-2 p-4 text-center">
              <p aria-hidden className="select-all break-all font-mono text-3xl font-extrabold tracking-widest">
                {formatInviteCode(newest.code)}
              </p>
              <p className="sr-only">Code: {spelled(newest.code)}</p>
              <p className="mt-2 text-sm text-muted">
                Expires {formatMediumDate(newest.expiresAt)} · {joined(newest.uses)}
              </p>
              <div className="mx-auto mt-3 grid max-w-xs gap-2">
                <Button data-autofocus onClick={() => copy(newest.code)}>
                  <Copy aria-hidden className="h-4 w-4" /> Copy
                </Button>
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="outline" size="sm" onClick={make} disabled={create.isPending}>
                    New code
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => revoke.mutate(newest.id)} disabled={revoke.isPending}>
                    Revoke
                  </Button>
                </div>
              </div>
              <p role="status" className="mt-2 min-h-5 text-sm text-muted">
                {copied}
              </p>
            </section>
            {older.length > 0 && (
              <section aria-labelledby="older-codes">
                <h3 id="older-codes" className="text-sm font-bold">
                  Other open codes
                </h3>
                <ul className="mt-2 grid gap-2">
                  {older.map((invite) => (
                    <li key={invite.id} className="flex items-center gap-3 rounded-control border border-line py-1 pl-3 pr-1">
                      <span className="min-w-0 flex-1">
                        <span className="block font-mono font-bold tracking-wider">{formatInviteCode(invite.code)}</span>
                        <span className="block text-xs text-muted">
                          Expires {formatShortDate(invite.expiresAt)} · {joined(invite.uses)}
                        </span>
                      </span>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Revoke code ${formatInviteCode(invite.code)}`}
                        onClick={() => revoke.mutate(invite.id)}
                        disabled={revoke.isPending}
                      >
                        Revoke
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
      <div className="mt-3">
        <FormError text={error} />
      </div>
    </Dialog>
  );
}

// ---- Members

type Asking = { kind: 'remove' | 'owner' | 'leave'; member: Member };

function MembersDialog({
  boardId,
  project,
  me,
  onSwitch,
  onClose,
}: {
  boardId: number;
  project: Project;
  me: number | undefined;
  /** Shows a board: my own after leaving; this one by its new id after handing on my first board. */
  onSwitch(id: number): void;
  onClose(): void;
}) {
  const owner = project.role === 'owner';
  const remove = useRemoveMember(boardId);
  const handOver = useHandOver(boardId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [error, setError] = useState<string>();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const actionId = (kind: Asking['kind'], userId: number) => `member-${kind}-${userId}`;

  /** Back to the button that asked, or (it is gone) to the list. */
  const refocus = (id?: string) => requestAnimationFrame(() => ((id && document.getElementById(id)) || list.current)?.focus());
  const cancel = () => {
    const back = asking && actionId(asking.kind, asking.member.userId);
    setAsking(null);
    setError(undefined);
    refocus(back ?? undefined);
  };
  const confirm = ({ kind, member }: Asking) => {
    setError(undefined);
    const failed = (e: unknown) => setError(messageOf(e));
    if (kind === 'owner')
      handOver.mutate(member.userId, {
        onSuccess: (answer) => {
          toast({ title: 'Board handed over', description: `${member.displayName} is the owner now.` });
          setAsking(null);
          if (answer.id !== boardId) onSwitch(answer.id);
          else refocus();
        },
        onError: failed,
      });
    else
      remove.mutate(
        { userId: member.userId, leaving: kind === 'leave' },
        {
          onSuccess: () => {
            setAsking(null);
            if (kind === 'leave') {
              toast({ title: 'You left the board', description: project.title });
              onSwitch(PROJECT_ID);
            } else {
              toast({ title: 'Member removed', description: `${member.displayName} is no longer on ${project.title}.` });
              refocus();
            }
          },
          onError: failed,
        },
      );
  };
  const pending = remove.isPending || handOver.isPending;

  return (
    <Dialog onClose={onClose} title="Members" description={project.title}>
      <ul ref={list} tabIndex={-1} aria-label="Members" className="grid gap-1 focus:outline-none">
        {project.members.map((member) => {
          const isMe = member.userId === me;
          const blocked = member.displayName === BOARD_WORDS.blockedName;
          const asked = asking?.member.userId === member.userId ? asking : null;
          return (
            <li key={member.userId} className="border-b border-line py-3 last:border-b-0">
              <div className="flex items-center gap-3">
                <InitialAvatar name={member.displayName} color={member.avatarColor} />
                <div className="min-w-0 flex-1">
                  <p className="break-words font-bold">
                    {member.displayName}
                    {isMe && <span className="font-normal text-muted"> (you)</span>}
                  </p>
                  <p className="text-xs text-muted">Joined {formatShortDate(member.joinedAt)}</p>
                </div>
                {member.role === 'owner' && (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary">
                    <Crown aria-hidden className="h-3.5 w-3.5" /> Owner
                  </span>
                )}
              </div>
              {asked ? (
                <AskFirst
                  question={questionOf(asked, project.title)}
                  detail={detailOf(asked)}
                  confirmLabel={asked.kind === 'owner' ? 'Make owner' : asked.kind === 'leave' ? 'Leave board' : 'Remove'}
                  pending={pending}
                  error={error}
                  onCancel={cancel}
                  onConfirm={() => confirm(asked)}
                />
              ) : (
                <MemberActions>
                  {owner && !isMe && (
                    <>
                      <Button
                        id={actionId('owner', member.userId)}
                        variant="outline"
                        size="sm"
                        aria-label={`Make ${member.displayName} the owner`}
                        onClick={() => setAsking({ kind: 'owner', member })}
                      >
                        <Crown aria-hidden className="h-4 w-4" /> Make owner
                      </Button>
                      <Button
                        id={actionId('remove', member.userId)}
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${member.displayName}`}
                        onClick={() => setAsking({ kind: 'remove', member })}
                      >
                        <UserMinus aria-hidden className="h-4 w-4" /> Remove
                      </Button>
                    </>
                  )}
                  {!isMe && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Report ${member.displayName}`}
                      onClick={() => setReporting({ subject: 'person', id: member.userId, what: member.displayName })}
                    >
                      <Flag aria-hidden className="h-4 w-4" /> Report
                    </Button>
                  )}
                  {!isMe && !blocked && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Block ${member.displayName}`}
                      onClick={() => setBlocking({ userId: member.userId, name: member.displayName })}
                    >
                      <Ban aria-hidden className="h-4 w-4" /> Block
                    </Button>
                  )}
                  {isMe && !owner && (
                    <Button
                      id={actionId('leave', member.userId)}
                      variant="outline"
                      size="sm"
                      onClick={() => setAsking({ kind: 'leave', member })}
                    >
                      <LogOut aria-hidden className="h-4 w-4" /> Leave board
                    </Button>
                  )}
                  {isMe && owner && project.members.length > 1 && (
                    <p className="text-xs text-muted">To leave, make another member the owner first.</p>
                  )}
                </MemberActions>
              )}
            </li>
          );
        })}
      </ul>
      {project.titleId !== null && me !== undefined && project.titleBy !== me && (
        <div className="mt-3 border-t border-line pt-3">
          <Button variant="ghost" size="sm" onClick={() => setReporting(reportTitle(project.titleId!, 'board'))}>
            <Flag aria-hidden className="h-4 w-4" /> Report board name
          </Button>
        </div>
      )}
      {reporting && <ReportDialog target={reporting} onClose={() => setReporting(null)} />}
      {blocking && (
        <BlockDialog
          target={blocking}
          onClose={() => {
            setBlocking(null);
            refocus();
          }}
        />
      )}
    </Dialog>
  );
}

function MemberActions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap items-center gap-2 pl-12 empty:hidden">{children}</div>;
}

function questionOf({ kind, member }: Asking, title: string): string {
  if (kind === 'leave') return `Leave ${title}?`;
  if (kind === 'owner') return `Make ${member.displayName} the owner?`;
  return `Remove ${member.displayName} from ${title}?`;
}

function detailOf({ kind }: Asking): string {
  if (kind === 'leave') return 'Your tasks stay on the board; tasks assigned to you become unassigned. You need a new code to come back.';
  if (kind === 'owner') return 'They can invite and remove members and delete the board. You stay on it as a member.';
  return 'Their tasks stay on the board; tasks assigned to them become unassigned.';
}

/** A question in place of a row's buttons: focus starts on Cancel, as in every confirm here. */
function AskFirst({
  question,
  detail,
  confirmLabel,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  question: string;
  detail: string;
  confirmLabel: string;
  pending: boolean;
  error: string | undefined;
  onCancel(): void;
  onConfirm(): void;
}) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-q`}
      aria-describedby={`${id}-d`}
      className="mt-2 rounded-control bg-surface-2 p-3"
      onKeyDown={(event) => {
        // Escape answers No here, rather than closing the whole dialog.
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={`${id}-q`} className="font-bold">
        {question}
      </p>
      <p id={`${id}-d`} className="mt-1 text-sm text-muted">
        {detail}
      </p>
      <FormError text={error} />
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button ref={cancel} variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" size="sm" onClick={onConfirm} disabled={pending}>
          {pending ? 'Saving...' : confirmLabel}
        </Button>
      </div>
    </div>
  );
}

// ---- Deleting a board

function DeleteBoardDialog({ boardId, title, onDeleted, onClose }: { boardId: number; title: string; onDeleted(): void; onClose(): void }) {
  const remove = useDeleteProject(boardId);
  // Open until the server has answered (the confirm button would close it at once), so that the answer
  // still has somewhere to go: on to my own board, or an error toast.
  const deleting = useRef(false);
  return (
    <ConfirmDialog
      onClose={() => !deleting.current && onClose()}
      title={`Delete ${title}?`}
      description="Its columns and tasks go for everyone on it. This can't be undone."
      confirmLabel="Delete board"
      onConfirm={() => {
        deleting.current = true;
        remove.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Board deleted', description: title });
            onDeleted();
          },
          onError: () => {
            deleting.current = false;
            onClose();
          },
        });
      }}
    />
  );
}
