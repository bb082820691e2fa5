/**
 * The pack tab: a pack's items (strict or flexible, with quantities) in the pack panel. A product
 * that is not a pack (packMode null) says so first; staff who may edit the catalogue can turn it
 * into one (the panel's setPack gives it a mode and items).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import type { PackMode } from '../../__generated__/products/graphql';
import { useCan } from '../../components/permissions';
import { PackPanel } from '../product-pack';
import { messages } from './messages';

export function PackTab({ productId, packMode }: { productId: number; packMode: PackMode | null }) {
  const intl = useIntl();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const [making, setMaking] = useState(false);
  if (packMode !== null || making) return <PackPanel productId={productId} />;
  return (
    <section className="card products-section">
      <p>{intl.formatMessage(messages.notPack)}</p>
      {canWrite ? (
        <button type="button" className="button" onClick={() => setMaking(true)}>
          {intl.formatMessage(messages.makePack)}
        </button>
      ) : null}
    </section>
  );
}
