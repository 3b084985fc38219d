// Profile → Settings → Your data and account (issue 16): download everything I made, change my
// password (every other device is signed out), and sign out everywhere.
import { Download, KeyRound, LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ChangePasswordBody } from '../../../contract/auth';
import { hrefOf } from '../../lib/api';
import { profileApi } from '../../lib/endpoints';
import { useFormErrors } from '../../lib/form';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormError, PasswordField } from '../../ui/field';
import { useChangePassword, useSignOutEverywhere } from './api';

export default function YourAccount() {
  return (
    <div className="mt-4 grid gap-4">
      <Card>
        <h2 className="flex items-center gap-2 font-bold">
          <Download aria-hidden className="h-5 w-5 text-primary" />
          Your data
        </h2>
        <p className="mt-1 text-sm text-muted">
          One file with everything you made in Rise: your profile and settings, money, moods, affirmations and journal, goals,
          board, mentor matches and messages, pep talks, likes and comments, and the reports and blocks you made.
        </p>
        <a href={hrefOf(profileApi.exportData)} download className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}>
          <Download aria-hidden className="h-4 w-4" />
          Download my data
        </a>
      </Card>
      <ChangePassword />
      <SignOutEverywhere />
    </div>
  );
}

function ChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { errors, check, showServerErrors } = useFormErrors();
  const change = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = check(ChangePasswordBody, { currentPassword, newPassword });
    if (!body) return;
    change.mutate(body, {
      onError: showServerErrors,
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
      },
    });
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="change-password">
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
        <FormError text={errors.form} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
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
        onOpenChange={setAsking}
        title="Sign out everywhere?"
        description="You will be signed out on every device, this one too. Your data stays; sign in again with your password."
        confirmLabel="Sign out everywhere"
        onConfirm={() => signOut.mutate()}
      />
    </Card>
  );
}
