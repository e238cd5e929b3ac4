import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { companyPlanLabels, companyPlans, type createCompanyInput } from '@acolhe/shared/companies';

export type NewCompanyForm = z.input<typeof createCompanyInput>;
export type NewCompany = z.output<typeof createCompanyInput>;

/** An empty number box means "not given": the schema's default (0 employees) applies. */
const optionalNumber = (value: unknown) => {
  // react-hook-form also passes the default value through, which is already a number.
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
};

export function NewCompanyFields({ form }: { form: UseFormReturn<NewCompanyForm, unknown, NewCompany> }) {
  const { errors } = form.formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root required invalid={!!errors.name} gridColumn={{ md: 'span 2' }}>
        <Field.Label>
          Nome da empresa <Field.RequiredIndicator />
        </Field.Label>
        <Input {...form.register('name')} autoComplete="organization" />
        <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.cnpj}>
        <Field.Label>
          CNPJ <Field.RequiredIndicator />
        </Field.Label>
        <Input {...form.register('cnpj')} placeholder="00.000.000/0000-00" />
        <Field.ErrorText>{errors.cnpj?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.email}>
        <Field.Label>
          E-mail <Field.RequiredIndicator />
        </Field.Label>
        <Input type="email" {...form.register('email')} placeholder="rh@empresa.com.br" />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.phone}>
        <Field.Label>Telefone</Field.Label>
        <Input type="tel" {...form.register('phone')} placeholder="(11) 3333-4444" />
        <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.employees}>
        <Field.Label>Funcionários</Field.Label>
        <Input type="number" inputMode="numeric" min="0" step="1" {...form.register('employees', { setValueAs: optionalNumber })} />
        <Field.ErrorText>{errors.employees?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.plan}>
        <Field.Label>Plano</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('plan')}>
            {companyPlans.map((plan) => (
              <option key={plan} value={plan}>
                {companyPlanLabels[plan]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.plan?.message}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
