import { z } from 'zod';
import { passwordSchema } from '@waymark/shared/auth';
import { codeSchema, friendlyNameSchema, phoneSchema } from '@waymark/shared/factors';

/**
 * Body of better-auth's POST /api/auth/change-password, and its form. The server signs the
 * other devices out whatever the body says, so the form does not ask.
 */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** The form of POST /api/auth/change-email (the request adds the callback address). */
export const changeEmailSchema = z.object({
  newEmail: z.email({ error: 'Enter a valid e-mail address' }),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailSchema>;

/** An authenticator app needs only a name; the phone field stays empty and unchecked. */
export const appFactorFormSchema = z.object({
  friendly_name: friendlyNameSchema,
  phone: z.string(),
});

export const phoneFactorFormSchema = z.object({
  friendly_name: friendlyNameSchema,
  phone: phoneSchema,
});
export type PhoneFactorForm = z.infer<typeof phoneFactorFormSchema>;

export const codeFormSchema = z.object({ code: codeSchema });
export type CodeForm = z.infer<typeof codeFormSchema>;
