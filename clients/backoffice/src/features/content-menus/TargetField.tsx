/** The picker a typed item's type calls for: a product search, or the select of its list. */
import type { MenuTargetType } from '@tijara/schema';
import { useLocale } from '@tijara/shared';
import type { ItemDraft } from './item-draft';
import { TARGET_LISTS } from './item-types';
import type { Reference, ReferenceCache } from './menu-references';
import { ListPicker, ProductPicker } from './TargetPickers';

interface Props {
  readonly draft: ItemDraft;
  readonly shopUuid: string;
  readonly cache: ReferenceCache;
  readonly errorLines: readonly string[] | undefined;
  readonly onChange: (target: Reference | null) => void;
}

export function TargetField({ draft, shopUuid, cache, errorLines, onChange }: Props) {
  const { locale } = useLocale();
  const type = draft.type as MenuTargetType;
  const common = {
    type,
    targetId: draft.targetId,
    targetName: draft.targetName,
    onChange,
    errorLines,
    locale,
    cache,
    disabled: false,
  };
  // Keyed by type: a new type is a new picker (its search and list state start over).
  if (type === 'Product') return <ProductPicker key={type} {...common} />;
  return <ListPicker key={type} kind={TARGET_LISTS[type]} shopUuid={shopUuid} {...common} />;
}
