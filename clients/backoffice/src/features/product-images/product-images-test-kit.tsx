/** Renders the images panel as the product editor does: signed in with the given permissions, flashes on. */
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { renderWithApp } from '../../test/render-with-app';
import { ImagesPanel } from './ImagesPanel';
import { PRODUCT_ID } from './product-images.mocks';

export function renderPanel(mocks: MockedResponse[], permissions: string[] = [Permission.CATALOG_WRITE]) {
  return renderWithApp(
    <PermissionsProvider permissions={permissions}>
      <FlashProvider>
        <ImagesPanel productId={PRODUCT_ID} />
      </FlashProvider>
    </PermissionsProvider>,
    mocks,
  );
}
