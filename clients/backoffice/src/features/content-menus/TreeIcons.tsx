/**
 * The tree's action icons as inline SVG (a tablet's fonts may lack arrow symbols). "In" and "out"
 * point along the line, so they turn round in right-to-left layouts (the shell's icon--directional).
 */
const PATHS = {
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  in: 'M4 12h11M11 8l4 4-4 4M19 5v14',
  out: 'M20 12H9M13 8l-4 4 4 4M5 5v14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
} as const;

export type TreeIconName = keyof typeof PATHS;

const DIRECTIONAL: readonly TreeIconName[] = ['in', 'out'];

export function TreeIcon({ name }: { name: TreeIconName }) {
  return (
    <svg
      className={DIRECTIONAL.includes(name) ? 'icon icon--directional' : 'icon'}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={name === 'grip' ? 3 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
