import { useSyncExternalStore } from 'react';
import { pageNetworkStatus } from './network-status';
import type { NetworkStatus, NetworkStatusStore } from './network-status';

/** {online} for the UI, following browser events and real request outcomes. */
export function useOnlineStatus(store: NetworkStatusStore = pageNetworkStatus()): NetworkStatus {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
