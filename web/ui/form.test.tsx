// The form kit (form.tsx, web/lib/form.ts): the submit button waits while the form saves, whatever
// the screen does; a second submit sends nothing; a failed save shows in the form, not in a toast.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { isClaimed, noteToasted } from '../lib/failures';
import { useForm } from '../lib/form';
import { TextField } from './field';
import { Form, FormMessage, SubmitButton } from './form';

/** A promise the test settles itself. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function NameForm({ send, onSaved }: { send(name: string): Promise<string>; onSaved(answer: string): void }) {
  const form = useForm();
  return (
    <Form
      form={form}
      aria-label="Name"
      onSubmit={(event) => {
        const name = String(new FormData(event.currentTarget).get('name'));
        form.save(() => send(name), onSaved);
      }}
    >
      <TextField label="Name" name="name" defaultValue="Ada" error={form.errors.name} />
      <FormMessage />
      <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

test('the submit button is disabled and says so while the form saves, and comes back after', async () => {
  const user = userEvent.setup();
  const answer = later<string>();
  const send = vi.fn(() => answer.promise);
  const onSaved = vi.fn();
  render(<NameForm send={send} onSaved={onSaved} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const waiting = screen.getByRole('button', { name: 'Saving...' });
  expect(waiting).toBeDisabled();
  // Enter again while it saves: nothing more is sent.
  await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => answer.resolve('saved'));
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(onSaved).toHaveBeenCalledWith('saved');
});

test('a failed save is said once: a field refusal by its field, a toasted failure in its toast (and why, if the server said), any other in the form', async () => {
  const user = userEvent.setup();
  const fieldRefusal = new ApiError(400, '400', {
    type: 'about:blank',
    title: 'Bad',
    status: 400,
    detail: 'Check the name.',
    errors: { name: 'Pick another name.' },
  });
  const serverFault = new ApiError(500, '500: {}');
  // As the mutation cache does for a write with SPEC §8's toast ('Failed to create account').
  const toastedFault = new ApiError(500, '500: {}');
  noteToasted(toastedFault);
  const toastedWithWhy = new ApiError(429, '429', {
    type: 'about:blank',
    title: 'Too many',
    status: 429,
    detail: 'Try again in a minute.',
  });
  noteToasted(toastedWithWhy);
  const answers = [fieldRefusal, serverFault, toastedFault, toastedWithWhy];
  const onSaved = vi.fn();
  render(<NameForm send={() => Promise.reject(answers.shift()!)} onSaved={onSaved} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText('Pick another name.')).toBeInTheDocument());
  expect(isClaimed(fieldRefusal)).toBe(true);
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // Never the raw answer ("500: {}"): a sentence.
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  expect(screen.queryByText('Pick another name.')).not.toBeInTheDocument();
  expect(isClaimed(serverFault)).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  // The toast said that it failed; the server said why: the form says why.
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.');
  expect(onSaved).not.toHaveBeenCalled();
});
