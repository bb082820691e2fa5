/**
 * Text of the shared components in fr (source, from defaultMessage), en and ar. I18nProvider merges
 * these under each app's catalogues. Ids start with "shared." so they never clash with an app's.
 */
import { defineMessages } from 'react-intl';
import type { Locale } from '@tijara/schema';
import { catalogueFromDescriptors } from './catalogue';

export const sharedDescriptors = defineMessages({
  online: { id: 'shared.network.online', defaultMessage: 'En ligne' },
  offline: { id: 'shared.network.offline', defaultMessage: 'Hors ligne' },
  language: { id: 'shared.language.label', defaultMessage: 'Langue' },
  syncLabel: { id: 'shared.sync.label', defaultMessage: 'Envois en attente' },
  syncPending: { id: 'shared.sync.pending', defaultMessage: 'À envoyer : {count}' },
  syncRejected: { id: 'shared.sync.rejected', defaultMessage: 'Refusés : {count}' },
  syncConflict: { id: 'shared.sync.conflict', defaultMessage: 'À vérifier : {count}' },
  syncBlockedAuth: { id: 'shared.sync.blockedAuth', defaultMessage: 'En attente de connexion : {count}' },
  syncAllSent: { id: 'shared.sync.allSent', defaultMessage: 'Tout est envoyé' },
  syncRunning: { id: 'shared.sync.running', defaultMessage: 'Envoi en cours…' },
  syncRetryLater: {
    id: 'shared.sync.retryLater',
    defaultMessage: 'Serveur injoignable, nouvel essai automatique',
  },
  updateAvailable: { id: 'shared.update.available', defaultMessage: 'Une nouvelle version est disponible.' },
  updateBlocked: {
    id: 'shared.update.blocked',
    defaultMessage: 'Vous pourrez l’installer dès que toutes les opérations en attente auront été envoyées.',
  },
  updateNow: { id: 'shared.update.now', defaultMessage: 'Mettre à jour' },
  updateLater: { id: 'shared.update.later', defaultMessage: 'Plus tard' },
  freeDelivery: { id: 'shared.delivery.free', defaultMessage: 'Livraison gratuite' },
});

type SharedId = (typeof sharedDescriptors)[keyof typeof sharedDescriptors]['id'];

const en: Record<SharedId, string> = {
  'shared.network.online': 'Online',
  'shared.network.offline': 'Offline',
  'shared.language.label': 'Language',
  'shared.sync.label': 'Unsent operations',
  'shared.sync.pending': 'To send: {count}',
  'shared.sync.rejected': 'Refused: {count}',
  'shared.sync.conflict': 'To review: {count}',
  'shared.sync.blockedAuth': 'Waiting for sign-in: {count}',
  'shared.sync.allSent': 'Everything is sent',
  'shared.sync.running': 'Sending…',
  'shared.sync.retryLater': 'Server unreachable, will retry automatically',
  'shared.update.available': 'A new version is available.',
  'shared.update.blocked': 'You can install it as soon as every pending operation has been sent.',
  'shared.update.now': 'Update',
  'shared.update.later': 'Later',
  'shared.delivery.free': 'Free delivery',
};

const ar: Record<SharedId, string> = {
  'shared.network.online': 'متصل',
  'shared.network.offline': 'غير متصل',
  'shared.language.label': 'اللغة',
  'shared.sync.label': 'عمليات لم تُرسل بعد',
  'shared.sync.pending': 'في انتظار الإرسال: {count}',
  'shared.sync.rejected': 'مرفوضة: {count}',
  'shared.sync.conflict': 'بحاجة إلى مراجعة: {count}',
  'shared.sync.blockedAuth': 'في انتظار تسجيل الدخول: {count}',
  'shared.sync.allSent': 'تم إرسال كل شيء',
  'shared.sync.running': 'جارٍ الإرسال…',
  'shared.sync.retryLater': 'تعذّر الوصول إلى الخادم، ستُعاد المحاولة تلقائيًا',
  'shared.update.available': 'يتوفر إصدار جديد.',
  'shared.update.blocked': 'يمكنك تثبيته بمجرد إرسال جميع العمليات المعلّقة.',
  'shared.update.now': 'تحديث',
  'shared.update.later': 'لاحقًا',
  'shared.delivery.free': 'توصيل مجاني',
};

export const sharedMessages: Record<Locale, Record<string, string>> = {
  fr: catalogueFromDescriptors([sharedDescriptors]),
  en,
  ar,
};
