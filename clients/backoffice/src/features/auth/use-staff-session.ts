/**
 * The staff session as the tablet knows it. The server decides (Query.me, the HttpOnly cookie); the
 * last session it confirmed is kept in Dexie so the back office opens offline and the POS keeps
 * selling without a network. Online, a server that says "no session" wins and the login page shows;
 * queued work then waits in blocked_auth until someone logs in again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { serverVerdict } from '@tijara/shared';
import type { SessionFieldsFragment } from '../../__generated__/auth/graphql';
import { CurrentSessionDocument, LoginDocument, LogoutDocument } from '../../__generated__/auth/graphql';
import { useAppServices } from '../../app/app-services';

export type StaffSessionData = SessionFieldsFragment;
export const SESSION_KEY = 'staffSession';

export type SessionState =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; session: StaffSessionData };

export type LoginOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'unreachable' | 'failed' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

function loginFailure(error: unknown): LoginOutcome {
  const verdict = serverVerdict(error);
  if (!verdict) return { ok: false, reason: 'unreachable' };
  if (verdict.code === 'RATE_LIMITED') {
    const seconds = Number(verdict.extensions['retryAfterSeconds']);
    return { ok: false, reason: 'throttled', retryAfterSeconds: Number.isFinite(seconds) ? seconds : 900 };
  }
  return { ok: false, reason: verdict.code === 'UNAUTHENTICATED' ? 'invalid' : 'failed' };
}

export function useStaffSession() {
  const { db, whenSyncEngine } = useAppServices();
  const client = useApolloClient();
  // undefined while Dexie answers; null when nothing is stored.
  const stored = useLiveQuery(
    async () => ((await db.meta.get(SESSION_KEY))?.value as StaffSessionData | undefined) ?? null,
    [db],
  );
  const [serverChecked, setServerChecked] = useState(false);

  const remember = useCallback(
    (session: StaffSessionData | null) =>
      session ? db.meta.put({ key: SESSION_KEY, value: session }) : db.meta.delete(SESSION_KEY),
    [db],
  );

  useEffect(() => {
    client.query({ query: CurrentSessionDocument, fetchPolicy: 'network-only' }).then(
      async ({ data }) => {
        if (data) await remember(data.me);
        setServerChecked(true);
      },
      // Unreachable: the stored session stands until the server can be asked.
      () => setServerChecked(true),
    );
  }, [client, remember]);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      try {
        const { data } = await client.mutate({ mutation: LoginDocument, variables: { email, password } });
        if (!data) return { ok: false, reason: 'failed' };
        await remember(data.login);
        void whenSyncEngine.then((engine) => engine.notifyAuthRestored());
        return { ok: true };
      } catch (error) {
        return loginFailure(error);
      }
    },
    [client, remember, whenSyncEngine],
  );

  const logout = useCallback(async () => {
    // Offline, the server session simply expires; the tablet forgets it now either way.
    await client.mutate({ mutation: LogoutDocument }).catch(() => undefined);
    await remember(null);
    // The screens' copies hold customers' names, phones and addresses: a shared tablet keeps none of
    // them for whoever signs in next.
    await db.offlineCopies.clear();
    await client.clearStore();
  }, [client, db, remember]);

  let state: SessionState;
  if (stored) state = { status: 'signed-in', session: stored };
  else if (stored === null && serverChecked) state = { status: 'signed-out' };
  else state = { status: 'checking' };
  return { state, login, logout };
}
