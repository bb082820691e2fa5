/**
 * The logo part of a saved brand's form: the thumbnail the server made, a drop zone (or the file
 * picker) for a new one with its progress, and the removal. A new brand has no id to upload to yet,
 * so the form says to save it first.
 */
import { useIntl } from 'react-intl';
import { DropZone } from '../../components/upload';
import type { Access } from './access';
import { brandMessages } from './brand-messages';
import { useBrandLogo } from './use-brand-logo';
import type { LogoState } from './use-brand-logo';

interface Props {
  readonly brand: { readonly id: number; readonly name: string; readonly logoUrl: string | null } | null;
  readonly access: Access;
}

export function BrandLogo({ brand, access }: Props) {
  const intl = useIntl();
  return (
    <fieldset className="taxonomy-labels">
      <legend>{intl.formatMessage(brandMessages.logo)}</legend>
      {brand ? (
        <SavedBrandLogo brand={brand} access={access} />
      ) : (
        <p className="muted">{intl.formatMessage(brandMessages.logoSaveFirst)}</p>
      )}
    </fieldset>
  );
}

function SavedBrandLogo({ brand, access }: { brand: NonNullable<Props['brand']>; access: Access }) {
  const intl = useIntl();
  const { state, upload, remove } = useBrandLogo(brand.id);
  const busy = state.status === 'uploading' || state.status === 'removing';
  return (
    <div className="taxonomy-logo">
      {brand.logoUrl ? (
        <img
          className="taxonomy-logo__image"
          src={brand.logoUrl}
          alt={intl.formatMessage(brandMessages.logoOf, { name: brand.name })}
        />
      ) : (
        <p className="muted">{intl.formatMessage(brandMessages.noLogo)}</p>
      )}
      <DropZone
        label={intl.formatMessage(brandMessages.logoChoose)}
        multiple={false}
        disabled={!access.writable || busy}
        onFiles={(files) => void upload(files)}
      />
      {brand.logoUrl ? (
        <button
          type="button"
          className="link-button link-button--danger"
          disabled={!access.writable || busy}
          onClick={() => void remove()}
        >
          {intl.formatMessage(brandMessages.logoRemove)}
        </button>
      ) : null}
      <LogoLine state={state} />
    </div>
  );
}

/** How the last upload or removal went: its progress, then done or why not. */
function LogoLine({ state }: { state: LogoState }) {
  const intl = useIntl();
  switch (state.status) {
    case 'idle':
    case 'removing':
      return null;
    case 'uploading': {
      const text = intl.formatMessage(brandMessages.logoUploading, { percent: state.percent });
      return (
        <p role="status">
          <progress max={100} value={state.percent} aria-label={text} /> {text}
        </p>
      );
    }
    case 'done':
      return (
        <p role="status" className="note note--success">
          {state.text}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="note note--error">
          {state.text}
        </p>
      );
  }
}
