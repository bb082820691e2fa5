/** Short notices of the checkout (spec: top right, each closing 5 s after it appeared). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const TOAST_MS = 5000;

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly tone: 'error' | 'info';
}

export function useToasts() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (text: string, tone: Toast['tone'] = 'error') => {
      const id = (next.current += 1);
      setToasts((all) => [...all, { id, text, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, TOAST_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}
