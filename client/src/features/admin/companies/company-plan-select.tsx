import { NativeSelect } from '@chakra-ui/react';
import { companyPlanLabels, companyPlans, type CompanyPlan } from '@acolhe/shared/companies';

interface CompanyPlanSelectProps {
  companyName: string;
  plan: CompanyPlan;
  busy: boolean;
  onChange: (plan: CompanyPlan) => void;
}

export function CompanyPlanSelect({ companyName, plan, busy, onChange }: CompanyPlanSelectProps) {
  return (
    <NativeSelect.Root size="xs" w="24" disabled={busy}>
      <NativeSelect.Field
        aria-label={`Plano de ${companyName}`}
        value={plan}
        onChange={(event) => {
          const next = companyPlans.find((option) => option === event.target.value);
          if (next && next !== plan) onChange(next);
        }}
      >
        {companyPlans.map((option) => (
          <option key={option} value={option}>
            {companyPlanLabels[option]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
