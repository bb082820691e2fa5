/**
 * Several images to one upload address, each in its own request (so each has its own progress), at
 * most `parallel` at once (MAX_PARALLEL_UPLOADS, the spec's 8). Files are checked first
 * (checkImageFiles): the refused ones are never sent and are kept apart with their reason. A failed
 * file stays in the list with why, to be sent again by hand; onUploaded hears of each stored file.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { checkImageFiles } from './check-image-files';
import type { RefusedFile } from './check-image-files';
import { uploadFile } from './upload-file';
import type { UploadAnswer, UploadProblem } from './upload-file';

/** The spec's limit: 8 uploads in parallel. */
export const MAX_PARALLEL_UPLOADS = 8;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  readonly id: string;
  readonly file: File;
  /** 0 to 100: how much of the file has gone up. */
  readonly percent: number;
  readonly status: UploadStatus;
  /** Why it failed, when it did. */
  readonly error?: UploadProblem;
}

export interface UploadQueueOptions {
  readonly url: string;
  readonly parallel?: number;
  /** Each stored file, with the server's answer for it; called even if the screen has gone since. */
  readonly onUploaded: (answer: UploadAnswer, file: File) => void;
  /** The multipart field ('file'). */
  readonly field?: string;
}

export interface UploadQueue {
  /** Checks the files and queues those that may be sent; returns the refused ones (also in `refused`). */
  readonly enqueue: (files: readonly File[]) => readonly RefusedFile[];
  readonly items: readonly UploadItem[];
  /** The files the last enqueue refused before sending. */
  readonly refused: readonly RefusedFile[];
  /** Files stored, out of all queued (refused ones are not counted). */
  readonly done: number;
  readonly total: number;
  /** Sends a failed file again. */
  readonly retry: (id: string) => void;
  /** Drops the stored and failed files from the list (what is still on its way stays). */
  readonly clearFinished: () => void;
}

export function useUploadQueue({
  url,
  parallel = MAX_PARALLEL_UPLOADS,
  onUploaded,
  field,
}: UploadQueueOptions): UploadQueue {
  const client = useApolloClient();
  const prefix = useId();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const [refused, setRefused] = useState<readonly RefusedFile[]>([]);
  const counter = useRef(0);
  // Requests on their way: counted here, not from state, so a render in between never over-fills.
  const active = useRef(new Set<string>());
  // What the next request uses and whom it tells: the caller's latest, without restarting anything.
  const latest = useRef({ url, field, onUploaded });
  useEffect(() => {
    latest.current = { url, field, onUploaded };
  }, [url, field, onUploaded]);

  const update = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      active.current.add(item.id);
      update(item.id, { status: 'uploading', percent: 0, error: undefined });
      const { url: target, field: name } = latest.current;
      void uploadFile({
        client,
        url: target,
        file: item.file,
        ...(name ? { field: name } : {}),
        onProgress: (percent) => update(item.id, { percent }),
      }).then((result) => {
        active.current.delete(item.id);
        if (result.ok) {
          update(item.id, { status: 'done', percent: 100 });
          latest.current.onUploaded(result, item.file);
        } else {
          update(item.id, { status: 'failed', error: result.problem });
        }
      });
    },
    [client, update],
  );

  // Fills the free slots with the oldest queued files, whenever the list changes.
  useEffect(() => {
    const free = Math.max(0, parallel - active.current.size);
    items
      .filter((item) => item.status === 'queued' && !active.current.has(item.id))
      .slice(0, free)
      .forEach(start);
  }, [items, parallel, start]);

  const enqueue = useCallback(
    (files: readonly File[]) => {
      const checked = checkImageFiles(files);
      setRefused(checked.refused);
      const added = checked.accepted.map((file): UploadItem => {
        counter.current += 1;
        return { id: `${prefix}-${counter.current}`, file, percent: 0, status: 'queued' };
      });
      if (added.length > 0) setItems((list) => [...list, ...added]);
      return checked.refused;
    },
    [prefix],
  );

  const retry = useCallback(
    (id: string) =>
      setItems((list) =>
        list.map((item) =>
          item.id === id && item.status === 'failed'
            ? { id: item.id, file: item.file, percent: 0, status: 'queued' }
            : item,
        ),
      ),
    [],
  );

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((item) => item.status === 'queued' || item.status === 'uploading'));
    setRefused([]);
  }, []);

  const done = items.filter((item) => item.status === 'done').length;
  return { enqueue, items, refused, done, total: items.length, retry, clearFinished };
}
