/**
 * The banner image of a saved promotion: its preview (the SMALL variant the server gives), an
 * upload with its progress, and a remove button. A new promotion has no id to upload to yet, so
 * the panel says to save first. The server leaves the promotion's version alone (the banner is not
 * part of the form), so an editor open meanwhile can still save.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PromotionFieldsFragment } from '../../__generated__/promotions/graphql';
import { messages } from './messages';
import { useBannerUpload } from './use-banner-upload';
import type { UploadState } from './use-banner-upload';
import { useRemovePromotionBanner } from './use-promotion-writes';

interface Props {
  readonly promotion: PromotionFieldsFragment;
  readonly writable: boolean;
}

export function BannerPanel({ promotion, writable }: Props) {
  const intl = useIntl();
  const id = useId();
  const { state, upload, reset } = useBannerUpload(promotion.id);
  const removeBanner = useRemovePromotionBanner();
  const [removal, setRemoval] = useState<{ ok: boolean; message: MessageDescriptor } | null>(null);
  const [removing, setRemoving] = useState(false);
  const uploading = state.status === 'uploading';

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setRemoval(null);
    await upload(file);
  };
  const onRemove = async () => {
    reset();
    setRemoving(true);
    const outcome = await removeBanner(promotion.id);
    setRemoving(false);
    setRemoval(
      outcome.ok ? { ok: true, message: messages.bannerRemoved } : { ok: false, message: outcome.message },
    );
  };

  return (
    <section className="card promotions-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.sectionBanner)}</h2>
      {promotion.bannerThumbUrl ? (
        <img
          className="promotions-banner"
          src={promotion.bannerThumbUrl}
          alt={intl.formatMessage(messages.bannerPreview)}
        />
      ) : (
        <p className="muted">{intl.formatMessage(messages.noBanner)}</p>
      )}
      <div className="promotions-row">
        <label htmlFor={`${id}-file`}>{intl.formatMessage(messages.bannerChoose)}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          disabled={!writable || uploading}
          onChange={(event) => {
            const input = event.currentTarget;
            void onFile(input.files?.[0]).finally(() => {
              input.value = '';
            });
          }}
        />
        {promotion.bannerThumbUrl ? (
          <button
            type="button"
            className="link-button link-button--danger"
            disabled={!writable || uploading || removing}
            onClick={() => void onRemove()}
          >
            {intl.formatMessage(messages.bannerRemove)}
          </button>
        ) : null}
      </div>
      <UploadLine state={state} progressId={`${id}-progress`} />
      {removal ? (
        <p role={removal.ok ? 'status' : 'alert'} className={removal.ok ? undefined : 'note note--error'}>
          {intl.formatMessage(removal.message)}
        </p>
      ) : null}
    </section>
  );
}

/** How the upload goes: its progress, then saved or why not. */
function UploadLine({ state, progressId }: { state: UploadState; progressId: string }) {
  const intl = useIntl();
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <p role="status">
          <progress max={100} value={state.percent} aria-labelledby={progressId} />{' '}
          <span id={progressId}>
            {intl.formatMessage(messages.bannerUploading, { percent: state.percent })}
          </span>
        </p>
      );
    case 'done':
      return <p role="status">{intl.formatMessage(messages.bannerUploaded)}</p>;
    case 'failed':
      return (
        <p role="alert" className="note note--error">
          {intl.formatMessage(state.message)}
        </p>
      );
  }
}
