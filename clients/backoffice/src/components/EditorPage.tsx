/**
 * The frame of a record's editor screen: the way back to its list and, offline, why nothing can be
 * saved; the screen's own content follows.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { OfflineNote } from './OfflineNote';

interface Props {
  /** The feature's page class, next to `page`. */
  readonly className: string;
  readonly online: boolean;
  readonly backLabel: MessageDescriptor;
  readonly offline: MessageDescriptor;
  readonly onBack: () => void;
  readonly children: ReactNode;
}

export function EditorPage({ className, online, backLabel, offline, onBack, children }: Props) {
  const intl = useIntl();
  return (
    <section className={`page ${className}`}>
      <button type="button" className="link-button" onClick={onBack}>
        {intl.formatMessage(backLabel)}
      </button>
      <OfflineNote online={online} message={offline} />
      {children}
    </section>
  );
}
