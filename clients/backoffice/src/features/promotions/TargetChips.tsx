/** The targets chosen so far, by name, each removable; a picker shows them under its search or list. */
import { useIntl } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { messages } from './messages';
import type { Target } from './promotion-draft';

interface Props {
  readonly targets: readonly Target[];
  readonly onRemove: (id: number) => void;
  readonly disabled: boolean;
}

export function TargetChips({ targets, onRemove, disabled }: Props) {
  const intl = useIntl();
  if (targets.length === 0) return <p className="muted">{intl.formatMessage(messages.noTargets)}</p>;
  return (
    <ul className="promotions-chips" aria-label={intl.formatMessage(messages.chosenTargets)}>
      {targets.map((target) => (
        <li key={target.id} className="promotions-chip">
          <span>{target.name}</span>
          <button
            type="button"
            className="promotions-chip__remove"
            disabled={disabled}
            aria-label={intl.formatMessage(sharedMessages.removeOf, { name: target.name })}
            onClick={() => onRemove(target.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
