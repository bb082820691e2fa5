import type { MockedResponse } from '@apollo/client/testing';
import {
  DeliveryCommunesDocument,
  DeliveryOptionsDocument,
  DeliveryWilayasDocument,
} from '../../__generated__/graphql';

export const wilayasMock: MockedResponse = {
  request: { query: DeliveryWilayasDocument },
  result: {
    data: {
      wilayas: [
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
      ],
    },
  },
};

export const algerCommunesMock: MockedResponse = {
  request: { query: DeliveryCommunesDocument, variables: { wilayaId: 16 } },
  result: {
    data: {
      communes: [
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
      ],
    },
  },
};

const transporter = (id: number, name: string, price: number) => ({
  __typename: 'Transporter',
  id,
  name,
  price,
  image: null,
  logo: null,
});

export const algerCentreOptionsMock: MockedResponse = {
  request: { query: DeliveryOptionsDocument, variables: { communeId: 1601 } },
  result: {
    data: {
      transporters: [
        transporter(3, 'Express Sahel', 60000),
        transporter(1, 'Retrait en boutique', 0),
        transporter(2, 'Rapide DZ', 40000),
        transporter(4, 'Atlas Colis', 75000),
      ],
    },
  },
};
