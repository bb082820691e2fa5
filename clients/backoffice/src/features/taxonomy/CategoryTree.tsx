/**
 * The category tree as nested lists: a node with sub-categories has a button that folds or unfolds
 * them (aria-expanded, aria-controls), so the tree is walked with Tab and Enter like the rest of the
 * screen. Staff who may write open a category by its name and have, per node, "add a sub-category"
 * and a delete asked first; a refused delete says why (sub-categories, products' main category).
 */
import { useIntl } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import type { Access } from './access';
import { categoryMessages } from './category-messages';
import type { Category, CategoryNode } from './category-tree';
import { labelIn } from './labels';
import { RecordBadges, RowDelete } from './RowParts';

export interface TreeActions {
  readonly isOpen: (id: number) => boolean;
  readonly onToggle: (id: number) => void;
  readonly onEdit: (category: Category) => void;
  readonly onAddChild: (parent: Category) => void;
  /** true: deleted. */
  readonly onDelete: (node: CategoryNode, name: string) => Promise<boolean>;
}

interface Props {
  readonly nodes: readonly CategoryNode[];
  readonly access: Access;
  readonly actions: TreeActions;
}

export function CategoryTree({ nodes, access, actions }: Props) {
  const intl = useIntl();
  return (
    <ul className="taxonomy-tree" aria-label={intl.formatMessage(categoryMessages.tree)}>
      {nodes.map((node) => (
        <TreeNode key={node.category.id} node={node} access={access} actions={actions} />
      ))}
    </ul>
  );
}

function TreeNode({ node, access, actions }: { node: CategoryNode } & Omit<Props, 'nodes'>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { category, children } = node;
  const name = labelIn(category.names, locale);
  const open = children.length > 0 && actions.isOpen(category.id);
  const childrenId = `taxonomy-category-${category.id}-children`;
  return (
    <li>
      <div className="taxonomy-node">
        {children.length > 0 ? (
          <button
            type="button"
            className="taxonomy-node__toggle"
            aria-expanded={open}
            aria-controls={open ? childrenId : undefined}
            aria-label={intl.formatMessage(
              open ? categoryMessages.hideChildren : categoryMessages.showChildren,
              { name },
            )}
            onClick={() => actions.onToggle(category.id)}
          >
            <span aria-hidden="true" className="taxonomy-node__chevron" />
          </button>
        ) : (
          <span className="taxonomy-node__leaf" aria-hidden="true" />
        )}
        <NodeName category={category} name={name} access={access} onEdit={actions.onEdit} />
        {children.length > 0 ? (
          <span className="muted taxonomy-node__count">
            {intl.formatMessage(categoryMessages.childCount, { count: children.length })}
          </span>
        ) : null}
        <RecordBadges labels={category.names} active={category.active} />
        {access.canWrite ? (
          <span className="taxonomy-actions">
            <button
              type="button"
              className="link-button"
              disabled={!access.writable}
              aria-label={intl.formatMessage(categoryMessages.addChildOf, { name })}
              onClick={() => actions.onAddChild(category)}
            >
              {`+ ${intl.formatMessage(categoryMessages.addChild)}`}
            </button>
            <RowDelete
              name={name}
              messages={categoryMessages}
              access={access}
              onDelete={() => actions.onDelete(node, name)}
            />
          </span>
        ) : null}
      </div>
      {open ? (
        <ul id={childrenId}>
          {children.map((child) => (
            <TreeNode key={child.category.id} node={child} access={access} actions={actions} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

interface NameProps {
  readonly category: Category;
  readonly name: string;
  readonly access: Access;
  readonly onEdit: (category: Category) => void;
}

/**
 * The name opens the form for staff who may write (the way promotions open), offline too, to read
 * every translation (sending is then disabled); for others it is plain text.
 */
export function NodeName({ category, name, access, onEdit }: NameProps) {
  const intl = useIntl();
  if (!access.canWrite) return <span className="taxonomy-node__name">{name}</span>;
  return (
    <button
      type="button"
      className="link-button taxonomy-node__name"
      aria-label={intl.formatMessage(commonMessages.editOf, { name })}
      onClick={() => onEdit(category)}
    >
      {name}
    </button>
  );
}
