/**
 * The features and attributes tabs: one card per type (its label, code, order and, for an
 * attribute, how the shop shows it), the type's form, and its values edited in place on the card.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  AttributeInput,
  FeatureTypeInput,
  TaxonomyAttributeFragment,
  TaxonomyFeatureTypeFragment,
} from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyAttributesDocument,
  TaxonomyCreateAttributeDocument,
  TaxonomyCreateFeatureTypeDocument,
  TaxonomyDeleteAttributeDocument,
  TaxonomyDeleteFeatureTypeDocument,
  TaxonomyFeatureTypesDocument,
  TaxonomyUpdateAttributeDocument,
  TaxonomyUpdateFeatureTypeDocument,
} from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { byPosition } from './labels';
import { messages } from './messages';
import type { Outcome } from './outcome';
import { PanelFrame } from './PanelFrame';
import { TypeCard } from './TypeCard';
import { TypeDialog } from './TypeDialog';
import { useListWrites } from './use-list-writes';
import { useRecordDelete } from './use-record-delete';
import { useTaxonomyList } from './use-taxonomy-list';
import { useValueWrites } from './use-value-writes';
import { TYPE_TEXTS } from './value-types';
import type { TypeRecord, ValueOwner } from './value-types';

interface TypesProps<T extends TypeRecord> {
  readonly owner: ValueOwner;
  readonly types: readonly T[];
  readonly access: Access;
  readonly destroy: (id: number) => Promise<Outcome<number>>;
  readonly onEdit: (type: T) => void;
}

/** The cards of one tab, with the values' writes they share. */
function TypeCards<T extends TypeRecord>({ owner, types, access, destroy, onEdit }: TypesProps<T>) {
  const intl = useIntl();
  const texts = TYPE_TEXTS[owner];
  const remove = useRecordDelete(destroy);
  const writes = useValueWrites(owner);
  if (types.length === 0) return <p className="muted">{intl.formatMessage(texts.empty)}</p>;
  return (
    <div className="taxonomy-cards">
      {byPosition(types).map((type) => (
        <TypeCard
          key={type.id}
          owner={owner}
          type={type}
          access={access}
          writes={writes}
          onEdit={() => onEdit(type)}
          onDelete={(name) => remove(type.id, name, texts.inUse)}
        />
      ))}
    </div>
  );
}

export function FeaturesPanel({ access }: { access: Access }) {
  const list = useTaxonomyList(TaxonomyFeatureTypesDocument, 'features');
  const [target, setTarget] = useState<{ record: TaxonomyFeatureTypeFragment | null } | null>(null);
  const { save, destroy } = useListWrites<FeatureTypeInput, TaxonomyFeatureTypeFragment>(
    {
      create: TaxonomyCreateFeatureTypeDocument,
      update: TaxonomyUpdateFeatureTypeDocument,
      remove: TaxonomyDeleteFeatureTypeDocument,
    },
    { typename: 'FeatureType', field: 'featureTypes' },
  );
  return (
    <PanelFrame
      title={messages.tabFeatures}
      access={access}
      list={list}
      create={{ label: TYPE_TEXTS.feature.create, onClick: () => setTarget({ record: null }) }}
      dialog={
        target ? (
          <TypeDialog
            owner="feature"
            record={target.record}
            access={access}
            save={save}
            onClose={() => setTarget(null)}
          />
        ) : null
      }
    >
      {({ featureTypes }) => (
        <TypeCards
          owner="feature"
          types={featureTypes}
          access={access}
          destroy={destroy}
          onEdit={(record) => setTarget({ record })}
        />
      )}
    </PanelFrame>
  );
}

export function AttributesPanel({ access }: { access: Access }) {
  const list = useTaxonomyList(TaxonomyAttributesDocument, 'attributes');
  const [target, setTarget] = useState<{ record: TaxonomyAttributeFragment | null } | null>(null);
  const { save, destroy } = useListWrites<AttributeInput, TaxonomyAttributeFragment>(
    {
      create: TaxonomyCreateAttributeDocument,
      update: TaxonomyUpdateAttributeDocument,
      remove: TaxonomyDeleteAttributeDocument,
    },
    { typename: 'Attribute', field: 'attributes' },
  );
  return (
    <PanelFrame
      title={messages.tabAttributes}
      access={access}
      list={list}
      create={{ label: TYPE_TEXTS.attribute.create, onClick: () => setTarget({ record: null }) }}
      dialog={
        target ? (
          <TypeDialog
            owner="attribute"
            record={target.record}
            access={access}
            save={save}
            onClose={() => setTarget(null)}
          />
        ) : null
      }
    >
      {({ attributes }) => (
        <TypeCards
          owner="attribute"
          types={attributes}
          access={access}
          destroy={destroy}
          onEdit={(record) => setTarget({ record })}
        />
      )}
    </PanelFrame>
  );
}
