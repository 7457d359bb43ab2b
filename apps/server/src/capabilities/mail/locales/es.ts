import type { MailTexts } from '@/capabilities/mail/i18n';

export const es: MailTexts = {
  greeting: 'Hola, {{name}}:',
  greetingNoName: 'Hola:',
  verifyEmail: {
    subject: 'Confirma tu dirección de correo para {{product}}',
    body: '¡Te damos la bienvenida a {{product}}! Confirma tu dirección de correo para terminar de crear tu cuenta.',
    action: 'Confirmar dirección de correo',
    footer:
      'Si no has creado ninguna cuenta, puedes ignorar este mensaje. El enlace funciona durante 1 hora.',
  },
  changeEmail: {
    subject: 'Confirma tu nueva dirección de correo para {{product}}',
    body: 'Has pedido usar esta dirección para tu cuenta de {{product}}. Confírmala con el enlace de abajo; hasta entonces tu cuenta conserva su dirección actual.',
    action: 'Confirmar la nueva dirección',
    footer:
      'Si no lo has pedido tú, ignora este mensaje: no cambia nada. El enlace funciona durante 1 hora.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de {{product}}',
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de {{product}}. Elige una nueva con el enlace de abajo.',
    action: 'Elegir una contraseña nueva',
    footer:
      'Si no lo has pedido tú, ignora este mensaje: tu contraseña sigue igual. El enlace funciona una sola vez, durante 1 hora.',
  },
  signUpAttempt: {
    subject: 'Alguien ha intentado crear una cuenta de {{product}} con tu dirección',
    body: 'Alguien ha intentado crear una cuenta nueva de {{product}} con esta dirección de correo, que ya tiene una cuenta. No se ha creado ninguna cuenta nueva.',
    advice:
      'Si has sido tú, inicia sesión en tu cuenta; si has olvidado tu contraseña, elige «¿Has olvidado tu contraseña?» en la página de inicio de sesión para restablecerla.',
    action: 'Iniciar sesión',
    footer: 'Si no has sido tú, puedes ignorar este mensaje: tu cuenta no ha cambiado.',
  },
  secondFactorLockout: {
    subject: 'Códigos de inicio de sesión incorrectos en tu cuenta de {{product}}',
    body: 'Alguien ha iniciado sesión en tu cuenta de {{product}} con tu contraseña y después ha introducido varias veces códigos de segundo factor incorrectos. Para protegerte, tu cuenta queda bloqueada durante {{wait}}: no se acepta ningún código hasta el {{until}}.',
    advice:
      'Si has sido tú, espera y vuelve a intentarlo. Si no, alguien conoce tu contraseña: cámbiala ahora.',
    action: 'Cambiar tu contraseña',
    footer: 'Recibes este mensaje cada vez que tu cuenta se bloquea por códigos incorrectos.',
  },
  webhookDisabled: {
    subject: 'Se ha desactivado un endpoint de webhook de tu cuenta de {{product}}',
    body: {
      one: 'Todas las entregas a tu endpoint de webhook {{endpoint}} han fallado durante {{count}} hora, así que lo hemos desactivado y hemos dejado de reintentar sus eventos.',
      other:
        'Todas las entregas a tu endpoint de webhook {{endpoint}} han fallado durante {{count}} horas, así que lo hemos desactivado y hemos dejado de reintentar sus eventos.',
    },
    advice:
      'Comprueba que el receptor está en marcha y responde con un estado 2xx; después vuelve a activar el endpoint en tus ajustes. Puedes reenviar los eventos perdidos desde su registro de entregas.',
    action: 'Abrir los ajustes de webhooks',
    footer: 'Recibes este mensaje cada vez que se desactiva uno de tus endpoints de webhook.',
  },
  exportReady: {
    subject: 'Tu exportación de datos de {{product}} está lista',
    bodyExport:
      'La exportación que pediste está lista: un zip con todo lo que te pertenece, con tus trayectos y pasos también como hojas de cálculo y tus documentos en Markdown.',
    bodyBackup:
      'Tu copia de seguridad semanal está lista: un zip con tus trayectos, pasos, proyectos, documentos e imágenes.',
    until:
      'El enlace funciona hasta el {{until}}. Después, puedes hacer una nueva exportación desde tus ajustes cuando quieras.',
    action: 'Descargar tus datos',
    footer: 'Recibes este mensaje porque se ha hecho una exportación de tu cuenta.',
  },
  signInAlert: {
    subject: 'Nuevo inicio de sesión en tu cuenta de {{product}}',
    body: 'Se acaba de iniciar sesión en tu cuenta de {{product}} desde un dispositivo que no conocíamos.',
    device: 'Dispositivo: {{device}}',
    place: 'Lugar: {{place}}',
    placeWithAddress: 'Lugar: {{place}} (dirección {{address}})',
    unknownPlace: 'lugar desconocido',
    time: 'Hora: {{time}}',
    advice:
      'Si has sido tú, no tienes que hacer nada. Si no, pulsa el botón: cierra esa sesión, te permite cerrar todas las demás y te lleva a cambiar tu contraseña.',
    action: 'No he sido yo',
    footer:
      'Recibes este mensaje cada vez que se inicia sesión en tu cuenta desde un dispositivo o navegador nuevo.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: {
      one: 'Tu día en {{product}}: {{count}} notificación nueva',
      other: 'Tu día en {{product}}: {{count}} notificaciones nuevas',
    },
    subjectWeekly: {
      one: 'Tu semana en {{product}}: {{count}} notificación nueva',
      other: 'Tu semana en {{product}}: {{count}} notificaciones nuevas',
    },
    action: 'Abrir tus notificaciones',
    footerOne:
      'Recibes este correo porque tienes activado el correo para este tipo de notificación en tus ajustes.',
    footerDaily:
      'Recibes este resumen una vez al día porque lo elegiste en tus ajustes de notificaciones.',
    footerWeekly:
      'Recibes este resumen una vez a la semana porque lo elegiste en tus ajustes de notificaciones.',
    unsubscribeOne: 'No recibir más correos como este',
    unsubscribeDigest: 'Dejar de recibir el resumen',
    someone: 'Alguien',
    twoActors: '{{first}} y {{second}}',
    manyActors: {
      one: '{{first}} y {{count}} persona más',
      other: '{{first}} y {{count}} personas más',
    },
    kinds: {
      newFollower: '{{who}} empezó a seguirte.',
      followRequest: '{{who}} quiere seguirte.',
      followAccepted: '{{who}} aceptó tu solicitud para seguirle.',
      connectionRequest: '{{who}} quiere conectar contigo.',
      connectionAccepted: '{{who}} aceptó tu solicitud de conexión.',
      cheer: '{{who}} animó tu actividad.',
      comment: '{{who}} comentó tu actividad.',
      mention: '{{who}} te mencionó.',
      journeyForked: '{{who}} hizo un fork de tu trayecto «{{title}}».',
      followeeCompletedJourney: '{{who}} completó el trayecto «{{title}}».',
      trialEnding: 'Tu prueba gratuita termina pronto: elige un plan para conservarlo todo.',
      newSignIn: 'Nuevo inicio de sesión en tu cuenta.',
    },
    commentQuote: '{{who}} comentó: «{{excerpt}}»',
    mentionQuote: '{{who}} te mencionó: «{{excerpt}}»',
    newSignInFrom: 'Nuevo inicio de sesión en tu cuenta desde {{device}}.',
  },
  weeklySummary: {
    subject: {
      one: 'Tu semana en {{product}}: {{count}} paso hecho',
      other: 'Tu semana en {{product}}: {{count}} pasos hechos',
    },
    lastWeek: {
      one: 'La semana pasada completaste {{count}} paso (la semana anterior: {{before}}).',
      other: 'La semana pasada completaste {{count}} pasos (la semana anterior: {{before}}).',
    },
    streak: 'Racha actual: {{current}}; la más larga: {{longest}}.',
    days: { one: '{{count}} día', other: '{{count}} días' },
    atRisk: 'Sin avances en 14 días en: {{titles}}.',
    noneAtRisk: 'Todos los trayectos con pasos pendientes han avanzado en los últimos 14 días.',
    action: 'Ver tus estadísticas',
    footer:
      'Recibes este correo cada semana porque lo activaste en la página de Estadísticas; desactívalo allí.',
  },
  duration: {
    minutes: { one: '{{count}} minuto', other: '{{count}} minutos' },
    hours: { one: '{{count}} hora', other: '{{count}} horas' },
  },
};
