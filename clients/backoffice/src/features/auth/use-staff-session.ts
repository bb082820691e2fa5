/**
 * The staff session as the tablet knows it. The server decides (Query.me, the HttpOnly cookie); the
 * last session it confirmed is kept in Dexie so the back office opens offline and the POS keeps
 * selling without a network. Online, a server that says "no session" wins and the login page shows;
 * queued work then waits in blocked_auth until someone logs in again. Dexie comes in a chunk of its
 * own beside the first draw: whichever answers first, the device or the server's `me`, opens the
 * dashboard, and the server's session is shown until the device holds it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { serverVerdict, useLiveRead } from '@tijara/shared';
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
  const { db, whenDb, whenSyncEngine } = useAppServices();
  const client = useApolloClient();
  // undefined while Dexie comes and answers; null when nothing is stored.
  const stored = useLiveRead(
    db,
    async (open) => ((await open.meta.get(SESSION_KEY))?.value as StaffSessionData | undefined) ?? null,
    [],
  );
  // The server's session until the device shows it: online, the dashboard need not wait for Dexie.
  const [confirmed, setConfirmed] = useState<StaffSessionData | null>(null);
  const [serverChecked, setServerChecked] = useState(false);
  if (stored && confirmed) setConfirmed(null);

  const remember = useCallback(
    async (session: StaffSessionData | null) => {
      setConfirmed(session);
      const open = await whenDb;
      await (session ? open.meta.put({ key: SESSION_KEY, value: session }) : open.meta.delete(SESSION_KEY));
    },
    [whenDb],
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
    await (await whenDb).offlineCopies.clear();
    await client.clearStore();
  }, [client, whenDb, remember]);

  const session = stored ?? confirmed;
  let state: SessionState;
  if (session) state = { status: 'signed-in', session };
  else if (stored === null && serverChecked) state = { status: 'signed-out' };
  else state = { status: 'checking' };
  return { state, login, logout };
}
