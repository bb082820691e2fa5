/**
 * A blog post's editor: a new post (the installation's shop) or a saved one, filled from the
 * server's first answer; a new post, once saved, is opened at its own address, and a published one
 * links to its storefront page. Offline, nothing can be saved; leaving unsaved changes asks first.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import { BlogEditorShopDocument, BlogPostFormDocument } from '../../__generated__/blog-editor/graphql';
import { EditorPage } from '../../components/EditorPage';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { ContentNav, contentEditingMessages, useLeaveGuard } from '../content-editing';
import { BlogPostForm } from './BlogPostForm';
import { messages } from './messages';
import type { BlogNavigate } from './navigation';
import { storefrontPostPath } from './storefront-path';
import { blogEditorTexts } from './texts';
import './blog-editor.css';

interface Props {
  /** null: a new post. */
  readonly postId: number | null;
  readonly onNavigate: BlogNavigate;
}

function BlogPostEditorContent({ postId, onNavigate }: Props) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  return (
    <>
      <ContentNav current="blogPosts" />
      <EditorPage
        className="content-list blog-editor"
        online={online}
        backLabel={messages.backToPosts}
        offline={messages.offline}
        onBack={() => leave.guard(() => onNavigate({ name: 'blogPosts' }))}
      >
        <ShopGate
          query={BlogEditorShopDocument}
          failed={messages.shopFailed}
          loading={sharedMessages.loading}
        >
          {(shopUuid) =>
            postId === null ? (
              <>
                <h1>{intl.formatMessage(messages.newPost)}</h1>
                <BlogPostForm
                  post={null}
                  shopUuid={shopUuid}
                  online={online}
                  onDirty={setDirty}
                  onSaved={(post) => onNavigate({ name: 'blogPost', id: post.id })}
                />
              </>
            ) : (
              <SavedPost id={postId} shopUuid={shopUuid} online={online} onDirty={setDirty} />
            )
          }
        </ShopGate>
      </EditorPage>
      {leave.dialog}
    </>
  );
}

interface SavedProps {
  readonly id: number;
  readonly shopUuid: string;
  readonly online: boolean;
  readonly onDirty: (dirty: boolean) => void;
}

function SavedPost({ id, shopUuid, online, onDirty }: SavedProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const detail = useQuery(BlogPostFormDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const post = detail.data?.blogPostDetail;
  const answered = detail.networkStatus !== NetworkStatus.loading || Boolean(detail.error);
  if (!post || !answered) {
    return detail.error && !post ? (
      <RetryAlert
        message={messages.postFailed}
        onRetry={() => void detail.refetch().catch(() => undefined)}
      />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  return (
    <>
      <div className="content-form__head">
        <h1>{intl.formatMessage(messages.editTitle, { name: post.title[locale] || post.title.fr })}</h1>
        {post.published ? (
          <a href={storefrontPostPath(post.slug)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(contentEditingMessages.openOnStorefront)}{' '}
            <span className="muted">{intl.formatMessage(contentEditingMessages.newTab)}</span>
          </a>
        ) : null}
      </div>
      <BlogPostForm
        key={id}
        post={post}
        shopUuid={shopUuid}
        online={online}
        onDirty={onDirty}
        onSaved={() => undefined}
      />
    </>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function BlogPostEditor(props: ComponentProps<typeof BlogPostEditorContent>) {
  return (
    <CatalogueScope catalogue={blogEditorTexts}>
      <BlogPostEditorContent {...props} />
    </CatalogueScope>
  );
}
