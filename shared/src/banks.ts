/**
 * The main Brazilian banks and payment institutions by COMPE code, from the Banco Central's public list of
 * participants (the bancos-brasileiros package is marked UNLICENSED, so we keep our own short list).
 */
export const banks = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '004', name: 'Banco do Nordeste (BNB)' },
  { code: '021', name: 'Banestes' },
  { code: '033', name: 'Santander' },
  { code: '041', name: 'Banrisul' },
  { code: '047', name: 'Banese' },
  { code: '070', name: 'BRB – Banco de Brasília' },
  { code: '077', name: 'Banco Inter' },
  { code: '085', name: 'Ailos' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '136', name: 'Unicred' },
  { code: '197', name: 'Stone' },
  { code: '208', name: 'BTG Pactual' },
  { code: '212', name: 'Banco Original' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nubank (Nu Pagamentos)' },
  { code: '290', name: 'PagBank (PagSeguro)' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '380', name: 'PicPay' },
  { code: '389', name: 'Banco Mercantil do Brasil' },
  { code: '403', name: 'Cora' },
  { code: '422', name: 'Banco Safra' },
  { code: '637', name: 'Banco Sofisa' },
  { code: '655', name: 'Banco Votorantim (BV)' },
  { code: '707', name: 'Banco Daycoval' },
  { code: '746', name: 'Banco Modal' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
] as const;

export type BankCode = (typeof banks)[number]['code'];

export const bankCodes = banks.map((bank) => bank.code) as [BankCode, ...BankCode[]];

export function bankName(code: string): string | undefined {
  return banks.find((bank) => bank.code === code)?.name;
}
