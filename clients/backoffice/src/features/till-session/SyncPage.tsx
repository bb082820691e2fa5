/**
 * The till's sync screen (/pos/sync): how many operations wait, the progress while the engine drains
 * them, "sync now", and the entries by state: waiting (receipt, time, tries, next try), recorded for
 * review (with the order's reference and the reasons: nothing to redo), refused (each reason in words
 * with what to do; the sale stays on the device and can be printed) and waiting for a sign-in (with
 * the sign-in in place).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CatalogueScope, OnlineIndicator } from '@tijara/shared';
import { useAppServices, useDb } from '../../app/app-services';
import { ReconnectNotice } from './ReconnectNotice';
import { SyncEntries } from './SyncEntries';
import { syncPageMessages as m } from './sync-page-messages';
import { useSyncRows } from './sync-entries';
import { SyncSummary } from './SyncSummary';
import { tillSessionTexts } from './texts';
import { usePrintReceipt } from './use-print-receipt';
import './till-session.css';

function SyncPageContent() {
  const intl = useIntl();
  const db = useDb();
  const { syncEngine } = useAppServices();
  const rows = useSyncRows(db);
  const printer = usePrintReceipt();
  return (
    <section className="page pos-sync">
      <header className="pos-sync__head">
        <Link to="/pos" className="pos-button">
          {intl.formatMessage(m.backToTill)}
        </Link>
        <h1>{intl.formatMessage(m.title)}</h1>
        <OnlineIndicator />
      </header>
      <SyncSummary db={db} engine={syncEngine} />
      <ReconnectNotice waiting={rows?.blocked_auth.length ?? 0} />
      {rows ? <SyncEntries rows={rows} onPrint={printer.print} /> : null}
      {printer.element}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function SyncPage() {
  return (
    <CatalogueScope catalogue={tillSessionTexts}>
      <SyncPageContent />
    </CatalogueScope>
  );
}
