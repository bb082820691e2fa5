/**
 * The employee affectation: every shop as a checkbox (name="shops", value = its uuid), its warehouses
 * under it (name="warehouses", value = the warehouse id), as the server groups them. An inactive
 * warehouse is still shown, marked, since a person may stay assigned to it.
 */
import { useIntl } from 'react-intl';
import type { AffectationChoiceFieldsFragment } from '../../__generated__/staff/graphql';
import { FieldError } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';
import { toggled } from './staff-draft';
import type { AffectationDraft } from './staff-draft';

interface Props {
  readonly choices: readonly AffectationChoiceFieldsFragment[];
  readonly draft: AffectationDraft;
  readonly onChange: (patch: Partial<AffectationDraft>) => void;
  readonly errors: FieldErrors;
  readonly idBase: string;
  readonly disabled: boolean;
}

export function AffectationFields({ choices, draft, onChange, errors, idBase, disabled }: Props) {
  const intl = useIntl();
  const errorIds = ['shops', 'warehouses']
    .filter((field) => errors[field]?.length)
    .map((field) => `${idBase}-${field}-error`);
  return (
    <fieldset className="staff-affectation" aria-describedby={errorIds.join(' ') || undefined}>
      <legend>{intl.formatMessage(messages.affectationTitle)}</legend>
      <p className="muted">{intl.formatMessage(messages.affectationHint)}</p>
      {choices.length === 0 ? <p>{intl.formatMessage(messages.noShopsYet)}</p> : null}
      <ul className="staff-shops">
        {choices.map((shop) => (
          <li key={shop.uuid} className="staff-shop">
            <label className="staff-check staff-check--shop">
              <input
                type="checkbox"
                name="shops"
                value={shop.uuid}
                checked={draft.shops.includes(shop.uuid)}
                disabled={disabled}
                onChange={(event) =>
                  onChange({ shops: toggled(draft.shops, shop.uuid, event.target.checked) })
                }
              />
              <span>{shop.name}</span>
            </label>
            {shop.warehouses.length === 0 ? (
              <p className="muted staff-warehouses">{intl.formatMessage(messages.noWarehouse)}</p>
            ) : (
              <ul
                className="staff-warehouses"
                aria-label={intl.formatMessage(messages.warehousesOf, { name: shop.name })}
              >
                {shop.warehouses.map((warehouse) => (
                  <li key={warehouse.id}>
                    <label className="staff-check">
                      <input
                        type="checkbox"
                        name="warehouses"
                        value={warehouse.id}
                        checked={draft.warehouses.includes(warehouse.id)}
                        disabled={disabled}
                        onChange={(event) =>
                          onChange({
                            warehouses: toggled(draft.warehouses, warehouse.id, event.target.checked),
                          })
                        }
                      />
                      <span>
                        {warehouse.active
                          ? warehouse.name
                          : intl.formatMessage(messages.inactiveWarehouse, { name: warehouse.name })}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <FieldError id={`${idBase}-shops-error`} lines={errors['shops']} />
      <FieldError id={`${idBase}-warehouses-error`} lines={errors['warehouses']} />
    </fieldset>
  );
}
