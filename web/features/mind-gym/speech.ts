// The browser's own speech synthesis, for the Affirm tab's Play and a guided session's steps: used
// only where the device has a voice, nothing is sent anywhere, and stopping it is always one call.
import { useSyncExternalStore } from 'react';

const synth = (): SpeechSynthesis | undefined =>
  typeof window === 'undefined' ? undefined : (window.speechSynthesis as SpeechSynthesis | undefined);

/** The device can speak: speech synthesis with at least one voice installed. */
export function canSpeak(): boolean {
  const s = synth();
  return !!s && typeof SpeechSynthesisUtterance !== 'undefined' && s.getVoices().length > 0;
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
  const s = synth();
  if (!s || !canSpeak()) return false;
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
  synth()?.cancel();
}
