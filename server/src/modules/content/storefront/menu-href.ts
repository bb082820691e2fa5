/**
 * Where a menu item leads on the storefront, by its type: the storefront's own route shapes
 * (clients/storefront/src/app/paths.ts: /catalog/category/{slug}, /catalog/brands/{slug},
 * /catalog/product/{category}/{product}, /catalog/collections/{slug}) and the content routes
 * (/page/{slug}, /blog/categories/{slug}, /blog/{slug}); a Link's own address; none for headings.
 */
import type { MenuTarget } from '../menus/menu-targets.sql';

const seg = (value: string) => encodeURIComponent(value);

export function menuHref(type: string, target: MenuTarget | null, link: string | null): string | null {
  if (type === 'Link') return link;
  if (!target) return null;
  switch (type) {
    case 'ProductCategory':
      return `/catalog/category/${seg(target.slug)}`;
    case 'Brand':
      return `/catalog/brands/${seg(target.slug)}`;
    case 'Product':
      return `/catalog/product/${seg(target.categorySlug ?? '')}/${seg(target.slug)}`;
    case 'collectionPage':
      return `/catalog/collections/${seg(target.slug)}`;
    case 'Cms':
      return `/page/${seg(target.slug)}`;
    case 'BlogCategory':
      return `/blog/categories/${seg(target.slug)}`;
    case 'BlogPost':
      return `/blog/${seg(target.slug)}`;
    default:
      return null;
  }
}
