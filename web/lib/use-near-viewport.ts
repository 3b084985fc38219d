// Media in a feed (a picture, a video's poster) loads when its card comes near the screen, not all at
// once with the first page: on a slow network the pictures below the fold would hold up the words above
// it. Once near, it stays loaded.
import { useEffect, useRef, useState } from 'react';

/** How far below the screen a card starts loading its media: about one card ahead of a scroll. */
const AHEAD = '400px 0px';

export function useNearViewport<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
