import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '@/db/tables/profiles';
import { withUser } from '@/db/with-user';
import type { Mailer, MailMessage } from '@/capabilities/mail/service';
import { readOutbox } from '@/capabilities/mail/outbox';
import { sendPendingEmails } from '@/features/notifications/email-jobs';
import { recordNotifications } from '@/capabilities/notification-records/record';
import { newSignUp, postJson } from '../../../test/accounts';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { createProfile } from '../../../test/factories';

const RLM = '\u200f';

/**
 * Every mail is written in its recipient's language: the interface language of their profile
 * (Settings saves it), for a sign-up the language the person was using (the web app's i18next
 * cookie, else Accept-Language); Arabic mail is right to left.
 */
describe.each(smokeEngines)('mail in the recipient’s language on $name', (engine) => {
  const { app, call, user, harness, db } = useApiTest(engine, 'waymark-mail-language-');

  const mailsTo = async (to: string) =>
    (await readOutbox(harness.dataDir)).filter((message) => message.to === to);
  const requestReset = async (email: string) => {
    const response = await postJson(app(), '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(response.statusCode).toBe(200);
    return (await mailsTo(email)).at(-1);
  };
  const chooseLanguage = async (name: string, language: string) => {
    const person = await user(name);
    const saved = await call(person, 'PATCH', '/api/settings', { language });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return person;
  };

  it('sends the reset-password mail in Japanese to a person whose language is ja', async () => {
    const aiko = await chooseLanguage('aiko', 'ja');
    const mail = await requestReset(aiko.email);
    expect(mail?.subject).toBe('Waymark のパスワードを再設定してください');
    expect(mail?.text).toContain('新しいパスワードを設定');
    expect(mail?.text).toContain(mail?.links[0]);
    expect(mail?.html).toContain('<html lang="ja" dir="ltr">');
  });

  it('sends an Arabic person a right-to-left mail, HTML and text', async () => {
    const amal = await chooseLanguage('amal', 'ar');
    const mail = await requestReset(amal.email);
    expect(mail?.subject).toContain('إعادة تعيين كلمة مرورك');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('اختر كلمة مرور جديدة');
    // Each sentence of the plain text starts right to left; the link stands on its own line.
    const lines = mail?.text.split('\n').filter((line) => line !== '') ?? [];
    expect(lines.filter((line) => !line.startsWith(RLM))).toEqual([mail?.links[0]]);
  });

  it('writes English for a person who never chose a language', async () => {
    const ada = await user('ada');
    const mail = await requestReset(ada.email);
    expect(mail?.subject).toBe('Reset your Waymark password');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('confirms a sign-up in the language the person used: the i18next cookie before the browser’s', async () => {
    const input = newSignUp();
    const signUp = await postJson(app(), '/api/auth/sign-up/email', input, {
      cookie: 'i18next=ja',
      'accept-language': 'en-US, en;q=0.9',
    });
    expect(signUp.statusCode).toBe(200);
    const [mail] = await mailsTo(input.email);
    expect(mail?.subject).toBe('Waymark のメールアドレスを確認してください');
    expect(mail?.html).toContain('<html lang="ja" dir="ltr">');
    const [profile] = await db()
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.username, input.username));
    expect(profile?.language).toBe('ja');
  });

  it('falls back to Accept-Language, then English, when the sign-up names no language', async () => {
    const turkish = newSignUp();
    await postJson(app(), '/api/auth/sign-up/email', turkish, { 'accept-language': 'tr-TR' });
    expect((await mailsTo(turkish.email))[0]?.subject).toBe('Waymark için e-posta adresini onayla');
    const unknown = newSignUp();
    await postJson(app(), '/api/auth/sign-up/email', unknown, {
      cookie: 'i18next=xx',
      'accept-language': 'sv-SE',
    });
    expect((await mailsTo(unknown.email))[0]?.subject).toBe(
      'Confirm your e-mail address for Waymark',
    );
  });

  it('tells of a sign-up attempt in the owner’s language, not the attempt’s', async () => {
    const aiko = await chooseLanguage('aiko', 'ja');
    await postJson(app(), '/api/auth/sign-up/email', newSignUp({ email: aiko.email }), {
      cookie: 'i18next=de',
    });
    const mail = (await mailsTo(aiko.email)).at(-1);
    expect(mail?.subject).toBe('あなたのアドレスで Waymark アカウントの作成が試みられました');
  });

  it('mails notifications in the recipient’s language, with List-Unsubscribe', async () => {
    const recipient = await createProfile(db(), { language: 'ar' });
    const actor = await createProfile(db(), { fullName: 'Bo Lee' });
    await withUser(db(), actor.id, (tx) =>
      recordNotifications(tx, [
        {
          recipientId: recipient.id,
          actorId: actor.id,
          kind: 'mention',
          subject: { type: 'comment', id: null },
          excerpt: 'Look at this',
        },
      ]),
    );
    const outbox: MailMessage[] = [];
    const mailer: Mailer = { send: (message) => Promise.resolve(void outbox.push(message)) };
    await sendPendingEmails({
      db: db(),
      mailer: () => Promise.resolve(mailer),
      publicUrl: 'http://localhost:3000',
      productName: 'Waymark',
      secret: 'test-secret-test-secret-test-secret-0123',
    });
    const mail = outbox.find((message) => message.to === `user-${recipient.id}@example.com`);
    expect(mail?.text).toContain('إشارة إليك من \u2068Bo Lee\u2069: «\u2068Look at this\u2069»');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
