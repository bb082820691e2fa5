import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { SaveBlogPostDocument } from '../../__generated__/blog-editor/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { BlogPostEditor } from './BlogPostEditor';
import { categoriesMock, post, postMock, shopMock } from './blog-editor.mocks';

const saving = (seen: jest.Mock, result: MockedResponse['result']): MockedResponse => ({
  request: {
    query: SaveBlogPostDocument,
    variables: (variables: Record<string, unknown>) => seen(variables),
  },
  result,
});

function renderSavedPost(result: MockedResponse['result'] = { data: { saveBlogPost: post() } }) {
  const seen = jest.fn((_variables: unknown) => true);
  renderWithApp(<BlogPostEditor postId={7} onNavigate={jest.fn()} />, [
    shopMock,
    categoriesMock(),
    postMock(),
    saving(seen, result),
  ]);
  return { seen, user: userEvent.setup() };
}

const dateInput = () => screen.findByLabelText('Date de l’article');
const save = () => screen.getByRole('button', { name: 'Enregistrer l’article' });
const TOO_LATE = 'La date de l’article peut être au plus celle de demain.';

it('shows the saved post’s day and leaves its date alone when it is not changed', async () => {
  const { seen, user } = renderSavedPost();
  const date = await dateInput();
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveAttribute('name', 'createdAt');
  expect(date).toHaveValue('2026-10-02');
  expect(date).toHaveAccessibleDescription(expect.stringContaining('demain au plus tard'));
  await user.click(save());
  expect(await screen.findByText('Article enregistré.')).toBeInTheDocument();
  expect(seen).toHaveBeenCalledTimes(1);
  expect(seen.mock.calls[0]?.[0]).not.toHaveProperty('input.createdAt');
});

it('back-dates a post moved from an old site: the chosen day, at its midnight in the shop', async () => {
  const { seen, user } = renderSavedPost({
    data: { saveBlogPost: post({ createdAt: '2014-03-07T23:00:00.000Z' }) },
  });
  const date = await dateInput();
  await user.clear(date);
  await user.type(date, '2014-03-08');
  expect(date).toHaveValue('2014-03-08');
  await user.click(save());
  expect(await screen.findByText('Article enregistré.')).toBeInTheDocument();
  expect(seen).toHaveBeenCalledWith({
    input: expect.objectContaining({ id: 7, createdAt: '2014-03-07T23:00:00.000Z' }),
  });
});

it('refuses a day after tomorrow before sending, under the date', async () => {
  const { seen, user } = renderSavedPost();
  const date = await dateInput();
  await user.clear(date);
  await user.type(date, '2999-01-01');
  await user.click(save());
  await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(TOO_LATE)));
  expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Rien n’a été enregistré : corrigez les champs signalés.')).toBeInTheDocument();
  expect(seen).not.toHaveBeenCalled();
});

it('words the server’s refusal of the date in the form’s language', async () => {
  const { seen, user } = renderSavedPost(
    refused('BAD_USER_INPUT', 'refused', {
      fieldErrors: { createdAt: ['must be at most one day after now'] },
      messageKeys: { createdAt: 'content.created_at_too_late' },
    }),
  );
  const date = await dateInput();
  await user.clear(date);
  await user.type(date, '2020-05-01');
  await user.click(save());
  await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(TOO_LATE)));
  expect(seen).toHaveBeenCalledWith({
    input: expect.objectContaining({ createdAt: '2020-04-30T23:00:00.000Z' }),
  });
});
