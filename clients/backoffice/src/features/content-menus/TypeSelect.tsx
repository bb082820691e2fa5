/** The item type: the linked types first, then the numeric heading types, grouped. */
import { useIntl } from 'react-intl';
import { isMenuItemType } from '@tijara/schema';
import type { MenuItemType } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import { formMessages } from './form-messages';
import { LINKED_TYPES, MENU_HEADING_TYPES, typeWord } from './item-types';

interface Props {
  readonly value: MenuItemType;
  readonly errorLines: readonly string[] | undefined;
  readonly onChange: (type: MenuItemType) => void;
}

export function TypeSelect({ value, errorLines, onChange }: Props) {
  const intl = useIntl();
  return (
    <div className="menu-form__field">
      <label htmlFor="menu-item-type">{intl.formatMessage(formMessages.type)}</label>
      <select
        id="menu-item-type"
        name="type"
        value={value}
        aria-invalid={errorLines?.length ? true : undefined}
        aria-describedby={errorLines?.length ? 'menu-item-type-error' : undefined}
        onChange={(event) => {
          if (isMenuItemType(event.target.value)) onChange(event.target.value);
        }}
      >
        {LINKED_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeWord(intl, type)}
          </option>
        ))}
        <optgroup label={intl.formatMessage(formMessages.headingsGroup)}>
          {MENU_HEADING_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeWord(intl, type)}
            </option>
          ))}
        </optgroup>
      </select>
      <FieldError id="menu-item-type-error" lines={errorLines} />
    </div>
  );
}
