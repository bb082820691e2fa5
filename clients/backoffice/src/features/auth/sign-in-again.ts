/**
 * Signing in again without leaving the screen. The tablet keeps the last session the server confirmed
 * (use-staff-session), so when the server forgets it (expired after days offline, ended elsewhere) the
 * screens stay and queued work waits in blocked_auth. The till then offers a sign-in in place, its cart
 * untouched: App gives it the session's login and who was signed in, through this context.
 */
import { createContext, useContext } from 'react';
import type { LoginOutcome } from './use-staff-session';

export interface SignInAgain {
  readonly login: (email: string, password: string) => Promise<LoginOutcome>;
  /** The e-mail of whoever is signed in on the tablet: the form starts with it. */
  readonly email: string;
}

export const SignInAgainContext = createContext<SignInAgain | null>(null);

/** Null outside a signed-in app (component tests render screens without it). */
export function useSignInAgain(): SignInAgain | null {
  return useContext(SignInAgainContext);
}
