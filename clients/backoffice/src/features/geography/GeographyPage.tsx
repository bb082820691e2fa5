import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  replaceCommunesOf,
  replaceWilayas,
  toCommuneRow,
  toWilayaRow,
  useLocale,
  useMirrorRefresh,
} from '@tijara/shared';
import type { MirrorRefresh } from '@tijara/shared';
import { GeographyCommunesDocument, GeographyWilayasDocument } from '../../__generated__/graphql';
import { useDb } from '../../app/app-services';
import { messages } from './messages';

function MirrorNote({ refresh, cached }: { refresh: MirrorRefresh; cached: boolean }) {
  const intl = useIntl();
  if (refresh.refreshing && !cached) return <p role="status">{intl.formatMessage(messages.loading)}</p>;
  if (!refresh.failed) return null;
  return (
    <p role={cached ? 'status' : 'alert'} className={cached ? 'note' : 'note note--error'}>
      {intl.formatMessage(messages.failed)}{' '}
      {intl.formatMessage(cached ? messages.fromCache : messages.nothingCached)}{' '}
      <button type="button" className="link-button" onClick={refresh.retry}>
        {intl.formatMessage(messages.retry)}
      </button>
    </p>
  );
}

function YesNo({ value }: { value: boolean }) {
  const intl = useIntl();
  return (
    <span className={value ? 'badge badge--ok' : 'badge badge--off'}>
      {intl.formatMessage(value ? messages.yes : messages.no)}
    </span>
  );
}

export function GeographyPage() {
  const intl = useIntl();
  const db = useDb();
  const client = useApolloClient();
  const { locale } = useLocale();
  const [wilayaId, setWilayaId] = useState<number | null>(null);

  const wilayas = useLiveQuery(() => db.wilayas.orderBy('id').toArray(), [db]);
  const communes = useLiveQuery(
    () => (wilayaId === null ? [] : db.communes.where('wilayaId').equals(wilayaId).sortBy('name')),
    [db, wilayaId],
  );
  const wilayasRefresh = useMirrorRefresh('wilayas', async () => {
    const { data } = await client.query({ query: GeographyWilayasDocument, fetchPolicy: 'network-only' });
    if (data) await replaceWilayas(db, data.wilayas.map(toWilayaRow));
  });
  const communesRefresh = useMirrorRefresh(wilayaId === null ? null : `wilaya:${wilayaId}`, async () => {
    if (wilayaId === null) return;
    const { data } = await client.query({
      query: GeographyCommunesDocument,
      variables: { wilayaId },
      fetchPolicy: 'network-only',
    });
    if (data)
      await replaceCommunesOf(
        db,
        wilayaId,
        data.communes.map((c) => toCommuneRow(c, wilayaId)),
      );
  });
  const selected = wilayas?.find((w) => w.id === wilayaId);
  const label = (place: { name: string; nameAr: string }) => (locale === 'ar' ? place.nameAr : place.name);

  return (
    <section className="page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <MirrorNote refresh={wilayasRefresh} cached={(wilayas?.length ?? 0) > 0} />
      {wilayas && wilayas.length > 0 ? (
        <p>
          {intl.formatMessage(messages.wilayaCount, {
            count: wilayas.length,
            deliverable: wilayas.filter((w) => w.deliverable).length,
          })}
        </p>
      ) : null}
      <div className="split">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.code)}</th>
              <th scope="col">{intl.formatMessage(messages.name)}</th>
              <th scope="col">{intl.formatMessage(messages.deliverable)}</th>
            </tr>
          </thead>
          <tbody>
            {wilayas?.map((w) => (
              <tr key={w.id} aria-selected={w.id === wilayaId}>
                <td>{w.code}</td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setWilayaId(w.id)}
                    title={intl.formatMessage(messages.show)}
                  >
                    {label(w)}
                  </button>
                </td>
                <td>
                  <YesNo value={w.deliverable} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {selected ? (
          <div>
            <h2>{intl.formatMessage(messages.communesOf, { wilaya: label(selected) })}</h2>
            <MirrorNote refresh={communesRefresh} cached={(communes?.length ?? 0) > 0} />
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.name)}</th>
                  <th scope="col">{intl.formatMessage(messages.nameAr)}</th>
                  <th scope="col">{intl.formatMessage(messages.postCode)}</th>
                  <th scope="col">{intl.formatMessage(messages.deliverable)}</th>
                </tr>
              </thead>
              <tbody>
                {communes?.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name}</td>
                    <td lang="ar" dir="rtl">
                      {c.nameAr}
                    </td>
                    <td>{c.postCode ?? '—'}</td>
                    <td>
                      <YesNo value={c.deliverable} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
