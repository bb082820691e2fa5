/**
 * The delivery picker, the product page's delivery-cost estimate (loaded lazily in its sidebar):
 * wilaya, then commune, then carrier, read from the device first so what was seen once works
 * offline; the price line says what is still missing until a carrier is chosen.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages, useFormatMoney, useLocale } from '@tijara/shared';
import { messages } from './messages';
import { useDeliverySelection } from './delivery-selection';
import type { DeliverySelection } from './delivery-selection';
import { ListStatus } from './ListStatus';
import { PlaceSelect } from './PlaceSelect';
import { placeName, useDeliveryData } from './use-delivery-data';
import { TransporterPicker } from './TransporterPicker';
import './delivery-picker.css';
import { CatalogueScope } from '@tijara/shared';
import { catalogue } from './catalogue';

type DeliveryData = ReturnType<typeof useDeliveryData>;

function DeliveryPickerContent() {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const { selection, chooseWilaya, chooseCommune, chooseTransporter } = useDeliverySelection();
  const data = useDeliveryData(selection, locale);
  const wilayas = data.wilayas?.map((w) => ({
    id: w.id,
    label: intl.formatMessage(messages.wilayaOption, { code: w.code, name: placeName(w, locale) }),
  }));
  const communes = data.communes?.map((c) => ({ id: c.id, label: placeName(c, locale) }));
  return (
    <section className="card delivery" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(sharedMessages.delivery)}</h2>
      <PlaceSelect
        label={messages.wilaya}
        placeholder={sharedMessages.choose}
        value={selection.wilayaId}
        options={wilayas}
        onChoose={chooseWilaya}
        refresh={data.wilayasRefresh}
        failed={messages.wilayasFailed}
      />
      <PlaceSelect
        label={messages.commune}
        placeholder={selection.wilayaId === null ? messages.chooseWilayaFirst : sharedMessages.choose}
        value={selection.communeId}
        options={communes}
        disabled={selection.wilayaId === null}
        onChoose={chooseCommune}
        refresh={data.communesRefresh}
        failed={messages.communesFailed}
      />
      <Carriers selection={selection} data={data} onSelect={chooseTransporter} />
      <PriceLine selection={selection} data={data} />
    </section>
  );
}

interface PartProps {
  readonly selection: DeliverySelection;
  readonly data: DeliveryData;
}

/** The carriers of the chosen commune, or why there are none. */
function Carriers({ selection, data, onSelect }: PartProps & { onSelect: (id: number | null) => void }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { options, optionsRefresh } = data;
  const quiet = optionsRefresh.refreshing || optionsRefresh.failed;
  return (
    <>
      {selection.communeId !== null && options && options.length > 0 ? (
        <TransporterPicker
          options={options}
          selectedId={selection.transporterId}
          onSelect={onSelect}
          formatPrice={formatMoney}
        />
      ) : null}
      {selection.communeId !== null && options && options.length === 0 && !quiet ? (
        <p className="hint">{intl.formatMessage(messages.noTransporter)}</p>
      ) : null}
      <ListStatus
        refresh={optionsRefresh}
        cached={(options?.length ?? 0) > 0}
        failed={messages.transportersFailed}
      />
    </>
  );
}

/** The delivery price, or what is still missing: a commune first, then a carrier. */
function PriceLine({ selection, data }: PartProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const chosen = data.options?.find((o) => o.transporterId === selection.transporterId);
  const price = chosen
    ? chosen.price === 0
      ? intl.formatMessage(sharedMessages.freeDelivery)
      : formatMoney(chosen.price)
    : null;
  return (
    <p className="delivery__price" data-testid="delivery-price">
      {price !== null
        ? intl.formatMessage(messages.deliveryPrice, { price })
        : intl.formatMessage(
            selection.communeId === null ? messages.selectCommuneFirst : messages.chooseTransporter,
          )}
    </p>
  );
}

/** With its texts (they load with this chunk, not with the first page). */
export function DeliveryPicker() {
  return (
    <CatalogueScope catalogue={catalogue}>
      <DeliveryPickerContent />
    </CatalogueScope>
  );
}
