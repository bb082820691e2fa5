/** The pack's products, each a row (PackItemRow), and below them the search that adds more. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PackMode } from '../../__generated__/product-pack/graphql';
import type { PackItemDraft } from './pack-draft';
import { PackItemRow } from './PackItemRow';
import type { PackRefusal } from './pack-refusals';
import { messages } from './messages';

interface Props {
  readonly mode: PackMode;
  readonly items: readonly PackItemDraft[];
  readonly rowErrors: PackRefusal['rows'];
  readonly readOnly: boolean;
  readonly onItems: (items: readonly PackItemDraft[]) => void;
  /** The product search, or null when the pack cannot be changed. */
  readonly search: ReactNode;
}

export function PackItems({ mode, items, rowErrors, readOnly, onItems, search }: Props) {
  const intl = useIntl();
  return (
    <fieldset className="pack-items">
      <legend>{intl.formatMessage(messages.items)}</legend>
      {items.length === 0 ? <p className="muted">{intl.formatMessage(messages.noItems)}</p> : null}
      <ul className="pack-items__list">
        {items.map((item, index) => (
          <PackItemRow
            // A product may come once per combination in a strict pack: the index tells rows apart.
            key={`${item.productId}-${index}`}
            item={item}
            mode={mode}
            errors={rowErrors[index] ?? {}}
            disabled={readOnly}
            onChange={(next) => onItems(items.map((other, at) => (at === index ? next : other)))}
            onRemove={() => onItems(items.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      {search}
    </fieldset>
  );
}
