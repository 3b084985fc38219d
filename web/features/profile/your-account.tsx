// Profile → Settings → Your data and account (issue 16): download everything I made, change my
// password (every other device is signed out), sign out everywhere, and delete my account after a
// screen that says exactly what goes and what safeguarding keeps, and for how long. A staff account
// (issue 29) uses the password and sign-out parts alone (PasswordAndSessions, in web/app/staff-shell.tsx).
import { Download, KeyRound, LogOut, ScrollText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ChangePasswordBody } from '../../../contract/auth';
import { DeleteAccountBody } from '../../../contract/profile';
import { KEPT_FOR_DAYS } from '../../../contract/safety-rules';
import { hrefOf } from '../../lib/api';
import { profileApi } from '../../lib/endpoints';
import { useForm } from '../../lib/form';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { PlainPageLink } from '../../ui/plain-page-link';
import { useChangePassword, useDeleteAccount, useSignOutEverywhere } from './mutations';

export default function YourAccount({ demo }: { demo: boolean }) {
  return (
    <div className="mt-4 grid gap-4">
      <Card>
        <h2 className="flex items-center gap-2 font-bold">
          <Download aria-hidden className="h-5 w-5 text-primary" />
          Your data
        </h2>
        <p className="mt-1 text-sm text-muted">
          One file with everything you made in Rise: your profile and settings, money, moods, affirmations and journal, goals, boards and
          your tasks on shared ones, mentor matches and messages, pep talks, likes and comments, and the reports and blocks you made.
        </p>
        <a href={hrefOf(profileApi.exportData)} download className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}>
          <Download aria-hidden className="h-4 w-4" />
          Download my data
        </a>
      </Card>
      <PlainWords />
      <ChangePassword />
      <SignOutEverywhere />
      <DeleteAccount demo={demo} />
    </div>
  );
}

/** Issue 31: the privacy notice, the community standards and the terms, one tap away; issue 55: the credits. */
function PlainWords() {
  return (
    <Card>
      <h2 className="flex items-center gap-2 font-bold">
        <ScrollText aria-hidden className="h-5 w-5 text-primary" />
        Privacy and rules
      </h2>
      <p className="mt-1 text-sm text-muted">
        What Rise keeps about you and who can see it, what is not allowed, the deal between you and Rise, and where the sample clips'
        photos, voices and music come from.
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        <li>
          <PlainPageLink page="privacy" className="inline-flex min-h-11 items-center">
            Privacy
          </PlainPageLink>
        </li>
        <li>
          <PlainPageLink page="community-standards" className="inline-flex min-h-11 items-center">
            Community Standards
          </PlainPageLink>
        </li>
        <li>
          <PlainPageLink page="terms" className="inline-flex min-h-11 items-center">
            Terms
          </PlainPageLink>
        </li>
        <li>
          <PlainPageLink page="credits" className="inline-flex min-h-11 items-center">
            Credits
          </PlainPageLink>
        </li>
      </ul>
    </Card>
  );
}

/** Change password and sign out everywhere: all a staff account keeps of its own account. */
export function PasswordAndSessions() {
  return (
    <div className="grid gap-4">
      <ChangePassword />
      <SignOutEverywhere />
    </div>
  );
}

function ChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const form = useForm();
  const { errors } = form;
  const change = useChangePassword();

  function submit() {
    const body = form.check(ChangePasswordBody, { currentPassword, newPassword });
    if (!body) return;
    form.save(
      () => change.mutateAsync(body),
      () => {
        setCurrentPassword('');
        setNewPassword('');
      },
    );
  }

  return (
    <Card>
      <Form form={form} onSubmit={submit} className="grid gap-4" aria-labelledby="change-password">
        <h2 id="change-password" className="flex items-center gap-2 font-bold">
          <KeyRound aria-hidden className="h-5 w-5 text-primary" />
          Change password
        </h2>
        <PasswordField
          label="Current password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={errors.currentPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label="New password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={errors.newPassword}
          autoComplete="new-password"
          hint="8 or more characters; try a few words. Every other device will be signed out."
        />
        <FormMessage />
        <SubmitButton pendingLabel="Changing...">Change password</SubmitButton>
      </Form>
    </Card>
  );
}

function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  return (
    <Card>
      <h2 className="flex items-center gap-2 font-bold">
        <LogOut aria-hidden className="h-5 w-5 text-primary" />
        Sign out everywhere
      </h2>
      <p className="mt-1 text-sm text-muted">Lost a phone, or signed in at school? This signs you out on every device, this one too.</p>
      <Button variant="outline" className="mt-3 w-full sm:w-auto" onClick={() => setAsking(true)} disabled={signOut.isPending}>
        {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Sign out everywhere?"
        description="You will be signed out on every device, this one too. Your data stays; sign in again with your password."
        confirmLabel="Sign out everywhere"
        onConfirm={() => signOut.mutate()}
      />
    </Card>
  );
}

/** What deleting takes, said plainly before anything is asked (the dialog repeats it). */
const GOES = [
  'Your profile, settings and sign-ins on every device',
  'Your money: accounts, transactions and savings goals',
  'Your moods, affirmations, journal and breathing sessions',
  'Your goals, milestones and reflections, and your board',
  'Your mentor matches and messages, your pep talks, likes, comments and shares',
  'Your progress, achievements and notifications, and the people you blocked',
];

function DeleteAccount({ demo }: { demo: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const form = useForm();
  const { errors } = form;
  const remove = useDeleteAccount();

  function submit() {
    const body = form.check(DeleteAccountBody, { password });
    if (body) form.save(() => remove.mutateAsync(body));
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 font-bold text-danger">
        <Trash2 aria-hidden className="h-5 w-5" />
        Delete my account
      </h2>
      {demo ? (
        <p className="mt-1 text-sm text-muted">This is a demo account: signing out removes it and everything in it.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            Everything you made in Rise goes, for good. On boards you share, your tasks stay with the group without your name, and a board
            you own passes to another member. Download your data first if you want to keep it.
          </p>
          <Button variant="danger" className="mt-3 w-full sm:w-auto" onClick={() => setOpen(true)}>
            Delete my account
          </Button>
        </>
      )}
      {open && (
        <Dialog
          onClose={() => {
            if (form.pending) return;
            setOpen(false);
            setPassword('');
            form.setErrors({});
          }}
          title="Delete your account?"
        >
          <Form form={form} onSubmit={submit} className="grid gap-4">
            <div className="text-sm">
              <p className="font-semibold">What goes, at once and for good:</p>
              <ul className="mt-1 list-disc pl-5 text-muted">
                {GOES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-3 font-semibold">What is kept, for safety only:</p>
              <p className="mt-1 text-muted">
                Reports about what you wrote, and reports you made, stay with Rise's safety team, with the words they are about, until a
                moderator decides, and then for {KEPT_FOR_DAYS} days (counted from your deletion if that comes later), even after your
                account is gone. Messages between you and a mentor are kept for moderators only for {KEPT_FOR_DAYS} days. Then all of it is
                erased.
              </p>
            </div>
            <PasswordField
              label="Your password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              autoComplete="current-password"
            />
            <FormMessage />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={form.pending}>
                Keep my account
              </Button>
              <SubmitButton variant="danger" pendingLabel="Deleting...">
                Delete for good
              </SubmitButton>
            </div>
          </Form>
        </Dialog>
      )}
    </Card>
  );
}
