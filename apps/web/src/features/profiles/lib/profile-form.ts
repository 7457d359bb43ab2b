import type { z } from 'zod';
import { profileUpdateSchema } from '@waymark/shared/profiles';

/** /edit-profile: the request's own schema, with name and username required. */
export const editProfileFormSchema = profileUpdateSchema
  .pick({ fullName: true, username: true, bio: true, location: true, website: true })
  .required({ fullName: true, username: true });
export type EditProfileFormInput = z.input<typeof editProfileFormSchema>;
export type EditProfileFormOutput = z.output<typeof editProfileFormSchema>;

/** /onboarding: name, username and language, all required (each has a value already). */
export const onboardingFormSchema = profileUpdateSchema
  .pick({ fullName: true, username: true, language: true })
  .required();
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;
export type OnboardingFormOutput = z.output<typeof onboardingFormSchema>;

export type ProfileField = 'fullName' | 'username' | 'bio' | 'location' | 'website' | 'language';
