import { defineMessage, defineMessages } from 'react-intl';

/** The block form: the 18 types, the module fields, targets, texts and visibility. */
export const blockMessages = defineMessages({
  formNew: { id: 'contentPages.block.formNew', defaultMessage: 'Nouveau bloc' },
  formEdit: defineMessage<{ name: string }>({
    id: 'contentPages.block.formEdit',
    defaultMessage: 'Bloc {name}',
  }),
  type: { id: 'contentPages.block.type', defaultMessage: 'Type de bloc' },
  oldType: defineMessage<{ type: string }>({
    id: 'contentPages.block.oldType',
    defaultMessage: 'Ancien type « {type} » : choisissez un type de la liste pour enregistrer.',
  }),
  sectionContent: { id: 'contentPages.block.sectionContent', defaultMessage: 'Ce que montre le bloc' },
  sectionTexts: { id: 'contentPages.block.sectionTexts', defaultMessage: 'Titre et textes' },
  sectionDisplay: { id: 'contentPages.block.sectionDisplay', defaultMessage: 'Présentation' },
  sectionVisibility: { id: 'contentPages.block.sectionVisibility', defaultMessage: 'Quand le montrer' },
  nothingToChoose: {
    id: 'contentPages.block.nothingToChoose',
    defaultMessage: 'Ce type se remplit seul (les promotions en cours) : rien à choisir.',
  },
  publicTitle: { id: 'contentPages.block.publicTitle', defaultMessage: 'Titre affiché au-dessus du bloc' },
  showTitle: { id: 'contentPages.block.showTitle', defaultMessage: 'Afficher le titre' },
  size: { id: 'contentPages.block.size', defaultMessage: 'Largeur du bloc' },
  sizeFull: { id: 'contentPages.block.size.full', defaultMessage: 'Toute la largeur' },
  sizeWide: { id: 'contentPages.block.size.wide', defaultMessage: 'Large' },
  sizeHalf: { id: 'contentPages.block.size.half', defaultMessage: 'La moitié' },
  sizeThird: { id: 'contentPages.block.size.third', defaultMessage: 'Un tiers' },
  containerClass: { id: 'contentPages.block.containerClass', defaultMessage: 'Classes CSS du conteneur' },
  wrapperCssClass: { id: 'contentPages.block.wrapperCssClass', defaultMessage: 'Classes CSS de l’enveloppe' },
  cssHint: {
    id: 'contentPages.block.cssHint',
    defaultMessage: 'Noms séparés par des espaces (a-z, 0-9, _ et -), pour les thèmes qui les connaissent.',
  },
  bgColor: { id: 'contentPages.block.bgColor', defaultMessage: 'Couleur de fond' },
  bgColorPick: { id: 'contentPages.block.bgColorPick', defaultMessage: 'Nuancier de la couleur de fond' },
  bgColorHint: {
    id: 'contentPages.block.bgColorHint',
    defaultMessage: '#rgb ou #rrggbb, par exemple #fff3e0 ; vide : pas de fond.',
  },
  link: { id: 'contentPages.block.link', defaultMessage: 'Lien « tout voir »' },
  linkHint: {
    id: 'contentPages.block.linkHint',
    defaultMessage: 'Un chemin de la boutique (/catalog/…) ou une adresse https:// ; vide : pas de lien.',
  },
  number: { id: 'contentPages.block.number', defaultMessage: 'Nombre d’éléments au plus' },
  numberHint: {
    id: 'contentPages.block.numberHint',
    defaultMessage: 'De 1 à 48 ; vide : le nombre habituel de la boutique.',
  },
  perView: { id: 'contentPages.block.perView', defaultMessage: 'Éléments visibles à la fois' },
  perViewHint: defineMessage<{ mobile: number; tablet: number; desktop: number }>({
    id: 'contentPages.block.perViewHint',
    defaultMessage:
      'Chaque nombre de 1 à 12. Laissez les trois cases vides pour les valeurs de la boutique : {mobile} / {tablet} / {desktop}.',
  }),
  source: { id: 'contentPages.block.source', defaultMessage: 'Produits montrés' },
  sourceFeatured: { id: 'contentPages.block.source.featured', defaultMessage: 'Les produits mis en avant' },
  sourceNew: { id: 'contentPages.block.source.new', defaultMessage: 'Les derniers produits arrivés' },
  sourceOnSale: { id: 'contentPages.block.source.onSale', defaultMessage: 'Les produits en promotion' },
  sourceBestsellers: { id: 'contentPages.block.source.bestsellers', defaultMessage: 'Les plus vendus' },
  targetCategory: {
    id: 'contentPages.block.target.category',
    defaultMessage: 'Catégorie dont montrer les produits',
  },
  targetBrand: { id: 'contentPages.block.target.brand', defaultMessage: 'Marque dont montrer les produits' },
  targetBrandLine: {
    id: 'contentPages.block.target.brandLine',
    defaultMessage: 'Gamme dont montrer les produits',
  },
  targetCollection: { id: 'contentPages.block.target.collection', defaultMessage: 'Collection à montrer' },
  targetTag: { id: 'contentPages.block.target.tag', defaultMessage: 'Étiquette dont montrer les produits' },
  targetBlogCategory: {
    id: 'contentPages.block.target.blogCategory',
    defaultMessage: 'Catégorie du blog dont montrer les articles',
  },
  targetBlogPost: { id: 'contentPages.block.target.blogPost', defaultMessage: 'Article du blog à montrer' },
  anyBlogCategory: { id: 'contentPages.block.anyBlogCategory', defaultMessage: 'Tous les articles publiés' },
  blogPostSearch: {
    id: 'contentPages.block.blogPostSearch',
    defaultMessage: 'Chercher un article par titre',
  },
  idsCategory: { id: 'contentPages.block.ids.category', defaultMessage: 'Catégories montrées, dans l’ordre' },
  idsBrand: { id: 'contentPages.block.ids.brand', defaultMessage: 'Marques montrées, dans l’ordre' },
  idsBrandLine: { id: 'contentPages.block.ids.brandLine', defaultMessage: 'Gammes montrées, dans l’ordre' },
  idsBlogCategory: {
    id: 'contentPages.block.ids.blogCategory',
    defaultMessage: 'Catégories du blog montrées, dans l’ordre',
  },
  idsEmpty: {
    id: 'contentPages.block.idsEmpty',
    defaultMessage: 'Aucune choisie : le bloc montre les premières actives, dans l’ordre du catalogue.',
  },
  idsAdd: { id: 'contentPages.block.idsAdd', defaultMessage: 'Ajouter à la liste' },
  idUp: defineMessage<{ name: string }>({ id: 'contentPages.block.idUp', defaultMessage: 'Avancer {name}' }),
  idDown: defineMessage<{ name: string }>({
    id: 'contentPages.block.idDown',
    defaultMessage: 'Reculer {name}',
  }),
  choiceHidden: defineMessage<{ name: string }>({
    id: 'contentPages.block.choiceHidden',
    defaultMessage: '{name} (masqué sur la boutique)',
  }),
  choiceMissing: defineMessage<{ id: number }>({
    id: 'contentPages.block.choiceMissing',
    defaultMessage: 'n° {id}, introuvable',
  }),
  choicesFailed: {
    id: 'contentPages.block.choicesFailed',
    defaultMessage: 'Impossible de charger les choix.',
  },
  html: { id: 'contentPages.block.html', defaultMessage: 'Texte du bloc' },
  caption: { id: 'contentPages.block.caption', defaultMessage: 'Légende sur la bannière' },
  items: { id: 'contentPages.block.items', defaultMessage: 'Textes qui défilent' },
  item: defineMessage<{ number: number }>({
    id: 'contentPages.block.item',
    defaultMessage: 'Texte {number}',
  }),
  itemAdd: { id: 'contentPages.block.itemAdd', defaultMessage: 'Ajouter un texte qui défile' },
  itemRemove: defineMessage<{ number: number }>({
    id: 'contentPages.block.itemRemove',
    defaultMessage: 'Enlever le texte {number}',
  }),
  itemUp: defineMessage<{ number: number }>({
    id: 'contentPages.block.itemUp',
    defaultMessage: 'Avancer le texte {number}',
  }),
  itemDown: defineMessage<{ number: number }>({
    id: 'contentPages.block.itemDown',
    defaultMessage: 'Reculer le texte {number}',
  }),
  bannerImage: { id: 'contentPages.block.bannerImage', defaultMessage: 'Image de la bannière' },
  carouselImages: {
    id: 'contentPages.block.carouselImages',
    defaultMessage: 'Images du carrousel, dans l’ordre',
  },
  active: { id: 'contentPages.block.active', defaultMessage: 'Bloc actif' },
  visibleFrom: defineMessage<{ zone: string }>({
    id: 'contentPages.block.visibleFrom',
    defaultMessage: 'Montré à partir du ({zone})',
  }),
  visibleUntil: defineMessage<{ zone: string }>({
    id: 'contentPages.block.visibleUntil',
    defaultMessage: 'Montré jusqu’au ({zone})',
  }),
  visibilityHint: {
    id: 'contentPages.block.visibilityHint',
    defaultMessage: 'Vide : sans date de début ou de fin.',
  },
  saveBlock: { id: 'contentPages.block.save', defaultMessage: 'Enregistrer le bloc' },
  blockSaved: { id: 'contentPages.block.saved', defaultMessage: 'Bloc enregistré.' },
});

/** The 18 block types' names, by the type's string. */
export const typeMessages = defineMessages({
  products_carousel: { id: 'contentPages.type.productsCarousel', defaultMessage: 'Carrousel de produits' },
  products_grid: { id: 'contentPages.type.productsGrid', defaultMessage: 'Grille de produits' },
  categories_carousel: {
    id: 'contentPages.type.categoriesCarousel',
    defaultMessage: 'Carrousel de catégories',
  },
  category_products_carousel: {
    id: 'contentPages.type.categoryProductsCarousel',
    defaultMessage: 'Produits d’une catégorie',
  },
  brands_carousel: { id: 'contentPages.type.brandsCarousel', defaultMessage: 'Carrousel de marques' },
  brands_products_carousel: {
    id: 'contentPages.type.brandsProductsCarousel',
    defaultMessage: 'Produits d’une marque',
  },
  brand_lines_carousel: { id: 'contentPages.type.brandLinesCarousel', defaultMessage: 'Carrousel de gammes' },
  brand_lines_products_carousel: {
    id: 'contentPages.type.brandLinesProductsCarousel',
    defaultMessage: 'Produits d’une gamme',
  },
  collection_products: {
    id: 'contentPages.type.collectionProducts',
    defaultMessage: 'Produits d’une collection',
  },
  tag_products: { id: 'contentPages.type.tagProducts', defaultMessage: 'Produits d’une étiquette' },
  html_block: { id: 'contentPages.type.htmlBlock', defaultMessage: 'Texte mis en forme' },
  banner: { id: 'contentPages.type.banner', defaultMessage: 'Bannière' },
  banner_carousel: { id: 'contentPages.type.bannerCarousel', defaultMessage: 'Carrousel de bannières' },
  discount_block: { id: 'contentPages.type.discountBlock', defaultMessage: 'Promotions en cours' },
  blog_posts_carousel: {
    id: 'contentPages.type.blogPostsCarousel',
    defaultMessage: 'Carrousel d’articles du blog',
  },
  blog_post_card: { id: 'contentPages.type.blogPostCard', defaultMessage: 'Carte d’un article du blog' },
  text_carousel: { id: 'contentPages.type.textCarousel', defaultMessage: 'Textes défilants' },
  blog_categories_carousel: {
    id: 'contentPages.type.blogCategoriesCarousel',
    defaultMessage: 'Carrousel de catégories du blog',
  },
});
