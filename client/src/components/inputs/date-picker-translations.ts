import type { DatePickerDateView } from '@chakra-ui/react';

const viewNames: Record<DatePickerDateView, string> = { day: 'dias', month: 'meses', year: 'anos' };
const previous: Record<DatePickerDateView, string> = { day: 'Mês anterior', month: 'Ano anterior', year: 'Década anterior' };
const next: Record<DatePickerDateView, string> = { day: 'Próximo mês', month: 'Próximo ano', year: 'Próxima década' };

/** The calendar's accessible names in pt-BR; the component's own are English whatever the locale. */
export const datePickerTranslations = {
  dayCell: (state: { unavailable: boolean; selected: boolean; valueText: string }) => {
    if (state.unavailable) return `Indisponível. ${state.valueText}`;
    if (state.selected) return `Data escolhida. ${state.valueText}`;
    return `Escolher ${state.valueText}`;
  },
  trigger: (open: boolean) => (open ? 'Fechar calendário' : 'Abrir calendário'),
  viewTrigger: (view: DatePickerDateView, nextView: DatePickerDateView | undefined) =>
    nextView ? `Ver ${viewNames[nextView]}` : `Vendo ${viewNames[view]}`,
  prevTrigger: (view: DatePickerDateView) => previous[view],
  nextTrigger: (view: DatePickerDateView) => next[view],
  placeholder: () => ({ day: 'dd', month: 'mm', year: 'aaaa' }),
  content: 'Calendário',
  monthSelect: 'Escolher mês',
  yearSelect: 'Escolher ano',
  clearTrigger: 'Limpar data',
};
