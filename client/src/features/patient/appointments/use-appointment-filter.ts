import { appointmentFilters } from '@acolhe/shared/appointments';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import type { AppointmentFilter } from './appointment-filter.tsx';

const key = 'status';

/** The status filter lives in the URL (?status=scheduled), so reload, back and a shared link keep it. */
export function useAppointmentFilter(): [AppointmentFilter, (filter: AppointmentFilter) => void] {
  const [params, change] = useAddressParams();
  const filter = appointmentFilters.find((value) => value === params.get(key)) ?? 'all';
  const setFilter = (next: AppointmentFilter) =>
    change((updated) => {
      if (next === 'all') updated.delete(key);
      else updated.set(key, next);
    });
  return [filter, setFilter];
}
