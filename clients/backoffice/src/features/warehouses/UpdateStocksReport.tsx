/** The outcome of "update stocks" for one warehouse: success or failure, then what was corrected. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { errorMessages } from '@tijara/shared';
import { messages } from './messages';
import type { CorrectionView, ReconciliationView } from './update-stocks-answer';
import type { UpdateStocksFailure, UpdateStocksResult } from './use-update-stocks';

const FAILURE_DETAIL: Readonly<Record<UpdateStocksFailure, MessageDescriptor | null>> = {
  unreachable: errorMessages.unreachable,
  signedOut: errorMessages.UNAUTHENTICATED,
  forbidden: errorMessages.FORBIDDEN,
  refused: null,
};

function Corrections({ title, list }: { title: MessageDescriptor; list: readonly CorrectionView[] }) {
  const intl = useIntl();
  if (list.length === 0) return null;
  return (
    <>
      <p>{intl.formatMessage(title)}</p>
      <ul>
        {list.map((c, index) => (
          <li key={index}>{intl.formatMessage(messages.correction, c)}</li>
        ))}
      </ul>
    </>
  );
}

function Reconciliation({ report }: { report: ReconciliationView }) {
  const intl = useIntl();
  const nothing =
    report.onHand.length === 0 && report.reserved.length === 0 && report.expiredReservationsReleased === 0;
  return (
    <div className="warehouse-report">
      {report.levelsChecked === null ? null : (
        <p className="muted">{intl.formatMessage(messages.levelsChecked, { count: report.levelsChecked })}</p>
      )}
      {nothing ? <p>{intl.formatMessage(messages.nothingCorrected)}</p> : null}
      <Corrections title={messages.onHandCorrected} list={report.onHand} />
      <Corrections title={messages.reservedCorrected} list={report.reserved} />
      {report.expiredReservationsReleased > 0 ? (
        <p>{intl.formatMessage(messages.expiredReleased, { count: report.expiredReservationsReleased })}</p>
      ) : null}
    </div>
  );
}

export function UpdateStocksReport({ result }: { result: UpdateStocksResult }) {
  const intl = useIntl();
  if (result.ok) {
    return (
      <>
        <p role="alert" className="note note--success">
          {intl.formatMessage(messages.stocksUpdated)}
        </p>
        {result.reconciliation ? <Reconciliation report={result.reconciliation} /> : null}
      </>
    );
  }
  const detail = FAILURE_DETAIL[result.reason];
  return (
    <p role="alert" className="note note--error">
      {intl.formatMessage(messages.stocksFailed)}
      {detail ? (
        <>
          <br />
          {intl.formatMessage(detail)}
        </>
      ) : null}
    </p>
  );
}
