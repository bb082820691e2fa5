/**
 * Whether and when the block shows: switched on or off, and an optional window (from, until) typed
 * in the shop's time (Algiers), whatever zone the tablet is set to.
 */
import { useIntl } from 'react-intl';
import { FieldError } from '../../components/FieldError';
import { contentEditingMessages } from '../content-editing';
import { blockMessages } from './block-messages';
import type { SectionProps } from './form-section';

export function VisibilityFields({ draft, change, lines, idBase }: SectionProps) {
  const intl = useIntl();
  const zone = intl.formatMessage(contentEditingMessages.shopTime);
  const fields = [
    { key: 'visibleFrom', label: blockMessages.visibleFrom },
    { key: 'visibleUntil', label: blockMessages.visibleUntil },
  ] as const;
  return (
    <fieldset className="card content-section">
      <legend>{intl.formatMessage(blockMessages.sectionVisibility)}</legend>
      <label className="content-check">
        <input
          type="checkbox"
          name="active"
          checked={draft.active}
          onChange={(event) => change({ active: event.target.checked })}
        />
        {intl.formatMessage(blockMessages.active)}
      </label>
      <div className="content-grid">
        {fields.map(({ key, label }) => {
          const errors = lines(key);
          const id = `${idBase}-${key}`;
          return (
            <div key={key} className="content-field">
              <label htmlFor={id}>{intl.formatMessage(label, { zone })}</label>
              <input
                id={id}
                name={key}
                type="datetime-local"
                step={60}
                value={draft[key]}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={`${idBase}-visibility-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
                onChange={(event) => change({ [key]: event.target.value })}
              />
              <FieldError id={`${id}-error`} lines={errors} />
            </div>
          );
        })}
      </div>
      <p id={`${idBase}-visibility-hint`} className="muted content-hint">
        {intl.formatMessage(blockMessages.visibilityHint)}
      </p>
    </fieldset>
  );
}
