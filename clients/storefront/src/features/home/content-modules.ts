/**
 * The modules a composed page may add below its top ones (deals, HTML, a single banner with its
 * caption, text carousel, blog modules, brand lines, product grid) and the default home (shown only
 * once the server has said no home is published): one chunk of their own, loaded as soon as the home
 * shows, beside its data, never on the first route (the storefront's 130 KiB budget).
 */
export { Banner } from './Banner';
export { BlogCategoriesCarousel, BlogPostCardModule, BlogPostsCarousel } from './BlogModules';
export { BrandLinesCarousel } from './BrandLinesCarousel';
export { DefaultHome } from './DefaultHome';
export { DiscountBlock } from './DiscountBlock';
export { HtmlBlock } from './HtmlBlock';
export { ProductsGrid } from './ProductsGrid';
export { TextCarousel } from './TextCarousel';
export { laterCatalogue } from './later-catalogue';
