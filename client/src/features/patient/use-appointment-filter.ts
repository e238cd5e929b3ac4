import { useSearchParams } from 'react-router';
import { appointmentFilters } from '@acolhe/shared/appointments';
import type { AppointmentFilter } from './appointment-filter.tsx';

const key = 'status';

/** The status filter lives in the URL (?status=scheduled), so reload, back and a shared link keep it. */
export function useAppointmentFilter(): [AppointmentFilter, (filter: AppointmentFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = appointmentFilters.find((value) => value === params.get(key)) ?? 'all';
  const setFilter = (next: AppointmentFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(key);
        else updated.set(key, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [filter, setFilter];
}
