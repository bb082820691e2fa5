/**
 * One page's block editor: its blocks in order (reordered by drag and drop or the Up and Down
 * buttons, each move saved), a block's form beside them (new, edit), duplicate and delete, and the
 * page's preview; a published page links to itself on the storefront (the home at /, a landing page
 * at /landing/{slug}). Online only for writes; leaving a block form with unsaved changes asks first.
 */
import { useCallback, useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { isBlockType } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type {
  ContentBlockFieldsFragment,
  ContentPageDetailFieldsFragment,
} from '../../__generated__/content-pages/graphql';
import {
  ContentPageEditorDocument,
  ContentPagesShopDocument,
} from '../../__generated__/content-pages/graphql';
import { EditorPage } from '../../components/EditorPage';
import { NoticeLine } from '../../components/NoticeLine';
import type { Notice } from '../../components/NoticeLine';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { ContentNav, StorefrontLink, useLeaveGuard } from '../content-editing';
import { duplicateInput } from './block-draft';
import { blockMessages, typeMessages } from './block-messages';
import { BlockForm } from './BlockForm';
import { BlockList } from './BlockList';
import { messages } from './messages';
import type { ContentPagesNavigate } from './navigation';
import { PagePreview } from './PagePreview';
import { storefrontPagePath } from './storefront-path';
import { titleIn } from './titles';
import { contentPagesTexts } from './texts';
import { useDeleteBlock, useMoveBlock, useSaveBlock } from './use-page-writes';
import './content-pages.css';

interface Props {
  readonly pageId: number;
  readonly onNavigate: ContentPagesNavigate;
}

type Editing = { readonly block: ContentBlockFieldsFragment | null } | null;

function PageEditorContent({ pageId, onNavigate }: Props) {
  const { online } = useOnlineStatus();
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  return (
    <>
      <ContentNav current="contentPages" />
      <EditorPage
        className="content-pages page-editor"
        online={online}
        backLabel={messages.backToPages}
        offline={messages.offline}
        onBack={() => leave.guard(() => onNavigate({ name: 'contentPages' }))}
      >
        <ShopGate
          query={ContentPagesShopDocument}
          failed={messages.shopFailed}
          loading={sharedMessages.loading}
        >
          {(shopUuid) => (
            <LoadedPage
              pageId={pageId}
              shopUuid={shopUuid}
              online={online}
              guard={leave.guard}
              onDirty={setDirty}
            />
          )}
        </ShopGate>
      </EditorPage>
      {leave.dialog}
    </>
  );
}

interface LoadedProps {
  readonly pageId: number;
  readonly shopUuid: string;
  readonly online: boolean;
  readonly guard: (action: () => void) => void;
  readonly onDirty: (dirty: boolean) => void;
}

function LoadedPage({ pageId, shopUuid, online, guard, onDirty }: LoadedProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const detail = useQuery(ContentPageEditorDocument, {
    variables: { id: pageId },
    fetchPolicy: 'cache-and-network',
  });
  const page = detail.data?.contentPage;
  if (!page) {
    return detail.error ? (
      <RetryAlert
        message={messages.pageFailed}
        onRetry={() => void detail.refetch().catch(() => undefined)}
      />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  const name = page.slug === null ? intl.formatMessage(messages.home) : titleIn(page.title, locale);
  return (
    <PageBlocks
      page={page}
      name={name}
      shopUuid={shopUuid}
      online={online}
      guard={guard}
      onDirty={onDirty}
      onStale={() => void detail.refetch().catch(() => undefined)}
    />
  );
}

interface BlocksProps extends Omit<LoadedProps, 'pageId'> {
  readonly page: ContentPageDetailFieldsFragment;
  readonly name: string;
  /** A write was refused: the page is asked again. */
  readonly onStale: () => void;
}

function PageBlocks({ page, name, shopUuid, online, guard, onDirty, onStale }: BlocksProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [told, setTold] = useState('');
  const moveBlock = useMoveBlock();
  const saveBlock = useSaveBlock();
  const deleteBlock = useDeleteBlock();

  const typeOf = useCallback(
    (block: ContentBlockFieldsFragment) =>
      isBlockType(block.type) ? intl.formatMessage(typeMessages[block.type]) : block.type,
    [intl],
  );
  const nameOf = (block: ContentBlockFieldsFragment) =>
    intl.formatMessage(messages.blockName, {
      position: page.blocks.indexOf(block) + 1,
      type: typeOf(block),
    });
  const titleOf = (block: ContentBlockFieldsFragment) =>
    block.texts[locale].publicTitle || block.texts.fr.publicTitle || intl.formatMessage(messages.untitled);
  const fail = (message: MessageDescriptor) => {
    setNotice({ ok: false, text: intl.formatMessage(message) });
    onStale();
  };
  const open = (next: Editing) =>
    guard(() => {
      onDirty(false);
      setEditing(next);
    });
  const closeForm = () => {
    onDirty(false);
    setEditing(null);
  };

  const move = async (block: ContentBlockFieldsFragment, position: number) => {
    const outcome = await moveBlock(page, block.id, position);
    if (!outcome.ok) return fail(messages.moveFailed);
    setTold(
      intl.formatMessage(messages.moved, {
        name: `${titleOf(block)} (${typeOf(block)})`,
        position: position + 1,
        count: page.blocks.length,
      }),
    );
  };
  const duplicate = async (block: ContentBlockFieldsFragment) => {
    const copy = await saveBlock(duplicateInput(block));
    if (!copy.ok) return fail(copy.message);
    const placed = await moveBlock(
      { ...page, blocks: [...page.blocks, copy.value] },
      copy.value.id,
      page.blocks.indexOf(block) + 1,
    );
    if (!placed.ok) return fail(placed.message);
    setNotice({ ok: true, text: intl.formatMessage(messages.duplicated) });
  };
  const remove = async (block: ContentBlockFieldsFragment) => {
    const outcome = await deleteBlock(block.id);
    if (!outcome.ok) {
      fail(outcome.message);
      return false;
    }
    if (editing?.block?.id === block.id) closeForm();
    setNotice({ ok: true, text: intl.formatMessage(messages.blockDeleted) });
    return true;
  };

  return (
    <>
      <div className="page-editor__head">
        <h1>{intl.formatMessage(messages.editorTitle, { name })}</h1>
        {page.published ? <StorefrontLink path={storefrontPagePath(page.slug)} /> : null}
      </div>
      <NoticeLine notice={notice} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {told}
      </p>
      <div className="page-editor__columns">
        <section className="page-editor__blocks" aria-labelledby="page-editor-blocks">
          <div className="list-heading">
            <h2 id="page-editor-blocks">{intl.formatMessage(messages.blocksTitle)}</h2>
            <button type="button" className="button" onClick={() => open({ block: null })}>
              {intl.formatMessage(messages.addBlock)}
            </button>
          </div>
          {page.blocks.length === 0 ? <p className="muted">{intl.formatMessage(messages.noBlocks)}</p> : null}
          <BlockList
            blocks={page.blocks}
            writable={online}
            editingId={editing?.block?.id ?? null}
            nameOf={nameOf}
            titleOf={titleOf}
            typeOf={typeOf}
            onEdit={(block) => open({ block })}
            onMove={(block, position) => void move(block, position)}
            onDuplicate={(block) => void duplicate(block)}
            onDelete={remove}
          />
        </section>
        <section className="page-editor__side">
          {editing ? (
            <BlockForm
              key={editing.block?.id ?? 'new'}
              pageId={page.id}
              shopUuid={shopUuid}
              block={editing.block}
              name={editing.block ? nameOf(editing.block) : ''}
              online={online}
              onDirty={onDirty}
              onCancel={() => guard(closeForm)}
              onSaved={() => {
                closeForm();
                setNotice({ ok: true, text: intl.formatMessage(blockMessages.blockSaved) });
              }}
            />
          ) : (
            <>
              <h2>{intl.formatMessage(messages.preview)}</h2>
              <p className="muted">{intl.formatMessage(messages.previewNote)}</p>
              <PagePreview blocks={page.blocks} typeOf={typeOf} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function PageEditor(props: ComponentProps<typeof PageEditorContent>) {
  return (
    <CatalogueScope catalogue={contentPagesTexts}>
      <PageEditorContent {...props} />
    </CatalogueScope>
  );
}
