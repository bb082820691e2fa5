/**
 * What the signed-in staff may do on the taxonomy screens: edit (CATALOG_WRITE; without it nothing
 * that writes is shown) and whether a write can go now (online: the server checks slugs, codes and
 * the tree, so nothing is queued offline; the buttons are disabled and the screen says why).
 */
import { Permission } from '@tijara/schema';
import { useOnlineStatus } from '@tijara/shared';
import { useCan } from '../../components/permissions';

export interface Access {
  /** The role may change the catalogue: the write buttons are shown. */
  readonly canWrite: boolean;
  /** A write can be sent now: the buttons are enabled. */
  readonly writable: boolean;
  readonly online: boolean;
}

export function useAccess(): Access {
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const { online } = useOnlineStatus();
  return { canWrite, online, writable: canWrite && online };
}
