/** A CMS page's address on the storefront (its route /page/:slug, the menus' links too). */
export const storefrontCmsPath = (slug: string) => `/page/${encodeURIComponent(slug)}`;
