/** The note a page shows when it is drawn from the device's copy (offline), with its texts. */
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages } from './messages';

export { DeviceCopyNote } from './DeviceCopyNote';

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages]);
