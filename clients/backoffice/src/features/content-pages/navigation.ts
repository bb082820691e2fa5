/** The addresses the page screens lead to (a subset of the shell's routes). */
export type ContentPagesRoute =
  { readonly name: 'contentPages' } | { readonly name: 'contentPage'; readonly id: number };

export type ContentPagesNavigate = (route: ContentPagesRoute) => void;
