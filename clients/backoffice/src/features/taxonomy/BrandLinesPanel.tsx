/**
 * The brand lines tab: every line under its brand (brands in their display order, each with its
 * count of lines and a button to add one), since a line only exists within its brand. Without any
 * brand the tab says to create one first.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tijara/shared';
import type {
  BrandLineInput,
  TaxonomyBrandFragment,
  TaxonomyBrandLineFragment,
} from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyBrandLinesDocument,
  TaxonomyCreateBrandLineDocument,
  TaxonomyDeleteBrandLineDocument,
  TaxonomyUpdateBrandLineDocument,
} from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { brandMessages } from './brand-messages';
import { brandsInOrder } from './brand-order';
import { BrandLineDialog } from './BrandLineDialog';
import type { LineTarget } from './BrandLineDialog';
import { byPosition, labelIn } from './labels';
import { listsMessages } from './lists-messages';
import { ListTable } from './ListTable';
import type { Column } from './ListTable';
import { messages } from './messages';
import { PanelFrame } from './PanelFrame';
import { RecordBadges } from './RowParts';
import { useListWrites } from './use-list-writes';
import { useRecordDelete } from './use-record-delete';
import { useTaxonomyList } from './use-taxonomy-list';

type Line = TaxonomyBrandLineFragment;

const DOCUMENTS = {
  create: TaxonomyCreateBrandLineDocument,
  update: TaxonomyUpdateBrandLineDocument,
  remove: TaxonomyDeleteBrandLineDocument,
};
const PLACE = { typename: 'BrandLine', field: 'brandLines' };

const COLUMNS: readonly Column<Line>[] = [
  { header: messages.slug, cell: (line) => <code dir="ltr">{line.slug}</code> },
  { header: messages.position, cell: (line) => line.position },
];

export function BrandLinesPanel({ access }: { access: Access }) {
  const intl = useIntl();
  const list = useTaxonomyList(TaxonomyBrandLinesDocument, 'brand-lines');
  const [target, setTarget] = useState<LineTarget | null>(null);
  const { save, destroy } = useListWrites<BrandLineInput, Line>(DOCUMENTS, PLACE);
  const remove = useRecordDelete(destroy);
  const brands = list.data ? brandsInOrder(list.data.brands, intl.locale) : [];
  const [first] = brands;
  return (
    <PanelFrame
      title={messages.tabBrandLines}
      access={access}
      list={list}
      create={
        first
          ? { label: listsMessages.newLine, onClick: () => setTarget({ kind: 'new', brandId: first.id }) }
          : undefined
      }
      dialog={
        target ? (
          <BrandLineDialog
            target={target}
            brands={brands}
            access={access}
            save={save}
            onClose={() => setTarget(null)}
          />
        ) : null
      }
    >
      {({ brandLines }) =>
        brands.length === 0 ? (
          <p className="muted">{intl.formatMessage(listsMessages.linesNeedBrand)}</p>
        ) : (
          <>
            {brandLines.length === 0 ? (
              <p className="muted">{intl.formatMessage(listsMessages.linesEmpty)}</p>
            ) : null}
            {brands.map((brand) => (
              <BrandGroup
                key={brand.id}
                brand={brand}
                lines={byPosition(brandLines.filter((line) => line.brand.id === brand.id))}
                access={access}
                onTarget={setTarget}
                onDelete={(line, name) => remove(line.id, name)}
              />
            ))}
          </>
        )
      }
    </PanelFrame>
  );
}

interface GroupProps {
  readonly brand: TaxonomyBrandFragment;
  readonly lines: readonly Line[];
  readonly access: Access;
  readonly onTarget: (target: LineTarget) => void;
  readonly onDelete: (line: Line, name: string) => Promise<boolean>;
}

function BrandGroup({ brand, lines, access, onTarget, onDelete }: GroupProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = `taxonomy-brand-${brand.id}-lines`;
  return (
    <section className="taxonomy-group" aria-labelledby={headingId}>
      <div className="taxonomy-group__heading">
        <h3 id={headingId}>{brand.name}</h3>
        <span className="muted">{intl.formatMessage(brandMessages.lineCount, { count: lines.length })}</span>
        <RecordBadges active={brand.active} />
        {access.canWrite ? (
          <button
            type="button"
            className="link-button"
            disabled={!access.writable}
            aria-label={intl.formatMessage(listsMessages.newLineOf, { name: brand.name })}
            onClick={() => onTarget({ kind: 'new', brandId: brand.id })}
          >
            {`+ ${intl.formatMessage(listsMessages.newLine)}`}
          </button>
        ) : null}
      </div>
      {lines.length === 0 ? null : (
        <ListTable
          rows={lines}
          access={access}
          label={brand.name}
          nameOf={(line) => labelIn(line.names, locale)}
          columns={COLUMNS}
          badgesOf={(line) => <RecordBadges labels={line.names} active={line.active} />}
          onEdit={(line) => onTarget({ kind: 'edit', line })}
          deleteMessages={{ confirmDelete: listsMessages.confirmDeleteLine }}
          onDelete={onDelete}
        />
      )}
    </section>
  );
}
