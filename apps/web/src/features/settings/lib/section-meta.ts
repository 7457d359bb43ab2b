import {
  Bell,
  CreditCard,
  Globe,
  LifeBuoy,
  Lock,
  Megaphone,
  Scale,
  Shield,
  SlidersHorizontal,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { SettingsSection } from '@waymark/shared/routes';

/** The icon each section shows in the navigation. */
export const sectionIcons: Record<SettingsSection, LucideIcon> = {
  profile: UserRound,
  'language-region': Globe,
  notifications: Bell,
  privacy: Lock,
  security: Shield,
  content: SlidersHorizontal,
  communication: Megaphone,
  payment: CreditCard,
  legal: Scale,
  support: LifeBuoy,
};
