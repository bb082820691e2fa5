/**
 * Registering this tablet as a till: the shop (chosen when the cashier works in several), the
 * warehouse its sales take stock from (any of the shop's, not only the default), a code (1 to 6 of
 * A-Z 0-9, the receipts' prefix) and a name. Online only. The server's field errors go under the
 * fields; a code another till of the shop holds offers a manager to take that till over on this
 * tablet (reclaim: same till, its numbering continues), after seeing the session still open on it;
 * anyone else is told a manager can do it. Once registered, the outcome of the persistent
 * storage request is told before the till goes on.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOnlineStatus } from '@tijara/shared';
import { OfflineNote } from '../../components/OfflineNote';
import type { TillDevice } from '../till-data';
import { messages } from './messages';
import { ReclaimDialog } from './ReclaimDialog';
import type { TakenCode } from './ReclaimDialog';
import { RegisteredNote } from './RegisteredNote';
import { RegistrationForm } from './RegistrationForm';
import type { RegistrationValues } from './RegistrationForm';
import { TillSessionScope } from './TillSessionScope';
import { useRegistration } from './use-registration';
import type { RegistrationOutcome } from './use-registration';

export interface TillShopChoice {
  readonly uuid: string;
  readonly name: string;
}

interface Props {
  readonly shops: readonly TillShopChoice[];
  readonly onRegistered: (device: TillDevice) => void;
}

export function DeviceRegistration(props: Props) {
  return (
    <TillSessionScope>
      <DeviceRegistrationContent {...props} />
    </TillSessionScope>
  );
}

type Registered = Extract<RegistrationOutcome, { kind: 'registered' }>;

function DeviceRegistrationContent({ shops, onRegistered }: Props) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const register = useRegistration();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Extract<RegistrationOutcome, { kind: 'refused' }> | null>(null);
  const [takenBy, setTakenBy] = useState<{ values: RegistrationValues; taken: TakenCode } | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [focusCode, setFocusCode] = useState(0);
  const [takenCode, setTakenCode] = useState<string | null>(null);

  const send = async (values: RegistrationValues, reclaim: boolean) => {
    const shop = shops.find((candidate) => candidate.uuid === values.shopUuid);
    if (!shop) return;
    setSubmitting(true);
    setRefusal(null);
    const outcome = await register({
      shopUuid: shop.uuid,
      shopName: shop.name,
      code: values.code,
      name: values.name,
      warehouseId: values.warehouseId,
      reclaim,
    });
    setSubmitting(false);
    setTakenBy(
      outcome.kind === 'codeTaken' ? { values, taken: { code: values.code, till: outcome.till } } : null,
    );
    if (outcome.kind === 'codeTaken') setTakenCode(values.code);
    if (outcome.kind === 'refused') setRefusal(outcome);
    if (outcome.kind === 'registered') setRegistered(outcome);
  };

  if (registered) {
    return (
      <RegisteredNote
        device={registered.device}
        persisted={registered.persisted}
        onContinue={() => onRegistered(registered.device)}
      />
    );
  }
  return (
    <section className="pos-session pos-session--narrow">
      <h1>{intl.formatMessage(messages.registerTitle)}</h1>
      <p className="muted">{intl.formatMessage(messages.registerIntro)}</p>
      <OfflineNote online={online} message={messages.registerOffline} />
      <RegistrationForm
        shops={shops}
        writable={online}
        submitting={submitting}
        refusal={refusal}
        takenCode={takenCode}
        focusCode={focusCode}
        onSubmit={(values) => void send(values, false)}
      />
      <ReclaimDialog
        taken={takenBy?.taken ?? null}
        submitting={submitting}
        onReclaim={() => takenBy && void send(takenBy.values, true)}
        onOtherCode={() => {
          setTakenBy(null);
          setFocusCode((count) => count + 1);
        }}
      />
    </section>
  );
}
