/**
 * The home until staff publish one: the promo banner, then the default modules (categories, deals,
 * featured, new and discounted products, brands) through the same dispatcher. The banner's first
 * image is the page's lead image; when no promotion has one, the first product carousel's first card
 * takes that role. In the content modules' chunk, off the home's first route.
 */
import { DeviceCopyNote } from '../device-copy';
import { PromoBanner } from './PromoBanner';
import { DEFAULT_MODULES } from './reads';
import { HomeModule } from './modules';
import { useHomePromotions } from './use-home-promotions';

const FIRST_PRODUCTS = DEFAULT_MODULES.findIndex((module) => module.type === 'products_carousel');

export function DefaultHome() {
  const promotions = useHomePromotions();
  // Known only once the promotions have answered: until then no card claims the lead.
  const bannerHasImage = promotions.data?.storefrontPromotions.some((promotion) => promotion.bannerThumbUrl);
  const productLead = !promotions.loading && bannerHasImage === false;
  return (
    <>
      {promotions.fromDevice ? (
        <DeviceCopyNote savedAt={promotions.savedAt} onRetry={promotions.retry} />
      ) : null}
      <PromoBanner />
      {DEFAULT_MODULES.map((module, index) => (
        <HomeModule
          key={index}
          module={productLead && index === FIRST_PRODUCTS ? { ...module, priority: true } : module}
        />
      ))}
    </>
  );
}
