/**
 * The product creation wizard: details, pricing, images, combinations, languages, with a stepper
 * ("Step 2 of 5"). The product is created (as a draft unless staff chose otherwise) when the first
 * step is sent; the next steps edit it with the editor's own forms and panels. Leaving mid-way
 * leaves that draft product in the list; "finish" opens its editor.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { ProductEditorDocument } from '../../__generated__/products/graphql';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { EditorPage } from '../../components/EditorPage';
import { useFlash } from '../../components/Flash';
import { SaveAllProvider } from '../../components/SaveAll';
import { CombinationsPanel } from '../product-combinations';
import { ImagesPanel } from '../product-images';
import type { Route } from '../shell';
import { DetailsTab } from './DetailsTab';
import { LanguagesTab } from './LanguagesTab';
import { messages } from './messages';
import { PriceTab } from './PriceTab';
import { useProductVersion } from './product-version';
import { useProductOptions } from './use-product-options';
import './products.css';
import { productTexts } from './texts';
import { WIZARD_STEPS, WizardNav, WizardStepper } from './WizardStepper';
import type { WizardStep } from './WizardStepper';
import { wizardMessages } from './wizard-messages';

interface Props {
  readonly onNavigate: (route: Route) => void;
}

function ProductWizardContent({ onNavigate }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const { online } = useOnlineStatus();
  const [productId, setProductId] = useState<number | null>(null);
  const [step, setStep] = useState<WizardStep>('details');
  const index = WIZARD_STEPS.indexOf(step);
  // The form opens once the choices are known, so a new product starts sold by the installation's shop.
  const { options, failed: optionsFailed } = useProductOptions();
  return (
    <EditorPage
      className="products-page"
      online={online}
      backLabel={messages.backToList}
      offline={messages.offline}
      onBack={() => onNavigate({ name: 'products' })}
    >
      <h1>{intl.formatMessage(wizardMessages.title)}</h1>
      <WizardStepper step={step} created={productId !== null} onStep={setStep} />
      {productId === null && !options && !optionsFailed ? (
        <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
      ) : productId === null ? (
        <DetailsTab
          defaultShop={options?.shop.uuid}
          product={null}
          versions={null}
          onReload={() => undefined}
          onCreated={(product) => {
            flash('success', intl.formatMessage(wizardMessages.created));
            setProductId(product.id);
            setStep('pricing');
          }}
        />
      ) : (
        <>
          <p className="note muted">{intl.formatMessage(wizardMessages.draftNote)}</p>
          <CreatedProductStep productId={productId} step={step} />
        </>
      )}
      <WizardNav
        index={index}
        canMoveOn={productId !== null}
        onStep={(next) => setStep(WIZARD_STEPS[next] ?? 'details')}
        onFinish={() => productId !== null && onNavigate({ name: 'product', id: productId, tab: 'details' })}
      />
    </EditorPage>
  );
}

/** The steps after creation: the product as the creation answered it (seeded in the cache), then as saved. */
function CreatedProductStep({ productId, step }: { productId: number; step: WizardStep }) {
  const intl = useIntl();
  const detail = useQuery(ProductEditorDocument, {
    variables: { id: productId },
    fetchPolicy: 'cache-first',
  });
  const product = detail.data?.product;
  if (!product) return <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  return <VersionedSteps product={product} step={step} onReload={() => void detail.refetch()} />;
}

function VersionedSteps({
  product,
  step,
  onReload,
}: {
  product: ProductEditorFieldsFragment;
  step: WizardStep;
  onReload: () => void;
}) {
  // One lock for the whole wizard: each step's save moves the version the next step sends.
  const versions = useProductVersion(product.version);
  return (
    <SaveAllProvider>
      <DetailsTab product={product} versions={versions} onReload={onReload} hidden={step !== 'details'} />
      <PriceTab product={product} versions={versions} onReload={onReload} hidden={step !== 'pricing'} />
      {step === 'images' ? <ImagesPanel productId={product.id} /> : null}
      {step === 'combinations' ? <CombinationsPanel productId={product.id} /> : null}
      <LanguagesTab product={product} hidden={step !== 'languages'} />
    </SaveAllProvider>
  );
}

export function ProductWizard(props: Props) {
  return (
    <CatalogueScope catalogue={productTexts}>
      <ProductWizardContent {...props} />
    </CatalogueScope>
  );
}
