/** A page's address on the storefront: the home at /, a landing page at /landing/{slug} (its route). */
export const storefrontPagePath = (slug: string | null) =>
  slug === null ? '/' : `/landing/${encodeURIComponent(slug)}`;
