/** The texts of button-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { buttonMessages } from './button-messages';

export const buttonTranslations: Translations<typeof buttonMessages> = {
  en: {
    navbar: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
    add: 'Add to cart',
    addOf: 'Add to cart: {name}',
    adding: 'Adding…',
    addFailed: 'Could not add it right now. Try again.',
    empty: 'Your cart is empty',
    quantity: 'Quantity',
    total: 'Total',
    repaired:
      'Your cart was corrected: unreadable items were removed or quantities adjusted. Check it before ordering.',
  },
  ar: {
    navbar:
      'السلة، {count, plural, =0 {فارغة} zero {فارغة} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
    add: 'أضف إلى السلة',
    addOf: 'أضف إلى السلة: {name}',
    adding: 'جارٍ الإضافة…',
    addFailed: 'تعذّرت الإضافة الآن. أعد المحاولة.',
    empty: 'سلتك فارغة',
    quantity: 'الكمية',
    total: 'المجموع',
    repaired: 'تم تصحيح سلتك: حُذفت منتجات غير مقروءة أو عُدّلت بعض الكميات. راجعها قبل الطلب.',
  },
};
