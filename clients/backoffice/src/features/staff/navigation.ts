/**
 * The routes the staff screens move between, as the shell's router names them (use-route.ts);
 * declared here so the feature does not depend on the shell's whole route list.
 */
export type StaffRoute =
  | { readonly name: 'staff' }
  | { readonly name: 'staffNew' }
  | { readonly name: 'staffMember'; readonly uuid: string };

export type StaffNavigate = (route: StaffRoute) => void;
