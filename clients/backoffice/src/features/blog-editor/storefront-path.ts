/** A published post's address on the storefront (its route /blog/:slug). */
export const storefrontPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
