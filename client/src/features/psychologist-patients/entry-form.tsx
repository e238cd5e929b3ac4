import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { recordTextMaxLength } from '@acolhe/shared/clinical-records';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';

interface EntryFormProps {
  label: string;
  initialText?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Extra fields above the text (the consultation of an evolution). */
  children?: ReactNode;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
}

/** The text of a new entry or of a correction; the server's pt-BR message shows under the field. */
export function EntryForm({
  label,
  initialText = '',
  submitLabel,
  pending,
  error,
  children,
  onSubmit,
  onCancel,
}: EntryFormProps) {
  const [text, setText] = useState(initialText);
  const fieldError = error
    ? (fieldErrorsOf(error).text ?? errorMessage(error, 'Não foi possível salvar o registro.'))
    : undefined;
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      {children}
      <Field.Root invalid={fieldError !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          bg="white"
          rows={5}
          value={text}
          maxLength={recordTextMaxLength}
          onChange={(event) => setText(event.target.value)}
        />
        <Field.ErrorText>{fieldError}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" colorPalette="teal" size="sm" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
