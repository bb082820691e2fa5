/**
 * Saving and resetting the theme as outcomes. The variables carry no id, so each answer is written
 * over the editor's cached read (themeVariables of the shop): a later visit starts from it.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type { ThemeValues } from '@tijara/schema';
import type { FieldErrors } from '../../components/field-errors';
import type { ThemeVariablesFieldsFragment } from '../../__generated__/theme-editor/graphql';
import {
  ResetThemeVariablesDocument,
  SaveThemeVariablesDocument,
  ThemeEditorVariablesDocument,
} from '../../__generated__/theme-editor/graphql';
import { messages } from './messages';

export type ThemeOutcome =
  | { readonly ok: true; readonly values: ThemeVariablesFieldsFragment }
  | { readonly ok: false; readonly reason: string; readonly fieldErrors: FieldErrors };

function remember(cache: ApolloCache, shopUuid: string, values: ThemeVariablesFieldsFragment) {
  cache.writeQuery({
    query: ThemeEditorVariablesDocument,
    variables: { shopUuid },
    data: { themeVariables: values },
  });
}

function useRefusal() {
  const intl = useIntl();
  return useCallback(
    (error: unknown): ThemeOutcome => {
      const verdict = serverVerdict(error);
      const keys = (verdict?.extensions['messageKeys'] ?? {}) as Record<string, unknown>;
      const fieldErrors = Object.fromEntries(
        Object.entries(verdict?.fieldErrors ?? {}).map(([field, lines]) => [
          field,
          keys[field] === 'content.theme_color_invalid'
            ? [intl.formatMessage(messages.invalidColour)]
            : lines,
        ]),
      );
      return { ok: false, reason: intl.formatMessage(errorMessage(verdict)), fieldErrors };
    },
    [intl],
  );
}

export function useSaveTheme(shopUuid: string) {
  const [mutate] = useMutation(SaveThemeVariablesDocument);
  const refusal = useRefusal();
  return useCallback(
    async (input: ThemeValues): Promise<ThemeOutcome> => {
      try {
        const { data } = await mutate({
          variables: { shopUuid, input },
          update: (cache, { data: answer }) => {
            if (answer) remember(cache, shopUuid, answer.saveThemeVariables);
          },
        });
        return data ? { ok: true, values: data.saveThemeVariables } : refusal(null);
      } catch (error) {
        return refusal(error);
      }
    },
    [mutate, refusal, shopUuid],
  );
}

export function useResetTheme(shopUuid: string) {
  const [mutate] = useMutation(ResetThemeVariablesDocument);
  const refusal = useRefusal();
  return useCallback(async (): Promise<ThemeOutcome> => {
    try {
      const { data } = await mutate({
        variables: { shopUuid },
        update: (cache, { data: answer }) => {
          if (answer) remember(cache, shopUuid, answer.resetThemeVariables);
        },
      });
      return data ? { ok: true, values: data.resetThemeVariables } : refusal(null);
    } catch (error) {
      return refusal(error);
    }
  }, [mutate, refusal, shopUuid]);
}
