/**
 * What may be uploaded, checked before anything is sent: images only (by the MIME type the browser
 * gives), MAX_UPLOAD_BYTES each. The server checks the content again and decides; this only spares
 * staff a slow upload that is bound to be refused.
 */
import { MAX_UPLOAD_BYTES } from '@tijara/schema';

export type RefusalReason = 'notImage' | 'tooLarge';

export interface RefusedFile {
  readonly file: File;
  readonly reason: RefusalReason;
}

export interface CheckedFiles {
  readonly accepted: File[];
  readonly refused: RefusedFile[];
}

/** The size limit in whole megabytes, for the texts that state it. */
export const MAX_UPLOAD_MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

function refusalOf(file: File): RefusalReason | null {
  // An empty file holds no picture, whatever its name says.
  if (!file.type.startsWith('image/') || file.size === 0) return 'notImage';
  return file.size > MAX_UPLOAD_BYTES ? 'tooLarge' : null;
}

/** Splits the files in the order given: those to send, and the others with why. */
export function checkImageFiles(files: readonly File[]): CheckedFiles {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    const reason = refusalOf(file);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}
