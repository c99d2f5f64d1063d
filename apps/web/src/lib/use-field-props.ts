import type { FieldValues, Path, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

/** What a registered input spreads: react-hook-form's registration and the translated error. */
export type FieldProps = UseFormRegisterReturn & { error?: string };

/** `field(name)`: registers an input of the form and gives it its translated error message. */
export function useFieldProps<T extends FieldValues>(form: UseFormReturn<T>) {
  const fieldError = useFieldError();
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>): FieldProps => ({
    ...form.register(name, options),
    error: fieldError(form.getFieldState(name, form.formState).error?.message),
  });
}
