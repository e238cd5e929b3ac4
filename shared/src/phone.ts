import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';

// The full metadata: the default one still accepts the old 8-digit mobile numbers that Brazil retired.
function brazilianNumber(value: string): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(value, 'BR');
  return phone?.country === 'BR' && phone.isValid() ? phone : undefined;
}

function isMobile(phone: PhoneNumber): boolean {
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** A Brazilian landline or mobile with area code, typed in any form, kept as '(11) 98888-7777'. */
export function brazilianPhone(invalidMessage: string) {
  return z
    .string()
    .trim()
    .min(1, 'Informe o telefone')
    .max(30, 'Telefone inválido')
    .transform((value, ctx) => {
      const phone = brazilianNumber(value);
      if (phone) return phone.formatNational();
      ctx.addIssue({ code: 'custom', message: invalidMessage });
      return z.NEVER;
    });
}

export const brazilianPhoneSchema = brazilianPhone('Informe um telefone brasileiro válido, com DDD');

/** A Brazilian mobile number in E.164, '+5511988887777' (the form a PIX phone key takes). */
export const brazilianMobileE164Schema = z
  .string()
  .trim()
  .min(1, 'Informe o celular')
  .max(30, 'Celular inválido')
  .transform((value, ctx) => {
    const phone = brazilianNumber(value);
    if (phone && isMobile(phone)) return phone.number;
    ctx.addIssue({ code: 'custom', message: 'Informe um celular brasileiro válido, com DDD (+55)' });
    return z.NEVER;
  });

/** The tel: link of a stored Brazilian number ('tel:+5511988887777'), or null when it is not one. */
export function telUriOf(value: string): string | null {
  return brazilianNumber(value)?.getURI() ?? null;
}
