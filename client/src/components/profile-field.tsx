import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface ProfileFieldProps {
  label: string;
  error?: string | undefined;
  helper?: string;
  children: ReactNode;
}

/** A labelled input with its validation message; the label names the input for screen readers. */
export function ProfileField({ label, error, helper, children }: ProfileFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
