/** The note a page shows when it is drawn from the device's copy (offline), with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { DeviceCopyNote } from './DeviceCopyNote';

export const catalogue = catalogueOf(messages, translations);
