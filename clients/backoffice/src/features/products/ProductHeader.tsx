/**
 * The editor's header: the product's name and status, the way to see it as shoppers do (its
 * storefront page, served by the same installation at the spec's product path) and "save all"
 * for the forms of the page that the signed-in role may send.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ProductEditorFieldsFragment, ProductStatus } from '../../__generated__/products/graphql';
import { SaveAllButton } from '../../components/SaveAll';
import { detailsMessages } from './details-messages';
import { messages } from './messages';

const STATUS: Record<ProductStatus, { label: MessageDescriptor; tone: string }> = {
  DRAFT: { label: detailsMessages.statusDraft, tone: 'badge' },
  PUBLISHED: { label: detailsMessages.statusPublished, tone: 'badge badge--ok' },
  ARCHIVED: { label: detailsMessages.statusArchived, tone: 'badge badge--off' },
};

/** The storefront's product page (clients/storefront/src/app/paths.ts): /catalog/product/{category}/{product}. */
export function storefrontPath(product: Pick<ProductEditorFieldsFragment, 'slug' | 'mainCategory'>): string {
  const seg = (value: string) => encodeURIComponent(value);
  return `/catalog/product/${seg(product.mainCategory.slug)}/${seg(product.slug)}`;
}

interface Props {
  readonly product: ProductEditorFieldsFragment;
  /** The role may send at least one form of the page. */
  readonly canSave: boolean;
  readonly online: boolean;
}

export function ProductHeader({ product, canSave, online }: Props) {
  const intl = useIntl();
  const status = STATUS[product.status];
  return (
    <header className="products-header">
      <div className="products-header__title">
        <h1>{product.name}</h1>
        <span className={status.tone}>{intl.formatMessage(status.label)}</span>
      </div>
      <div className="products-header__actions">
        <a href={storefrontPath(product)} target="_blank" rel="noopener">
          {intl.formatMessage(messages.viewOnStorefront)}{' '}
          <span className="visually-hidden">{intl.formatMessage(messages.opensNewTab)}</span>
        </a>
        {canSave ? <SaveAllButton disabled={!online} /> : null}
      </div>
    </header>
  );
}
