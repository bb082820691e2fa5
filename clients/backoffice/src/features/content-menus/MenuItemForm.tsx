/**
 * The menu item form (a modal): the type select decides the input under it (a picker for typed
 * targets, a link input for Link, nothing for the numeric heading types), then the labels in
 * French, English and Arabic, "open in a new tab" and "shown". A new item also says where it goes
 * (at the end of the menu or under an item with room below it). Checked before sending with the
 * server's own rules; the server's refusals show under the fields they name.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MENU_MAX_DEPTH, menuItemInput } from '@tijara/schema';
import type { MenuItemType } from '@tijara/schema';
import { commonMessages, useLocale } from '@tijara/shared';
import { FieldError, invalidProps } from '../../components/FieldError';
import { linesOutside, translatedErrors } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { useFlash } from '../../components/Flash';
import { ModalForm } from '../../components/ModalForm';
import type {
  ContentMenuFieldsFragment,
  ContentMenuItemFieldsFragment,
} from '../../__generated__/content-menus/graphql';
import { formMessages } from './form-messages';
import { checkDraft, draftOf, inputOf, withType } from './item-draft';
import type { ItemDraft } from './item-draft';
import { itemName } from './item-types';
import { LabelFields } from './LabelFields';
import { flattenTree } from './menu-tree';
import type { ReferenceCache } from './menu-references';
import { TargetField } from './TargetField';
import { TypeSelect } from './TypeSelect';
import { useSaveMenuItem } from './use-menu-writes';

interface Props {
  readonly menu: ContentMenuFieldsFragment;
  /** null: a new item. */
  readonly item: ContentMenuItemFieldsFragment | null;
  readonly shopUuid: string;
  readonly cache: ReferenceCache;
  readonly writable: boolean;
  readonly onClose: () => void;
  readonly onSaved: (name: string) => void;
}

/** The fields the form shows errors under; any other field's lines go with the outcome. */
const SHOWN = new Set(['type', 'targetId', 'link', 'label', 'label.fr', 'label.en', 'label.ar', 'parentId']);

export function MenuItemForm({ menu, item, shopUuid, cache, writable, onClose, onSaved }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const flash = useFlash();
  const save = useSaveMenuItem();
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (next: Partial<ItemDraft>, fields: readonly string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    );
  };

  const submit = async () => {
    const problems = checkDraft(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(translatedErrors(problems, (descriptor) => intl.formatMessage(descriptor)));
      return false;
    }
    const outcome = await save(menu.id, inputOf(draft, menu.id, item?.id ?? null));
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      // Lines under the fields say it all; anything else (no field, a field not shown) is flashed.
      const outside = linesOutside(outcome.fieldErrors, SHOWN);
      if (outside.length > 0 || Object.keys(outcome.fieldErrors).length === 0) {
        flash('danger', [outcome.reason, ...outside].join('\n'));
      }
      return false;
    }
    onSaved(itemName(intl, locale, outcome.value));
    return true;
  };

  const needs = menuItemInput(draft.type);
  return (
    <ModalForm
      open
      wide
      title={intl.formatMessage(item ? formMessages.editTitle : formMessages.newTitle)}
      submitLabel={intl.formatMessage(item ? commonMessages.save : formMessages.submitNew)}
      submitDisabled={!writable}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="menu-form">
        <TypeSelect
          value={draft.type}
          errorLines={errors['type']}
          onChange={(type: MenuItemType) => {
            setDraft((current) => withType(current, type));
            setErrors({});
          }}
        />
        {item ? null : <ParentSelect menu={menu} draft={draft} errors={errors} onChange={change} />}
        {needs === 'target' ? (
          <TargetField
            draft={draft}
            shopUuid={shopUuid}
            cache={cache}
            errorLines={errors['targetId']}
            onChange={(target) =>
              change({ targetId: target?.id ?? null, targetName: target?.name ?? null }, ['targetId'])
            }
          />
        ) : null}
        {needs === 'link' ? <LinkField draft={draft} errors={errors} onChange={change} /> : null}
        {needs === 'none' ? <p className="muted">{intl.formatMessage(formMessages.noInput)}</p> : null}
        <LabelFields
          label={draft.label}
          errors={errors}
          onChange={(label) => change({ label }, ['label', 'label.fr', 'label.en', 'label.ar'])}
        />
        <label className="menu-form__check">
          <input
            type="checkbox"
            name="openInNewTab"
            checked={draft.openInNewTab}
            onChange={(event) => change({ openInNewTab: event.target.checked }, [])}
          />{' '}
          {intl.formatMessage(formMessages.openInNewTab)}
        </label>
        <label className="menu-form__check">
          <input
            type="checkbox"
            name="active"
            checked={draft.active}
            onChange={(event) => change({ active: event.target.checked }, [])}
          />{' '}
          {intl.formatMessage(formMessages.active)}
        </label>
      </div>
    </ModalForm>
  );
}

type Change = (next: Partial<ItemDraft>, fields: readonly string[]) => void;

function LinkField({ draft, errors, onChange }: { draft: ItemDraft; errors: FieldErrors; onChange: Change }) {
  const intl = useIntl();
  return (
    <div className="menu-form__field">
      <label htmlFor="menu-item-link">{intl.formatMessage(formMessages.link)}</label>
      <input
        id="menu-item-link"
        name="link"
        type="text"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        value={draft.link}
        onChange={(event) => onChange({ link: event.target.value }, ['link'])}
        {...invalidProps(errors, 'menu-item', 'link', 'menu-item-link-hint')}
      />
      <p id="menu-item-link-hint" className="muted menu-form__hint">
        {intl.formatMessage(formMessages.linkHint)}
      </p>
      <FieldError id="menu-item-link-error" lines={errors['link']} />
    </div>
  );
}

/** Where a new item goes: the menu's first level, or under an item that leaves it a level. */
function ParentSelect({
  menu,
  draft,
  errors,
  onChange,
}: {
  menu: ContentMenuFieldsFragment;
  draft: ItemDraft;
  errors: FieldErrors;
  onChange: Change;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const parents = flattenTree(menu.items).filter((entry) => entry.depth < MENU_MAX_DEPTH - 1);
  return (
    <div className="menu-form__field">
      <label htmlFor="menu-item-parentId">{intl.formatMessage(formMessages.parent)}</label>
      <select
        id="menu-item-parentId"
        name="parentId"
        value={draft.parentId ?? ''}
        onChange={(event) =>
          onChange({ parentId: event.target.value === '' ? null : Number(event.target.value) }, ['parentId'])
        }
        {...invalidProps(errors, 'menu-item', 'parentId')}
      >
        <option value="">{intl.formatMessage(formMessages.parentRoot)}</option>
        {parents.map((entry) => (
          <option key={entry.item.id} value={entry.item.id}>
            {`${'— '.repeat(entry.depth)}${itemName(intl, locale, entry.item)}`}
          </option>
        ))}
      </select>
      <FieldError id="menu-item-parentId-error" lines={errors['parentId']} />
    </div>
  );
}
