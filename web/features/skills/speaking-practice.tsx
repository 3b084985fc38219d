// Public Speaking: a prompt, a minute the teen starts (and pauses) themselves, an optional recording
// that stays on this device (MediaRecorder; the microphone is asked for only on Record) unless the teen
// shares it as a peer tip after a consent screen (share-tip.tsx, issue 55), then a short self-check
// ticked for themselves.
import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SpeakingPrompt } from '../../../contract/skills';
import { Button } from '../../ui/button';
import { CountdownView } from './countdown-view';
import { useCountdown } from './use-countdown';
import { ShareTip } from './share-tip';

const SPEAK_SECONDS = 60;

type Recording =
  | { state: 'idle' }
  | { state: 'asking' }
  | { state: 'recording' }
  | { state: 'done'; url: string; blob: Blob }
  | { state: 'unavailable'; why: string };

const canRecord = () => typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices?.getUserMedia;

function useRecorder() {
  const [recording, setRecording] = useState<Recording>({ state: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const url = recording.state === 'done' ? recording.url : null;

  // The recording lives only in this page's memory: let it go when a new one is made or the practice closes.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);

  async function start() {
    if (!canRecord()) {
      setRecording({ state: 'unavailable', why: "This browser can't record here. You can still practise out loud." });
      return;
    }
    setRecording({ state: 'asking' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const r = new MediaRecorder(stream);
      r.ondataavailable = (e) => chunks.push(e.data);
      r.onstop = () => {
        stream.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks, { type: r.mimeType });
        setRecording({ state: 'done', url: URL.createObjectURL(blob), blob });
      };
      recorder.current = r;
      r.start();
      setRecording({ state: 'recording' });
    } catch {
      setRecording({
        state: 'unavailable',
        why: 'No microphone, or it was not allowed. That is fine: you can practise out loud without recording.',
      });
    }
  }

  const stop = () => recorder.current?.state === 'recording' && recorder.current.stop();
  return { recording, start, stop };
}

export function SpeakingPractice({
  prompt,
  selfCheck,
  onReady,
}: {
  prompt: SpeakingPrompt;
  selfCheck: readonly string[];
  onReady(): void;
}) {
  const countdown = useCountdown(SPEAK_SECONDS);
  const { recording, start, stop } = useRecorder();
  const [ticked, setTicked] = useState<boolean[]>(() => selfCheck.map(() => false));
  const started = countdown.running || countdown.left < SPEAK_SECONDS;

  useEffect(() => {
    if (countdown.left === 0) onReady();
  }, [countdown.left, onReady]);

  return (
    <div className="grid gap-4">
      <div>
        <p className="font-semibold">{prompt.prompt}</p>
        <ul className="mt-2 list-disc pl-5 text-sm text-muted">
          {prompt.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>

      <CountdownView countdown={countdown} total={SPEAK_SECONDS} label="Your minute" doneText="That's your minute. Nicely done." />

      <div className="rounded-card border border-line p-4">
        <p className="text-sm font-bold">Record yourself (optional)</p>
        <p className="text-sm text-muted">
          The recording stays on this device unless you choose to share it as a tip. It is gone when you close this.
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {recording.state === 'recording' ? (
            <Button variant="outline" onClick={stop}>
              <Square aria-hidden className="h-4 w-4" />
              Stop recording
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void start()} disabled={recording.state === 'asking'}>
              <Mic aria-hidden className="h-4 w-4" />
              {recording.state === 'done' ? 'Record again' : 'Record'}
            </Button>
          )}
          <span role="status" className="text-sm text-muted">
            {recording.state === 'recording' ? 'Recording...' : recording.state === 'asking' ? 'Asking for the microphone...' : ''}
          </span>
        </div>
        {recording.state === 'unavailable' && <p className="mt-2 text-sm">{recording.why}</p>}
        {recording.state === 'done' && (
          <>
            <audio controls src={recording.url} className="mt-2 w-full" aria-label="Your recording" />
            <ShareTip key={recording.url} recording={recording.blob} />
          </>
        )}
      </div>

      {started && (
        <fieldset>
          <legend className="text-sm font-bold">How did it go? Tick what's true (just for you)</legend>
          <ul className="mt-2 grid gap-1">
            {selfCheck.map((line, i) => (
              <li key={line}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="h-6 w-6 accent-primary"
                    checked={ticked[i]}
                    onChange={(e) => {
                      setTicked((t) => t.map((v, j) => (j === i ? e.target.checked : v)));
                      onReady();
                    }}
                  />
                  <span>{line}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
