import { useTranslation } from 'react-i18next';
import {
  accessLevelsOf,
  apiTokenResources,
  type ApiTokenAccess,
  type ApiTokenResource,
} from '@waymark/shared/api-access/scopes';

export type ScopeChoice = ApiTokenAccess | 'none';
export type ScopeChoices = Record<ApiTokenResource, ScopeChoice>;

export const noScopes = Object.fromEntries(
  apiTokenResources.map((resource) => [resource, 'none']),
) as ScopeChoices;

interface ScopePickerProps {
  value: ScopeChoices;
  onChange: (value: ScopeChoices) => void;
  /** Shown under the group (and read with it) when no resource has access. */
  error?: string;
}

/**
 * One row per resource with "No access", "Read" and "Read and write" as radio buttons: a
 * group per resource, so arrow keys move within a row and Tab from row to row.
 */
export function ApiTokenScopePicker({ value, onChange, error }: ScopePickerProps) {
  const { t } = useTranslation('developer');
  // Spelled out, so the key extractor sees every key.
  const resourceNames: Record<ApiTokenResource, string> = {
    journeys: t('resources.journeys'),
    steps: t('resources.steps'),
    projects: t('resources.projects'),
    documents: t('resources.documents'),
    social: t('resources.social'),
    notifications: t('resources.notifications'),
    messages: t('resources.messages'),
    export: t('resources.export'),
    webhooks: t('resources.webhooks'),
  };
  const accessNames: Record<ScopeChoice, string> = {
    none: t('form.access.none'),
    read: t('form.access.read'),
    write: t('form.access.write'),
  };
  return (
    <fieldset aria-describedby="token-scopes-hint token-scopes-error" className="space-y-2">
      <legend className="text-sm font-medium text-fg">{t('form.scopes')}</legend>
      <p id="token-scopes-hint" className="text-xs text-muted">
        {t('form.scopesHint')}
      </p>
      <div className="divide-y divide-line rounded-lg border border-line">
        {apiTokenResources.map((resource) => (
          <fieldset
            key={resource}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <legend className="sr-only">{resourceNames[resource]}</legend>
            <span aria-hidden="true" className="text-sm font-medium">
              {resourceNames[resource]}
            </span>
            <div className="flex flex-wrap gap-1">
              {(['none', ...accessLevelsOf(resource)] as const).map((access) => (
                <label
                  key={access}
                  className="flex cursor-pointer items-center gap-1.5 rounded-md border border-line px-2 py-1 text-xs has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    name={`scope-${resource}`}
                    value={access}
                    checked={value[resource] === access}
                    onChange={() => onChange({ ...value, [resource]: access })}
                    className="accent-brand"
                  />
                  {accessNames[access]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p id="token-scopes-error" role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
