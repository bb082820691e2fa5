/**
 * The wizard's stepper and its navigation. The steps are listed in order with the current one
 * marked (aria-current="step") and said as "Step 2 of 5"; once the product exists, any step can be
 * opened directly. Before that only the first step is reachable: the others edit the created product.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages';
import { wizardMessages } from './wizard-messages';

export const WIZARD_STEPS = ['details', 'pricing', 'images', 'combinations', 'languages'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const LABELS: Record<WizardStep, MessageDescriptor> = {
  details: messages.tabDetails,
  pricing: messages.pricing,
  images: messages.tabImages,
  combinations: messages.tabCombinations,
  languages: messages.tabLanguages,
};

interface StepperProps {
  readonly step: WizardStep;
  readonly created: boolean;
  readonly onStep: (step: WizardStep) => void;
}

export function WizardStepper({ step, created, onStep }: StepperProps) {
  const intl = useIntl();
  const index = WIZARD_STEPS.indexOf(step);
  return (
    <nav className="products-stepper" aria-label={intl.formatMessage(wizardMessages.steps)}>
      <p className="products-stepper__count" aria-live="polite">
        {intl.formatMessage(wizardMessages.stepOf, { step: index + 1, count: WIZARD_STEPS.length })}
      </p>
      <ol>
        {WIZARD_STEPS.map((name, position) => (
          <li key={name} className={position < index ? 'products-stepper__done' : undefined}>
            <button
              type="button"
              className="products-stepper__step"
              aria-current={name === step ? 'step' : undefined}
              disabled={!created && name !== step}
              onClick={() => onStep(name)}
            >
              <span className="products-stepper__number" aria-hidden="true">
                {intl.formatNumber(position + 1)}
              </span>
              {intl.formatMessage(LABELS[name])}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface NavProps {
  readonly index: number;
  /** The product exists: the steps after the first can be opened. */
  readonly canMoveOn: boolean;
  readonly onStep: (index: number) => void;
  readonly onFinish: () => void;
}

export function WizardNav({ index, canMoveOn, onStep, onFinish }: NavProps) {
  const intl = useIntl();
  const last = index === WIZARD_STEPS.length - 1;
  return (
    <div className="products-wizard-nav">
      {index > 0 ? (
        <button type="button" className="link-button" onClick={() => onStep(index - 1)}>
          {intl.formatMessage(wizardMessages.previous)}
        </button>
      ) : (
        <span />
      )}
      {canMoveOn && !last ? (
        <button type="button" className="button" onClick={() => onStep(index + 1)}>
          {intl.formatMessage(wizardMessages.next)}
        </button>
      ) : null}
      {canMoveOn && last ? (
        <button type="button" className="button" onClick={onFinish}>
          {intl.formatMessage(wizardMessages.finish)}
        </button>
      ) : null}
    </div>
  );
}
