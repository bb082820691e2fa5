import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  TaxonomyCreateAttributeValueDocument,
  TaxonomyDeleteAttributeValueDocument,
  TaxonomyUpdateAttributeValueDocument,
} from '../../__generated__/taxonomy/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { TaxonomyPage } from './TaxonomyPage';
import { attribute, attributesMock, attributeValue, labels } from './taxonomy.mocks';

const COLOUR = attribute(9);

function renderAttributes(mocks: MockedResponse[] = []) {
  return renderWithApp(
    <TaxonomyPage kind="attributes" onNavigate={jest.fn()} />,
    [attributesMock([COLOUR]), ...mocks],
    '/dashboard/catalog/attributes',
  );
}

const card = () => screen.getByRole('region', { name: 'Couleur' });
const valueNames = () =>
  within(within(card()).getByRole('list', { name: 'Valeurs de Couleur' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('adds a colour value in place, then the form is ready for the next one', async () => {
  const user = userEvent.setup();
  const blue = attributeValue(12, labels('Bleu', null, 'أزرق'), '#0033CC');
  const create: MockedResponse = {
    request: {
      query: TaxonomyCreateAttributeValueDocument,
      variables: {
        attributeId: 9,
        input: { labels: { fr: 'Bleu', en: null, ar: 'أزرق' }, position: null, color: '#0033CC' },
      },
    },
    result: { data: { createAttributeValue: blue } },
  };
  renderAttributes([create]);
  await screen.findByRole('region', { name: 'Couleur' });
  expect(within(card()).getByText('Pastilles de couleur')).toBeInTheDocument();
  expect(valueNames()).toEqual([expect.stringMatching(/^Rouge/)]);

  const french = within(card()).getByRole('textbox', { name: 'Nouvelle valeur (français)' });
  await user.type(french, 'Bleu');
  await user.type(within(card()).getByRole('textbox', { name: 'Nouvelle valeur (arabe)' }), 'أزرق');
  fireEvent.change(within(card()).getByLabelText('Couleur'), { target: { value: '#0033cc' } });
  await user.click(within(card()).getByRole('button', { name: 'Ajouter la valeur' }));

  expect(await screen.findByText('« Bleu » a été ajouté.')).toBeInTheDocument();
  expect(valueNames()).toEqual([expect.stringMatching(/^Rouge/), expect.stringMatching(/^Bleu/)]);
  expect(french).toHaveValue('');
  expect(french).toHaveFocus();
});

it('changes a value in place and puts the row back', async () => {
  const user = userEvent.setup();
  const update: MockedResponse = {
    request: {
      query: TaxonomyUpdateAttributeValueDocument,
      variables: {
        id: 11,
        input: { labels: { fr: 'Rouge vif', en: 'Red', ar: 'أحمر' }, position: 0, color: '#D00000' },
      },
    },
    result: {
      data: { updateAttributeValue: attributeValue(11, labels('Rouge vif', 'Red', 'أحمر'), '#D00000') },
    },
  };
  renderAttributes([update]);
  await user.click(await screen.findByRole('button', { name: 'Modifier Rouge' }));
  const french = within(card()).getByRole('textbox', { name: 'Libellé (français)' });
  await user.clear(french);
  await user.type(french, 'Rouge vif');
  await user.click(within(card()).getByRole('button', { name: 'Enregistrer la valeur Rouge' }));
  expect(await within(card()).findByRole('button', { name: 'Modifier Rouge vif' })).toBeInTheDocument();
  expect(within(card()).queryByRole('textbox', { name: 'Libellé (français)' })).not.toBeInTheDocument();
});

it('says a value used by combinations cannot be deleted', async () => {
  const user = userEvent.setup();
  const remove: MockedResponse = {
    request: { query: TaxonomyDeleteAttributeValueDocument, variables: { id: 11 } },
    result: refused('BAD_USER_INPUT', 'This is still in use', {
      fieldErrors: { id: ['is used by combinations: change or delete them first'] },
    }),
  };
  renderAttributes([remove]);
  await user.click(await screen.findByRole('button', { name: 'Supprimer Rouge' }));
  const [confirm] = within(card()).getAllByRole('button', { name: 'Supprimer' });
  if (confirm) await user.click(confirm);
  expect(
    await screen.findByText(
      'Suppression refusée : des déclinaisons l’utilisent : modifiez-les ou supprimez-les d’abord',
    ),
  ).toBeInTheDocument();
  expect(valueNames()).toEqual([expect.stringMatching(/^Rouge/)]);
});
