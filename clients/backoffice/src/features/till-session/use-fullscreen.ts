/** The page in full screen (the till on a tablet), following the browser's own changes (Escape, a swipe). */
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () => document.fullscreenElement != null;

export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  // Safari on iPhone and some embedded views have no Fullscreen API: the button is not offered.
  const supported = typeof document.documentElement.requestFullscreen === 'function';
  const toggle = useCallback(() => {
    const change = isFullscreen() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, a policy) leaves the page as it was: nothing to undo.
    void change.catch(() => undefined);
  }, []);
  return { supported, active, toggle };
}
