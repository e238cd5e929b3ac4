import type { FieldErrors, Resolver } from 'react-hook-form';
import { registerInput, type RegisterInput } from '@acolhe/shared/auth';
import { messages } from '@acolhe/shared/messages';
import { parseReais } from '@acolhe/shared/format';

export interface RegistrationForm {
  role: 'patient' | 'psychologist';
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  companyCode: string;
  professionalTitle: string;
  crp: string;
  specialty: string;
  bio: string;
  hourlyRate: string;
  availableHours: string;
  acceptTerms: boolean;
}

export const emptyRegistration: RegistrationForm = {
  role: 'patient',
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  companyCode: '',
  professionalTitle: '',
  crp: '',
  specialty: '',
  bio: '',
  hourlyRate: '',
  availableHours: '08:00-18:00',
  acceptTerms: false,
};

/** The form's text fields as the API's input; empty optional fields are left out (spec section 3). */
function toRegisterCandidate(form: RegistrationForm): unknown {
  const common = {
    name: form.name,
    email: form.email,
    password: form.password,
    phone: form.phone,
    acceptTerms: form.acceptTerms,
  };
  if (form.role === 'patient') {
    return { ...common, role: 'patient', ...(form.companyCode.trim() ? { companyCode: form.companyCode.trim() } : {}) };
  }
  return {
    ...common,
    role: 'psychologist',
    professionalTitle: form.professionalTitle || undefined,
    crp: form.crp,
    specialty: form.specialty || undefined,
    bio: form.bio,
    hourlyRate: parseReais(form.hourlyRate),
    availableHours: form.availableHours,
  };
}

/** Validates with the very schema the server uses, plus the confirmation only the form has. */
export const registrationResolver: Resolver<RegistrationForm, unknown, RegisterInput> = async (values) => {
  const errors: FieldErrors<RegistrationForm> = {};
  const parsed = registerInput.safeParse(toRegisterCandidate(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name') as keyof RegistrationForm;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (values.password !== values.confirmPassword) {
    errors.confirmPassword = { type: 'mismatch', message: messages.passwordsDiffer };
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};
