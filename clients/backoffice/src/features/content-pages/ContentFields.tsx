/**
 * What the block shows, by its type: which products (products carousel and grid), the one category,
 * brand, brand line, collection, tag, blog category or post (its picker), the ordered entries of a
 * taxonomy carousel, the banner's image or the carousel's images (uploaded, each with its link and
 * alternative texts). The discount block and the text-only types choose nothing here.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { PRODUCT_BLOCK_SOURCES } from '@tijara/schema';
import type { ProductBlockSource } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import { ImagesField } from '../content-editing';
import type { ImageDraft } from '../content-editing';
import { blockMessages } from './block-messages';
import { CHOICE_OF_TARGET, kindOf } from './block-kinds';
import type { ChoiceKind, TargetKey } from './block-kinds';
import type { SectionProps } from './form-section';
import { IdsPicker, TargetPicker } from './TargetPickers';

export const SOURCE_LABELS: Readonly<Record<ProductBlockSource, MessageDescriptor>> = {
  FEATURED: blockMessages.sourceFeatured,
  NEW: blockMessages.sourceNew,
  ON_SALE: blockMessages.sourceOnSale,
  BESTSELLERS: blockMessages.sourceBestsellers,
};

const TARGET_LABELS: Readonly<Record<TargetKey, MessageDescriptor>> = {
  categoryId: blockMessages.targetCategory,
  brandId: blockMessages.targetBrand,
  brandLineId: blockMessages.targetBrandLine,
  collectionId: blockMessages.targetCollection,
  tagId: blockMessages.targetTag,
  blogCategoryId: blockMessages.targetBlogCategory,
  blogPostId: blockMessages.targetBlogPost,
};

const IDS_LABELS: Readonly<Record<ChoiceKind, MessageDescriptor>> = {
  category: blockMessages.idsCategory,
  brand: blockMessages.idsBrand,
  brandLine: blockMessages.idsBrandLine,
  blogCategory: blockMessages.idsBlogCategory,
  // Not list kinds (block-kinds.ts never names them for ids); named for a total table.
  collection: blockMessages.targetCollection,
  tag: blockMessages.targetTag,
  blogPost: blockMessages.targetBlogPost,
};

interface Props extends SectionProps {
  readonly shopUuid: string;
  /** Offline: no upload. */
  readonly online: boolean;
  /** The images change through an updater: uploads land while the form changes. */
  readonly changeImages: (change: (images: readonly ImageDraft[]) => readonly ImageDraft[]) => void;
}

export function ContentFields({ draft, change, changeImages, lines, idBase, shopUuid, online }: Props) {
  const intl = useIntl();
  const kind = kindOf(draft.type);
  const chooses = kind.source || kind.target || kind.ids || kind.images;
  if (!chooses) {
    return draft.type === 'discount_block' ? (
      <p className="muted">{intl.formatMessage(blockMessages.nothingToChoose)}</p>
    ) : null;
  }
  return (
    <fieldset className="card content-section">
      <legend>{intl.formatMessage(blockMessages.sectionContent)}</legend>
      {kind.source ? (
        <div className="content-field">
          <label htmlFor={`${idBase}-source`}>{intl.formatMessage(blockMessages.source)}</label>
          <select
            id={`${idBase}-source`}
            name="source"
            value={draft.source}
            onChange={(event) => change({ source: event.target.value })}
          >
            {PRODUCT_BLOCK_SOURCES.map((source) => (
              <option key={source} value={source}>
                {intl.formatMessage(SOURCE_LABELS[source])}
              </option>
            ))}
          </select>
          <FieldError id={`${idBase}-source-error`} lines={lines('source')} />
        </div>
      ) : null}
      {kind.target ? (
        <TargetPicker
          key={kind.target.key}
          kind={CHOICE_OF_TARGET[kind.target.key]}
          shopUuid={shopUuid}
          name={`target.${kind.target.key}`}
          label={intl.formatMessage(TARGET_LABELS[kind.target.key])}
          value={draft.target[kind.target.key]}
          noneLabel={kind.target.required ? null : intl.formatMessage(blockMessages.anyBlogCategory)}
          errors={lines(`target.${kind.target.key}`)}
          onChange={(id) => {
            const key = kind.target?.key;
            if (key) change({ target: { ...draft.target, [key]: id } });
          }}
        />
      ) : null}
      {kind.ids ? (
        <IdsPicker
          key={kind.ids}
          kind={kind.ids}
          shopUuid={shopUuid}
          name="target.ids"
          label={intl.formatMessage(IDS_LABELS[kind.ids])}
          value={draft.ids}
          errors={lines('target.ids')}
          onChange={(ids) => change({ ids })}
        />
      ) : null}
      {kind.images ? (
        <ImagesField
          shopUuid={shopUuid}
          name="images"
          label={intl.formatMessage(
            kind.images === 'one' ? blockMessages.bannerImage : blockMessages.carouselImages,
          )}
          images={draft.images}
          onChange={changeImages}
          max={kind.images === 'one' ? 1 : undefined}
          uploadDisabled={!online}
          lines={lines}
        />
      ) : null}
    </fieldset>
  );
}
