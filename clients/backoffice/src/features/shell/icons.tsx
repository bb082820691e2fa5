/**
 * Navigation icons as inline SVG: unicode symbols depend on the tablet's fonts and showed as empty
 * boxes on some. Directional ones carry the class that mirrors them in right-to-left layouts.
 */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h5v-5h3v5h5V10',
  map: 'M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  collapse: 'M15 5l-7 7 7 7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  box: 'M4 7.5 12 4l8 3.5v9L12 20l-8-3.5v-9Zm0 0 8 3.5 8-3.5M12 11v9',
  truck:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  warehouse: 'M3 20V9l9-5 9 5v11M7 20v-7h10v7M7 16h10',
  coins:
    'M12 8c4 0 7-1.1 7-2.5S16 3 12 3 5 4.1 5 5.5 8 8 12 8Zm-7-2.5v6C5 12.9 8 14 12 14s7-1.1 7-2.5v-6M5 11.5v6C5 18.9 8 20 12 20s7-1.1 7-2.5v-6',
  tag: 'M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9-8-8Zm4.5-4a1.25 1.25 0 1 0 0-.01',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.4c1.8.8 3 2.6 3 4.6',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  cart: 'M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4M9.5 19.5a1 1 0 1 0 0-.01M17 19.5a1 1 0 1 0 0-.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8a7.5 7.5 0 0 1 15 0',
  badge:
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-11ZM9 12a2 2 0 1 0 0-.01M6.5 16a2.5 2.5 0 0 1 5 0M14 10h3.5M14 13.5h3.5',
  till: 'M4 10h16v10H4zM7 10V5h10v5M9 14h.01M12 14h.01M15 14h.01M9 17h6',
  pages: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  drop: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z',
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
} as const;

export type IconName = keyof typeof PATHS;
const DIRECTIONAL: readonly IconName[] = ['collapse', 'external'];

export function Icon({ name, flipped = false }: { name: IconName; flipped?: boolean }) {
  const classes = [
    'icon',
    DIRECTIONAL.includes(name) ? 'icon--directional' : '',
    flipped ? 'icon--flipped' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
