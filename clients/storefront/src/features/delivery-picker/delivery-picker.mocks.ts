/** The server's delivery geography as the picker's tests describe it: GraphQL handlers by operation. */
import type { GraphqlHandlers } from '../../test/render-with-app';

const wilayas = [
  {
    __typename: 'Wilaya',
    id: 9,
    code: '09',
    isoCode: 'DZ-09',
    name: 'Blida',
    nameAr: 'البليدة',
    deliverable: true,
  },
  {
    __typename: 'Wilaya',
    id: 16,
    code: '16',
    isoCode: 'DZ-16',
    name: 'Alger',
    nameAr: 'الجزائر',
    deliverable: true,
  },
];

const algerCommunes = [
  {
    __typename: 'Commune',
    id: 1605,
    name: 'Bab El Oued',
    nameAr: 'باب الواد',
    postCode: '16009',
    deliverable: true,
  },
  {
    __typename: 'Commune',
    id: 1601,
    name: 'Alger Centre',
    nameAr: 'الجزائر الوسطى',
    postCode: '16000',
    deliverable: true,
  },
];

const transporter = (id: number, name: string, price: number) => ({
  __typename: 'Transporter',
  id,
  name,
  price,
  image: null,
  logo: null,
});

const algerCentreTransporters = [
  transporter(3, 'Express Sahel', 60000),
  transporter(1, 'Retrait en boutique', 0),
  transporter(2, 'Rapide DZ', 40000),
  transporter(4, 'Atlas Colis', 75000),
];

/** Wilayas 09 and 16; Alger's two communes; four carriers for Alger Centre, none elsewhere. */
export const deliveryHandlers: GraphqlHandlers = {
  DeliveryWilayas: () => ({ wilayas }),
  DeliveryCommunes: ({ wilayaId }) => ({ communes: wilayaId === 16 ? algerCommunes : [] }),
  DeliveryOptions: ({ communeId }) => ({ transporters: communeId === 1601 ? algerCentreTransporters : [] }),
};

/** The same operations when the server cannot be reached. */
export const unreachableDeliveryHandlers: GraphqlHandlers = {
  DeliveryWilayas: () => {
    throw new TypeError('Failed to fetch');
  },
  DeliveryCommunes: () => {
    throw new TypeError('Failed to fetch');
  },
  DeliveryOptions: () => {
    throw new TypeError('Failed to fetch');
  },
};
