/**
 * The categories tab: the tree (top level unfolded, the rest on demand, everything a filter keeps
 * unfolded), a filter on the names in every language, and the form to create a category (at the top
 * level or under a node) or edit one. The tree reads offline from the device's copy.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryInput, TaxonomyCategoryFragment } from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyCategoriesDocument,
  TaxonomyCreateCategoryDocument,
  TaxonomyDeleteCategoryDocument,
  TaxonomyUpdateCategoryDocument,
} from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { CategoryDialog } from './CategoryDialog';
import type { CategoryTarget } from './CategoryDialog';
import { categoryMessages } from './category-messages';
import type { CategoryNode } from './category-tree';
import { branchIds, buildTree, filterTree, folded } from './category-tree';
import { CategoryTree } from './CategoryTree';
import type { TreeActions } from './CategoryTree';
import { LANGUAGES } from './labels';
import { messages } from './messages';
import { PanelFrame } from './PanelFrame';
import { useListWrites } from './use-list-writes';
import { useRecordDelete } from './use-record-delete';
import { useTaxonomyList } from './use-taxonomy-list';

const DOCUMENTS = {
  create: TaxonomyCreateCategoryDocument,
  update: TaxonomyUpdateCategoryDocument,
  remove: TaxonomyDeleteCategoryDocument,
};
const PLACE = { typename: 'Category', field: 'categories' };

export function CategoriesPanel({ access }: { access: Access }) {
  const list = useTaxonomyList(TaxonomyCategoriesDocument, 'categories');
  const [target, setTarget] = useState<CategoryTarget | null>(null);
  return (
    <PanelFrame
      title={messages.tabCategories}
      access={access}
      list={list}
      create={{
        label: categoryMessages.newCategory,
        onClick: () => setTarget({ kind: 'new', parent: null }),
      }}
    >
      {(data) => (
        <CategoriesView categories={data.categories} access={access} target={target} onTarget={setTarget} />
      )}
    </PanelFrame>
  );
}

interface ViewProps {
  readonly categories: readonly TaxonomyCategoryFragment[];
  readonly access: Access;
  readonly target: CategoryTarget | null;
  readonly onTarget: (target: CategoryTarget | null) => void;
}

/** Which nodes are unfolded: null until staff fold or unfold one (the top level is, by default). */
function useOpenNodes(tree: readonly CategoryNode[]) {
  const [open, setOpen] = useState<ReadonlySet<number> | null>(null);
  const current = open ?? new Set(tree.map((node) => node.category.id));
  const toggle = (id: number) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    setOpen(next);
  };
  const reveal = (id: number) => setOpen(new Set(current).add(id));
  return {
    isOpen: (id: number) => current.has(id),
    toggle,
    reveal,
    expandAll: () => setOpen(new Set(branchIds(tree))),
    collapseAll: () => setOpen(new Set()),
  };
}

function CategoriesView({ categories, access, target, onTarget }: ViewProps) {
  const intl = useIntl();
  const tree = useMemo(() => buildTree(categories), [categories]);
  const [filter, setFilter] = useState('');
  const needle = folded(filter.trim());
  const shown = useMemo(
    () =>
      needle
        ? filterTree(tree, ({ names, slug }) =>
            [slug, ...LANGUAGES.map((language) => names[language] ?? '')].some((text) =>
              folded(text).includes(needle),
            ),
          )
        : tree,
    [tree, needle],
  );
  const nodes = useOpenNodes(tree);
  const { save, destroy } = useListWrites<CategoryInput, TaxonomyCategoryFragment>(DOCUMENTS, PLACE);
  const remove = useRecordDelete(destroy);

  const actions: TreeActions = {
    isOpen: (id) => Boolean(needle) || nodes.isOpen(id),
    onToggle: nodes.toggle,
    onEdit: (category) => onTarget({ kind: 'edit', category }),
    onAddChild: (parent) => {
      // The new sub-category shows where it was asked for.
      nodes.reveal(parent.id);
      onTarget({ kind: 'new', parent });
    },
    onDelete: (node, name) =>
      remove(
        node.category.id,
        name,
        node.children.length > 0 ? categoryMessages.hasChildren : categoryMessages.mainOfProducts,
      ),
  };

  const dialog = target ? (
    <CategoryDialog
      target={target}
      categories={categories}
      tree={tree}
      access={access}
      save={save}
      onClose={() => onTarget(null)}
    />
  ) : null;
  if (categories.length === 0) {
    return (
      <>
        <p className="muted">{intl.formatMessage(categoryMessages.empty)}</p>
        {dialog}
      </>
    );
  }
  return (
    <>
      <div className="taxonomy-toolbar">
        <label className="taxonomy-field">
          <span>{intl.formatMessage(categoryMessages.filter)}</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <button type="button" className="link-button" onClick={nodes.expandAll}>
          {intl.formatMessage(categoryMessages.expandAll)}
        </button>
        <button type="button" className="link-button" onClick={nodes.collapseAll}>
          {intl.formatMessage(categoryMessages.collapseAll)}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="muted">{intl.formatMessage(categoryMessages.noMatch)}</p>
      ) : (
        <CategoryTree nodes={shown} access={access} actions={actions} />
      )}
      {dialog}
    </>
  );
}
