/**
 * The till is registered: its code and name, whether the browser granted persistent storage (the
 * sales on the tablet are safe from eviction) or refused it (with what to do), then "Continue".
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { TillDevice } from '../till-data';
import { messages } from './messages';

interface Props {
  readonly device: TillDevice;
  /** null: the browser cannot be asked. */
  readonly persisted: boolean | null;
  readonly onContinue: () => void;
}

export function RegisteredNote({ device, persisted, onContinue }: Props) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const storage =
    persisted === null
      ? messages.persistUnknown
      : persisted
        ? messages.persistGranted
        : messages.persistRefused;
  return (
    <section className="pos-session pos-session--narrow">
      <h1>{intl.formatMessage(messages.registerTitle)}</h1>
      <p role="status" className="note note--success">
        {intl.formatMessage(messages.registered, { code: device.code, name: device.name })}
      </p>
      <p role={persisted ? undefined : 'alert'} className={persisted ? 'muted' : 'note note--offline'}>
        {intl.formatMessage(storage)}
      </p>
      <button ref={button} type="button" className="pos-button pos-button--primary" onClick={onContinue}>
        {intl.formatMessage(messages.continue)}
      </button>
    </section>
  );
}
