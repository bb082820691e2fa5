/**
 * Which menu the tree shows (header and footer first, then the others by code), and a new menu by
 * its code (checked as the server checks it: lower-case letters, digits and dashes, 40 at most).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { MENU_CODE_PATTERN } from '@tijara/schema';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { useFlash } from '../../components/Flash';
import { ModalForm } from '../../components/ModalForm';
import type { ContentMenuFieldsFragment } from '../../__generated__/content-menus/graphql';
import { keyMessages } from './form-messages';
import { messages } from './messages';
import { useCreateMenu } from './use-menu-writes';

export function menuTitle(intl: IntlShape, code: string): string {
  if (code === 'header') return intl.formatMessage(messages.headerMenu);
  if (code === 'footer') return intl.formatMessage(messages.footerMenu);
  return intl.formatMessage(messages.otherMenu, { code });
}

const ORDER = ['header', 'footer'];
const rank = (code: string) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);

export function sortedMenus(menus: readonly ContentMenuFieldsFragment[]): ContentMenuFieldsFragment[] {
  return [...menus].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}

interface Props {
  readonly menus: readonly ContentMenuFieldsFragment[];
  readonly chosen: string;
  readonly shopUuid: string;
  readonly writable: boolean;
  readonly onChoose: (code: string) => void;
}

export function MenuChoice({ menus, chosen, shopUuid, writable, onChoose }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const create = useCreateMenu(shopUuid);
  const [creating, setCreating] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    const typed = code.trim();
    if (!MENU_CODE_PATTERN.test(typed)) {
      setErrors({ code: [intl.formatMessage(keyMessages['content.menu_code_invalid'])] });
      return false;
    }
    const outcome = await create(typed);
    if (!outcome.ok) {
      setErrors({ code: outcome.fieldErrors['code'] ?? [outcome.reason] });
      return false;
    }
    flash('success', intl.formatMessage(messages.menuCreated, { code: typed }));
    onChoose(outcome.value.code);
    return true;
  };

  return (
    <div className="menu-choice">
      <div className="menu-choice__field">
        <label htmlFor="content-menu-choice">{intl.formatMessage(messages.menuChoice)}</label>
        <select
          id="content-menu-choice"
          name="menu"
          value={chosen}
          onChange={(event) => onChoose(event.target.value)}
        >
          {sortedMenus(menus).map((menu) => (
            <option key={menu.id} value={menu.code}>
              {menuTitle(intl, menu.code)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button menu-choice__new"
        disabled={!writable}
        onClick={() => {
          setCode('');
          setErrors({});
          setCreating(true);
        }}
      >
        {intl.formatMessage(messages.newMenu)}
      </button>
      <ModalForm
        open={creating}
        title={intl.formatMessage(messages.newMenu)}
        submitLabel={intl.formatMessage(messages.createMenu)}
        submitDisabled={!writable}
        onClose={() => setCreating(false)}
        onSubmit={submit}
      >
        <label htmlFor="content-menu-code">{intl.formatMessage(messages.newMenuCode)}</label>
        <input
          id="content-menu-code"
          name="code"
          type="text"
          dir="ltr"
          autoComplete="off"
          maxLength={40}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors({});
          }}
          {...invalidProps(errors, 'content-menu', 'code', 'content-menu-code-hint')}
        />
        <p id="content-menu-code-hint" className="muted menu-form__hint">
          {intl.formatMessage(messages.newMenuHint)}
        </p>
        <FieldError id="content-menu-code-error" lines={errors['code']} />
      </ModalForm>
    </div>
  );
}
