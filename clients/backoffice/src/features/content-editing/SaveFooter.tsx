/**
 * The end of a content form (CMS page, blog post): the server's refusal in words, "saved" once the
 * last save holds, the save button (disabled offline) and the unsaved-changes note.
 */
import { useIntl } from 'react-intl';
import { SubmitButton } from '../../components/SubmitButton';
import type { ContentRefusal } from './content-refusal';
import { messages } from './messages';

interface Props {
  readonly refusal: ContentRefusal | null;
  readonly saved: boolean;
  readonly dirty: boolean;
  readonly submitting: boolean;
  readonly online: boolean;
  readonly saveLabel: string;
  readonly savedText: string;
}

export function SaveFooter({ refusal, saved, dirty, submitting, online, saveLabel, savedText }: Props) {
  const intl = useIntl();
  return (
    <>
      {refusal ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(refusal.message)}
        </p>
      ) : null}
      {saved && !dirty ? (
        <p role="status" className="note note--success">
          {savedText}
        </p>
      ) : null}
      <div className="content-form__actions">
        <SubmitButton submitting={submitting} disabled={!online}>
          {saveLabel}
        </SubmitButton>
        {dirty ? <span className="muted">{intl.formatMessage(messages.unsavedNote)}</span> : null}
      </div>
    </>
  );
}
