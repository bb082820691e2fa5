/**
 * A brand's logo: upload (POST /dashboard/api/brand/{id}/logo, multipart `file`, through
 * components/upload: CSRF token, progress, the answer read) and removal (GraphQL removeBrandLogo).
 * The file is checked first (an image, 2 MB at most), so a wrong one is never sent; the server
 * checks the content again. The answer's logoUrl is written into the cached brand, so the list's
 * thumbnail and the form's change together.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessage } from '@tijara/shared';
import { TaxonomyRemoveBrandLogoDocument } from '../../__generated__/taxonomy/graphql';
import { checkImageFiles, MAX_UPLOAD_MEGABYTES, uploadFile } from '../../components/upload';
import { brandMessages } from './brand-messages';
import { refusalOf } from './outcome';

export const logoPath = (brandId: number) => `/dashboard/api/brand/${brandId}/logo`;

export type LogoState =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly percent: number }
  | { readonly status: 'removing' }
  | { readonly status: 'done'; readonly text: string }
  | { readonly status: 'failed'; readonly text: string };

/** The logo's address in the generic form answer {success, data: {id, logoUrl}}; undefined if absent. */
function logoUrlOf(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('logoUrl' in data)) return undefined;
  const { logoUrl } = data;
  return typeof logoUrl === 'string' || logoUrl === null ? logoUrl : undefined;
}

export function useBrandLogo(brandId: number) {
  const intl = useIntl();
  const client = useApolloClient();
  const [removeLogo] = useMutation(TaxonomyRemoveBrandLogoDocument);
  const [state, setState] = useState<LogoState>({ status: 'idle' });
  const fail = useCallback((text: string) => setState({ status: 'failed', text }), []);

  const upload = useCallback(
    async (files: readonly File[]) => {
      const { accepted, refused } = checkImageFiles(files.slice(0, 1));
      const [refusal] = refused;
      if (refusal) {
        const name = refusal.file.name;
        return fail(
          refusal.reason === 'notImage'
            ? intl.formatMessage(brandMessages.logoNotImage, { name })
            : intl.formatMessage(brandMessages.logoTooLarge, { name, megabytes: MAX_UPLOAD_MEGABYTES }),
        );
      }
      const [file] = accepted;
      if (!file) return;
      setState({ status: 'uploading', percent: 0 });
      const result = await uploadFile({
        client,
        url: logoPath(brandId),
        file,
        onProgress: (percent) => setState({ status: 'uploading', percent }),
      });
      if (!result.ok) {
        const { fileErrors, verdict } = result.problem;
        const message: MessageDescriptor =
          fileErrors.length > 0 ? brandMessages.logoRefused : errorMessage(verdict);
        return fail(intl.formatMessage(message));
      }
      const logoUrl = logoUrlOf(result.data);
      if (logoUrl !== undefined) {
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Brand', id: brandId }),
          fields: { logoUrl: () => logoUrl },
        });
      }
      setState({ status: 'done', text: intl.formatMessage(brandMessages.logoUploaded) });
    },
    [brandId, client, intl, fail],
  );

  const remove = useCallback(async () => {
    setState({ status: 'removing' });
    try {
      await removeLogo({ variables: { id: brandId } });
      setState({ status: 'done', text: intl.formatMessage(brandMessages.logoRemoved) });
    } catch (error) {
      fail(intl.formatMessage(refusalOf(error).message));
    }
  }, [brandId, removeLogo, intl, fail]);

  return { state, upload, remove };
}
