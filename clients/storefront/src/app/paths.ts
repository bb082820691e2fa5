/**
 * Every storefront address, in one place: the spec's paths (product, category, brand, brand line,
 * promotion, checkout, blog post and blog category), ours for the listings it leaves open, the
 * CMS page's, which the server's menu links lead to (content module, storefront/menu-href.ts), and a
 * landing page's (the back office links to it); the routes table of clients/README.md lists them.
 * Slugs are encoded, so a slug with an odd character never breaks a link.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  product: (categorySlug: string, productSlug: string) =>
    `/catalog/product/${seg(categorySlug)}/${seg(productSlug)}`,
  category: (slug: string) => `/catalog/category/${seg(slug)}`,
  brand: (slug: string) => `/catalog/brands/${seg(slug)}`,
  brandLine: (slug: string) => `/catalog/brandlines/${seg(slug)}`,
  collection: (slug: string) => `/catalog/collections/${seg(slug)}`,
  promotion: (id: number) => `/promotions/${seg(id)}`,
  featured: '/catalog/featured',
  newArrivals: '/catalog/new',
  search: (text?: string) => (text ? `/search?q=${encodeURIComponent(text)}` : '/search'),
  cart: '/checkout/cart/view',
  orderConfirmation: (uuid: string) => `/checkout/confirmation/${seg(uuid)}`,
  blogPost: (slug: string) => `/blog/${seg(slug)}`,
  blogCategory: (slug: string, page = 1) =>
    `/blog/categories/${seg(slug)}${page > 1 ? `?page=${seg(page)}` : ''}`,
  cmsPage: (slug: string) => `/page/${seg(slug)}`,
  landing: (slug: string) => `/landing/${seg(slug)}`,
} as const;

/** The route patterns (react-router), matching the builders above. */
export const routePatterns = {
  product: '/catalog/product/:categorySlug/:productSlug',
  category: '/catalog/category/:slug',
  brand: '/catalog/brands/:slug',
  brandLine: '/catalog/brandlines/:slug',
  collection: '/catalog/collections/:slug',
  promotion: '/promotions/:id',
  featured: '/catalog/featured',
  newArrivals: '/catalog/new',
  search: '/search',
  checkout: '/checkout/cart/view',
  orderConfirmation: '/checkout/confirmation/:orderId',
  blogPost: '/blog/:slug',
  blogCategory: '/blog/categories/:slug',
  cmsPage: '/page/:slug',
  landing: '/landing/:slug',
} as const;
