/** The texts of device-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { deviceMessages } from './device-messages';

export const deviceTranslations: Translations<typeof deviceMessages> = {
  en: {
    copyShown: 'Shown from this device, last updated {when}.',
    draftRestored: 'Draft taken back from this device (saved {when}): it has not been sent yet.',
    draftDiscard: 'Discard the draft',
  },
  ar: {
    copyShown: 'معروض من هذا الجهاز، آخر تحديث {when}.',
    draftRestored: 'مسودة مستعادة من هذا الجهاز (محفوظة {when}): لم تُرسَل بعد.',
    draftDiscard: 'تجاهل المسودة',
  },
};
