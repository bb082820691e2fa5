/** The addresses the blog screens lead to (a subset of the shell's routes). */
export type BlogRoute =
  | { readonly name: 'blogPosts' }
  | { readonly name: 'blogPostNew' }
  | { readonly name: 'blogPost'; readonly id: number }
  | { readonly name: 'blogCategories' };

export type BlogNavigate = (route: BlogRoute) => void;
