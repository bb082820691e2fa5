/**
 * Uploads of the back office (product images, banners): checking files before sending, one file per
 * request with its progress, a queue of up to 8 at once, the drop zone and the progress list. The
 * pieces with texts scope themselves (texts.ts); `uploadCatalogue` is for the catalogue test only.
 */
export { checkImageFiles, MAX_UPLOAD_MEGABYTES } from './check-image-files';
export type { CheckedFiles, RefusalReason, RefusedFile } from './check-image-files';
export { uploadFile, UPLOAD_TIMEOUT_MS } from './upload-file';
export type { UploadAnswer, UploadFileOptions, UploadProblem, UploadResult } from './upload-file';
export { uploadedImagesOf } from './upload-answer';
export type { UploadedImage } from './upload-answer';
export { problemMessage } from './upload-problem';
export { MAX_PARALLEL_UPLOADS, useUploadQueue } from './use-upload-queue';
export type { UploadItem, UploadQueue, UploadQueueOptions, UploadStatus } from './use-upload-queue';
export { DropZone } from './DropZone';
export type { DropZoneProps } from './DropZone';
export { UploadList } from './UploadList';
export type { UploadListProps } from './UploadList';
export { uploadTexts as uploadCatalogue } from './texts';
