/**
 * Related and cross-selling rows under the product: asked once, when the section comes within 200 px
 * of the viewport (spec §4), then shown as carousels of product cards (CrossSellingRows, in its own
 * chunk). A failure is logged and shows nothing, as an empty answer. The page keys it by product, so
 * another product starts over.
 */
import { Suspense, lazy, useEffect } from 'react';
import { CrossSellingDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { useNearViewport } from './use-near-viewport';

const CrossSellingRows = lazy(async () => ({
  default: (await import('./CrossSellingRows')).CrossSellingRows,
}));

export function CrossSellingSection({ productUuid }: { productUuid: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const state = useCatalogQuery(CrossSellingDocument, { productUuid }, { skip: !near });
  const error = state.error;
  useEffect(() => {
    if (error) console.warn('Cross-selling could not be loaded; the section stays empty.', error);
  }, [error]);
  const groups = state.data?.crossSelling;
  return (
    <div ref={ref} className="cross-selling" data-testid="cross-selling">
      {groups ? (
        <Suspense fallback={null}>
          <CrossSellingRows groups={groups} />
        </Suspense>
      ) : null}
    </div>
  );
}
