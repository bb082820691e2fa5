/**
 * The delivery areas screen: the wilayas, and the communes of the one chosen, read from the device
 * first; a note says when the server could not be reached and whether the figures come from the
 * device.
 */
import { useIntl } from 'react-intl';
import { sharedMessages, useLocale, CatalogueScope } from '@tijara/shared';
import type { MirrorRefresh } from '@tijara/shared';
import { CommuneTable, WilayaTable } from './GeographyTables';
import { messages } from './messages';
import { useGeography } from './use-geography';
import { geographyTexts } from './texts';

function MirrorNote({ refresh, cached }: { refresh: MirrorRefresh; cached: boolean }) {
  const intl = useIntl();
  if (refresh.refreshing && !cached) return <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  if (!refresh.failed) return null;
  return (
    <p role={cached ? 'status' : 'alert'} className={cached ? 'note' : 'note note--error'}>
      {intl.formatMessage(messages.failed)}{' '}
      {intl.formatMessage(cached ? messages.fromCache : messages.nothingCached)}{' '}
      <button type="button" className="link-button" onClick={refresh.retry}>
        {intl.formatMessage(sharedMessages.retry)}
      </button>
    </p>
  );
}

function GeographyPageContent() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { wilayas, communes, wilayaId, selected, choose } = useGeography();
  const label = (place: { name: string; nameAr: string }) => (locale === 'ar' ? place.nameAr : place.name);
  const rows = wilayas.rows ?? [];
  return (
    <section className="page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <MirrorNote refresh={wilayas.refresh} cached={rows.length > 0} />
      {rows.length > 0 ? (
        <p>
          {intl.formatMessage(messages.wilayaCount, {
            count: rows.length,
            deliverable: rows.filter((w) => w.deliverable).length,
          })}
        </p>
      ) : null}
      <div className="split">
        <WilayaTable wilayas={rows} chosenId={wilayaId} label={label} onChoose={choose} />
        {selected ? (
          <div>
            <h2>{intl.formatMessage(messages.communesOf, { wilaya: label(selected) })}</h2>
            <MirrorNote refresh={communes.refresh} cached={(communes.rows?.length ?? 0) > 0} />
            <CommuneTable communes={communes.rows ?? []} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function GeographyPage() {
  return (
    <CatalogueScope catalogue={geographyTexts}>
      <GeographyPageContent />
    </CatalogueScope>
  );
}
