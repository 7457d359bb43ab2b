import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo, settingsSections, type SettingsSection } from '@waymark/shared/routes';
import { cx } from '@/lib/cx';
import { sectionIcons } from '@/features/settings/lib/section-meta';
import { sectionTexts } from '@/features/settings/lib/section-texts';
import { SelectField } from '@/ui/select-field';

const sectionPath = (section: SettingsSection) => pathTo('settingsSection', { section });

/** A sidebar on wide screens; a select on narrow ones, where a list would push the form away. */
export function SectionNav({ current }: { current: SettingsSection }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <>
      <div className="md:hidden">
        <SelectField
          id="settings-section"
          label={t('settings.nav.choose')}
          labelLook="hidden"
          options={settingsSections.map((section) => ({
            value: section,
            label: sectionTexts(t, section).title,
          }))}
          value={current}
          onChange={(section) => void navigate(sectionPath(section))}
        />
      </div>
      <nav aria-label={t('settings.nav.label')} className="hidden md:block">
        <ul className="space-y-1">
          {settingsSections.map((section) => {
            const Icon = sectionIcons[section];
            return (
              <li key={section}>
                <Link
                  to={sectionPath(section)}
                  aria-current={section === current ? 'page' : undefined}
                  className={cx(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    section === current
                      ? 'bg-brand-soft text-brand-text'
                      : 'text-muted hover:bg-surface hover:text-fg',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {sectionTexts(t, section).title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
