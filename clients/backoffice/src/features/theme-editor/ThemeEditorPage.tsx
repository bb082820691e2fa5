/**
 * The theme editor (CONTENT): the shop's ten colour variables with a live preview, saved for the
 * storefront (GET /theme.css, revalidated at every load: no rebuild) or reset to the spec's
 * defaults. Online only for writes: offline the colours read last stay shown and saving is off.
 */
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages } from '@tijara/shared';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import {
  ThemeEditorShopDocument,
  ThemeEditorVariablesDocument,
} from '../../__generated__/theme-editor/graphql';
import { messages } from './messages';
import { themeEditorTexts } from './texts';
import { ThemeForm, valuesOf } from './ThemeForm';
import './theme-editor.css';

function ThemeEditor({ shopUuid }: { shopUuid: string }) {
  const intl = useIntl();
  const answer = useQuery(ThemeEditorVariablesDocument, {
    variables: { shopUuid },
    fetchPolicy: 'cache-and-network',
  });
  const saved = answer.data?.themeVariables;
  if (!saved) {
    return answer.error ? (
      <RetryAlert
        message={messages.loadFailed}
        onRetry={() => void answer.refetch().catch(() => undefined)}
      />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  // Filled once from the first answer: a later refresh of the cache must not overwrite what is typed.
  return <ThemeForm shopUuid={shopUuid} saved={valuesOf(saved)} />;
}

function ThemeEditorContent() {
  const intl = useIntl();
  return (
    <section className="page theme-editor-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <ShopGate query={ThemeEditorShopDocument} failed={messages.shopFailed} loading={sharedMessages.loading}>
        {(shopUuid) => <ThemeEditor shopUuid={shopUuid} />}
      </ShopGate>
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ThemeEditorPage() {
  return (
    <CatalogueScope catalogue={themeEditorTexts}>
      <ThemeEditorContent />
    </CatalogueScope>
  );
}
