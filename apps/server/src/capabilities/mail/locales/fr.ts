import type { MailTexts } from '@/capabilities/mail/i18n';

export const fr: MailTexts = {
  greeting: 'Bonjour {{name}},',
  greetingNoName: 'Bonjour,',
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail pour {{product}}',
    body: 'Bienvenue sur {{product}} ! Confirmez votre adresse e-mail pour terminer la création de votre compte.',
    action: 'Confirmer l’adresse e-mail',
    footer:
      'Si vous n’avez pas créé de compte, vous pouvez ignorer ce message. Le lien fonctionne pendant 1 heure.',
  },
  changeEmail: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour {{product}}',
    body: 'Vous avez demandé à utiliser cette adresse pour votre compte {{product}}. Confirmez-la avec le lien ci-dessous ; d’ici là, votre compte garde son adresse actuelle.',
    action: 'Confirmer la nouvelle adresse',
    footer:
      'Si vous n’avez rien demandé, ignorez ce message : rien ne change. Le lien fonctionne pendant 1 heure.',
  },
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe {{product}}',
    body: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte {{product}}. Choisissez-en un nouveau avec le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    footer:
      'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même. Le lien fonctionne une seule fois, pendant 1 heure.',
  },
  signUpAttempt: {
    subject: 'Quelqu’un a essayé de créer un compte {{product}} avec votre adresse',
    body: 'Quelqu’un a essayé de créer un nouveau compte {{product}} avec cette adresse e-mail, qui a déjà un compte. Aucun compte n’a été créé.',
    advice:
      'Si c’était vous, connectez-vous plutôt à votre compte ; si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » sur la page de connexion pour le réinitialiser.',
    action: 'Se connecter',
    footer: 'Si ce n’était pas vous, vous pouvez ignorer ce message : votre compte n’a pas changé.',
  },
  secondFactorLockout: {
    subject: 'Codes de connexion erronés sur votre compte {{product}}',
    body: 'Quelqu’un s’est connecté à votre compte {{product}} avec votre mot de passe, puis a saisi plusieurs fois de mauvais codes de second facteur. Pour vous protéger, votre compte est bloqué pendant {{wait}} : aucun code n’est accepté avant le {{until}}.',
    advice:
      'Si c’était vous, patientez puis réessayez. Sinon, quelqu’un connaît votre mot de passe : changez-le dès maintenant.',
    action: 'Changer votre mot de passe',
    footer:
      'Vous recevez ce message chaque fois que votre compte est bloqué après des codes erronés.',
  },
  webhookDisabled: {
    subject: 'Un point de terminaison webhook de votre compte {{product}} a été désactivé',
    body: {
      one: 'Toutes les livraisons vers votre point de terminaison webhook {{endpoint}} échouent depuis {{count}} heure : nous l’avons donc désactivé et avons cessé de réessayer ses événements.',
      other:
        'Toutes les livraisons vers votre point de terminaison webhook {{endpoint}} échouent depuis {{count}} heures : nous l’avons donc désactivé et avons cessé de réessayer ses événements.',
    },
    advice:
      'Vérifiez que le récepteur fonctionne et répond avec un statut 2xx, puis réactivez le point de terminaison dans vos paramètres. Vous pouvez renvoyer les événements manqués depuis son journal de livraisons.',
    action: 'Ouvrir les paramètres des webhooks',
    footer:
      'Vous recevez ce message chaque fois qu’un de vos points de terminaison webhook est désactivé.',
  },
  exportReady: {
    subject: 'Votre export de données {{product}} est prêt',
    bodyExport:
      'L’export que vous avez demandé est prêt : un zip de tout ce qui vous appartient, avec vos parcours et étapes aussi sous forme de tableurs et vos documents en Markdown.',
    bodyBackup:
      'Votre sauvegarde hebdomadaire est prête : un zip de vos parcours, étapes, projets, documents et images.',
    until:
      'Le lien fonctionne jusqu’au {{until}}. Ensuite, vous pouvez faire un nouvel export depuis vos paramètres à tout moment.',
    action: 'Télécharger vos données',
    footer: 'Vous recevez ce message parce qu’un export de votre compte a été réalisé.',
  },
  signInAlert: {
    subject: 'Nouvelle connexion à votre compte {{product}}',
    body: 'Quelqu’un vient de se connecter à votre compte {{product}} depuis un appareil jamais vu auparavant.',
    device: 'Appareil : {{device}}',
    place: 'Lieu : {{place}}',
    placeWithAddress: 'Lieu : {{place}} (adresse {{address}})',
    unknownPlace: 'lieu inconnu',
    time: 'Heure : {{time}}',
    advice:
      'Si c’était vous, il n’y a rien à faire. Sinon, appuyez sur le bouton : il met fin à cette session, vous permet de vous déconnecter partout ailleurs et vous mène au changement de mot de passe.',
    action: 'Ce n’était pas moi',
    footer:
      'Vous recevez ce message chaque fois que votre compte est utilisé depuis un nouvel appareil ou navigateur.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: {
      one: 'Votre journée sur {{product}} : {{count}} nouvelle notification',
      other: 'Votre journée sur {{product}} : {{count}} nouvelles notifications',
    },
    subjectWeekly: {
      one: 'Votre semaine sur {{product}} : {{count}} nouvelle notification',
      other: 'Votre semaine sur {{product}} : {{count}} nouvelles notifications',
    },
    action: 'Ouvrir vos notifications',
    footerOne:
      'Vous recevez cet e-mail parce que l’e-mail est activé pour ce type de notification dans vos paramètres.',
    footerDaily:
      'Vous recevez ce récapitulatif une fois par jour parce que vous l’avez choisi dans vos paramètres de notification.',
    footerWeekly:
      'Vous recevez ce récapitulatif une fois par semaine parce que vous l’avez choisi dans vos paramètres de notification.',
    unsubscribeOne: 'Ne plus recevoir d’e-mails comme celui-ci',
    unsubscribeDigest: 'Arrêter le récapitulatif',
    someone: 'Quelqu’un',
    twoActors: '{{first}} et {{second}}',
    manyActors: {
      one: '{{first}} et {{count}} autre personne',
      other: '{{first}} et {{count}} autres personnes',
    },
    kinds: {
      newFollower: '{{who}} vous suit désormais.',
      followRequest: '{{who}} demande à vous suivre.',
      followAccepted: '{{who}} a accepté votre demande d’abonnement.',
      connectionRequest: '{{who}} souhaite se connecter avec vous.',
      connectionAccepted: '{{who}} a accepté votre demande de connexion.',
      cheer: '{{who}} a encouragé votre activité.',
      comment: '{{who}} a commenté votre activité.',
      mention: '{{who}} vous a mentionné.',
      journeyForked: '{{who}} a dupliqué votre parcours « {{title}} ».',
      followeeCompletedJourney: '{{who}} a terminé le parcours « {{title}} ».',
      trialEnding:
        'Votre essai gratuit se termine bientôt : choisissez une offre pour tout conserver.',
      newSignIn: 'Nouvelle connexion à votre compte.',
    },
    commentQuote: '{{who}} a commenté : « {{excerpt}} »',
    mentionQuote: '{{who}} vous a mentionné : « {{excerpt}} »',
    newSignInFrom: 'Nouvelle connexion à votre compte depuis {{device}}.',
  },
  weeklySummary: {
    subject: {
      one: 'Votre semaine sur {{product}} : {{count}} étape terminée',
      other: 'Votre semaine sur {{product}} : {{count}} étapes terminées',
    },
    lastWeek: {
      one: 'La semaine dernière, vous avez terminé {{count}} étape (la semaine précédente : {{before}}).',
      other:
        'La semaine dernière, vous avez terminé {{count}} étapes (la semaine précédente : {{before}}).',
    },
    streak: 'Série en cours : {{current}} ; plus longue série : {{longest}}.',
    days: { one: '{{count}} jour', other: '{{count}} jours' },
    atRisk: 'Aucun progrès depuis 14 jours sur : {{titles}}.',
    noneAtRisk: 'Chaque parcours avec des étapes restantes a avancé ces 14 derniers jours.',
    action: 'Voir vos analyses',
    footer:
      'Vous recevez cet e-mail chaque semaine parce que vous l’avez activé sur la page Analyses ; désactivez-le là-bas.',
  },
  duration: {
    minutes: { one: '{{count}} minute', other: '{{count}} minutes' },
    hours: { one: '{{count}} heure', other: '{{count}} heures' },
  },
};
