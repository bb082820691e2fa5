/**
 * Opening a session: the catalogue on the tablet (refreshed at mount when due, with its progress),
 * the receipt paper of this device, and the opening cash count (the denomination counter or the
 * amount typed). Opening is recorded on the device and queued for the server, so once a catalogue is
 * on the tablet it opens offline too; before that the button waits for the first load.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { SubmitButton } from '../../components/SubmitButton';
import { openSession, useTillRefresh } from '../till-data';
import type { TillCashier, TillDevice, TillSession } from '../till-data';
import { CashCounter } from './CashCounter';
import { CatalogueRefresh } from './CatalogueRefresh';
import { messages } from './messages';
import { PaperChoice } from './PaperChoice';
import { StorageWarning } from './StorageWarning';
import { TillSessionScope } from './TillSessionScope';
import { useCashCount } from './use-cash-count';
import { useNow } from './use-now';
import { useDb } from '../../app/app-services';

interface Props {
  readonly device: TillDevice;
  readonly cashier: TillCashier;
  readonly onOpened: (session: TillSession) => void;
}

export function SessionOpening(props: Props) {
  return (
    <TillSessionScope>
      <SessionOpeningContent {...props} />
    </TillSessionScope>
  );
}

function SessionOpeningContent({ device, cashier, onOpened }: Props) {
  const intl = useIntl();
  const db = useDb();
  const client = useApolloClient();
  const refresh = useTillRefresh(db, client, device);
  const formId = useId();
  const count = useCashCount();
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const now = useNow(60_000);
  const catalogueReady = refresh.lastRefreshedAt !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeof count.amount !== 'number') {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      onOpened(await openSession(db, { device, cashier, openingCash: count.amount }));
    } catch (error) {
      console.error('The session could not be opened', error);
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <section className="pos-session">
      <h1>{intl.formatMessage(messages.openTitle, { code: device.code })}</h1>
      <p className="muted">
        {intl.formatMessage(messages.deviceLine, {
          name: device.name,
          shop: device.shopName,
          warehouse: device.warehouseName,
        })}
      </p>
      <div className="pos-session__columns">
        <form id={formId} className="pos-session__form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="muted">{intl.formatMessage(messages.openingCashHint)}</p>
          <CashCounter
            id={`${formId}-opening`}
            name="openingCash"
            label={intl.formatMessage(messages.openingCash)}
            // Collapsed: on a tablet the open button stays in sight; the counter is one tap away.
            counting={false}
            count={count}
            errors={
              missing && typeof count.amount !== 'number'
                ? [intl.formatMessage(messages.amountRequired)]
                : undefined
            }
          />
          {failed ? (
            <p role="alert" className="note note--error">
              {intl.formatMessage(messages.openFailed)}
            </p>
          ) : null}
          <SubmitButton
            submitting={submitting}
            disabled={!catalogueReady}
            className="pos-button pos-button--primary"
          >
            {intl.formatMessage(messages.open)}
          </SubmitButton>
        </form>
        <div className="pos-session__side">
          <StorageWarning />
          <CatalogueRefresh refresh={refresh} now={now} />
          <PaperChoice />
        </div>
      </div>
    </section>
  );
}
