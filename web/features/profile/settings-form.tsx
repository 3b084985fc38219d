// Profile → Settings: display name, username, email notifications and theme, saved for real.
import { useId, useState } from 'react';
import type { CurrentUser, Theme } from '../../../contract/auth';
import { UpdateSettingsBody } from '../../../contract/profile';
import { useForm } from '../../lib/form';
import { useSignOut } from '../../lib/session';
import { Button } from '../../ui/button';
import { Field, TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { useUpdateSettings } from './mutations';

const THEMES: [Theme, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System Default'],
];

export default function SettingsForm({ user }: { user: CurrentUser }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [username, setUsername] = useState(user.username);
  const [emailNotifications, setEmailNotifications] = useState(user.emailNotifications);
  const [theme, setTheme] = useState<Theme>(user.theme);
  const emailHint = useId();
  const form = useForm();
  const { errors } = form;
  const save = useUpdateSettings();
  const signOut = useSignOut();

  function submit() {
    const body = form.check(UpdateSettingsBody, { displayName, username, emailNotifications, theme });
    if (body) form.save(() => save.mutateAsync(body));
  }

  return (
    <div className="grid gap-6">
      <Form form={form} onSubmit={submit} className="grid gap-4" aria-label="Settings">
        <TextField
          label="Display name"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={errors.displayName}
          autoComplete="nickname"
          maxLength={40}
        />
        <TextField
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          hint="3 to 20 letters, digits or underscores."
        />
        <div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              checked={emailNotifications}
              onChange={(e) => setEmailNotifications(e.target.checked)}
              aria-describedby={emailHint}
              className="h-6 w-6 accent-primary"
            />
            Email notifications
          </label>
          {/* SPEC §2's checkbox, kept true (issue 31): Rise has no address to write to, so it only records a choice. */}
          <p id={emailHint} className="text-xs text-muted">
            Rise has no email address for you and sends no email. This only keeps your choice, in case Rise ever does.
          </p>
        </div>
        <Field label="Theme" error={errors.theme}>
          {(props) => (
            <select {...props} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
              {THEMES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">Save Changes</SubmitButton>
      </Form>
      <div className="border-t border-line pt-4">
        <Button variant="outline" className="w-full" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </div>
  );
}
