import { z } from 'zod';
import { passwordSchema, signUpRequestSchema } from '@waymark/shared/auth';
import { backupCodeSchema, codeSchema } from '@waymark/shared/factors';

/** The sign-up form is the request body without the callback, which the page adds. */
export const registerFormSchema = signUpRequestSchema.omit({ callbackURL: true });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** Body of POST /api/auth/sign-in/email, and its form. */
export const signInSchema = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }),
  password: z.string().min(1, { error: 'Enter your password' }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const emailOnlySchema = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }),
});
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/** The new password with the shared rule, typed twice so a typo does not lock anyone out. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const codeFormSchema = z.object({ code: codeSchema });
export type CodeFormValues = z.infer<typeof codeFormSchema>;

export const backupCodeFormSchema = z.object({ code: backupCodeSchema });
export type BackupCodeFormValues = z.infer<typeof backupCodeFormSchema>;
