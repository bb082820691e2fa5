/** Server answers for the theme editor's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import { THEME_DEFAULTS } from '@tijara/schema';
import type { ThemeValues } from '@tijara/schema';
import {
  ResetThemeVariablesDocument,
  SaveThemeVariablesDocument,
  ThemeEditorShopDocument,
  ThemeEditorVariablesDocument,
} from '../../__generated__/theme-editor/graphql';

export const SHOP = 'b0000000-0000-4000-8000-000000000001';

export const theme = (overrides: Partial<ThemeValues> = {}) => ({
  __typename: 'ThemeVariables' as const,
  ...THEME_DEFAULTS,
  ...overrides,
});

export const shopMock: MockedResponse = {
  request: { query: ThemeEditorShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
};

export function variablesMock(values = theme()): MockedResponse {
  return {
    request: { query: ThemeEditorVariablesDocument, variables: { shopUuid: SHOP } },
    result: { data: { themeVariables: values } },
  };
}

export function saveMock(input: ThemeValues): MockedResponse {
  return {
    request: { query: SaveThemeVariablesDocument, variables: { shopUuid: SHOP, input } },
    result: { data: { saveThemeVariables: theme(input) } },
  };
}

export const resetMock: MockedResponse = {
  request: { query: ResetThemeVariablesDocument, variables: { shopUuid: SHOP } },
  result: { data: { resetThemeVariables: theme() } },
};
