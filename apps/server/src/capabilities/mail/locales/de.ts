import type { MailTexts } from '@/capabilities/mail/i18n';

export const de: MailTexts = {
  greeting: 'Hallo {{name}},',
  greetingNoName: 'Hallo,',
  verifyEmail: {
    subject: 'Bestätige deine E-Mail-Adresse für {{product}}',
    body: 'Willkommen bei {{product}}! Bestätige deine E-Mail-Adresse, um dein Konto fertig einzurichten.',
    action: 'E-Mail-Adresse bestätigen',
    footer:
      'Wenn du kein Konto angelegt hast, kannst du diese Nachricht ignorieren. Der Link funktioniert 1 Stunde lang.',
  },
  changeEmail: {
    subject: 'Bestätige deine neue E-Mail-Adresse für {{product}}',
    body: 'Du möchtest diese Adresse für dein {{product}}-Konto verwenden. Bestätige sie mit dem Link unten; bis dahin behält dein Konto seine bisherige Adresse.',
    action: 'Neue E-Mail-Adresse bestätigen',
    footer:
      'Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Es ändert sich nichts. Der Link funktioniert 1 Stunde lang.',
  },
  resetPassword: {
    subject: 'Setze dein {{product}}-Passwort zurück',
    body: 'Jemand möchte das Passwort deines {{product}}-Kontos zurücksetzen. Wähle mit dem Link unten ein neues.',
    action: 'Neues Passwort wählen',
    footer:
      'Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Dein Passwort bleibt, wie es ist. Der Link funktioniert einmal, 1 Stunde lang.',
  },
  signUpAttempt: {
    subject: 'Jemand wollte mit deiner Adresse ein {{product}}-Konto anlegen',
    body: 'Jemand wollte mit dieser E-Mail-Adresse, zu der es schon ein Konto gibt, ein neues {{product}}-Konto anlegen. Es wurde kein neues Konto angelegt.',
    advice:
      'Wenn du es warst, melde dich stattdessen bei deinem Konto an; wenn du dein Passwort vergessen hast, wähle auf der Anmeldeseite „Passwort vergessen?“, um es zurückzusetzen.',
    action: 'Anmelden',
    footer:
      'Wenn du es nicht warst, kannst du diese Nachricht ignorieren: Dein Konto hat sich nicht verändert.',
  },
  secondFactorLockout: {
    subject: 'Falsche Anmeldecodes bei deinem {{product}}-Konto',
    body: 'Jemand hat sich mit deinem Passwort bei deinem {{product}}-Konto angemeldet und dann mehrmals falsche Codes für den zweiten Faktor eingegeben. Zu deinem Schutz ist dein Konto für {{wait}} gesperrt: Bis {{until}} wird kein Code angenommen.',
    advice:
      'Wenn du es warst, warte und versuche es dann erneut. Wenn nicht, kennt jemand dein Passwort: Ändere es jetzt.',
    action: 'Passwort ändern',
    footer:
      'Du bekommst diese Nachricht jedes Mal, wenn dein Konto nach falschen Codes gesperrt wird.',
  },
  webhookDisabled: {
    subject: 'Ein Webhook-Endpunkt deines {{product}}-Kontos wurde ausgeschaltet',
    body: {
      one: 'Jede Zustellung an deinen Webhook-Endpunkt {{endpoint}} ist seit {{count}} Stunde fehlgeschlagen. Deshalb haben wir ihn ausgeschaltet und versuchen seine Ereignisse nicht mehr erneut.',
      other:
        'Jede Zustellung an deinen Webhook-Endpunkt {{endpoint}} ist seit {{count}} Stunden fehlgeschlagen. Deshalb haben wir ihn ausgeschaltet und versuchen seine Ereignisse nicht mehr erneut.',
    },
    advice:
      'Prüfe, ob der Empfänger läuft und mit einem 2xx-Status antwortet, und schalte den Endpunkt dann in deinen Einstellungen wieder ein. Verpasste Ereignisse kannst du aus seinem Zustellprotokoll erneut senden.',
    action: 'Webhook-Einstellungen öffnen',
    footer:
      'Du bekommst diese Nachricht jedes Mal, wenn einer deiner Webhook-Endpunkte ausgeschaltet wird.',
  },
  exportReady: {
    subject: 'Dein {{product}}-Datenexport ist fertig',
    bodyExport:
      'Der angeforderte Export ist fertig: ein Zip mit allem, was dir gehört, deine Reisen und Schritte zusätzlich als Tabellen und deine Dokumente als Markdown.',
    bodyBackup:
      'Deine wöchentliche Sicherung ist fertig: ein Zip mit deinen Reisen, Schritten, Projekten, Dokumenten und Bildern.',
    until:
      'Der Link funktioniert bis {{until}}. Danach kannst du jederzeit in deinen Einstellungen einen neuen Export erstellen.',
    action: 'Deine Daten herunterladen',
    footer: 'Du bekommst diese Nachricht, weil ein Export deines Kontos erstellt wurde.',
  },
  signInAlert: {
    subject: 'Neue Anmeldung bei deinem {{product}}-Konto',
    body: 'Bei deinem {{product}}-Konto hat sich gerade jemand von einem Gerät angemeldet, das es noch nicht kannte.',
    device: 'Gerät: {{device}}',
    place: 'Ort: {{place}}',
    placeWithAddress: 'Ort: {{place}} (Adresse {{address}})',
    unknownPlace: 'unbekannter Ort',
    time: 'Zeit: {{time}}',
    advice:
      'Wenn du es warst, musst du nichts tun. Wenn nicht, tippe auf die Schaltfläche: Sie beendet diese Sitzung, lässt dich überall sonst abmelden und führt dich zur Passwortänderung.',
    action: 'Das war ich nicht',
    footer:
      'Du bekommst diese Nachricht immer, wenn sich jemand von einem neuen Gerät oder Browser bei deinem Konto anmeldet.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: {
      one: 'Dein Tag bei {{product}}: {{count}} neue Benachrichtigung',
      other: 'Dein Tag bei {{product}}: {{count}} neue Benachrichtigungen',
    },
    subjectWeekly: {
      one: 'Deine Woche bei {{product}}: {{count}} neue Benachrichtigung',
      other: 'Deine Woche bei {{product}}: {{count}} neue Benachrichtigungen',
    },
    action: 'Deine Benachrichtigungen öffnen',
    footerOne:
      'Du bekommst diese E-Mail, weil in deinen Einstellungen E-Mails für diese Art von Benachrichtigung eingeschaltet sind.',
    footerDaily:
      'Du bekommst diese Zusammenfassung einmal am Tag, weil du sie in deinen Benachrichtigungseinstellungen gewählt hast.',
    footerWeekly:
      'Du bekommst diese Zusammenfassung einmal pro Woche, weil du sie in deinen Benachrichtigungseinstellungen gewählt hast.',
    unsubscribeOne: 'Keine E-Mails dieser Art mehr',
    unsubscribeDigest: 'Zusammenfassung abbestellen',
    // Every German line names the actors after „von“: the dative forms.
    someone: 'jemandem',
    twoActors: '{{first}} und {{second}}',
    manyActors: {
      one: '{{first}} und {{count}} weiteren Person',
      other: '{{first}} und {{count}} weiteren Personen',
    },
    kinds: {
      newFollower: 'Neu unter deinen Followern: {{who}}.',
      followRequest: 'Neue Follow-Anfrage von {{who}}.',
      followAccepted: 'Follow-Anfrage angenommen von {{who}}.',
      connectionRequest: 'Neue Verbindungsanfrage von {{who}}.',
      connectionAccepted: 'Verbindungsanfrage angenommen von {{who}}.',
      cheer: 'Anfeuerung für deine Aktivität von {{who}}.',
      comment: 'Neuer Kommentar zu deiner Aktivität von {{who}}.',
      mention: 'Erwähnt von {{who}}.',
      journeyForked: 'Deine Reise „{{title}}“ wurde geforkt von {{who}}.',
      followeeCompletedJourney: 'Reise „{{title}}“ abgeschlossen von {{who}}.',
      trialEnding: 'Deine kostenlose Testphase endet bald: Wähle einen Plan, um alles zu behalten.',
      newSignIn: 'Neue Anmeldung bei deinem Konto.',
    },
    commentQuote: 'Kommentar von {{who}}: „{{excerpt}}“',
    mentionQuote: 'Erwähnt von {{who}}: „{{excerpt}}“',
    newSignInFrom: 'Neue Anmeldung bei deinem Konto von {{device}}.',
  },
  weeklySummary: {
    subject: {
      one: 'Deine Woche bei {{product}}: {{count}} Schritt erledigt',
      other: 'Deine Woche bei {{product}}: {{count}} Schritte erledigt',
    },
    lastWeek: {
      one: 'Letzte Woche hast du {{count}} Schritt abgeschlossen (die Woche davor: {{before}}).',
      other: 'Letzte Woche hast du {{count}} Schritte abgeschlossen (die Woche davor: {{before}}).',
    },
    streak: 'Aktuelle Serie: {{current}}; längste: {{longest}}.',
    days: { one: '{{count}} Tag', other: '{{count}} Tage' },
    atRisk: 'Seit 14 Tagen kein Fortschritt bei: {{titles}}.',
    noneAtRisk: 'Jede Reise mit offenen Schritten hat sich in den letzten 14 Tagen bewegt.',
    action: 'Deine Einblicke ansehen',
    footer:
      'Du bekommst diese E-Mail jede Woche, weil du sie auf der Seite „Einblicke“ eingeschaltet hast; dort kannst du sie auch ausschalten.',
  },
  duration: {
    minutes: { one: '{{count}} Minute', other: '{{count}} Minuten' },
    hours: { one: '{{count}} Stunde', other: '{{count}} Stunden' },
  },
};
