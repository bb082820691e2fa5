/** The editor's general part: internal name, period (datetime-local), priority, active and featured. */
import { useIntl } from 'react-intl';
import { PROMOTION_NAME_MAX_LENGTH } from '@tijara/schema';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { SectionProps } from './form-section';
import { messages } from './messages';

export function GeneralFields({ draft, change, errors, idBase }: SectionProps) {
  const intl = useIntl();
  const fieldId = (field: string) => `${idBase}-${field}`;
  return (
    <fieldset className="card promotions-section">
      <legend>{intl.formatMessage(messages.sectionGeneral)}</legend>
      <div className="promotions-field">
        <label htmlFor={fieldId('name')}>{intl.formatMessage(messages.name)}</label>
        <input
          id={fieldId('name')}
          value={draft.name}
          maxLength={PROMOTION_NAME_MAX_LENGTH}
          {...invalidProps(errors, idBase, 'name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        <FieldError id={`${fieldId('name')}-error`} lines={errors['name']} />
      </div>
      <div className="promotions-row">
        {(['startsAt', 'endsAt'] as const).map((field) => (
          <div className="promotions-field" key={field}>
            <label htmlFor={fieldId(field)}>{intl.formatMessage(messages[field])}</label>
            <input
              id={fieldId(field)}
              type="datetime-local"
              value={draft[field]}
              {...invalidProps(errors, idBase, field)}
              onChange={(event) => {
                const value = event.target.value;
                change(field === 'startsAt' ? { startsAt: value } : { endsAt: value });
              }}
            />
            <FieldError id={`${fieldId(field)}-error`} lines={errors[field]} />
          </div>
        ))}
      </div>
      <div className="promotions-field">
        <label htmlFor={fieldId('priority')}>{intl.formatMessage(messages.priority)}</label>
        <input
          id={fieldId('priority')}
          inputMode="numeric"
          value={draft.priority}
          {...invalidProps(errors, idBase, 'priority')}
          onChange={(event) => change({ priority: event.target.value })}
        />
        <FieldError id={`${fieldId('priority')}-error`} lines={errors['priority']} />
      </div>
      <div className="promotions-checks">
        <label>
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => change({ active: event.target.checked })}
          />
          {intl.formatMessage(messages.active)}
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.featured}
            onChange={(event) => change({ featured: event.target.checked })}
          />
          {intl.formatMessage(messages.featured)}
        </label>
      </div>
    </fieldset>
  );
}
