import type { MailTexts } from '@/capabilities/mail/i18n';

export const ko: MailTexts = {
  greeting: '{{name}} 님, 안녕하세요.',
  greetingNoName: '안녕하세요.',
  verifyEmail: {
    subject: '{{product}} 이메일 주소를 확인해 주세요',
    body: '{{product}}에 오신 것을 환영합니다! 이메일 주소를 확인하여 계정 만들기를 완료하세요.',
    action: '이메일 주소 확인',
    footer: '계정을 만든 적이 없다면 이 메일을 무시하셔도 됩니다. 링크는 1시간 동안 유효합니다.',
  },
  changeEmail: {
    subject: '{{product}}의 새 이메일 주소를 확인해 주세요',
    body: '이 주소를 {{product}} 계정에 사용하도록 요청하셨습니다. 아래 링크로 확인해 주세요. 확인하기 전까지 계정은 현재 주소를 유지합니다.',
    action: '새 이메일 주소 확인',
    footer:
      '요청하지 않으셨다면 이 메일을 무시하세요. 아무것도 바뀌지 않습니다. 링크는 1시간 동안 유효합니다.',
  },
  resetPassword: {
    subject: '{{product}} 비밀번호 재설정',
    body: '누군가 {{product}} 계정의 비밀번호 재설정을 요청했습니다. 아래 링크로 새 비밀번호를 설정하세요.',
    action: '새 비밀번호 설정',
    footer:
      '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다. 링크는 한 번만, 1시간 동안 사용할 수 있습니다.',
  },
  signUpAttempt: {
    subject: '누군가 회원님의 주소로 {{product}} 계정을 만들려고 했습니다',
    body: '누군가 이미 계정이 있는 이 이메일 주소로 새 {{product}} 계정을 만들려고 했습니다. 새 계정은 만들어지지 않았습니다.',
    advice:
      '본인이었다면 기존 계정에 로그인하세요. 비밀번호를 잊으셨다면 로그인 페이지에서 "비밀번호를 잊으셨나요?"를 선택해 재설정할 수 있습니다.',
    action: '로그인',
    footer: '본인이 아니라면 이 메일을 무시하셔도 됩니다. 계정은 바뀌지 않았습니다.',
  },
  secondFactorLockout: {
    subject: '{{product}} 계정에 잘못된 로그인 코드가 입력되었습니다',
    body: '누군가 회원님의 비밀번호로 {{product}} 계정에 로그인한 뒤 2단계 인증 코드를 여러 번 잘못 입력했습니다. 보호를 위해 계정이 {{wait}} 동안 잠깁니다. {{until}}까지는 어떤 코드도 받지 않습니다.',
    advice:
      '본인이었다면 기다렸다가 다시 시도하세요. 본인이 아니라면 누군가 비밀번호를 알고 있는 것입니다. 지금 비밀번호를 변경하세요.',
    action: '비밀번호 변경',
    footer: '잘못된 코드로 계정이 잠길 때마다 이 메일을 받습니다.',
  },
  webhookDisabled: {
    subject: '{{product}} 계정의 웹훅 엔드포인트가 꺼졌습니다',
    body: {
      other:
        '웹훅 엔드포인트 {{endpoint}}(으)로의 모든 전송이 {{count}}시간 동안 실패하여 엔드포인트를 끄고 이벤트 재시도를 중단했습니다.',
    },
    advice:
      '수신 측이 실행 중이고 2xx 상태로 응답하는지 확인한 뒤 설정에서 엔드포인트를 다시 켜세요. 놓친 이벤트는 전송 기록에서 다시 보낼 수 있습니다.',
    action: '웹훅 설정 열기',
    footer: '웹훅 엔드포인트가 꺼질 때마다 이 메일을 받습니다.',
  },
  exportReady: {
    subject: '{{product}} 데이터 내보내기가 준비되었습니다',
    bodyExport:
      '요청하신 내보내기가 준비되었습니다. 회원님의 모든 데이터를 담은 zip 파일로, 여정과 단계는 스프레드시트로도, 문서는 Markdown으로 들어 있습니다.',
    bodyBackup:
      '주간 백업이 준비되었습니다. 여정, 단계, 프로젝트, 문서, 이미지를 담은 zip 파일입니다.',
    until: '링크는 {{until}}까지 유효합니다. 그 후에도 설정에서 언제든지 새로 내보낼 수 있습니다.',
    action: '데이터 다운로드',
    footer: '계정의 내보내기가 만들어져서 이 메일을 받습니다.',
  },
  signInAlert: {
    subject: '{{product}} 계정에 새 로그인이 있습니다',
    body: '처음 보는 기기에서 방금 {{product}} 계정에 로그인했습니다.',
    device: '기기: {{device}}',
    place: '위치: {{place}}',
    placeWithAddress: '위치: {{place}} (주소 {{address}})',
    unknownPlace: '알 수 없는 위치',
    time: '시간: {{time}}',
    advice:
      '본인이었다면 아무것도 하지 않으셔도 됩니다. 본인이 아니라면 버튼을 누르세요. 그 세션을 끝내고, 다른 모든 곳에서 로그아웃할 수 있으며, 비밀번호 변경으로 안내합니다.',
    action: '본인이 아닙니다',
    footer: '새 기기나 브라우저에서 계정에 로그인할 때마다 이 메일을 받습니다.',
  },
  notification: {
    subjectOne: '{{line}} — {{product}}',
    subjectDaily: { other: '{{product}}의 하루: 새 알림 {{count}}개' },
    subjectWeekly: { other: '{{product}}의 한 주: 새 알림 {{count}}개' },
    action: '알림 열기',
    footerOne: '설정에서 이 종류의 알림에 이메일을 켜 두셨기 때문에 이 메일을 받습니다.',
    footerDaily: '알림 설정에서 선택하셨기 때문에 이 요약을 하루에 한 번 받습니다.',
    footerWeekly: '알림 설정에서 선택하셨기 때문에 이 요약을 일주일에 한 번 받습니다.',
    unsubscribeOne: '이런 이메일 그만 받기',
    unsubscribeDigest: '요약 그만 받기',
    someone: '누군가',
    twoActors: '{{first}} 님과 {{second}} 님',
    manyActors: { other: '{{first}} 님 외 {{count}}명' },
    kinds: {
      newFollower: '{{who}}이(가) 나를 팔로우하기 시작했습니다.',
      followRequest: '{{who}}이(가) 팔로우를 요청했습니다.',
      followAccepted: '{{who}}이(가) 팔로우 요청을 수락했습니다.',
      connectionRequest: '{{who}}이(가) 연결을 요청했습니다.',
      connectionAccepted: '{{who}}이(가) 연결 요청을 수락했습니다.',
      cheer: '{{who}}이(가) 내 활동을 응원했습니다.',
      comment: '{{who}}이(가) 내 활동에 댓글을 남겼습니다.',
      mention: '{{who}}이(가) 나를 언급했습니다.',
      journeyForked: '{{who}}이(가) 내 여정 “{{title}}”을(를) 포크했습니다.',
      followeeCompletedJourney: '{{who}}이(가) 여정 “{{title}}”을(를) 완료했습니다.',
      trialEnding: '무료 체험이 곧 끝납니다. 모든 것을 유지하려면 요금제를 선택하세요.',
      newSignIn: '계정에 새 로그인이 있습니다.',
    },
    commentQuote: '{{who}}의 댓글: “{{excerpt}}”',
    mentionQuote: '{{who}}이(가) 나를 언급했습니다: “{{excerpt}}”',
    newSignInFrom: '{{device}}에서 계정에 새 로그인이 있습니다.',
  },
  weeklySummary: {
    subject: { other: '{{product}}의 한 주: {{count}}단계 완료' },
    lastWeek: { other: '지난주에 {{count}}단계를 완료했습니다 (그 전 주: {{before}}).' },
    streak: '현재 연속 기록: {{current}}, 최장: {{longest}}.',
    days: { other: '{{count}}일' },
    atRisk: '14일 동안 진전이 없는 여정: {{titles}}.',
    noneAtRisk: '남은 단계가 있는 모든 여정이 지난 14일 동안 진행되었습니다.',
    action: '인사이트 보기',
    footer:
      '인사이트 페이지에서 켜 두셨기 때문에 매주 이 메일을 받습니다. 끄는 것도 그곳에서 할 수 있습니다.',
  },
  duration: {
    minutes: { other: '{{count}}분' },
    hours: { other: '{{count}}시간' },
  },
};
