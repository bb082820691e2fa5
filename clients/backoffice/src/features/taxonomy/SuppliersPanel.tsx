/** The suppliers tab: name, phone, e-mail and whether each is still active, sorted by name. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { SupplierInput, TaxonomySupplierFragment } from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyCreateSupplierDocument,
  TaxonomyDeleteSupplierDocument,
  TaxonomySuppliersDocument,
  TaxonomyUpdateSupplierDocument,
} from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { listsMessages } from './lists-messages';
import { ListTable } from './ListTable';
import type { Column } from './ListTable';
import { messages } from './messages';
import { PanelFrame } from './PanelFrame';
import { SupplierDialog } from './SupplierDialog';
import { useListWrites } from './use-list-writes';
import { useRecordDelete } from './use-record-delete';
import { useTaxonomyList } from './use-taxonomy-list';

type Supplier = TaxonomySupplierFragment;

const DOCUMENTS = {
  create: TaxonomyCreateSupplierDocument,
  update: TaxonomyUpdateSupplierDocument,
  remove: TaxonomyDeleteSupplierDocument,
};
const PLACE = { typename: 'Supplier', field: 'suppliers' };

function Contact({ value, href }: { value: string | null; href: string }) {
  const intl = useIntl();
  if (!value) return <span className="muted">{intl.formatMessage(listsMessages.notGiven)}</span>;
  return (
    <a href={`${href}${value}`} dir="ltr">
      {value}
    </a>
  );
}

const COLUMNS: readonly Column<Supplier>[] = [
  { header: listsMessages.supplierPhone, cell: (row) => <Contact value={row.phone} href="tel:" /> },
  { header: commonMessages.email, cell: (row) => <Contact value={row.email} href="mailto:" /> },
];

function InactiveBadge({ active }: { active: boolean }) {
  const intl = useIntl();
  if (active) return null;
  return <span className="badge badge--off">{intl.formatMessage(listsMessages.supplierInactive)}</span>;
}

export function SuppliersPanel({ access }: { access: Access }) {
  const intl = useIntl();
  const list = useTaxonomyList(TaxonomySuppliersDocument, 'suppliers');
  const [target, setTarget] = useState<{ supplier: Supplier | null } | null>(null);
  const { save, destroy } = useListWrites<SupplierInput, Supplier>(DOCUMENTS, PLACE);
  const remove = useRecordDelete(destroy);
  const collator = new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' });
  return (
    <PanelFrame
      title={messages.tabSuppliers}
      access={access}
      list={list}
      create={{ label: listsMessages.newSupplier, onClick: () => setTarget({ supplier: null }) }}
      dialog={
        target ? (
          <SupplierDialog
            supplier={target.supplier}
            access={access}
            save={save}
            onClose={() => setTarget(null)}
          />
        ) : null
      }
    >
      {({ suppliers }) =>
        suppliers.length === 0 ? (
          <p className="muted">{intl.formatMessage(listsMessages.suppliersEmpty)}</p>
        ) : (
          <ListTable
            rows={[...suppliers].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)}
            access={access}
            label={intl.formatMessage(messages.tabSuppliers)}
            nameOf={(row) => row.name}
            columns={COLUMNS}
            badgesOf={(row) => <InactiveBadge active={row.active} />}
            onEdit={(supplier) => setTarget({ supplier })}
            deleteMessages={{ confirmDelete: listsMessages.confirmDeleteSupplier }}
            onDelete={(row, name) => remove(row.id, name)}
          />
        )
      }
    </PanelFrame>
  );
}
