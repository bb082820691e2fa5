/** A shop's menu as the server answers StorefrontMenu, for the shell's and the home's tests. */
import type { StorefrontMenuQuery } from '../../__generated__/graphql';

export const testMenu: StorefrontMenuQuery = {
  storefrontMenu: {
    categories: [
      {
        id: 1,
        slug: 'electromenager',
        name: 'Électroménager',
        parentId: null,
        imageUrl: '/img/c1.jpg',
        productCount: 12,
      },
      { id: 2, slug: 'cuisine', name: 'Cuisine', parentId: 1, imageUrl: null, productCount: 7 },
      { id: 3, slug: 'lavage', name: 'Lavage', parentId: 1, imageUrl: null, productCount: 5 },
      { id: 4, slug: 'jardin', name: 'Jardin', parentId: null, imageUrl: null, productCount: 3 },
      { id: 5, slug: 'vide', name: 'Vide', parentId: null, imageUrl: null, productCount: 0 },
    ],
    brands: [
      { id: 10, slug: 'condor', name: 'Condor', logoUrl: '/img/condor.png' },
      { id: 11, slug: 'iris', name: 'Iris', logoUrl: null },
    ],
  },
};

export const menuHandlers = { StorefrontMenu: () => testMenu };
