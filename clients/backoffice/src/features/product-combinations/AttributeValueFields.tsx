/**
 * What the combination is made of: one select per attribute (Taille, Couleur) with its values and
 * "Non utilisé" first, since a combination uses only some attributes; at least one must be chosen.
 * The server refuses a set another combination of the product already has, under the same fieldset.
 */
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { sharedMessages } from '@tijara/shared';
import { CombinationAttributesDocument } from '../../__generated__/product-combinations/graphql';
import { FieldError } from '../../components/FieldError';
import { RetryAlert } from '../../components/RetryAlert';
import { formMessages } from './form-messages';

const NOT_USED = '';

interface Props {
  readonly idBase: string;
  /** Attribute id -> value id. */
  readonly values: Readonly<Record<number, number>>;
  readonly onValues: (values: Readonly<Record<number, number>>) => void;
  readonly disabled: boolean;
  readonly errors: readonly string[] | undefined;
}

export function AttributeValueFields({ idBase, values, onValues, disabled, errors }: Props) {
  const intl = useIntl();
  const answer = useQuery(CombinationAttributesDocument, { fetchPolicy: 'cache-and-network' });
  const attributes = answer.data?.attributes;
  const hintId = `${idBase}-valueIds-hint`;
  const errorId = `${idBase}-valueIds-error`;

  const choose = (attributeId: number, text: string) => {
    const others = Object.entries(values).filter(([key]) => Number(key) !== attributeId);
    const chosen = text === NOT_USED ? [] : [[attributeId, Number(text)] as const];
    onValues(Object.fromEntries([...others, ...chosen]));
  };

  return (
    <fieldset
      className="combination-form__values"
      aria-describedby={errors?.length ? `${hintId} ${errorId}` : hintId}
    >
      <legend>{intl.formatMessage(formMessages.values)}</legend>
      <p id={hintId} className="muted">
        {intl.formatMessage(formMessages.valuesHint)}
      </p>
      {!attributes && answer.error ? (
        <RetryAlert
          message={formMessages.attributesFailed}
          onRetry={() => void answer.refetch().catch(() => undefined)}
        />
      ) : null}
      {!attributes && !answer.error ? (
        <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
      ) : null}
      {attributes?.length === 0 ? <p>{intl.formatMessage(formMessages.noAttributes)}</p> : null}
      <div className="combination-form__row">
        {attributes?.map((attribute) => (
          <span key={attribute.id} className="combination-form__field">
            <label htmlFor={`${idBase}-attribute-${attribute.id}`}>{attribute.name}</label>
            <select
              id={`${idBase}-attribute-${attribute.id}`}
              name={`valueIds.${attribute.code}`}
              value={values[attribute.id] ?? NOT_USED}
              disabled={disabled}
              aria-invalid={errors?.length ? true : undefined}
              onChange={(event) => choose(attribute.id, event.target.value)}
            >
              <option value={NOT_USED}>{intl.formatMessage(formMessages.notUsed)}</option>
              {attribute.values.map((value) => (
                <option key={value.id} value={value.id}>
                  {value.name}
                </option>
              ))}
            </select>
          </span>
        ))}
      </div>
      <FieldError id={errorId} lines={errors} />
    </fieldset>
  );
}
