/**
 * The menu editor (CONTENT): choose a menu (header, footer, others; create one), see its items as
 * a tree, move them by drag and drop or by their arrows, add, edit and delete them in the item
 * form. Online only for writes, like the other editing screens: offline, the menus read last stay
 * shown, a note says so and every change is disabled (the server checks targets, links and depth,
 * which a queued change could not).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { ContentMenusDocument, ContentMenusShopDocument } from '../../__generated__/content-menus/graphql';
import type { ContentMenuItemFieldsFragment } from '../../__generated__/content-menus/graphql';
import { MenuChoice, menuTitle, sortedMenus } from './MenuChoice';
import { MenuItemForm } from './MenuItemForm';
import type { ReferenceCache } from './menu-references';
import { messages } from './messages';
import { MenuTree } from './MenuTree';
import { contentMenusTexts } from './texts';
import './content-menus.css';

/** The item form: closed, a new item, or a saved one. */
type FormState =
  { readonly open: false } | { readonly open: true; readonly item: ContentMenuItemFieldsFragment | null };

export function MenusEditor({ shopUuid }: { shopUuid: string }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const answer = useQuery(ContentMenusDocument, {
    variables: { shopUuid },
    fetchPolicy: 'cache-and-network',
  });
  const [code, setCode] = useState('header');
  const [form, setForm] = useState<FormState>({ open: false });
  const [notice, setNotice] = useState<Notice | null>(null);
  // The pickers' lists, read once for the screen's life.
  const [cache] = useState<ReferenceCache>(() => new Map());
  const menus = answer.data?.contentMenus;
  const menu =
    menus?.find((candidate) => candidate.code === code) ?? (menus ? sortedMenus(menus)[0] : undefined);

  if (!menus) {
    return answer.error ? (
      <RetryAlert
        message={messages.listFailed}
        onRetry={() => void answer.refetch().catch(() => undefined)}
      />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  return (
    <>
      <OfflineNote online={online} message={messages.offline} />
      <MenuChoice
        menus={menus}
        chosen={menu?.code ?? ''}
        shopUuid={shopUuid}
        writable={online}
        onChoose={(next) => {
          setCode(next);
          setNotice(null);
        }}
      />
      <NoticeLine notice={notice} />
      {menu ? (
        <section className="card menu-panel" aria-labelledby="content-menu-title">
          <div className="list-heading">
            <h2 id="content-menu-title">{menuTitle(intl, menu.code)}</h2>
            <button
              type="button"
              className="button"
              disabled={!online}
              onClick={() => setForm({ open: true, item: null })}
            >
              {intl.formatMessage(messages.addItem)}
            </button>
          </div>
          <MenuTree
            menu={menu}
            writable={online}
            onEdit={(item) => setForm({ open: true, item })}
            onNotice={setNotice}
          />
          {form.open ? (
            <MenuItemForm
              key={form.item?.id ?? 'new'}
              menu={menu}
              item={form.item}
              shopUuid={shopUuid}
              cache={cache}
              writable={online}
              onClose={() => setForm({ open: false })}
              onSaved={(name) => setNotice({ ok: true, text: intl.formatMessage(messages.saved, { name }) })}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}

function ContentMenusContent() {
  const intl = useIntl();
  return (
    <section className="page content-menus">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <ShopGate
        query={ContentMenusShopDocument}
        failed={messages.shopFailed}
        loading={sharedMessages.loading}
      >
        {(shopUuid) => <MenusEditor shopUuid={shopUuid} />}
      </ShopGate>
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ContentMenusPage() {
  return (
    <CatalogueScope catalogue={contentMenusTexts}>
      <ContentMenusContent />
    </CatalogueScope>
  );
}
