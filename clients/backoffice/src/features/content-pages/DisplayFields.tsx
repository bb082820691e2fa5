/**
 * How the block is laid out (every type): its title shown or not, its width, how many items and how
 * many at once per screen size for the lists and carousels, its background colour (typed, with a
 * swatch and the browser's colour picker), its "see all" link and the CSS classes of its container
 * and wrapper. Hints state the rules; refusals show under their fields.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { BLOCK_SIZES, isBgColor } from '@tijara/schema';
import type { BlockSize } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import { ResponsiveNumberField } from '../../components/ResponsiveNumberField';
import { blockMessages } from './block-messages';
import { kindOf } from './block-kinds';
import type { SectionProps } from './form-section';

const SIZE_LABELS: Readonly<Record<BlockSize, MessageDescriptor>> = {
  full: blockMessages.sizeFull,
  wide: blockMessages.sizeWide,
  half: blockMessages.sizeHalf,
  third: blockMessages.sizeThird,
};

/** The colour picker's value: #rrggbb (it takes no other form). */
function pickerValue(color: string): string {
  const value = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(value))
    return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#ffffff';
}

interface TextProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly errors: readonly string[];
  readonly inputMode?: 'numeric' | 'url' | 'text';
  readonly onChange: (value: string) => void;
}

function TextField({ id, name, label, hint, value, errors, inputMode = 'text', onChange }: TextProps) {
  const described = [hint ? `${id}-hint` : '', errors.length > 0 ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="content-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        dir="ltr"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="muted content-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} lines={errors} />
    </div>
  );
}

export function DisplayFields({ draft, change, lines, idBase }: SectionProps) {
  const intl = useIntl();
  const kind = kindOf(draft.type);
  const colorShown = isBgColor(draft.bgColor.trim()) && draft.bgColor.trim() !== '';
  return (
    <fieldset className="card content-section">
      <legend>{intl.formatMessage(blockMessages.sectionDisplay)}</legend>
      <label className="content-check">
        <input
          type="checkbox"
          name="showTitle"
          checked={draft.showTitle}
          onChange={(event) => change({ showTitle: event.target.checked })}
        />
        {intl.formatMessage(blockMessages.showTitle)}
      </label>
      <div className="content-grid">
        <div className="content-field">
          <label htmlFor={`${idBase}-size`}>{intl.formatMessage(blockMessages.size)}</label>
          <select
            id={`${idBase}-size`}
            name="size"
            value={draft.size}
            onChange={(event) => change({ size: event.target.value })}
          >
            {BLOCK_SIZES.map((size) => (
              <option key={size} value={size}>
                {intl.formatMessage(SIZE_LABELS[size])}
              </option>
            ))}
          </select>
          <FieldError id={`${idBase}-size-error`} lines={lines('size')} />
        </div>
        {kind.number ? (
          <TextField
            id={`${idBase}-number`}
            name="number"
            label={intl.formatMessage(blockMessages.number)}
            hint={intl.formatMessage(blockMessages.numberHint)}
            inputMode="numeric"
            value={draft.number}
            errors={lines('number')}
            onChange={(number) => change({ number })}
          />
        ) : null}
      </div>
      {kind.perView ? (
        <div className="content-field">
          <ResponsiveNumberField
            id={`${idBase}-per-view`}
            name="responsiveNumber"
            label={intl.formatMessage(blockMessages.perView)}
            value={draft.perView}
            errors={lines('responsiveNumber')}
            onChange={(perView) => change({ perView })}
          />
          <p className="muted content-hint">
            {intl.formatMessage(blockMessages.perViewHint, { ...kind.perView })}
          </p>
        </div>
      ) : null}
      <div className="content-field">
        <label htmlFor={`${idBase}-bg`}>{intl.formatMessage(blockMessages.bgColor)}</label>
        <div className="content-color">
          <span
            className={
              colorShown ? 'content-color__swatch' : 'content-color__swatch content-color__swatch--none'
            }
            style={colorShown ? { background: draft.bgColor.trim() } : undefined}
            aria-hidden="true"
          />
          <input
            id={`${idBase}-bg`}
            name="bgColor"
            dir="ltr"
            autoComplete="off"
            value={draft.bgColor}
            aria-invalid={lines('bgColor').length > 0 || undefined}
            aria-describedby={`${idBase}-bg-hint${lines('bgColor').length > 0 ? ` ${idBase}-bg-error` : ''}`}
            onChange={(event) => change({ bgColor: event.target.value })}
          />
          <input
            type="color"
            className="content-color__picker"
            aria-label={intl.formatMessage(blockMessages.bgColorPick)}
            value={pickerValue(draft.bgColor)}
            onChange={(event) => change({ bgColor: event.target.value })}
          />
        </div>
        <p id={`${idBase}-bg-hint`} className="muted content-hint">
          {intl.formatMessage(blockMessages.bgColorHint)}
        </p>
        <FieldError id={`${idBase}-bg-error`} lines={lines('bgColor')} />
      </div>
      <TextField
        id={`${idBase}-link`}
        name="link"
        label={intl.formatMessage(blockMessages.link)}
        hint={intl.formatMessage(blockMessages.linkHint)}
        inputMode="url"
        value={draft.link}
        errors={lines('link')}
        onChange={(link) => change({ link })}
      />
      <div className="content-grid">
        <TextField
          id={`${idBase}-container`}
          name="containerClass"
          label={intl.formatMessage(blockMessages.containerClass)}
          hint={intl.formatMessage(blockMessages.cssHint)}
          value={draft.containerClass}
          errors={lines('containerClass')}
          onChange={(containerClass) => change({ containerClass })}
        />
        <TextField
          id={`${idBase}-wrapper`}
          name="wrapperCssClass"
          label={intl.formatMessage(blockMessages.wrapperCssClass)}
          hint={intl.formatMessage(blockMessages.cssHint)}
          value={draft.wrapperCssClass}
          errors={lines('wrapperCssClass')}
          onChange={(wrapperCssClass) => change({ wrapperCssClass })}
        />
      </div>
    </fieldset>
  );
}
