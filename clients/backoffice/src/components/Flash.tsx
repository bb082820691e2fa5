/**
 * Flash messages: what a save, a send or a refusal came to, stacked at the top of the screen in a
 * live region, each with a close button and gone by itself after FLASH_DURATION_MS. The app mounts
 * FlashProvider once around the signed-in shell; screens say things with useFlash().
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { flashMessages } from './flash-messages';
import './overlays.css';

/** The spec's auto-dismiss delay (section 9). */
export const FLASH_DURATION_MS = 5000;

export type FlashKind = 'success' | 'danger' | 'warning' | 'info';
export type Flash = (kind: FlashKind, text: string) => void;

interface FlashEntry {
  readonly id: number;
  readonly kind: FlashKind;
  readonly text: string;
}

const FlashContext = createContext<Flash | null>(null);

/** Outside a FlashProvider (a piece rendered alone) messages are dropped rather than breaking it. */
const dropped: Flash = () => undefined;

export function useFlash(): Flash {
  return useContext(FlashContext) ?? dropped;
}

export function FlashProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<readonly FlashEntry[]>([]);
  const nextId = useRef(0);
  const flash = useCallback<Flash>((kind, text) => {
    nextId.current += 1;
    const entry = { id: nextId.current, kind, text };
    setEntries((current) => [...current, entry]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);

  return (
    <FlashContext.Provider value={flash}>
      {children}
      <FlashStack entries={entries} onDismiss={dismiss} />
    </FlashContext.Provider>
  );
}

function FlashStack({
  entries,
  onDismiss,
}: {
  entries: readonly FlashEntry[];
  onDismiss: (id: number) => void;
}) {
  const intl = useIntl();
  // Always in the page, even empty: a live region added together with its text is not announced.
  return (
    <section className="flashes" aria-label={intl.formatMessage(flashMessages.flashRegion)}>
      <div aria-live="polite" aria-relevant="additions">
        {entries.map((entry) => (
          <FlashMessage key={entry.id} entry={entry} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

function FlashMessage({ entry, onDismiss }: { entry: FlashEntry; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  const { id, kind, text } = entry;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);

  return (
    <div className={`flash flash--${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <span className="flash__text">{text}</span>
      <button
        type="button"
        className="flash__close"
        aria-label={intl.formatMessage(flashMessages.closeFlash)}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
