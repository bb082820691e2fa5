/**
 * After the closing: the session's Z report as it will print, a button to print it on the till's
 * paper (as many times as wanted), and "Finish", back to the till's next step.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TillDevice, TillSession } from '../till-data';
import { messages } from './messages';
import { usePaper } from './paper';
import { ThermalPrint } from './ThermalPrint';
import { useDb } from '../../app/app-services';
import { ZReportSheet } from './ZReportSheet';

interface Props {
  readonly device: TillDevice;
  readonly session: TillSession;
  readonly onDone: () => void;
}

export function ClosedSession({ device, session, onDone }: Props) {
  const intl = useIntl();
  const paper = usePaper(useDb());
  const [printing, setPrinting] = useState(false);
  const report = session.report;
  return (
    <section className="pos-session">
      <h1>{intl.formatMessage(messages.closed, { number: session.number })}</h1>
      {report ? (
        <div className="pos-session__sheet">
          <ZReportSheet report={report} shopName={device.shopName} />
        </div>
      ) : null}
      <div className="pos-session__actions">
        {report ? (
          <button type="button" className="pos-button" onClick={() => setPrinting(true)} disabled={printing}>
            {intl.formatMessage(messages.printZ)}
          </button>
        ) : null}
        <button type="button" className="pos-button pos-button--primary" onClick={onDone}>
          {intl.formatMessage(messages.done)}
        </button>
      </div>
      {printing && report ? (
        <ThermalPrint
          paper={paper}
          status={intl.formatMessage(messages.printZ)}
          onPrinted={() => setPrinting(false)}
        >
          <ZReportSheet report={report} shopName={device.shopName} />
        </ThermalPrint>
      ) : null}
    </section>
  );
}
