/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { uploadMessages } from './messages';

export const uploadTranslations: Translations<typeof uploadMessages> = {
  en: {
    dropHint: 'or drag and drop here',
    rules: 'Images only, {megabytes} MB at most each.',
    notImage: '“{name}” is not an image: not sent.',
    tooLarge: '“{name}” is larger than {megabytes} MB: not sent.',
    listTitle: 'Uploads',
    overall: '{done} / {total} uploaded',
    progressOf: 'Uploading {name}',
    queued: 'Waiting',
    processing: 'The server is processing it…',
    done: 'Uploaded',
    refused: 'The server refused this file.',
    retryOf: 'Send {name} again',
    clearFinished: 'Clear finished uploads',
  },
  ar: {
    dropHint: 'أو اسحب وأفلت هنا',
    rules: 'صور فقط، {megabytes} ميغابايت كحد أقصى لكل صورة.',
    notImage: '«{name}» ليس صورة: لم يُرسَل.',
    tooLarge: '«{name}» يتجاوز {megabytes} ميغابايت: لم يُرسَل.',
    listTitle: 'عمليات الرفع',
    overall: '{done} / {total} تم رفعها',
    progressOf: 'جارٍ رفع {name}',
    queued: 'في الانتظار',
    processing: 'الخادم يعالج الملف…',
    done: 'تم الرفع',
    refused: 'رفض الخادم هذا الملف.',
    retryOf: 'إعادة إرسال {name}',
    clearFinished: 'مسح عمليات الرفع المنتهية',
  },
};
