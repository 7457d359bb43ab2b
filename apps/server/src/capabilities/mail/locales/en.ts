/**
 * The mails' English texts: the catalogue every other language is typed against
 * (`MailTexts`), so a key missing from one of them fails the type check. `{{name}}` is filled
 * in when the mail is rendered; a text with `one`/`other`… forms is chosen by Intl.PluralRules.
 * Plain text: the layout escapes it for the HTML part.
 */
export const en = {
  greeting: 'Hello {{name}},',
  greetingNoName: 'Hello,',
  verifyEmail: {
    subject: 'Confirm your e-mail address for {{product}}',
    body: 'Welcome to {{product}}! Confirm your e-mail address to finish creating your account.',
    action: 'Confirm e-mail address',
    footer:
      'If you did not create an account, you can ignore this message. The link works for 1 hour.',
  },
  changeEmail: {
    subject: 'Confirm your new e-mail address for {{product}}',
    body: 'You asked to use this address for your {{product}} account. Confirm it with the link below; until then your account keeps its current address.',
    action: 'Confirm new e-mail address',
    footer:
      'If you did not ask for this, ignore this message: nothing changes. The link works for 1 hour.',
  },
  resetPassword: {
    subject: 'Reset your {{product}} password',
    body: 'Someone asked to reset the password of your {{product}} account. Choose a new one with the link below.',
    action: 'Choose a new password',
    footer:
      'If you did not ask for this, ignore this message: your password stays as it is. The link works once, for 1 hour.',
  },
  signUpAttempt: {
    subject: 'Someone tried to create a {{product}} account with your address',
    body: 'Someone tried to create a new {{product}} account with this e-mail address, which already has an account. No new account was created.',
    advice:
      'If it was you, sign in to your account instead; if you have forgotten your password, choose "Forgot your password?" on the sign-in page to reset it.',
    action: 'Sign in',
    footer: 'If it was not you, you can ignore this message: your account has not changed.',
  },
  secondFactorLockout: {
    subject: 'Wrong sign-in codes on your {{product}} account',
    body: 'Someone signed in to your {{product}} account with your password, then entered wrong second-factor codes several times. To protect you, your account is locked for {{wait}}: no code is accepted until {{until}}.',
    advice:
      'If this was you, wait and try again. If it was not you, someone knows your password: change your password now.',
    action: 'Change your password',
    footer: 'You get this message each time your account is locked after wrong codes.',
  },
  webhookDisabled: {
    subject: 'A webhook endpoint of your {{product}} account was turned off',
    body: {
      one: 'Every delivery to your webhook endpoint {{endpoint}} has failed for {{count}} hour, so we turned it off and stopped retrying its events.',
      other:
        'Every delivery to your webhook endpoint {{endpoint}} has failed for {{count}} hours, so we turned it off and stopped retrying its events.',
    },
    advice:
      'Check that the receiver is running and answers with a 2xx status, then turn the endpoint back on in your settings. You can redeliver the events it missed from its delivery log.',
    action: 'Open webhook settings',
    footer: 'You get this message each time one of your webhook endpoints is turned off.',
  },
  exportReady: {
    subject: 'Your {{product}} data export is ready',
    bodyExport:
      'The export you asked for is ready: a zip of everything you own, with your journeys and steps also as spreadsheets and your documents as Markdown.',
    bodyBackup:
      'Your weekly backup is ready: a zip of your journeys, steps, projects, documents and images.',
    until:
      'The link works until {{until}}. After that, you can make a new export from your settings at any time.',
    action: 'Download your data',
    footer: 'You get this message because an export of your account was made.',
  },
  signInAlert: {
    subject: 'New sign-in to your {{product}} account',
    body: 'Your {{product}} account was just signed in to from a device it has not seen before.',
    device: 'Device: {{device}}',
    place: 'Place: {{place}}',
    placeWithAddress: 'Place: {{place}} (address {{address}})',
    unknownPlace: 'unknown place',
    time: 'Time: {{time}}',
    advice:
      'If this was you, there is nothing to do. If it was not, tap the button: it ends that session, lets you sign out everywhere else, and leads you to change your password.',
    action: "This wasn't me",
    footer:
      'You get this message whenever your account is signed in to from a new device or browser.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: {
      one: 'Your {{product}} day: {{count}} new notification',
      other: 'Your {{product}} day: {{count}} new notifications',
    },
    subjectWeekly: {
      one: 'Your {{product}} week: {{count}} new notification',
      other: 'Your {{product}} week: {{count}} new notifications',
    },
    action: 'Open your notifications',
    footerOne:
      'You get this mail because e-mail is on for this kind of notification in your settings.',
    footerDaily:
      'You get this digest once a day because you chose it in your notification settings.',
    footerWeekly:
      'You get this digest once a week because you chose it in your notification settings.',
    unsubscribeOne: 'Stop e-mails like this one',
    unsubscribeDigest: 'Stop the digest',
    someone: 'Someone',
    twoActors: '{{first}} and {{second}}',
    manyActors: {
      one: '{{first}} and {{count}} other',
      other: '{{first}} and {{count}} others',
    },
    kinds: {
      newFollower: '{{who}} started following you.',
      followRequest: '{{who}} asked to follow you.',
      followAccepted: '{{who}} accepted your follow request.',
      connectionRequest: '{{who}} asked to connect with you.',
      connectionAccepted: '{{who}} accepted your connection request.',
      cheer: '{{who}} cheered your activity.',
      comment: '{{who}} commented on your activity.',
      mention: '{{who}} mentioned you.',
      journeyForked: '{{who}} forked your journey “{{title}}”.',
      followeeCompletedJourney: '{{who}} completed the journey “{{title}}”.',
      trialEnding: 'Your free trial ends soon: choose a plan to keep everything.',
      newSignIn: 'New sign-in to your account.',
    },
    commentQuote: '{{who}} commented: “{{excerpt}}”',
    mentionQuote: '{{who}} mentioned you: “{{excerpt}}”',
    newSignInFrom: 'New sign-in to your account from {{device}}.',
  },
  weeklySummary: {
    subject: {
      one: 'Your {{product}} week: {{count}} step done',
      other: 'Your {{product}} week: {{count}} steps done',
    },
    lastWeek: {
      one: 'Last week you completed {{count}} step (the week before: {{before}}).',
      other: 'Last week you completed {{count}} steps (the week before: {{before}}).',
    },
    streak: 'Current streak: {{current}}; longest: {{longest}}.',
    days: { one: '{{count}} day', other: '{{count}} days' },
    atRisk: 'No progress in 14 days on: {{titles}}.',
    noneAtRisk: 'Every journey with steps left moved in the last 14 days.',
    action: 'See your insights',
    footer:
      'You get this mail every week because you switched it on on the Insights page; switch it off there.',
  },
  duration: {
    minutes: { one: '{{count}} minute', other: '{{count}} minutes' },
    hours: { one: '{{count}} hour', other: '{{count}} hours' },
  },
};
