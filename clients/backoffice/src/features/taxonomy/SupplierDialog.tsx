/**
 * A supplier's form: its name (a company's name, not translated), phone and e-mail (optional; the
 * server checks the e-mail's shape) and whether it is still supplied from.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { SupplierInput, TaxonomySupplierFragment } from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { CheckField, TextField } from './FormFields';
import { listsMessages } from './lists-messages';
import type { Outcome } from './outcome';
import { TaxonomyDialog } from './TaxonomyDialog';
import { useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';

type Supplier = TaxonomySupplierFragment;

interface Props {
  readonly supplier: Supplier | null;
  readonly access: Access;
  readonly save: (id: number | null, input: SupplierInput) => Promise<Outcome<Supplier>>;
  readonly onClose: () => void;
}

const FIELDS = ['name', 'phone', 'email', 'active'];

export function SupplierDialog({ supplier, access, save, onClose }: Props) {
  const intl = useIntl();
  const formId = useId();
  const [name, setName] = useState(supplier?.name ?? '');
  const [phone, setPhone] = useState(supplier?.phone ?? '');
  const [email, setEmail] = useState(supplier?.email ?? '');
  const [active, setActive] = useState(supplier?.active ?? true);

  const prepare = (problems: Problems) => {
    if (name.trim() === '') problems['name'] = [commonMessages.nameRequired];
    // Emptied contact fields travel as null: the server clears them.
    const input: SupplierInput = {
      name: name.trim(),
      phone: phone.trim() || null,
      email: email.trim() || null,
      active,
    };
    return () => save(supplier?.id ?? null, input);
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (saved: Supplier) => saved.name,
    isNew: supplier === null,
  });
  const base = { formId, errors, readOnly: !access.canWrite };

  return (
    <TaxonomyDialog
      title={
        supplier
          ? intl.formatMessage(listsMessages.editSupplier, { name: supplier.name })
          : intl.formatMessage(listsMessages.newSupplier)
      }
      isNew={supplier === null}
      access={access}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      errors={errors}
      fields={FIELDS}
    >
      <TextField
        {...base}
        name="name"
        label={intl.formatMessage(commonMessages.name)}
        value={name}
        onChange={setName}
        required
        autoComplete="organization"
      />
      <div className="taxonomy-row">
        <TextField
          {...base}
          name="phone"
          type="tel"
          inputMode="tel"
          dir="ltr"
          label={intl.formatMessage(listsMessages.supplierPhone)}
          value={phone}
          onChange={setPhone}
          autoComplete="tel"
        />
        <TextField
          {...base}
          name="email"
          type="email"
          inputMode="email"
          dir="ltr"
          label={intl.formatMessage(commonMessages.email)}
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
      </div>
      <CheckField
        {...base}
        name="active"
        label={intl.formatMessage(listsMessages.supplierActive)}
        checked={active}
        onChange={setActive}
      />
    </TaxonomyDialog>
  );
}
