/**
 * The signed-in staff's permissions for the screens: a form a role may not write is drawn read only,
 * without the buttons it cannot use. This only shapes the screen; the server still refuses.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Permission } from '@tijara/schema';

const PermissionsContext = createContext<readonly string[]>([]);

export function PermissionsProvider({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: ReactNode;
}) {
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}

/** Whether the signed-in staff holds the permission (false outside a provider). */
export function useCan(permission: Permission): boolean {
  return useContext(PermissionsContext).includes(permission);
}

/** Every permission the signed-in staff holds (for rules naming several, as the screens' sections). */
export function useHeldPermissions(): readonly string[] {
  return useContext(PermissionsContext);
}
