/** "1 MB" for a photo is 1,048,576 bytes of file (docs/decisions/product.md "Limits and defaults"). */
export const maxPhotoBytes = 1_048_576;

export const photoMessages = {
  hint: 'JPG, GIF ou PNG. Máximo 1MB.',
  updated: 'Foto atualizada com sucesso!',
  tooLarge: 'A foto deve ter no máximo 1 MB.',
  wrongType: 'Envie uma imagem JPG, GIF ou PNG.',
  unreadable: 'Não foi possível ler esta imagem. Envie outro arquivo JPG, GIF ou PNG.',
  notFound: 'Foto não encontrada',
  /** An answer the app cannot read (not the server's pt-BR refusal). */
  uploadError: 'Erro ao enviar a foto',
  /** No answer at all: the connection dropped or the server could not be reached. */
  uploadUnreachable: 'Não foi possível enviar a foto. Verifique sua conexão e tente novamente.',
} as const;

/** The upload takes the file itself as the request body, sent as application/octet-stream. */
export const photoUploadPath = '/api/psychologist/photo';

/** Where a stored photo is served; the name is the hash of its bytes, so it never changes. */
export function photoPath(hash: string): string {
  return `/api/photos/${hash}`;
}
