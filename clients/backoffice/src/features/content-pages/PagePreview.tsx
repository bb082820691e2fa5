/**
 * The page roughly as the storefront lays it out: the blocks in order on a 12-column grid (full,
 * wide, half or third of the width), each on its background with its title when shown, its images,
 * its text (the HTML the server stored, already cleaned) or slides, and, for the blocks the shop
 * fills itself (products, categories, posts, promotions), what they will show. Blocks switched off
 * or outside their window are dimmed and say so. Texts in the screen's language, French otherwise.
 */
import { useIntl } from 'react-intl';
import type { Locale, ProductBlockSource } from '@tijara/schema';
import { PRODUCT_BLOCK_SOURCES } from '@tijara/schema';
import { useLocale } from '@tijara/shared';
import type { ContentBlockFieldsFragment } from '../../__generated__/content-pages/graphql';
import { kindOf } from './block-kinds';
import { stateOf } from './block-state';
import { SOURCE_LABELS } from './ContentFields';
import { messages } from './messages';

type Block = ContentBlockFieldsFragment;

interface Props {
  readonly blocks: readonly Block[];
  readonly typeOf: (block: Block) => string;
}

function textOf(block: Block, locale: Locale) {
  const own = block.texts[locale];
  const french = block.texts.fr;
  return {
    title: own.publicTitle || french.publicTitle || '',
    html: own.html || french.html || '',
    items: own.items.length > 0 ? own.items : french.items,
  };
}

const isSource = (value: string | null): value is ProductBlockSource =>
  (PRODUCT_BLOCK_SOURCES as readonly (string | null)[]).includes(value);

function Fills({ block }: { block: Block }) {
  const intl = useIntl();
  const kind = kindOf(block.type);
  const slots = kind.number ? Math.min(block.number ?? kind.perView?.desktop ?? 4, 6) : 0;
  return (
    <>
      {kind.source && isSource(block.source) ? (
        <p className="page-preview__fill">
          {intl.formatMessage(messages.previewProducts, {
            source: intl.formatMessage(SOURCE_LABELS[block.source]),
          })}
        </p>
      ) : null}
      {kind.ids && block.target.ids.length > 0 ? (
        <p className="page-preview__fill">
          {intl.formatMessage(messages.previewItems, { count: block.target.ids.length })}
        </p>
      ) : null}
      {slots > 0 ? (
        <div className="page-preview__slots" aria-hidden="true">
          {Array.from({ length: slots }, (_, index) => (
            <span key={index} className="page-preview__slot" />
          ))}
        </div>
      ) : null}
    </>
  );
}

export function PagePreview({ blocks, typeOf }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  if (blocks.length === 0) return <p className="muted">{intl.formatMessage(messages.previewNothing)}</p>;
  return (
    <ol className="page-preview">
      {blocks.map((block) => {
        const text = textOf(block, locale);
        const state = stateOf(intl, block);
        const classes = [
          'page-preview__block',
          `page-preview__block--${block.size}`,
          state ? 'page-preview__block--off' : '',
        ];
        return (
          <li
            key={block.id}
            className={classes.filter(Boolean).join(' ')}
            style={block.bgColor ? { background: block.bgColor } : undefined}
          >
            <span className="page-preview__type">{typeOf(block)}</span>
            {state ? <span className="page-preview__state">{state}</span> : null}
            {block.showTitle && text.title ? <h3 className="page-preview__title">{text.title}</h3> : null}
            {block.images.length > 0 ? (
              <div className="page-preview__images">
                {block.images.map((image, index) => (
                  <img
                    key={`${image.mediaKey}-${index}`}
                    src={image.url}
                    alt={image.alt[locale] ?? image.alt.fr ?? ''}
                    loading="lazy"
                  />
                ))}
              </div>
            ) : null}
            {kindOf(block.type).html && text.html ? (
              // The server stores this HTML cleaned (its sanitiser's tags only); the storefront shows it as is.
              <div className="page-preview__html" dangerouslySetInnerHTML={{ __html: text.html }} />
            ) : null}
            {kindOf(block.type).items && text.items.length > 0 ? (
              <ul className="page-preview__items">
                {text.items.map((item, index) => (
                  <li key={index} dangerouslySetInnerHTML={{ __html: item }} />
                ))}
              </ul>
            ) : null}
            <Fills block={block} />
          </li>
        );
      })}
    </ol>
  );
}
