// A teen shares a Public Speaking recording as a peer tip (issue 55), against the real server: nothing is
// sent before the consent screen is agreed to; the recording goes up, the server prepares it over the
// chosen background and puts it up for review; Your tips follows it, and Withdraw takes it back. The
// browser's recorder is stood in for (jsdom has none) by one that hands over a real clip's bytes.
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, expect, inject, test, vi } from 'vitest';
import { FIRST_USE, findDialog, renderApp, signUpTeen } from '../../test/render';

const clipFile = inject('clipFile');

/** A MediaRecorder whose recording is the test server's clip (an MP4 with sound). */
function standInRecorder(bytes: Buffer) {
  class Recorder {
    state = 'inactive';
    mimeType = 'audio/mp4';
    stream = { getTracks: () => [] as { stop(): void }[] };
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: 'audio/mp4' }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', Recorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
}

afterEach(() => vi.unstubAllGlobals());

/** A new teen records in the Public Speaking practice and opens Share as a tip: the dialog and the form. */
async function openShareForm() {
  standInRecorder(readFileSync(clipFile!));
  await signUpTeen();
  const { user } = renderApp('/skill-quest?open=public-speaking');
  const dialog = await findDialog(/Public Speaking/, FIRST_USE);
  const d = within(dialog);
  await user.click(await d.findByRole('button', { name: 'Record' }));
  await user.click(await d.findByRole('button', { name: 'Stop recording' }));
  await user.click(await d.findByRole('button', { name: 'Share as a tip...' }));
  const form = await d.findByRole('form', { name: 'Share your recording as a tip' });
  return { user, d, f: within(form) };
}

test.skipIf(!clipFile)('a speaking recording shared as a tip after its consent screen, followed in Your tips, and withdrawn', async () => {
  const { user, d, f } = await openShareForm();
  expect(f.getByText(/every teen on Rise, in Leadership Shorts, after two of Rise's staff/)).toBeInTheDocument();
  expect(f.getByText(/leave out your full name, your school and where you live/)).toBeInTheDocument();
  // Under 16 (this teen is 15), comments are off unless they turn them on.
  expect(f.getByRole('checkbox', { name: 'Let others comment on my tip' })).not.toBeChecked();
  await user.type(f.getByLabelText('Title'), 'Pause before you answer');
  await user.click(f.getByRole('radio', { name: 'Dusk' }));
  // Not agreed yet: nothing is sent, and the form says why.
  await user.click(f.getByRole('button', { name: 'Share' }));
  expect(await f.findByText('Read who will see your tip, then agree to share it.')).toBeInTheDocument();
  await user.click(f.getByRole('checkbox', { name: 'I have read this and want to share my recording' }));
  await user.click(f.getByRole('button', { name: 'Share' }));
  expect(await d.findByText(/Two of Rise's staff will listen before anyone else can/, undefined, FIRST_USE)).toBeInTheDocument();

  // Your tips, on Skill Quest beneath the dialog: prepared by the server, then waiting for review.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const tips = await screen.findByRole('region', { name: 'Your tips' }, FIRST_USE);
  const t = within(tips);
  expect(t.getByRole('heading', { name: 'Pause before you answer' })).toBeInTheDocument();
  expect(
    await t.findByText(/Waiting for Rise's staff to listen \(0 of 2 checks done\)/, undefined, { timeout: 20_000 }),
  ).toBeInTheDocument();
  await user.click(t.getByRole('button', { name: 'Withdraw' }));
  expect(await t.findByText('Withdrawn: only you can see it')).toBeInTheDocument();
  expect(t.getByRole('button', { name: 'Share again' })).toBeInTheDocument();
});

test.skipIf(!clipFile)('a tip with a video of the teen instead of the voice over a background', async () => {
  const { user, d, f } = await openShareForm();
  await user.type(f.getByLabelText('Title'), 'Look at one friendly face');
  await user.click(f.getByRole('radio', { name: 'A video of me instead' }));
  await user.click(f.getByRole('checkbox', { name: 'I have read this and want to share my recording' }));
  // No video chosen yet: said in the form, nothing sent.
  await user.click(f.getByRole('button', { name: 'Share' }));
  expect(await f.findByText('Record or choose your video first.')).toBeInTheDocument();
  await user.upload(f.getByLabelText('Your video'), new File([new Uint8Array(readFileSync(clipFile!))], 'me.mp4', { type: 'video/mp4' }));
  await user.click(f.getByRole('button', { name: 'Share' }));
  expect(await d.findByText(/Two of Rise's staff will listen before anyone else can/, undefined, FIRST_USE)).toBeInTheDocument();
  await user.keyboard('{Escape}');
  const tips = within(await screen.findByRole('region', { name: 'Your tips' }, FIRST_USE));
  expect(await tips.findByText(/Waiting for Rise's staff to listen/, undefined, { timeout: 20_000 })).toBeInTheDocument();
});
