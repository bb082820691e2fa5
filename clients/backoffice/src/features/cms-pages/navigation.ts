/** The addresses the CMS page screens lead to (a subset of the shell's routes). */
export type CmsPagesRoute =
  | { readonly name: 'cmsPages' }
  | { readonly name: 'cmsPageNew' }
  | { readonly name: 'cmsPage'; readonly id: number };

export type CmsPagesNavigate = (route: CmsPagesRoute) => void;
