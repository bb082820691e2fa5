/** The shop's menus as the server answers StorefrontMenu (categories, brands) and StorefrontNavigation (composed menus), for the shell's and the home's tests. */
import type { StorefrontMenuQuery, StorefrontNavigationQuery } from '../../__generated__/graphql';

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

export const menuHandlers = {
  StorefrontMenu: () => testMenu,
  StorefrontNavigation: () => emptyNavigation,
};

/** No menu composed yet: the header shows the categories, the footer nothing. */
export const emptyNavigation: StorefrontNavigationQuery = { header: [], footer: [] };

type Leaf = { id: number; label: string; href: string | null; openInNewTab: boolean };

const leaf = (id: number, label: string, href: string | null, openInNewTab = false): Leaf => ({
  id,
  label,
  href,
  openInNewTab,
});
const parent = <C>(node: Leaf, children: C[]) => ({ ...node, children });

/**
 * Menus as staff compose them: a category with children (a third level under one), a brand, a
 * heading (no address) grouping blog entries, an outside link opening in a new tab; the footer's
 * column of CMS pages and a loose link.
 */
export const testNavigation: StorefrontNavigationQuery = {
  header: [
    parent(leaf(1, 'Vêtements', '/catalog/category/vetements'), [
      parent(leaf(2, 'Femme', '/catalog/category/vetements-femme'), [
        leaf(3, 'Robes', '/catalog/category/robes'),
      ]),
      parent(leaf(4, 'Homme', '/catalog/category/vetements-homme'), []),
    ]),
    parent(leaf(5, 'Condor', '/catalog/brands/condor'), []),
    parent(leaf(6, 'Blog', null), [
      parent(leaf(7, 'Conseils', '/blog/categories/conseils'), []),
      parent(leaf(8, 'Guides', null), [leaf(9, 'Bien choisir son frigo', '/blog/bien-choisir-son-frigo')]),
    ]),
    parent(leaf(10, 'Nos magasins', 'https://magasins.example.dz', true), []),
  ],
  footer: [
    parent(leaf(20, 'Informations', null), [
      parent(leaf(21, 'Livraison', '/page/livraison'), []),
      parent(leaf(22, 'Conditions générales de vente', '/page/conditions-generales-de-vente'), []),
    ]),
    parent(leaf(23, 'Contact', '/page/contact'), []),
  ],
};

export const navigationHandlers = { StorefrontNavigation: () => testNavigation };
