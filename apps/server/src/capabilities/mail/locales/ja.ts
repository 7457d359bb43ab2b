import type { MailTexts } from '@/capabilities/mail/i18n';

export const ja: MailTexts = {
  greeting: '{{name}} さん',
  greetingNoName: 'こんにちは。',
  verifyEmail: {
    subject: '{{product}} のメールアドレスを確認してください',
    body: '{{product}} へようこそ！メールアドレスを確認して、アカウントの作成を完了してください。',
    action: 'メールアドレスを確認',
    footer:
      'アカウントを作成した覚えがない場合は、このメールを無視してください。リンクの有効期限は 1 時間です。',
  },
  changeEmail: {
    subject: '{{product}} の新しいメールアドレスを確認してください',
    body: 'このアドレスを {{product}} アカウントで使うよう依頼がありました。下のリンクから確認してください。確認するまでは、アカウントは現在のアドレスのままです。',
    action: '新しいメールアドレスを確認',
    footer:
      '心当たりがない場合は、このメールを無視してください。何も変わりません。リンクの有効期限は 1 時間です。',
  },
  resetPassword: {
    subject: '{{product}} のパスワードを再設定してください',
    body: '{{product}} アカウントのパスワード再設定が依頼されました。下のリンクから新しいパスワードを設定してください。',
    action: '新しいパスワードを設定',
    footer:
      '心当たりがない場合は、このメールを無視してください。パスワードは変わりません。リンクは 1 回だけ、1 時間有効です。',
  },
  signUpAttempt: {
    subject: 'あなたのアドレスで {{product}} アカウントの作成が試みられました',
    body: 'すでにアカウントがあるこのメールアドレスで、新しい {{product}} アカウントの作成が試みられました。新しいアカウントは作成されていません。',
    advice:
      'ご自身の操作であれば、既存のアカウントにログインしてください。パスワードを忘れた場合は、ログインページの「パスワードをお忘れですか？」から再設定できます。',
    action: 'ログイン',
    footer: '心当たりがない場合は、このメールを無視してください。アカウントは変更されていません。',
  },
  secondFactorLockout: {
    subject: '{{product}} アカウントで誤った認証コードが入力されました',
    body: '何者かがあなたのパスワードで {{product}} アカウントにログインし、その後、2 段階認証のコードを何度も間違えて入力しました。安全のため、アカウントは {{wait}}ロックされます。{{until}} まではどのコードも受け付けません。',
    advice:
      'ご自身の操作であれば、しばらく待ってからもう一度お試しください。心当たりがない場合は、誰かがパスワードを知っています。今すぐパスワードを変更してください。',
    action: 'パスワードを変更',
    footer: 'このメールは、誤ったコードによってアカウントがロックされるたびに送信されます。',
  },
  webhookDisabled: {
    subject: '{{product}} アカウントの Webhook エンドポイントが無効になりました',
    body: {
      other:
        'Webhook エンドポイント {{endpoint}} への配信が {{count}} 時間すべて失敗したため、エンドポイントを無効にし、イベントの再試行を停止しました。',
    },
    advice:
      '受信側が動作していて 2xx のステータスを返すことを確認してから、設定でエンドポイントを再び有効にしてください。届かなかったイベントは配信ログから再配信できます。',
    action: 'Webhook の設定を開く',
    footer: 'このメールは、Webhook エンドポイントが無効になるたびに送信されます。',
  },
  exportReady: {
    subject: '{{product}} のデータのエクスポートが完了しました',
    bodyExport:
      'ご依頼のエクスポートが完了しました。あなたのすべてのデータを含む zip ファイルで、旅とステップはスプレッドシートでも、ドキュメントは Markdown で入っています。',
    bodyBackup:
      '毎週のバックアップが完了しました。旅、ステップ、プロジェクト、ドキュメント、画像を含む zip ファイルです。',
    until:
      'リンクは {{until}} まで有効です。その後も、設定からいつでも新しいエクスポートを作成できます。',
    action: 'データをダウンロード',
    footer: 'このメールは、あなたのアカウントのエクスポートが作成されたため送信されました。',
  },
  signInAlert: {
    subject: '{{product}} アカウントに新しいログインがありました',
    body: 'これまでに使われたことのないデバイスから、{{product}} アカウントにログインがありました。',
    device: 'デバイス：{{device}}',
    place: '場所：{{place}}',
    placeWithAddress: '場所：{{place}}（アドレス {{address}}）',
    unknownPlace: '不明な場所',
    time: '日時：{{time}}',
    advice:
      'ご自身のログインであれば、何もする必要はありません。心当たりがない場合はボタンを押してください。そのセッションを終了し、ほかのすべての場所からログアウトでき、パスワードの変更に進みます。',
    action: '自分ではありません',
    footer:
      'このメールは、新しいデバイスやブラウザからアカウントにログインがあるたびに送信されます。',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: { other: '{{product}} の今日：新しいお知らせ {{count}} 件' },
    subjectWeekly: { other: '{{product}} の今週：新しいお知らせ {{count}} 件' },
    action: 'お知らせを開く',
    footerOne: 'このメールは、設定でこの種類のお知らせのメールをオンにしているため送信されました。',
    footerDaily: 'このまとめは、お知らせの設定で選んだため 1 日に 1 回送信されます。',
    footerWeekly: 'このまとめは、お知らせの設定で選んだため 1 週間に 1 回送信されます。',
    unsubscribeOne: 'このようなメールを停止',
    unsubscribeDigest: 'まとめを停止',
    someone: '誰か',
    twoActors: '{{first}}さんと{{second}}さん',
    manyActors: { other: '{{first}}さんほか{{count}}人' },
    kinds: {
      newFollower: '{{who}}があなたをフォローしました。',
      followRequest: '{{who}}からフォローリクエストが届きました。',
      followAccepted: '{{who}}がフォローリクエストを承認しました。',
      connectionRequest: '{{who}}からつながりのリクエストが届きました。',
      connectionAccepted: '{{who}}がつながりのリクエストを承認しました。',
      cheer: '{{who}}があなたのアクティビティを応援しました。',
      comment: '{{who}}があなたのアクティビティにコメントしました。',
      mention: '{{who}}があなたをメンションしました。',
      journeyForked: '{{who}}があなたの旅「{{title}}」をフォークしました。',
      followeeCompletedJourney: '{{who}}が旅「{{title}}」を達成しました。',
      trialEnding: '無料トライアルがまもなく終了します。すべてを残すにはプランを選んでください。',
      newSignIn: 'アカウントに新しいログインがありました。',
    },
    commentQuote: '{{who}}のコメント：「{{excerpt}}」',
    mentionQuote: '{{who}}があなたをメンションしました：「{{excerpt}}」',
    newSignInFrom: '{{device}} からアカウントに新しいログインがありました。',
  },
  weeklySummary: {
    subject: { other: '{{product}} の今週：{{count}} ステップ完了' },
    lastWeek: { other: '先週は {{count}} ステップを完了しました（その前の週：{{before}}）。' },
    streak: '現在の連続記録：{{current}}、最長：{{longest}}。',
    days: { other: '{{count}} 日' },
    atRisk: '14 日間進んでいない旅：{{titles}}。',
    noneAtRisk: 'ステップが残っている旅は、どれも直近 14 日間に進みました。',
    action: 'インサイトを見る',
    footer:
      'このメールは、インサイトページでオンにしたため毎週送信されます。オフにするのもそのページからです。',
  },
  duration: {
    minutes: { other: '{{count}} 分間' },
    hours: { other: '{{count}} 時間' },
  },
};
