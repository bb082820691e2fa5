/** What every section of the order form is given. */
import type { FieldErrors } from '../../components/field-errors';
import type { OrderFormValues } from './order-form';

export type FormChange = (change: (form: OrderFormValues) => OrderFormValues) => void;

export interface SectionProps {
  readonly form: OrderFormValues;
  readonly update: FormChange;
  /** The form's id prefix: a field's input is `${base}-${field}`, its lines `${base}-${field}-error`. */
  readonly base: string;
  readonly errors: FieldErrors;
}
