/**
 * The routes the segment screens move between, as the shell's router names them (use-route.ts);
 * declared here so the feature does not import the shell.
 */
export type SegmentRoute =
  | { readonly name: 'customerSegments' }
  | { readonly name: 'customerSegmentNew' }
  | { readonly name: 'customerSegment'; readonly id: number };

export type SegmentNavigate = (route: SegmentRoute) => void;
