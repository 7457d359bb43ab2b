import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { settingsSections, type SettingsSection } from '@waymark/shared/routes';
import { SettingsFrame } from '@/features/settings/components/settings-frame';
import { CommunicationSection } from '@/features/settings/sections/communication-section';
import { ContentSection } from '@/features/settings/sections/content-section';
import { LanguageRegionSection } from '@/features/settings/sections/language-region-section';
import { LegalSection } from '@/features/settings/sections/legal-section';
import { NotificationsSection } from '@/features/settings/sections/notifications-section';
import { PaymentSection } from '@/features/settings/sections/payment-section';
import { PrivacySection } from '@/features/settings/sections/privacy-section';
import { ProfileSection } from '@/features/settings/sections/profile-section';
import { SecurityLinksSection } from '@/features/settings/sections/security-links-section';
import { SupportSection } from '@/features/settings/sections/support-section';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { useSignedInGate } from '@/ui/signed-in-only';

/**
 * Sections another feature provides; the app layer passes them in (features never import each
 * other). One that renders its own heading says so, and the frame leaves its heading out.
 */
export type SettingsSectionOverrides = Partial<
  Record<SettingsSection, { Component: ComponentType; hasOwnHeading?: boolean }>
>;

const builtInSections: Record<SettingsSection, ComponentType> = {
  profile: ProfileSection,
  'language-region': LanguageRegionSection,
  notifications: NotificationsSection,
  privacy: PrivacySection,
  security: SecurityLinksSection,
  content: ContentSection,
  communication: CommunicationSection,
  payment: PaymentSection,
  legal: LegalSection,
  support: SupportSection,
};

const isSection = (value: string): value is SettingsSection =>
  (settingsSections as readonly string[]).includes(value);

/** /settings (the profile section) and /settings/:section, for signed-in people only. */
export function SettingsPage({ sections = {} }: { sections?: SettingsSectionOverrides }) {
  const { section = 'profile' } = useParams();
  const gate = useSignedInGate();

  if (!isSection(section)) return <NotFoundPanel />;
  if (gate) return gate;
  const override = sections[section];
  const Section = override?.Component ?? builtInSections[section];
  return (
    <SettingsFrame section={section} hasSectionHeading={!override?.hasOwnHeading}>
      <Section key={section} />
    </SettingsFrame>
  );
}
