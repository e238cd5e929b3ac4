/** pt-BR texts of refusals made by the HTTP layer itself, before any procedure runs. */
export const httpMessages = {
  badRequest: 'Pedido inválido.',
  timeout: 'O pedido demorou demais. Tente novamente.',
  forbiddenForm: 'Pedido recusado: as ações só podem ser enviadas pelo próprio aplicativo.',
  forbiddenCrossSite: 'Pedido recusado: a API só atende o próprio aplicativo.',
  tooLarge: 'Os dados enviados são grandes demais',
  uriTooLong: 'O endereço pedido é longo demais.',
  unsupportedMediaType: 'Formato de dados não aceito: envie os dados em JSON.',
  headersTooLarge: 'Os cabeçalhos do pedido são grandes demais.',
} as const;
