import type { MailTexts } from '@/capabilities/mail/i18n';

export const pt: MailTexts = {
  greeting: 'Olá, {{name}},',
  greetingNoName: 'Olá,',
  verifyEmail: {
    subject: 'Confirme seu endereço de e-mail no {{product}}',
    body: 'Boas-vindas ao {{product}}! Confirme seu endereço de e-mail para terminar de criar sua conta.',
    action: 'Confirmar endereço de e-mail',
    footer: 'Se você não criou uma conta, pode ignorar esta mensagem. O link funciona por 1 hora.',
  },
  changeEmail: {
    subject: 'Confirme seu novo endereço de e-mail no {{product}}',
    body: 'Você pediu para usar este endereço na sua conta do {{product}}. Confirme-o pelo link abaixo; até lá, sua conta mantém o endereço atual.',
    action: 'Confirmar novo endereço de e-mail',
    footer: 'Se você não pediu isso, ignore esta mensagem: nada muda. O link funciona por 1 hora.',
  },
  resetPassword: {
    subject: 'Redefina sua senha do {{product}}',
    body: 'Alguém pediu para redefinir a senha da sua conta do {{product}}. Escolha uma nova pelo link abaixo.',
    action: 'Escolher uma nova senha',
    footer:
      'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma. O link funciona uma vez, por 1 hora.',
  },
  signUpAttempt: {
    subject: 'Alguém tentou criar uma conta do {{product}} com seu endereço',
    body: 'Alguém tentou criar uma nova conta do {{product}} com este endereço de e-mail, que já tem uma conta. Nenhuma conta nova foi criada.',
    advice:
      'Se foi você, entre na sua conta; se esqueceu a senha, escolha "Esqueceu a senha?" na página de entrada para redefini-la.',
    action: 'Entrar',
    footer: 'Se não foi você, pode ignorar esta mensagem: sua conta não mudou.',
  },
  secondFactorLockout: {
    subject: 'Códigos de acesso errados na sua conta do {{product}}',
    body: 'Alguém entrou na sua conta do {{product}} com sua senha e depois digitou códigos errados do segundo fator várias vezes. Para proteger você, sua conta está bloqueada por {{wait}}: nenhum código é aceito até {{until}}.',
    advice:
      'Se foi você, espere e tente de novo. Se não foi, alguém conhece sua senha: troque-a agora.',
    action: 'Trocar sua senha',
    footer: 'Você recebe esta mensagem sempre que sua conta é bloqueada após códigos errados.',
  },
  webhookDisabled: {
    subject: 'Um endpoint de webhook da sua conta do {{product}} foi desativado',
    body: {
      one: 'Todas as entregas para o seu endpoint de webhook {{endpoint}} falharam durante {{count}} hora, então nós o desativamos e paramos de reenviar seus eventos.',
      other:
        'Todas as entregas para o seu endpoint de webhook {{endpoint}} falharam durante {{count}} horas, então nós o desativamos e paramos de reenviar seus eventos.',
    },
    advice:
      'Verifique se o receptor está funcionando e responde com um status 2xx e depois reative o endpoint nas suas configurações. Você pode reenviar os eventos perdidos pelo registro de entregas dele.',
    action: 'Abrir as configurações de webhooks',
    footer: 'Você recebe esta mensagem sempre que um dos seus endpoints de webhook é desativado.',
  },
  exportReady: {
    subject: 'Sua exportação de dados do {{product}} está pronta',
    bodyExport:
      'A exportação que você pediu está pronta: um zip com tudo o que é seu, com suas jornadas e etapas também em planilhas e seus documentos em Markdown.',
    bodyBackup:
      'Seu backup semanal está pronto: um zip com suas jornadas, etapas, projetos, documentos e imagens.',
    until:
      'O link funciona até {{until}}. Depois disso, você pode fazer uma nova exportação nas suas configurações a qualquer momento.',
    action: 'Baixar seus dados',
    footer: 'Você recebe esta mensagem porque foi feita uma exportação da sua conta.',
  },
  signInAlert: {
    subject: 'Novo acesso à sua conta do {{product}}',
    body: 'Sua conta do {{product}} acabou de ser acessada a partir de um dispositivo nunca visto antes.',
    device: 'Dispositivo: {{device}}',
    place: 'Local: {{place}}',
    placeWithAddress: 'Local: {{place}} (endereço {{address}})',
    unknownPlace: 'local desconhecido',
    time: 'Horário: {{time}}',
    advice:
      'Se foi você, não há nada a fazer. Se não foi, toque no botão: ele encerra essa sessão, permite sair de todos os outros lugares e leva você a trocar sua senha.',
    action: 'Não fui eu',
    footer:
      'Você recebe esta mensagem sempre que sua conta é acessada a partir de um novo dispositivo ou navegador.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: {
      one: 'Seu dia no {{product}}: {{count}} nova notificação',
      other: 'Seu dia no {{product}}: {{count}} novas notificações',
    },
    subjectWeekly: {
      one: 'Sua semana no {{product}}: {{count}} nova notificação',
      other: 'Sua semana no {{product}}: {{count}} novas notificações',
    },
    action: 'Abrir suas notificações',
    footerOne:
      'Você recebe este e-mail porque o e-mail está ativado para este tipo de notificação nas suas configurações.',
    footerDaily:
      'Você recebe este resumo uma vez por dia porque o escolheu nas suas configurações de notificação.',
    footerWeekly:
      'Você recebe este resumo uma vez por semana porque o escolheu nas suas configurações de notificação.',
    unsubscribeOne: 'Parar de receber e-mails como este',
    unsubscribeDigest: 'Parar o resumo',
    someone: 'Alguém',
    twoActors: '{{first}} e {{second}}',
    manyActors: {
      one: '{{first}} e mais {{count}} pessoa',
      other: '{{first}} e mais {{count}} pessoas',
    },
    kinds: {
      newFollower: 'Novo seguidor: {{who}}.',
      followRequest: 'Pedido para seguir você: {{who}}.',
      followAccepted: 'Pedido para seguir aceito por {{who}}.',
      connectionRequest: 'Pedido de conexão: {{who}}.',
      connectionAccepted: 'Pedido de conexão aceito por {{who}}.',
      cheer: 'Incentivo à sua atividade: {{who}}.',
      comment: 'Comentário na sua atividade: {{who}}.',
      mention: 'Menção a você: {{who}}.',
      journeyForked: 'Fork da sua jornada “{{title}}”: {{who}}.',
      followeeCompletedJourney: 'Jornada “{{title}}” concluída por {{who}}.',
      trialEnding: 'Seu teste gratuito termina em breve: escolha um plano para manter tudo.',
      newSignIn: 'Novo acesso à sua conta.',
    },
    commentQuote: 'Comentário de {{who}}: “{{excerpt}}”',
    mentionQuote: 'Menção a você de {{who}}: “{{excerpt}}”',
    newSignInFrom: 'Novo acesso à sua conta a partir de {{device}}.',
  },
  weeklySummary: {
    subject: {
      one: 'Sua semana no {{product}}: {{count}} etapa concluída',
      other: 'Sua semana no {{product}}: {{count}} etapas concluídas',
    },
    lastWeek: {
      one: 'Na semana passada você concluiu {{count}} etapa (na semana anterior: {{before}}).',
      other: 'Na semana passada você concluiu {{count}} etapas (na semana anterior: {{before}}).',
    },
    streak: 'Sequência atual: {{current}}; maior sequência: {{longest}}.',
    days: { one: '{{count}} dia', other: '{{count}} dias' },
    atRisk: 'Sem progresso há 14 dias em: {{titles}}.',
    noneAtRisk: 'Todas as jornadas com etapas restantes avançaram nos últimos 14 dias.',
    action: 'Ver suas estatísticas',
    footer:
      'Você recebe este e-mail toda semana porque o ativou na página Estatísticas; desative-o por lá.',
  },
  duration: {
    minutes: { one: '{{count}} minuto', other: '{{count}} minutos' },
    hours: { one: '{{count}} hora', other: '{{count}} horas' },
  },
};
