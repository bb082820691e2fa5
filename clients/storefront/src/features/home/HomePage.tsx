/**
 * The home page, until staff compose it from blocks (the content issue): the promo banner, then the
 * default modules through the same registry the dispatcher will use (categories, deals, featured,
 * new and discounted products, brands). The banner's first image is the page's lead image; when no
 * promotion has one, the first product carousel's first card takes that role.
 */
import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { usePageTitle } from '../../app/page-title';
import { DeviceCopyNote } from '../device-copy';
import { useShopName } from '../shop';
import { PromoBanner } from './PromoBanner';
import { homePageCatalogue } from './catalogue';
import { messages } from './messages';
import { DEFAULT_MODULES } from './reads';
import { HomeModule } from './modules';
import { useHomePromotions } from './use-home-promotions';
import './home.css';

const FIRST_PRODUCTS = DEFAULT_MODULES.findIndex((module) => module.type === 'products_carousel');

export function HomePage() {
  return (
    <CatalogueScope catalogue={homePageCatalogue}>
      <HomeContent />
    </CatalogueScope>
  );
}

function HomeContent() {
  const intl = useIntl();
  const shop = useShopName();
  usePageTitle();
  const promotions = useHomePromotions();
  // Known only once the promotions have answered: until then no card claims the lead.
  const bannerHasImage = promotions.data?.storefrontPromotions.some((promotion) => promotion.bannerThumbUrl);
  const productLead = !promotions.loading && bannerHasImage === false;
  return (
    <div className="home">
      <h1 className="tijara-visually-hidden">{intl.formatMessage(messages.welcome, { shop })}</h1>
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
    </div>
  );
}
