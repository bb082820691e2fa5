import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useFormatMoney, useLocale } from '@tijara/shared';
import { messages } from './messages';
import { useDeliverySelection } from './delivery-selection';
import { placeName, useDeliveryData } from './use-delivery-data';
import { TransporterPicker } from './TransporterPicker';
import type { MirrorRefresh } from '@tijara/shared';
import './delivery-picker.css';

function parseChoice(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Loading, failure and "kept on this device" notes under a list, worded for what the shopper can do. */
function ListStatus({
  refresh,
  cached,
  failed,
}: {
  refresh: MirrorRefresh;
  cached: boolean;
  failed: MessageDescriptor;
}) {
  const intl = useIntl();
  if (refresh.refreshing && !cached)
    return (
      <p className="hint" role="status">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  if (!refresh.failed) return null;
  const text = cached
    ? intl.formatMessage(messages.fromCache)
    : `${intl.formatMessage(failed)} ${intl.formatMessage(messages.offlineNotCached)}`;
  return (
    <p className={cached ? 'hint' : 'hint hint--error'} role={cached ? 'status' : 'alert'}>
      {text}{' '}
      <button type="button" className="link-button" onClick={refresh.retry}>
        {intl.formatMessage(messages.retry)}
      </button>
    </p>
  );
}

export function DeliveryPicker() {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatMoney = useFormatMoney();
  const ids = { wilaya: useId(), commune: useId() };
  const { selection, chooseWilaya, chooseCommune, chooseTransporter } = useDeliverySelection();
  const data = useDeliveryData(selection, locale);
  const chosen = data.options?.find((o) => o.transporterId === selection.transporterId);

  return (
    <section className="card delivery" aria-labelledby={`${ids.wilaya}-title`}>
      <h2 id={`${ids.wilaya}-title`}>{intl.formatMessage(messages.title)}</h2>

      <label htmlFor={ids.wilaya}>{intl.formatMessage(messages.wilaya)}</label>
      <select
        id={ids.wilaya}
        value={selection.wilayaId ?? 0}
        onChange={(e) => chooseWilaya(parseChoice(e.target.value))}
      >
        <option value={0}>{intl.formatMessage(messages.choose)}</option>
        {data.wilayas?.map((w) => (
          <option key={w.id} value={w.id}>
            {intl.formatMessage(messages.wilayaOption, { code: w.code, name: placeName(w, locale) })}
          </option>
        ))}
      </select>
      <ListStatus
        refresh={data.wilayasRefresh}
        cached={(data.wilayas?.length ?? 0) > 0}
        failed={messages.wilayasFailed}
      />

      <label htmlFor={ids.commune}>{intl.formatMessage(messages.commune)}</label>
      <select
        id={ids.commune}
        value={selection.communeId ?? 0}
        disabled={selection.wilayaId === null}
        onChange={(e) => chooseCommune(parseChoice(e.target.value))}
      >
        <option value={0}>
          {intl.formatMessage(selection.wilayaId === null ? messages.chooseWilayaFirst : messages.choose)}
        </option>
        {data.communes?.map((c) => (
          <option key={c.id} value={c.id}>
            {placeName(c, locale)}
          </option>
        ))}
      </select>
      <ListStatus
        refresh={data.communesRefresh}
        cached={(data.communes?.length ?? 0) > 0}
        failed={messages.communesFailed}
      />

      {selection.communeId !== null && data.options ? (
        data.options.length > 0 ? (
          <TransporterPicker
            options={data.options}
            selectedId={selection.transporterId}
            onSelect={chooseTransporter}
            formatPrice={formatMoney}
          />
        ) : data.optionsRefresh.refreshing || data.optionsRefresh.failed ? null : (
          <p className="hint">{intl.formatMessage(messages.noTransporter)}</p>
        )
      ) : null}
      <ListStatus
        refresh={data.optionsRefresh}
        cached={(data.options?.length ?? 0) > 0}
        failed={messages.transportersFailed}
      />

      <p className="delivery__price" data-testid="delivery-price">
        {chosen
          ? intl.formatMessage(messages.deliveryPrice, {
              price:
                chosen.price === 0 ? intl.formatMessage(messages.freeDelivery) : formatMoney(chosen.price),
            })
          : intl.formatMessage(
              // The spec's label until a commune is chosen; after that, what is actually missing.
              selection.communeId === null ? messages.selectCommuneFirst : messages.chooseTransporter,
            )}
      </p>
    </section>
  );
}
