/**
 * False until the browser has painted what the first draw committed, then true: for what sits
 * below the fold (the footer, and the chunk it loads), so that its request does not share the
 * phone's line with the page's first picture and script.
 */
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // A frame callback runs just before the next paint; a task queued from it runs just after.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
