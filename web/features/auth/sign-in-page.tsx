// The door to Rise: sign in, create an account, or try the demo in one click.
import { type FormEvent, useId, useState } from 'react';
import type { SignUpBody } from '../../../contract/auth';
import { REPORT_NOTE_MAX } from '../../../contract/safety-rules';
import { isApiError } from '../../lib/api';
import { useForm } from '../../lib/form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { DateOfBirthField } from '../../ui/date-of-birth-field';
import { FormError, PasswordField, TextAreaField, TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { PlainPageLink } from '../../ui/plain-page-link';
import { useAppealShutOut, useSignIn, useSignUp, useTryDemo } from './mutations';
import { Logo } from '../../ui/logo';

/**
 * "Keep me signed in" (issue 31), off unless chosen: off, the session ends when the browser closes and
 * nothing of the account is kept on the device for offline use (decision 0019).
 */
function KeepSignedInField() {
  const hint = useId();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input type="checkbox" name="keepSignedIn" aria-describedby={hint} className="h-6 w-6 shrink-0 accent-primary" />
        Keep me signed in
      </label>
      <p id={hint} className="text-sm text-muted">
        Leave this off on a shared or school computer. Then closing the browser signs you out, and Rise keeps nothing on the computer.
      </p>
    </div>
  );
}

/**
 * A suspended or closed account (issue 52): the server's words (until when, under which rule), and a
 * way to ask once for another look, with the username and password just typed (it cannot sign in).
 */
function ShutOut({ detail, username, password }: { detail: string; username: string; password: string }) {
  const [note, setNote] = useState('');
  const appeal = useAppealShutOut();
  // Inside the sign-in form, so no form of its own; the kit still keeps it pending while it is sent.
  const send = useForm();
  return (
    <section aria-label="Your account" className="grid gap-3 rounded-control border border-line bg-surface-2 p-3">
      <p className="text-sm">{detail}</p>
      {appeal.isSuccess ? (
        <p role="status" className="text-sm font-semibold">
          Thanks. A moderator will look at it again, and the answer waits in your account.
        </p>
      ) : (
        <>
          <TextAreaField
            label="Ask for another look (a note is optional)"
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
          <FormError
            text={appeal.error ? (isApiError(appeal.error) ? appeal.error.detail : 'Could not reach Rise. Please try again.') : undefined}
          />
          <Button
            variant="outline"
            disabled={send.pending}
            onClick={() =>
              send.save(
                () => appeal.mutateAsync({ username, password, ...(note.trim() && { note: note.trim() }) }),
                undefined,
                () => true, // said above, from appeal.error
              )
            }
          >
            Ask for another look
          </Button>
        </>
      )}
    </section>
  );
}

function SignInForm() {
  const signIn = useSignIn();
  const form = useForm();
  const { errors } = form;
  const [shutOut, setShutOut] = useState<{ detail: string; username: string; password: string } | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    // The server checks the fields (the contract's rules) and names any it refuses: the form shows
    // them under each, so the sign-in screen carries no schema code.
    const body = {
      username: String(data.get('username')),
      password: String(data.get('password')),
      keepSignedIn: data.get('keepSignedIn') === 'on',
    };
    setShutOut(null);
    form.save(
      () => signIn.mutateAsync(body),
      undefined,
      (error) => {
        // Suspended or closed by moderators: said in full, with a way to ask for another look.
        if (!isApiError(error) || error.status !== 403) return false;
        setShutOut({ detail: error.detail, username: body.username, password: body.password });
        return true;
      },
    );
  }
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
      />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={errors.password} />
      <KeepSignedInField />
      <FormMessage />
      <SubmitButton pendingLabel="Signing in...">Sign in</SubmitButton>
      {shutOut && <ShutOut {...shutOut} />}
    </Form>
  );
}

function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm();
  const { errors } = form;
  function submit(event: FormEvent<HTMLFormElement>) {
    // The server checks every field, the age rule included (issue 31: nothing here tells the ages
    // before the form is sent), and its answers show under the fields it names.
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Omit<SignUpBody, 'keepSignedIn'>;
    form.save(() => signUp.mutateAsync(fields));
  }
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-label="Create account">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        hint="3 to 20 letters, digits or underscores."
        error={errors.username}
      />
      <TextField label="Display name" name="displayName" autoComplete="nickname" maxLength={40} error={errors.displayName} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="8 or more characters; try a few words."
        error={errors.password}
      />
      <DateOfBirthField
        label="Date of birth"
        name="dateOfBirth"
        hint="Used to check your age. Rise doesn't keep the date itself."
        error={errors.dateOfBirth}
      />
      <p className="text-sm text-muted">
        By creating an account you agree to the <PlainPageLink page="terms">Terms</PlainPageLink> and the{' '}
        <PlainPageLink page="community-standards">Community Standards</PlainPageLink>. The{' '}
        <PlainPageLink page="privacy">Privacy notice</PlainPageLink> says what Rise keeps and who can see it.
      </p>
      <FormMessage />
      <SubmitButton pendingLabel="Creating account...">Create account</SubmitButton>
    </Form>
  );
}

export default function SignInPage() {
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const demo = useTryDemo();
  useDocumentTitle(mode === 'sign-in' ? 'Sign in' : 'Create account');
  return (
    // A phone's column; from the rail breakpoint up, a card in the middle of the screen.
    <main className="mx-auto flex min-h-dvh max-w-app flex-col px-6 py-10 rail:my-10 rail:min-h-0 rail:rounded-sheet rail:border rail:border-line rail:bg-surface rail:px-10 rail:shadow-raised">
      <div className="flex items-center gap-3">
        <Logo className="h-12 w-12" />
        <div>
          <p className="text-2xl font-extrabold">Rise</p>
          <p className="text-sm text-muted">Build skills, lead, save and feel good.</p>
        </div>
      </div>
      <h1 className="mt-8 text-2xl font-bold">{mode === 'sign-in' ? 'Welcome back' : 'Create your account'}</h1>
      <div className="mt-6">{mode === 'sign-in' ? <SignInForm /> : <SignUpForm />}</div>
      <p className="mt-4 text-center text-sm text-muted">
        {mode === 'sign-in' ? 'New to Rise?' : 'Already have an account?'}{' '}
        <button
          type="button"
          className="min-h-11 px-1 font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
        >
          {mode === 'sign-in' ? 'Create an account' : 'Sign in'}
        </button>
      </p>
      <div className="mt-8 border-t border-line pt-6 text-center">
        <p className="text-sm text-muted">Just looking around?</p>
        <Button variant="secondary" className="mt-3 w-full" onClick={() => demo.mutate()} disabled={demo.isPending}>
          {demo.isPending ? 'Starting the demo...' : 'Try the demo'}
        </Button>
      </div>
    </main>
  );
}
