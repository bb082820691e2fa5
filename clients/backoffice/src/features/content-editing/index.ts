/**
 * What the content editors (content-pages, cms-pages, blog-editor) share: texts per language in
 * tabs, the formatted text field (its editor a chunk of its own), image uploads through the
 * content-checked upload, the server's refusals under their fields, the visibility window in shop
 * time, the question asked before leaving unsaved changes, the list screens' frame, table and row
 * writes, and the links to the storefront. Only their lazy screens import this index, so none of it
 * is on the back office's first route.
 */
export { ContentNav } from './ContentNav';
export type { ContentSection } from './ContentNav';
export { LanguageTabs, directionOf } from './LanguageTabs';
export { RichTextField } from './RichTextField';
export { ImagesField, LineField, imageDraftOf } from './ImagesField';
export type { ImageDraft } from './ImagesField';
export { ThumbnailField } from './ThumbnailField';
export { TitleAndBodyFields, textsOf } from './TitleAndBodyFields';
export { SaveFooter } from './SaveFooter';
export { ContentListScreen } from './ContentListScreen';
export { ListStatus } from './ListStatus';
export { ActionsCell, ContentCell, ContentTable, StatusCell, UpdatedCell } from './ContentTable';
export { StorefrontAddress, StorefrontLink } from './StorefrontLink';
export { useRowWrite } from './use-row-write';
export type { RowWrite, RowWriteOutcome } from './use-row-write';
export type { TextsOf } from './TitleAndBodyFields';
export { SlugField } from './SlugField';
export { contentImageOf, contentImagesPath } from './use-content-images';
export type { UploadedContentImage } from './use-content-images';
export { contentRefusalOf, fieldsUnder, problemFields } from './content-refusal';
export type { ContentRefusal } from './content-refusal';
export { useFieldLines } from './field-lines';
export type { FieldLines } from './field-lines';
export { isoFromShopInput, shopInputFromIso } from './shop-time';
export { useLeaveGuard } from './use-leave-guard';
export type { LeaveGuard } from './use-leave-guard';
export { fitsEditor, isRichLink } from './rich-text-rules';
export { messages as contentEditingMessages } from './messages';
export { contentEditingTexts } from './texts';

// Only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
