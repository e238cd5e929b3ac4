export function approvalMail(name: string, publicUrl: string) {
  return {
    subject: 'Seu cadastro no Acolhe foi aprovado',
    text: [
      `Olá, ${name}!`,
      '',
      'Boa notícia: sua candidatura como psicólogo(a) no Acolhe foi aprovada.',
      `Você já pode entrar em ${publicUrl}/login, configurar sua agenda e começar a atender.`,
      '',
      'Equipe Acolhe',
    ].join('\n'),
  };
}

export function rejectionMail(name: string, reason: string | undefined) {
  return {
    subject: 'Sua candidatura no Acolhe',
    text: [
      `Olá, ${name}.`,
      '',
      'Analisamos sua candidatura como psicólogo(a) no Acolhe e, neste momento, ela não foi aprovada.',
      ...(reason ? ['', `Motivo: ${reason}`] : []),
      '',
      'Se tiver dúvidas, responda a este e-mail.',
      '',
      'Equipe Acolhe',
    ].join('\n'),
  };
}
