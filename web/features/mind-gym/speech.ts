// Words read aloud, for the Affirm tab's Play and a guided session's steps: Rise's own recording in the
// sample clips' voice where it has one (every session step and preset affirmation, issue 55: contract/
// narration.ts), else the browser's own speech synthesis where the device has a voice (a teen's own
// affirmation). Nothing is sent anywhere, and stopping it is always one call.
import { useSyncExternalStore } from 'react';
import { narrationUrl } from '../../../contract/narration';

/** The recording playing now, if any. */
let playing: HTMLAudioElement | null = null;

const synth = (): SpeechSynthesis | undefined =>
  typeof window === 'undefined' ? undefined : (window.speechSynthesis as SpeechSynthesis | undefined);

/** The device can play Rise's recordings. */
const canPlay = () => typeof Audio !== 'undefined';

/** The device can speak: speech synthesis with at least one voice installed. */
function deviceCanSpeak(): boolean {
  const s = synth();
  return !!s && typeof SpeechSynthesisUtterance !== 'undefined' && s.getVoices().length > 0;
}

/** Words can be read aloud here: Rise's recordings play, or the device has a voice. */
export function canSpeak(): boolean {
  return canPlay() || deviceCanSpeak();
}

/** canSpeak, again when the browser's voices arrive (they may load after the page). */
export function useCanSpeak(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const s = synth();
      if (!s || typeof s.addEventListener !== 'function') return () => undefined;
      s.addEventListener('voiceschanged', onChange);
      return () => s.removeEventListener('voiceschanged', onChange);
    },
    canSpeak,
    () => false,
  );
}

/**
 * Speaks the text where the browser has a voice, and answers true; where it has none (no speech
 * synthesis, or no voice installed) answers false. `onFail` runs if speaking fails after all.
 * Whatever was being said stops first.
 */
export function speak(text: string, onFail: () => void = () => undefined): boolean {
  stopSpeaking();
  const recording = narrationUrl(text);
  if (recording && canPlay()) {
    const audio = new Audio(recording);
    playing = audio;
    // A recording that cannot play (offline, say) falls back to the device's voice.
    const fallBack = () => {
      if (playing !== audio) return;
      playing = null;
      if (!speakWithDevice(text, onFail)) onFail();
    };
    audio.addEventListener('error', fallBack, { once: true });
    // (Some browsers, and jsdom, answer no promise.)
    void audio.play()?.catch((error: unknown) => {
      // Stopped before it began (a pause, the next step) is not a failure.
      if ((error as DOMException | null)?.name !== 'AbortError') fallBack();
    });
    return true;
  }
  return speakWithDevice(text, onFail);
}

/** The device's own voice: false where it has none. */
function speakWithDevice(text: string, onFail: () => void): boolean {
  const s = synth();
  if (!s || !deviceCanSpeak()) return false;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.9;
  utterance.onerror = (event) => {
    if (event.error !== 'interrupted' && event.error !== 'canceled') onFail();
  };
  s.speak(utterance);
  return true;
}

/** Stops whatever is being said (nothing happens where there is no speech). */
export function stopSpeaking(): void {
  playing?.pause();
  playing = null;
  synth()?.cancel();
}
