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

export function ScreenBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary home={HOME} resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
