import { Button, Flex, Stack, Switch } from '@chakra-ui/react';
import { Controller, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';

interface SwitchesFormProps<Values extends Record<string, boolean> & FieldValues> {
  label: string;
  values: Values;
  labels: Record<keyof Values & string, string>;
  saving: boolean;
  onSave: (values: Values) => void;
}

/** A section of on/off preferences saved together with its own button (Notificações, Privacidade). */
export function SwitchesForm<Values extends Record<string, boolean> & FieldValues>({ label, values, labels, saving, onSave }: SwitchesFormProps<Values>) {
  const form = useForm<Values>({ values, defaultValues: values as DefaultValues<Values> });
  const names = Object.keys(labels) as Path<Values>[];
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} aria-label={label}>
      <Stack gap="4">
        {names.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Switch.Root
                colorPalette="teal"
                checked={field.value as boolean}
                onCheckedChange={(details) => field.onChange(details.checked)}
                justifyContent="space-between"
                w="full"
              >
                <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Switch.Label>{labels[name as keyof Values & string]}</Switch.Label>
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
              </Switch.Root>
            )}
          />
        ))}
        <Flex justify="end">
          <Button type="submit" colorPalette="teal" loading={saving} w={{ base: 'full', sm: 'auto' }}>
            Salvar
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
