/**
 * Where the expedition screens lead. The shapes match the app router's Route entries (names
 * 'expeditions', 'expedition', 'expeditionReceive'), so its navigate function can be passed as is
 * without this feature importing the shell.
 */
export type ExpeditionRoute =
  | { readonly name: 'expeditions' }
  | { readonly name: 'expedition'; readonly id: number }
  | { readonly name: 'expeditionReceive'; readonly id: number };

export type NavigateToExpedition = (route: ExpeditionRoute) => void;
