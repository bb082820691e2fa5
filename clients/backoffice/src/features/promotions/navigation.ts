/**
 * The routes the promotion screens move between, as the shell's router names them (use-route.ts);
 * declared here so the feature does not import the shell.
 */
export type PromotionRoute =
  | { readonly name: 'promotions' }
  | { readonly name: 'promotionNew' }
  | { readonly name: 'promotion'; readonly id: number };

export type PromotionNavigate = (route: PromotionRoute) => void;
