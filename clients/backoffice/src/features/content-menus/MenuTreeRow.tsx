/**
 * One item of the tree: its grip (pointer and touch only: the arrows are the keyboard's way, so
 * the grip is not a tab stop), its name, type and state, the four move arrows (each disabled where
 * the item cannot go), edit and delete. Indented by its depth; while dragged, by the depth it would
 * land at.
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { commonMessages } from '@tijara/shared';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import type { ContentMenuItemFieldsFragment } from '../../__generated__/content-menus/graphql';
import { messages } from './messages';
import type { KeyboardMove, Placement } from './menu-tree';
import { TreeIcon } from './TreeIcons';

const MOVE_LABELS = {
  up: messages.moveUp,
  down: messages.moveDown,
  in: messages.moveIn,
  out: messages.moveOut,
} as const;

const MOVES: readonly KeyboardMove[] = ['up', 'down', 'out', 'in'];

interface Props {
  readonly item: ContentMenuItemFieldsFragment;
  readonly name: string;
  readonly typeLabel: string;
  /** 0 for a root item (or where a drag would drop it). */
  readonly depth: number;
  readonly moves: Readonly<Record<KeyboardMove, Placement | null>>;
  /** Online, and no other change of this menu under way. */
  readonly writable: boolean;
  readonly deleting: boolean;
  readonly onMove: (move: KeyboardMove) => void;
  readonly onEdit: () => void;
  readonly onDelete: () => Promise<boolean>;
}

export function MenuTreeRow({
  item,
  name,
  typeLabel,
  depth,
  moves,
  writable,
  deleting,
  onMove,
  onEdit,
  onDelete,
}: Props) {
  const intl = useIntl();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !writable,
  });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    '--menu-depth': depth,
  } as CSSProperties;
  const hidden = item.targetId !== null && !item.targetShown;

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'menu-tree__row menu-tree__row--dragging' : 'menu-tree__row'}
      aria-level={depth + 1}
      data-item-id={item.id}
    >
      <span
        ref={setActivatorNodeRef}
        className="menu-tree__grip"
        title={intl.formatMessage(messages.dragHint)}
        aria-hidden="true"
        {...(writable ? listeners : {})}
      >
        <TreeIcon name="grip" />
      </span>
      <span className="menu-tree__text">
        <span className="menu-tree__name">{name}</span>
        <span className="menu-tree__meta">
          <span className="visually-hidden">
            {intl.formatMessage(messages.level, { level: depth + 1 })},{' '}
          </span>
          {typeLabel}
          {item.active ? null : (
            <span className="badge badge--off">{intl.formatMessage(messages.inactive)}</span>
          )}
          {hidden ? (
            <span className="badge badge--off">{intl.formatMessage(messages.targetHidden)}</span>
          ) : null}
          {item.openInNewTab ? (
            <span className="badge menu-tree__badge">{intl.formatMessage(messages.newTab)}</span>
          ) : null}
        </span>
      </span>
      <span className="menu-tree__actions">
        {MOVES.map((move) => (
          <button
            key={move}
            type="button"
            className="icon-button"
            data-move={move}
            disabled={!writable || moves[move] === null}
            aria-label={intl.formatMessage(MOVE_LABELS[move], { name })}
            title={intl.formatMessage(MOVE_LABELS[move], { name })}
            onClick={() => onMove(move)}
          >
            <TreeIcon name={move} />
          </button>
        ))}
        <button
          type="button"
          className="icon-button"
          disabled={!writable}
          aria-label={intl.formatMessage(commonMessages.editOf, { name })}
          title={intl.formatMessage(commonMessages.editOf, { name })}
          onClick={onEdit}
        >
          <TreeIcon name="edit" />
        </button>
        <ConfirmDelete
          name={name}
          messages={{ confirmDelete: messages.confirmDelete }}
          disabled={!writable}
          busy={deleting}
          onConfirm={onDelete}
        />
      </span>
    </li>
  );
}
