// A short burst of confetti when something the teen did themselves is achieved (a savings goal reached,
// a goal completed), never for a mentor match: a person is not a prize (decision 0021). About a
// second, drawn on a canvas nobody can click or read, loaded only when used (canvas-confetti, ~4 KB),
// and never under reduced motion.

const QUERY = '(prefers-reduced-motion: reduce)';

/** Celebrates, unless the person asked for less motion; answers whether it did. */
export async function celebrate(): Promise<boolean> {
  if (typeof window === 'undefined' || window.matchMedia(QUERY).matches) return false;
  const confetti = await import('canvas-confetti').then(
    (m) => m.default,
    () => null, // offline: the moment passes without confetti
  );
  if (!confetti) return false;
  const style = getComputedStyle(document.documentElement);
  const colors = ['--primary', '--color-like', '--success', '--on-tag-amber'].map((v) => style.getPropertyValue(v).trim()).filter(Boolean);
  // Our own canvas, drawn on this thread: the library's worker would come from a blob: URL, which
  // the Content Security Policy rightly refuses.
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '70' });
  document.body.append(canvas);
  try {
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    await fire({
      particleCount: 90,
      spread: 75,
      startVelocity: 38,
      ticks: 140,
      origin: { y: 0.65 },
      colors: colors.length ? colors : undefined,
    });
  } finally {
    canvas.remove();
  }
  return true;
}
