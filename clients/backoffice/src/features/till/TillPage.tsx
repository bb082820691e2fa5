/**
 * /pos: the cashier's till, the tablet's whole screen. It takes the step the device is at: not
 * registered yet (till-session's DeviceRegistration), no open session (SessionOpening), closing one
 * (SessionClosing), else the selling screen. Everything it reads is on the device (Dexie), so a
 * reload with the network cut lands on the same step with the same cart.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages } from '@tijara/shared';
import { TillShopDocument } from '../../__generated__/till/graphql';
import { RetryAlert } from '../../components/RetryAlert';
import { useDb } from '../../app/app-services';
import { useOpenSession, useTillDevice } from '../till-data';
import type { TillCashier, TillDb, TillDevice, TillSession } from '../till-data';
import { DeviceRegistration, SessionClosing, SessionOpening } from '../till-session';
import { messages } from './messages';
import { SellingScreen } from './SellingScreen';
import { tillTexts } from './texts';
import { useTillCart } from './use-till-cart';
import './till.css';

export interface TillPageProps {
  readonly cashier: TillCashier;
  /** Uuids of the shops the cashier works in; empty for an administrator (every shop). */
  readonly shopIds: readonly string[];
  readonly onExit: () => void;
}

function Waiting() {
  const intl = useIntl();
  return (
    <p role="status" className="till-waiting">
      {intl.formatMessage(sharedMessages.loading)}
    </p>
  );
}

/** Registration needs the network (the server names the device): the shop is asked for there only. */
function Registration({ shopIds, onRegistered }: { shopIds: readonly string[]; onRegistered: () => void }) {
  const shop = useQuery(TillShopDocument, { fetchPolicy: 'cache-first' });
  const found = shop.data?.shop;
  if (shop.error && !found) {
    return (
      <RetryAlert message={messages.shopFailed} onRetry={() => void shop.refetch().catch(() => undefined)} />
    );
  }
  if (!found) return <Waiting />;
  const shops =
    shopIds.length === 0 || shopIds.includes(found.uuid) ? [{ uuid: found.uuid, name: found.name }] : [];
  return <DeviceRegistration shops={shops} onRegistered={onRegistered} />;
}

interface SellingProps extends Omit<TillPageProps, 'shopIds'> {
  readonly db: TillDb;
  readonly device: TillDevice;
  readonly session: TillSession;
}

function OpenTill({
  db,
  device,
  session,
  onExit,
  onCloseSession,
}: SellingProps & { onCloseSession: () => void }) {
  const cart = useTillCart(db, device.uuid);
  if (!cart.cart) return <Waiting />;
  return (
    <SellingScreen
      db={db}
      device={device}
      session={session}
      cart={cart.cart}
      update={cart.update}
      clear={cart.clear}
      onCloseSession={onCloseSession}
      onExit={onExit}
    />
  );
}

/**
 * Mounted once the device is known: useOpenSession answers undefined on its first render only, and a
 * live query whose device changed would keep its previous answer (no session) for a moment.
 */
function DeviceSteps({ db, device, cashier, onExit }: Omit<SellingProps, 'session'>) {
  const session = useOpenSession(db, device.uuid);
  // The session being closed, held here: once closed the device has no open session, and the Z
  // report must stay on screen (to print it) until the cashier leaves it.
  const [closing, setClosing] = useState<TillSession | null>(null);
  if (closing) {
    const done = () => setClosing(null);
    return <SessionClosing device={device} session={closing} onClosed={done} onCancel={done} />;
  }
  if (session === undefined) return <Waiting />;
  if (session === null)
    return <SessionOpening device={device} cashier={cashier} onOpened={() => undefined} />;
  return (
    <OpenTill
      db={db}
      device={device}
      session={session}
      cashier={cashier}
      onExit={onExit}
      onCloseSession={() => setClosing(session)}
    />
  );
}

function TillSteps({ cashier, shopIds, onExit }: TillPageProps) {
  const db = useDb();
  const device = useTillDevice(db);
  // Registration stays on screen after the server answered: it shows whether the tablet's storage
  // is kept (persistent storage) and goes on only when the cashier has read it.
  const [registering, setRegistering] = useState(false);
  if (device === null && !registering) setRegistering(true);
  if (device === undefined) return <Waiting />;
  if (device === null || registering) {
    return <Registration shopIds={shopIds} onRegistered={() => setRegistering(false)} />;
  }
  return <DeviceSteps key={device.uuid} db={db} device={device} cashier={cashier} onExit={onExit} />;
}

/** With its texts (they load with this screen, not with the back office's first page). */
export function TillPage(props: TillPageProps) {
  return (
    <CatalogueScope catalogue={tillTexts}>
      <main className="till-page">
        <TillSteps {...props} />
      </main>
    </CatalogueScope>
  );
}
