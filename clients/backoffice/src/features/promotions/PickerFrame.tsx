/**
 * What every target picker of the editor shares: a fieldset named by its legend and described by
 * its errors, the picker's own controls, the targets chosen so far (each removable), the errors.
 */
import type { ReactNode } from 'react';
import { FieldError } from '../../components/FieldError';
import type { Target } from './promotion-draft';
import { TargetChips } from './TargetChips';

/** What the scope section gives each picker. */
export interface PickerProps {
  readonly targets: readonly Target[];
  readonly onTargets: (targets: readonly Target[]) => void;
  readonly errorLines: readonly string[] | undefined;
  readonly disabled: boolean;
}

interface Props extends PickerProps {
  /** The picker's useId; its errors get `${id}-error`. */
  readonly id: string;
  readonly legend: string;
  readonly children: ReactNode;
}

export function PickerFrame({ id, legend, targets, onTargets, errorLines, disabled, children }: Props) {
  return (
    <fieldset className="promotions-picker" aria-describedby={errorLines?.length ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      <TargetChips
        targets={targets}
        disabled={disabled}
        onRemove={(removed) => onTargets(targets.filter((target) => target.id !== removed))}
      />
      <FieldError id={`${id}-error`} lines={errorLines} />
    </fieldset>
  );
}
