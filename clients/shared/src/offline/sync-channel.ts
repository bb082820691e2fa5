/**
 * How any tab reaches the sync leader: a BroadcastChannel per database. A tab that enqueues, or a
 * user pressing "sync now" in a tab that is not the leader, posts here; the leader (maybe in the
 * same tab: another channel object of the same name receives it too) wakes up and sends.
 */
export type SyncSignal = 'enqueued' | 'sync' | 'online' | 'auth-restored';

export interface SyncChannel {
  post(signal: SyncSignal): void;
  listen(listener: (signal: SyncSignal) => void): void;
  close(): void;
}

export type SyncChannelFactory = (databaseName: string) => SyncChannel | null;

const SIGNALS: readonly SyncSignal[] = ['enqueued', 'sync', 'online', 'auth-restored'];

function isSignal(value: unknown): value is SyncSignal {
  return typeof value === 'string' && (SIGNALS as readonly string[]).includes(value);
}

/** The real one; null where BroadcastChannel is missing (then only in-tab triggers and timers). */
export const broadcastSyncChannel: SyncChannelFactory = (databaseName) => {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(`tijara-sync:${databaseName}`);
  return {
    post: (signal) => channel.postMessage(signal),
    listen: (listener) => {
      channel.onmessage = (event: MessageEvent) => {
        if (isSignal(event.data)) listener(event.data);
      };
    },
    close: () => channel.close(),
  };
};

/** Posts one signal from a short-lived channel (the message is queued before close). */
export function postSyncSignal(databaseName: string, signal: SyncSignal): void {
  const channel = broadcastSyncChannel(databaseName);
  if (!channel) return;
  channel.post(signal);
  channel.close();
}
