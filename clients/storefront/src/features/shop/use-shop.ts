/**
 * The shop's public settings (name, whether add-to-cart is on), read once for the whole page by
 * ShopProvider (Dexie first, so the shell shows the right shop when it opens offline) and given to
 * every component that needs them (the header, each product card).
 */
import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import type { StorefrontShopQuery } from '../../__generated__/graphql';
import { StorefrontShopDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';

export type ShopSettings = StorefrontShopQuery['shop'];

const ShopContext = createContext<ShopSettings | undefined>(undefined);

export function ShopProvider({ children }: { children: ReactNode }) {
  const { data } = useCatalogQuery(StorefrontShopDocument, {});
  return createElement(ShopContext.Provider, { value: data?.shop }, children);
}

export function useShop(): ShopSettings | undefined {
  return useContext(ShopContext);
}
