/**
 * HTML staff wrote (html blocks, banner captions, text carousel slides, CMS pages, blog posts),
 * already sanitised by the server, drawn with the site's typography; its links to the shop's own
 * pages move through the router. No texts of its own.
 */
export { RichText } from './RichText';
