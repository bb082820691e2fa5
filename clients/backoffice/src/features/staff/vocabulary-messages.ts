/** Words for the roles and for what each permission lets a person do (the enum values are never shown). */
import { defineMessage, defineMessages } from 'react-intl';

export const vocabularyMessages = defineMessages({
  roleAdmin: { id: 'staff.role.admin', defaultMessage: 'Administrateur' },
  roleManager: { id: 'staff.role.manager', defaultMessage: 'Gérant' },
  roleCashier: { id: 'staff.role.cashier', defaultMessage: 'Agent de caisse' },
  roleStockClerk: { id: 'staff.role.stockClerk', defaultMessage: 'Magasinier' },
  roleOrderAgent: { id: 'staff.role.orderAgent', defaultMessage: 'Agent de commandes' },
  roleCatalogEditor: { id: 'staff.role.catalogEditor', defaultMessage: 'Rédacteur du catalogue' },
  mayCatalogWrite: {
    id: 'staff.may.catalogWrite',
    defaultMessage: 'Écrire les fiches produits et leurs photos, modérer les avis',
  },
  mayPrices: { id: 'staff.may.prices', defaultMessage: 'Fixer les prix' },
  mayStock: { id: 'staff.may.stock', defaultMessage: 'Recevoir et compter le stock' },
  mayExpeditions: { id: 'staff.may.expeditions', defaultMessage: 'Préparer les expéditions internes' },
  mayTransporterPayments: {
    id: 'staff.may.transporterPayments',
    defaultMessage: 'Encaisser ce que les transporteurs ont collecté',
  },
  mayPromotions: {
    id: 'staff.may.promotions',
    defaultMessage: 'Gérer les promotions, les clients et leurs segments',
  },
  mayContent: { id: 'staff.may.content', defaultMessage: 'Composer la page d’accueil' },
  mayCustomers: { id: 'staff.may.customers', defaultMessage: 'Trouver ou enregistrer un client' },
  mayOrders: { id: 'staff.may.orders', defaultMessage: 'Traiter les commandes' },
  mayPosSale: { id: 'staff.may.posSale', defaultMessage: 'Vendre en caisse' },
  mayStaffAdmin: {
    id: 'staff.may.staffAdmin',
    defaultMessage: 'Gérer les comptes, les rôles et les affectations',
  },
  mayShopSettings: {
    id: 'staff.may.shopSettings',
    defaultMessage: 'Régler la boutique (délai d’annulation des commandes non confirmées)',
  },
  mayEverything: { id: 'staff.may.everything', defaultMessage: 'Tout ce que permet le back office' },
  mayEverythingBut: defineMessage<{ list: string }>({
    id: 'staff.may.everythingBut',
    defaultMessage: 'Tout, sauf : {list}',
  }),
});
