/**
 * Demo promotions for the demo catalogue, so the storefront, the cart and the POS show the engine at
 * work from the first start: a featured category sale, a brand week exclusive on each line, free
 * delivery above 5,000 DA, a single-use welcome coupon, a card-payment discount at the till, and a
 * Ramadan collection promotion scheduled to start later. Dates move with `now`. Only seeded with the
 * demo catalogue (tests that seed no products start with no promotion).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Combinability, DiscountType, PaymentType, PromotionScope, SalesChannel } from '@tijara/schema';
import type { PromotionTranslations } from '../../../modules/promotions';
import { Promotion } from '../../../modules/promotions';
import type { Shop } from '../../../modules/shop';

export interface DemoPromotionsOptions {
  readonly shop: Shop;
  readonly now: Date;
}

const DAY = 86_400_000;
const ALL_CHANNELS = Object.values(SalesChannel);

function texts(fr: string, en: string, ar: string, slogan: [string, string, string]): PromotionTranslations {
  const one = (title: string, line: string) => ({
    title,
    subtitle: '',
    slogan: line,
    bannerHtml: `<h2>${title}</h2><p>${line}</p>`,
  });
  return { fr: one(fr, slogan[0]), en: one(en, slogan[1]), ar: one(ar, slogan[2]) };
}

async function idOf(em: EntityManager, table: string, slug: string): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(`select id from ${table} where slug = ?`, [slug]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`The demo promotions need the ${table} "${slug}"`);
  return id;
}

export async function seedDemoPromotions(em: EntityManager, { shop, now }: DemoPromotionsOptions) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const running = { startsAt: at(-1), endsAt: at(30) };
  // One after the other: they share the seed's transaction, and a connection runs one query at a time.
  const clothing = await idOf(em, 'category', 'vetements');
  const condor = await idOf(em, 'brand', 'condor');
  const ramadan = await idOf(em, 'collection', 'ramadan');
  const rows = [
    {
      name: "Soldes d'hiver",
      translations: texts("Soldes d'hiver", 'Winter sale', 'تخفيضات الشتاء', [
        '-15 % sur les vêtements',
        '15% off clothing',
        'خصم 15% على الملابس',
      ]),
      scope: PromotionScope.CATEGORY,
      targetIds: [clothing],
      featured: true,
      discountType: DiscountType.PERCENTAGE,
      value: 1500,
      combinability: Combinability.STACKABLE,
      channels: [SalesChannel.ECOMMERCE, SalesChannel.POS, SalesChannel.PHONE],
      ...running,
    },
    {
      name: 'Semaine Condor',
      translations: texts('Semaine Condor', 'Condor week', 'أسبوع كوندور', [
        '500 DA de remise',
        '500 DA off',
        'خصم 500 دج',
      ]),
      scope: PromotionScope.BRAND,
      targetIds: [condor],
      priority: 10,
      discountType: DiscountType.AMOUNT,
      value: 50_000,
      combinability: Combinability.GROUP_EXCLUSIVE_ITEM,
      channels: ALL_CHANNELS,
      startsAt: at(-1),
      endsAt: at(7),
    },
    {
      name: 'Livraison offerte dès 5 000 DA',
      translations: texts('Livraison offerte', 'Free delivery', 'توصيل مجاني', [
        'Dès 5 000 DA',
        'From 5,000 DA',
        'ابتداءً من 5000 دج',
      ]),
      scope: PromotionScope.SHIPPING,
      discountType: DiscountType.PERCENTAGE,
      value: 10_000,
      combinability: Combinability.STACKABLE,
      channels: [SalesChannel.ECOMMERCE, SalesChannel.PHONE],
      minimumSubtotal: 500_000,
      ...running,
    },
    {
      name: 'Coupon de bienvenue',
      translations: texts('Bienvenue', 'Welcome', 'مرحبا', [
        '-10 % sur la première commande',
        '10% off your first order',
        'خصم 10% على أول طلب',
      ]),
      scope: PromotionScope.CART,
      couponCode: 'BIENVENUE',
      singleUse: true,
      discountType: DiscountType.PERCENTAGE,
      value: 1000,
      combinability: Combinability.GROUP_EXCLUSIVE_CART,
      channels: [SalesChannel.ECOMMERCE],
      ...running,
    },
    {
      name: 'Paiement par carte',
      translations: texts('Payez par carte', 'Pay by card', 'ادفع بالبطاقة', [
        '-3 % en caisse',
        '3% off at the till',
        'خصم 3% عند الدفع',
      ]),
      scope: PromotionScope.PAYMENT_METHOD,
      paymentMethods: [PaymentType.CARD],
      discountType: DiscountType.PERCENTAGE,
      value: 300,
      combinability: Combinability.STACKABLE,
      channels: [SalesChannel.POS],
      ...running,
    },
    {
      name: 'Ramadan',
      translations: texts('Ramadan Karim', 'Ramadan Kareem', 'رمضان كريم', [
        '-20 % sur la collection',
        '20% off the collection',
        'خصم 20% على المجموعة',
      ]),
      scope: PromotionScope.COLLECTION,
      targetIds: [ramadan],
      featured: true,
      discountType: DiscountType.PERCENTAGE,
      value: 2000,
      combinability: Combinability.STACKABLE,
      channels: ALL_CHANNELS,
      startsAt: at(20),
      endsAt: at(50),
    },
  ];
  for (const row of rows) em.create(Promotion, { shop, ...row });
  await em.flush();
}
