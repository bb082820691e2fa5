/**
 * The delivery half of the checkout and quick-order forms: wilaya, then its communes, then the
 * carriers serving the commune (spec: transporter picker), read from the device first like the
 * product page's estimate. The form owns the choice (useDeliverySelection) and its errors; the fields
 * carry the spec's data keys (wilaya, commune, transporter) and report the chosen carrier's price.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages, useFormatMoney, useLocale } from '@tijara/shared';
import { messages } from './messages';
import type { DeliverySelection } from './delivery-selection';
import { ListStatus } from './ListStatus';
import { PlaceSelect } from './PlaceSelect';
import { placeName, useDeliveryData } from './use-delivery-data';
import { TransporterPicker } from './TransporterPicker';
import './delivery-picker.css';
import { CatalogueScope } from '@tijara/shared';
import { catalogue } from './catalogue';

export interface ChosenCarrier {
  readonly transporterId: number;
  readonly name: string;
  /** Centimes; 0 is free delivery. */
  readonly price: number;
}

export interface DeliveryErrors {
  readonly wilaya?: string | null;
  readonly commune?: string | null;
  readonly transporter?: string | null;
}

interface Props {
  readonly selection: DeliverySelection;
  readonly onWilaya: (id: number | null) => void;
  readonly onCommune: (id: number | null) => void;
  readonly onTransporter: (id: number | null) => void;
  /** The chosen carrier as the device knows it now (null: none yet, or not serving any more). */
  readonly onCarrier: (carrier: ChosenCarrier | null) => void;
  readonly errors: DeliveryErrors;
  /** Place names for the order's summary (the confirmation shows them). */
  readonly onPlaces?: (places: { wilaya: string | null; commune: string | null }) => void;
}

function DeliveryFieldsContent({
  selection,
  onWilaya,
  onCommune,
  onTransporter,
  onCarrier,
  errors,
  onPlaces,
}: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatMoney = useFormatMoney();
  const data = useDeliveryData(selection, locale);
  const chosen = data.options?.find((o) => o.transporterId === selection.transporterId) ?? null;
  const wilaya = data.wilayas?.find((w) => w.id === selection.wilayaId) ?? null;
  const commune = data.communes?.find((c) => c.id === selection.communeId) ?? null;

  useEffect(() => {
    onCarrier(
      chosen ? { transporterId: chosen.transporterId, name: chosen.name, price: chosen.price } : null,
    );
    // The carrier's identity and price are what matter, not the row object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen?.transporterId, chosen?.price, chosen?.name]);
  const wilayaName = wilaya ? placeName(wilaya, locale) : null;
  const communeName = commune ? placeName(commune, locale) : null;
  useEffect(
    () => onPlaces?.({ wilaya: wilayaName, commune: communeName }),
    [wilayaName, communeName, onPlaces],
  );

  const quiet = data.optionsRefresh.refreshing || data.optionsRefresh.failed;
  return (
    <div className="delivery-fields">
      <div className="form-field">
        <PlaceSelect
          name="wilaya"
          required
          label={messages.wilaya}
          placeholder={sharedMessages.choose}
          value={selection.wilayaId}
          options={data.wilayas?.map((w) => ({
            id: w.id,
            label: intl.formatMessage(messages.wilayaOption, { code: w.code, name: placeName(w, locale) }),
          }))}
          onChoose={onWilaya}
          refresh={data.wilayasRefresh}
          failed={messages.wilayasFailed}
          error={errors.wilaya}
        />
      </div>
      <div className="form-field">
        <PlaceSelect
          name="commune"
          required
          label={messages.commune}
          placeholder={selection.wilayaId === null ? messages.chooseWilayaFirst : sharedMessages.choose}
          value={selection.communeId}
          options={data.communes?.map((c) => ({ id: c.id, label: placeName(c, locale) }))}
          disabled={selection.wilayaId === null}
          onChoose={onCommune}
          refresh={data.communesRefresh}
          failed={messages.communesFailed}
          error={errors.commune}
        />
      </div>
      <div className="form-field">
        <input type="hidden" name="transporter" value={selection.transporterId ?? ''} />
        {selection.communeId !== null && data.options && data.options.length > 0 ? (
          <TransporterPicker
            options={data.options}
            selectedId={selection.transporterId}
            onSelect={onTransporter}
            formatPrice={formatMoney}
          />
        ) : (
          <p className="hint">
            {intl.formatMessage(
              selection.communeId === null
                ? messages.selectCommuneFirst
                : data.options?.length === 0 && !quiet
                  ? messages.noTransporter
                  : sharedMessages.loading,
            )}
          </p>
        )}
        {errors.transporter ? <p className="field-error">{errors.transporter}</p> : null}
        <ListStatus
          refresh={data.optionsRefresh}
          cached={(data.options?.length ?? 0) > 0}
          failed={messages.transportersFailed}
        />
      </div>
    </div>
  );
}

/** With the picker's texts (wilaya, commune, carriers). */
export function DeliveryFields(props: Props) {
  return (
    <CatalogueScope catalogue={catalogue}>
      <DeliveryFieldsContent {...props} />
    </CatalogueScope>
  );
}
