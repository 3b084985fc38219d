// Share a Public Speaking recording as a peer tip (issue 55, item 4). Nothing leaves the device until
// the teen reads a plain consent screen (who will see it, that it can be withdrawn at any time, what to
// leave out) and presses Share. The voice goes over a background they pick; comments are off by
// default under 16. Two of Rise's staff check it before anyone else sees it.
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { TIP_BACKGROUNDS, TIP_BACKGROUND_NAMES, TipFields, type TipBackground } from '../../../contract/shorts';
import { useForm } from '../../lib/form';
import { useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { tipTypeOf, useShareTip } from './tips';

type Step = { at: 'closed' } | { at: 'consent' } | { at: 'sending'; sent: number; size: number } | { at: 'sent' };

export function ShareTip({ recording }: { recording: Blob }) {
  const { data: user } = useCurrentUser();
  const under16 = user?.ageGroup === '13-15';
  const [step, setStep] = useState<Step>({ at: 'closed' });
  const [title, setTitle] = useState('');
  const [background, setBackground] = useState<TipBackground>('ocean');
  const [commentsOpen, setCommentsOpen] = useState(!under16);
  /** Voice over a background (the default), or a video of themselves if they choose. */
  const [withVideo, setWithVideo] = useState(false);
  const [video, setVideo] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const form = useForm();
  const share = useShareTip();
  const consentId = useId();

  if (step.at === 'closed') {
    return (
      <div className="mt-3 rounded-control bg-surface-2 p-3">
        <p className="text-sm">Proud of this one? You can share it as a tip for other teens. Nothing is sent until you say so.</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setStep({ at: 'consent' })}>
          Share as a tip...
        </Button>
      </div>
    );
  }
  if (step.at === 'sent') {
    return (
      <p role="status" className="mt-3 rounded-control bg-primary-soft p-3 text-sm">
        Sent. Two of Rise's staff will listen before anyone else can. Once they have, your tip shows in Leadership Shorts. You can withdraw
        it any time under <span className="font-bold">Your tips</span> in Skill Quest.
      </p>
    );
  }
  if (step.at === 'sending') {
    const percent = step.size > 0 ? Math.round((step.sent / step.size) * 100) : 0;
    return (
      <div className="mt-3 grid gap-1" role="status">
        <label className="text-sm font-semibold" htmlFor={`${consentId}-progress`}>
          Sending your tip... {percent}%
        </label>
        <progress id={`${consentId}-progress`} className="w-full accent-primary" value={step.sent} max={step.size || 1} />
      </div>
    );
  }

  const send = () => {
    const fields = form.check(TipFields, {
      title,
      description: '',
      background: withVideo ? null : background,
      commentsOpen,
      consent: consent || undefined,
    });
    if (!fields) return;
    if (withVideo && (!video || tipTypeOf(video) === null)) {
      form.setErrors({ video: video ? 'Choose an MP4, MOV or WebM video.' : 'Record or choose your video first.' });
      return;
    }
    const file = withVideo && video ? video : recording;
    setStep({ at: 'sending', sent: 0, size: file.size });
    form.save(
      () => share.mutateAsync({ fields, file, onProgress: (sent) => setStep({ at: 'sending', sent, size: file.size }) }),
      () => setStep({ at: 'sent' }),
      () => void setStep({ at: 'consent' }),
    );
  };

  return (
    <Form
      form={form}
      onSubmit={send}
      className="mt-3 grid gap-3 rounded-card border border-line p-4"
      aria-labelledby={`${consentId}-title`}
    >
      <h3 id={`${consentId}-title`} className="font-bold">
        Share your recording as a tip
      </h3>
      <div className="grid gap-1 text-sm">
        <p>
          <span className="font-bold">Who sees it:</span> every teen on Rise, in Leadership Shorts, after two of Rise's staff have listened
          to it. It shows your display name, {user?.displayName ?? 'your name'}.
        </p>
        <p>
          <span className="font-bold">You stay in charge:</span> you can withdraw it or delete it at any time, under Your tips in Skill
          Quest.
        </p>
        <p>
          <span className="font-bold">Keep yourself safe:</span> leave out your full name, your school and where you live.
        </p>
      </div>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={form.errors.title} maxLength={80} />
      <fieldset>
        <legend className="text-sm font-bold">How it looks</legend>
        <div className="mt-2 grid gap-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${consentId}-look`}
              checked={!withVideo}
              onChange={() => setWithVideo(false)}
              className="h-5 w-5 accent-primary"
            />
            My voice over a background (no picture of me)
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${consentId}-look`}
              checked={withVideo}
              onChange={() => setWithVideo(true)}
              className="h-5 w-5 accent-primary"
            />
            A video of me instead
          </label>
        </div>
      </fieldset>
      {withVideo ? (
        <div className="grid gap-1">
          <label className="text-sm font-bold" htmlFor={`${consentId}-video`}>
            Your video
          </label>
          <p className="text-sm text-muted" id={`${consentId}-video-hint`}>
            Portrait or square, up to 90 seconds. Every teen on Rise will see your face, so check what is behind you.
          </p>
          <input
            id={`${consentId}-video`}
            type="file"
            accept="video/mp4,video/quicktime,video/webm"
            capture="user"
            aria-describedby={`${consentId}-video-hint`}
            onChange={(e) => setVideo(e.target.files?.[0] ?? null)}
            className="text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-surface-2 file:px-4 file:font-semibold"
          />
          {form.errors.video && <p className="text-sm font-semibold text-danger">{form.errors.video}</p>}
        </div>
      ) : (
        <fieldset>
          <legend className="text-sm font-bold">Background for your voice</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {TIP_BACKGROUND_NAMES.map((name) => (
              <label
                key={name}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name={`${consentId}-background`}
                  value={name}
                  checked={background === name}
                  onChange={() => setBackground(name)}
                  className="accent-primary"
                />
                <span
                  aria-hidden
                  className="h-5 w-5 rounded-full"
                  style={{ background: `linear-gradient(135deg, ${TIP_BACKGROUNDS[name].from}, ${TIP_BACKGROUNDS[name].to})` }}
                />
                {TIP_BACKGROUNDS[name].label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="h-6 w-6 accent-primary"
          checked={commentsOpen}
          onChange={(e) => setCommentsOpen(e.target.checked)}
        />
        Let others comment on my tip
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-6 w-6 accent-primary"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-describedby={form.errors.consent ? `${consentId}-consent-error` : undefined}
        />
        I have read this and want to share my recording
      </label>
      {form.errors.consent && (
        <p id={`${consentId}-consent-error`} className="text-sm font-semibold text-danger">
          {form.errors.consent}
        </p>
      )}
      <FormMessage />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel="Sending...">
          <Send aria-hidden className="h-4 w-4" />
          Share
        </SubmitButton>
        <Button variant="ghost" onClick={() => setStep({ at: 'closed' })}>
          Not now
        </Button>
      </div>
    </Form>
  );
}
