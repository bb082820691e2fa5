/** Content: menus, pages and blocks, CMS pages, blog and theme. The module's only public face. */
export { contentModule } from './content.module';
export { ContentHeads } from './storefront/content-heads';
export type { ContentHeadRequest } from './storefront/content-heads';
export { sanitizeRichHtml, RICH_HTML_TAGS } from './html/rich-html';
export { HOME_TITLE } from './pages/page.sql';
export type { BlockImageRow, BlockTarget, BlockTextsRow } from './pages/block-row';
