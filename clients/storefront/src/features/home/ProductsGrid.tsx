/**
 * The products_grid module: the cards a composed block brings, in a grid (2, 3 and 4 columns on a
 * phone, a tablet and a desktop, or the block's responsiveNumber), at most `number` of them.
 * Nothing when there is no product.
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard } from '../product-card';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';
import { limited } from './module-fields';
import type { HomeModuleData } from './modules';

const COLUMNS = { mobile: 2, tablet: 3, desktop: 4 } as const;

/** How wide a card image is drawn in the default columns. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1000px) 25vw, (min-width: 720px) 33vw, 50vw';

function columns(responsive: HomeModuleData['responsiveNumber']): CSSProperties {
  const pick = (key: keyof typeof COLUMNS) => {
    const value = responsive?.[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : COLUMNS[key];
  };
  return {
    '--grid-mobile': pick('mobile'),
    '--grid-tablet': pick('tablet'),
    '--grid-desktop': pick('desktop'),
  } as CSSProperties;
}

export function ProductsGrid(module: HomeModuleData) {
  const intl = useIntl();
  const products = limited(module.content?.products, module.number);
  if (products.length === 0) return null;
  const fields = { ...module, publicTitle: module.publicTitle || intl.formatMessage(messages.products) };
  return (
    <ModuleFrame fields={fields} className="home-grid">
      <ModuleHeading {...fields} />
      <ul className="home-grid__list" style={columns(module.responsiveNumber)}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              priority={module.priority === true && index === 0}
              imageSizes={CARD_IMAGE_SIZES}
              titleAs="h3"
            />
          </li>
        ))}
      </ul>
    </ModuleFrame>
  );
}
