import { useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { messages } from './messages';

export interface TransporterOption {
  transporterId: number;
  name: string;
  /** Centimes of DZD for the chosen commune. */
  price: number;
  logo: string | null;
}

interface Props {
  options: TransporterOption[];
  selectedId: number | null;
  onSelect: (transporterId: number | null) => void;
  formatPrice: (centimes: number) => string;
}

/** How many options show before "see more": enough to compare, short enough for a small phone. */
export const FIRST_OPTIONS = 3;

export function TransporterPicker({ options, selectedId, onSelect, formatPrice }: Props) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const selected = options.find((o) => o.transporterId === selectedId);
  const priceLabel = (price: number) =>
    price === 0 ? intl.formatMessage(sharedMessages.freeDelivery) : formatPrice(price);

  if (selected) {
    return (
      <div className="transporter transporter--selected" data-testid="selected-transporter">
        <span className="transporter__name">{selected.name}</span>
        <span className="transporter__price">{priceLabel(selected.price)}</span>
        <button type="button" className="link-button" onClick={() => onSelect(null)}>
          {intl.formatMessage(sharedMessages.removeOf, { name: selected.name })}
        </button>
      </div>
    );
  }

  const visible = expanded ? options : options.slice(0, FIRST_OPTIONS);
  const hidden = options.length - visible.length;
  return (
    <fieldset className="transporters">
      <legend>{intl.formatMessage(messages.transporter)}</legend>
      <ul className="transporters__list">
        {visible.map((option) => (
          <li key={option.transporterId}>
            <button type="button" className="transporter" onClick={() => onSelect(option.transporterId)}>
              {option.logo ? (
                <img className="transporter__logo" src={option.logo} alt="" width={32} height={32} />
              ) : null}
              <span className="transporter__name">{option.name}</span>
              <span className="transporter__price">{priceLabel(option.price)}</span>
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="link-button" onClick={() => setExpanded(true)}>
          {intl.formatMessage(messages.seeMore, { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
