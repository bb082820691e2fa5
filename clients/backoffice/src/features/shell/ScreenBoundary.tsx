/**
 * Every back-office screen renders inside this boundary: a screen that throws shows a message in the
 * user's language with "try again" and the way back to the dashboard, while the sidebar stays usable.
 * resetKey (the address) clears the failure when the user goes elsewhere.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@tijara/shared';
import { messages } from './messages';
import { BASE } from './use-route';

const HOME = { href: BASE, label: messages.backHome };

interface Props {
  readonly resetKey: string;
  /** "reload" where a retry cannot help (a lazily loaded screen whose chunk failed). */
  readonly action?: 'retry' | 'reload';
  readonly children: ReactNode;
}

export function ScreenBoundary({ resetKey, action = 'retry', children }: Props) {
  return (
    <ErrorBoundary home={HOME} resetKey={resetKey} action={action}>
      {children}
    </ErrorBoundary>
  );
}
